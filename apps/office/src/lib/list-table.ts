import {
  columnFilteringFeature,
  createColumnHelper,
  createFilteredRowModel,
  createPaginatedRowModel,
  createSortedRowModel,
  functionalUpdate,
  globalFilteringFeature,
  rowPaginationFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type PaginationState,
  type ReactTable,
  type RowData,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { useMemo } from 'react';
import { toSortingState, type ListAddress, type ListSorting, type ListState } from './list-address';

export const PAGE_SIZE = 50;

/** Sorting, the status filter and the search, and paging: only these features' code is bundled. */
const features = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  columnFilteringFeature,
  globalFilteringFeature,
  filteredRowModel: createFilteredRowModel(),
  rowPaginationFeature,
  paginatedRowModel: createPaginatedRowModel(),
});

export type ListTable<T extends RowData> = ReactTable<typeof features, T>;

/** A column of a list: its id in the address, its header, and how it compares two rows, ascending. */
export interface ListColumn<T, C extends string> {
  id: C;
  header: string;
  compare: (a: T, b: T) => number;
}

/** What a list is: its rows' columns and order, and what its search and status filter look at. */
export interface ListDefinition<T, C extends string, S extends string> {
  address: ListAddress<C, S>;
  /** In the order they are shown; the first one carries the search and the status filter. */
  columns: ReadonlyArray<ListColumn<T, C>>;
  /** The list's own order, which every column's sort keeps among equals. */
  order: (a: T, b: T) => number;
  rowId: (row: T) => number;
  status: Record<S, (row: T) => boolean>;
  /** The text the search looks in. */
  searchText: (row: T) => string;
}

export interface ListTableView<T extends RowData> {
  table: ListTable<T>;
  rows: T[];
  /** The rows the search and the filter leave, over all pages, in the list's order. */
  matching: T[];
  /** The page to show: the one asked for, or the last one when the address asks beyond it. */
  page: number;
  pages: number;
}

/** What a header's click or a page button asks of the address. */
export interface ListTableChanges<C extends string> {
  onSortingChange: (sorting: ListSorting<C>) => void;
  /** 1-based, as the address counts. */
  onPageChange: (page: number) => void;
}

/** Every word typed must appear in the text, in any case. */
export function matchesWords(text: string, search: string): boolean {
  const words = search.toLocaleLowerCase('nl').split(/\s+/).filter(Boolean);
  const haystack = text.toLocaleLowerCase('nl');
  return words.every((word) => haystack.includes(word));
}

function useColumns<T extends RowData, C extends string, S extends string>(list: ListDefinition<T, C, S>) {
  return useMemo(() => {
    const helper = createColumnHelper<typeof features, T>();
    const [searched] = list.columns;
    return helper.columns(
      list.columns.map(({ id, header, compare }) =>
        helper.accessor((row) => list.rowId(row), {
          id,
          header,
          sortFn: (a, b) => compare(a.original, b.original),
          enableColumnFilter: id === searched?.id,
          filterFn: (row, _columnId, status: S) => list.status[status](row.original),
        }),
      ),
    );
  }, [list]);
}

/**
 * A list's table: its rows (whole, from one request) filtered by status and search, sorted by one column, 50
 * to a page, with the view taken from the address and every change of it (a header's click, a page button)
 * reported back to be written there. `list` is a module constant: its columns are made once.
 */
export function useListTable<T extends RowData, C extends string, S extends string>(
  list: ListDefinition<T, C, S>,
  source: readonly T[] | undefined,
  state: ListState<C, S>,
  { onSortingChange, onPageChange }: ListTableChanges<C>,
): ListTableView<T> {
  // A stable array in the list's own order: the table's sorting is stable, so equals stay in this order.
  const data = useMemo(
    () => [...(source ?? [])].sort((a, b) => list.order(a, b) || list.rowId(a) - list.rowId(b)),
    [source, list],
  );
  const columns = useColumns(list);
  const searched = list.columns[0]?.id;
  const pagination = { pageIndex: state.page - 1, pageSize: PAGE_SIZE };
  const table = useTable({
    features,
    columns,
    data,
    getRowId: (row) => String(list.rowId(row)),
    // The address holds the view: the table reads it from there and reports a header's click back.
    state: {
      sorting: toSortingState(state.sorting),
      columnFilters: searched ? [{ id: searched, value: state.status }] : [],
      globalFilter: state.search,
      pagination,
    },
    onSortingChange: (updater: Updater<SortingState>) =>
      onSortingChange(
        list.address.fromSortingState(functionalUpdate(updater, toSortingState(state.sorting)), state.sorting),
      ),
    onPaginationChange: (updater: Updater<PaginationState>) =>
      onPageChange(functionalUpdate(updater, pagination).pageIndex + 1),
    globalFilterFn: (row, _columnId, search: string) => matchesWords(list.searchText(row.original), search),
    getColumnCanGlobalFilter: (column) => column.id === searched,
    // One column at a time, ascending on the first click whatever the column holds, and never unsorted.
    enableMultiSort: false,
    enableSortingRemoval: false,
    sortDescFirst: false,
    // A refetch must not move the page: the address decides it.
    autoResetPageIndex: false,
  });
  const pages = Math.max(1, table.getPageCount());
  return {
    table,
    rows: table.getRowModel().rows.map((row) => row.original),
    matching: table.getPrePaginatedRowModel().rows.map((row) => row.original),
    page: Math.min(state.page, pages),
    pages,
  };
}
