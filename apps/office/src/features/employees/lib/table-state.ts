import { createListAddress, type ListSorting, type ListState } from '../../../lib/list-address';

/** The employee list's view in the address (lib/list-address.ts): its columns, its filter and its defaults. */
export const SORT_COLUMNS = ['naam', 'gebruikersnaam', 'mobiel', 'team', 'rechten', 'actief', 'telefoons'] as const;
export type SortColumn = (typeof SORT_COLUMNS)[number];

export const STATUS_FILTERS = ['actief', 'inactief', 'alle'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

export type Sorting = ListSorting<SortColumn>;
export type TableState = ListState<SortColumn, StatusFilter>;

export const employeeListAddress = createListAddress({
  columns: SORT_COLUMNS,
  statuses: STATUS_FILTERS,
  defaults: { sorting: { column: 'naam', descending: false }, status: 'actief' },
});

export const DEFAULT_STATE: TableState = employeeListAddress.defaultState;
export const readTableState = employeeListAddress.read;
export const writeTableState = employeeListAddress.write;
export const fromSortingState = employeeListAddress.fromSortingState;
export { toSortingState } from '../../../lib/list-address';
