import type { SortingState } from '@tanstack/react-table';

/**
 * The employee list's view (search, sorting, status filter, page) as URL search parameters, so that a view
 * survives a reload and can be shared. Dutch names, as the rest of the address; defaults are left out.
 */
export const SORT_COLUMNS = ['naam', 'gebruikersnaam', 'mobiel', 'rechten', 'actief', 'telefoons'] as const;
export type SortColumn = (typeof SORT_COLUMNS)[number];

export const STATUS_FILTERS = ['actief', 'inactief', 'alle'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

export interface Sorting {
  column: SortColumn;
  descending: boolean;
}

export interface TableState {
  search: string;
  sorting: Sorting;
  status: StatusFilter;
  /** 1-based; may lie beyond the last page, which the list then shows instead. */
  page: number;
}

const PARAM = { search: 'zoek', sort: 'sorteer', status: 'status', page: 'pagina' } as const;

export const DEFAULT_STATE: TableState = {
  search: '',
  sorting: { column: 'naam', descending: false },
  status: 'actief',
  page: 1,
};

const isOneOf = <T extends string>(values: readonly T[], value: string | null): value is T =>
  value !== null && (values as readonly string[]).includes(value);

/** The view a URL asks for; what it gets wrong (a hand-edited address) falls back to the default. */
export function readTableState(params: URLSearchParams): TableState {
  const sort = params.get(PARAM.sort) ?? '';
  const descending = sort.startsWith('-');
  const column = descending ? sort.slice(1) : sort;
  const status = params.get(PARAM.status);
  const page = Number(params.get(PARAM.page));
  return {
    search: params.get(PARAM.search) ?? '',
    sorting: isOneOf(SORT_COLUMNS, column) ? { column, descending } : DEFAULT_STATE.sorting,
    status: isOneOf(STATUS_FILTERS, status) ? status : DEFAULT_STATE.status,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The search parameters of a view, without those at their default. */
export function writeTableState(state: TableState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search) params.set(PARAM.search, state.search);
  const { column, descending } = state.sorting;
  if (column !== DEFAULT_STATE.sorting.column || descending !== DEFAULT_STATE.sorting.descending)
    params.set(PARAM.sort, `${descending ? '-' : ''}${column}`);
  if (state.status !== DEFAULT_STATE.status) params.set(PARAM.status, state.status);
  if (state.page > 1) params.set(PARAM.page, String(state.page));
  return params;
}

/** The address's sorting as the table keeps it: one column, never none. */
export const toSortingState = ({ column, descending }: Sorting): SortingState => [{ id: column, desc: descending }];

/**
 * The table's sorting back in the address's terms. The table sorts by one column and never by none
 * (enableSortingRemoval off), but a column id it does not know falls back to the current sorting.
 */
export function fromSortingState(sorting: SortingState, current: Sorting): Sorting {
  const first = sorting[0];
  return first && isOneOf(SORT_COLUMNS, first.id) ? { column: first.id, descending: first.desc } : current;
}
