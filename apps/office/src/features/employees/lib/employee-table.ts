import type { OfficeEmployee } from '@bouwwerk/domain';
import { nl } from '../../../i18n/nl';
import { useListTable, type ListDefinition, type ListTableChanges, type ListTableView } from '../../../lib/list-table';
import { COMPARE, employeeSearchText, STATUS } from './employee-rows';
import { employeeListAddress, type SortColumn, type StatusFilter, type TableState } from './table-state';

export { PAGE_SIZE } from '../../../lib/list-table';

const columns = nl.employees.columns;
const HEADERS: Record<SortColumn, string> = {
  naam: columns.name,
  gebruikersnaam: columns.username,
  mobiel: columns.mobile,
  team: columns.team,
  rechten: columns.rights,
  actief: columns.active,
  telefoons: columns.phones,
};

/** The employee list: by name, searched in the name, the username and the phone numbers. */
export const employeeList: ListDefinition<OfficeEmployee, SortColumn, StatusFilter> = {
  address: employeeListAddress,
  columns: employeeListAddress.columns.map((id) => ({ id, header: HEADERS[id], compare: COMPARE[id] })),
  order: COMPARE.naam,
  rowId: (employee) => employee.id,
  status: STATUS,
  searchText: employeeSearchText,
};

export type EmployeeTableView = ListTableView<OfficeEmployee>;
export type EmployeeTableChanges = ListTableChanges<SortColumn>;

/** The employee list's table (lib/list-table.ts), 50 to a page. */
export const useEmployeeTable = (
  employees: readonly OfficeEmployee[] | undefined,
  state: TableState,
  changes: EmployeeTableChanges,
): EmployeeTableView => useListTable(employeeList, employees, state, changes);
