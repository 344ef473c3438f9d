import type { OfficeEmployee } from '@bouwwerk/domain';
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
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { useMemo } from 'react';
import { nl } from '../../../i18n/nl';
import { byName, COMPARE, matchesSearch, STATUS } from './employee-rows';
import { rightsOf } from './rights';
import {
  fromSortingState,
  toSortingState,
  type SortColumn,
  type Sorting,
  type StatusFilter,
  type TableState,
} from './table-state';

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

/** The search looks at the whole employee, once per row: through this one column. */
const SEARCHED_COLUMN: SortColumn = 'naam';

const helper = createColumnHelper<typeof features, OfficeEmployee>();

/** A column sorted by its comparator of employee-rows.ts; ties keep the data's order, by name. */
const sortable = (id: SortColumn, header: string, accessor: (employee: OfficeEmployee) => string | number) =>
  helper.accessor(accessor, {
    id,
    header,
    sortFn: (a, b) => COMPARE[id](a.original, b.original),
    enableColumnFilter: false,
  });

/**
 * The columns, each with the id the address uses for it; the status filter sits on the 'actief' column.
 */
const columns = helper.columns([
  sortable('naam', nl.employees.columns.name, (employee) => `${employee.lastName} ${employee.firstName}`),
  sortable('gebruikersnaam', nl.employees.columns.username, (employee) => employee.username),
  sortable('mobiel', nl.employees.columns.mobile, (employee) => employee.mobile),
  sortable('rechten', nl.employees.columns.rights, (employee) => rightsOf(employee).length),
  {
    ...sortable('actief', nl.employees.columns.active, (employee) => Number(employee.active)),
    enableColumnFilter: true,
    filterFn: (row, _columnId, status: StatusFilter) => STATUS[status](row.original),
  },
  sortable('telefoons', nl.employees.columns.phones, (employee) => employee.activeSessions),
]);

export interface EmployeeTableView {
  table: ReturnType<typeof useEmployeeTableInstance>;
  rows: OfficeEmployee[];
  /** How many employees the search and the filter leave, over all pages. */
  matching: number;
  /** The page to show: the one asked for, or the last one when the address asks beyond it. */
  page: number;
  pages: number;
}

/** What a header's click or a page button asks of the address. */
export interface EmployeeTableChanges {
  onSortingChange: (sorting: Sorting) => void;
  /** 1-based, as the address counts. */
  onPageChange: (page: number) => void;
}

function useEmployeeTableInstance(
  data: OfficeEmployee[],
  state: TableState,
  { onSortingChange, onPageChange }: EmployeeTableChanges,
) {
  const pagination = { pageIndex: state.page - 1, pageSize: PAGE_SIZE };
  return useTable({
    features,
    columns,
    data,
    getRowId: (employee) => String(employee.id),
    // The address holds the view: the table reads it from there and reports a header's click back.
    state: {
      sorting: toSortingState(state.sorting),
      columnFilters: [{ id: 'actief', value: state.status }],
      globalFilter: state.search,
      pagination,
    },
    onSortingChange: (updater: Updater<SortingState>) =>
      onSortingChange(fromSortingState(functionalUpdate(updater, toSortingState(state.sorting)), state.sorting)),
    onPaginationChange: (updater: Updater<PaginationState>) =>
      onPageChange(functionalUpdate(updater, pagination).pageIndex + 1),
    globalFilterFn: (row, _columnId, search: string) => matchesSearch(row.original, search),
    getColumnCanGlobalFilter: (column) => column.id === SEARCHED_COLUMN,
    // One column at a time, ascending on the first click whatever the column holds, and never unsorted.
    enableMultiSort: false,
    enableSortingRemoval: false,
    sortDescFirst: false,
    // A refetch must not move the page: the address decides it.
    autoResetPageIndex: false,
  });
}

/**
 * The employee list's table: the company's employees (whole, from one request) filtered by status and
 * search, sorted by one column, 50 to a page, with the view taken from the address and every change of it
 * (a header's click, a page button) reported back to be written there.
 */
export function useEmployeeTable(
  employees: readonly OfficeEmployee[] | undefined,
  state: TableState,
  changes: EmployeeTableChanges,
): EmployeeTableView {
  // A stable array, sorted by name once per answer: the table's sorting is stable, so equals stay in this order.
  const data = useMemo(() => byName(employees ?? []), [employees]);
  const table = useEmployeeTableInstance(data, state, changes);
  const pages = Math.max(1, table.getPageCount());
  return {
    table,
    rows: table.getRowModel().rows.map((row) => row.original),
    matching: table.getFilteredRowModel().rows.length,
    page: Math.min(state.page, pages),
    pages,
  };
}
