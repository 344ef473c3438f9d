import type { SortingState } from '@tanstack/react-table';

/**
 * A list's view (search, sorting, status filter, page) as URL search parameters, so that a view survives a
 * reload and can be shared. Dutch names, as the rest of the address; defaults are left out.
 */

export interface ListSorting<C extends string> {
  column: C;
  descending: boolean;
}

export interface ListState<C extends string, S extends string> {
  search: string;
  sorting: ListSorting<C>;
  status: S;
  /** 1-based; may lie beyond the last page, which the list then shows instead. */
  page: number;
}

const PARAM = { search: 'zoek', sort: 'sorteer', status: 'status', page: 'pagina' } as const;

const isOneOf = <T extends string>(values: readonly T[], value: string | null): value is T =>
  value !== null && (values as readonly string[]).includes(value);

export interface ListAddressConfig<C extends string, S extends string> {
  /** The sortable columns' ids, as the address names them. */
  columns: readonly C[];
  statuses: readonly S[];
  defaults: { sorting: ListSorting<C>; status: S };
}

/** The reading and writing of one list's view in the address. */
export function createListAddress<C extends string, S extends string>({
  columns,
  statuses,
  defaults,
}: ListAddressConfig<C, S>) {
  const defaultState: ListState<C, S> = { search: '', sorting: defaults.sorting, status: defaults.status, page: 1 };

  /** The view a URL asks for; what it gets wrong (a hand-edited address) falls back to the default. */
  function read(params: URLSearchParams): ListState<C, S> {
    const sort = params.get(PARAM.sort) ?? '';
    const descending = sort.startsWith('-');
    const column = descending ? sort.slice(1) : sort;
    const status = params.get(PARAM.status);
    const page = Number(params.get(PARAM.page));
    return {
      search: params.get(PARAM.search) ?? '',
      sorting: isOneOf(columns, column) ? { column, descending } : defaultState.sorting,
      status: isOneOf(statuses, status) ? status : defaultState.status,
      page: Number.isInteger(page) && page >= 1 ? page : 1,
    };
  }

  /** The search parameters of a view, without those at their default. */
  function write(state: ListState<C, S>): URLSearchParams {
    const params = new URLSearchParams();
    if (state.search) params.set(PARAM.search, state.search);
    const { column, descending } = state.sorting;
    if (column !== defaultState.sorting.column || descending !== defaultState.sorting.descending)
      params.set(PARAM.sort, `${descending ? '-' : ''}${column}`);
    if (state.status !== defaultState.status) params.set(PARAM.status, state.status);
    if (state.page > 1) params.set(PARAM.page, String(state.page));
    return params;
  }

  /**
   * The table's sorting back in the address's terms. The table sorts by one column and never by none
   * (enableSortingRemoval off), but a column id it does not know falls back to the current sorting.
   */
  function fromSortingState(sorting: SortingState, current: ListSorting<C>): ListSorting<C> {
    const first = sorting[0];
    return first && isOneOf(columns, first.id) ? { column: first.id, descending: first.desc } : current;
  }

  return { columns, statuses, defaultState, read, write, fromSortingState };
}

export type ListAddress<C extends string, S extends string> = ReturnType<typeof createListAddress<C, S>>;

/** The address's sorting as the table keeps it: one column, never none. */
export const toSortingState = <C extends string>({ column, descending }: ListSorting<C>): SortingState => [
  { id: column, desc: descending },
];
