import { EMPLOYEE_EDITORS, type OfficeEmployee } from '@bouwwerk/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useSession } from '../../../api/session';
import { ListPage } from '../../../components/list-page';
import type { ListCell } from '../../../components/list-table';
import { ManagedBadge } from '../../../components/managed-badge';
import { nl } from '../../../i18n/nl';
import { paths } from '../../../lib/paths';
import { employeesQuery } from '../api/employees';
import { fullName } from '../lib/employee-rows';
import { employeeList } from '../lib/employee-table';
import { rightsOf } from '../lib/rights';
import type { SortColumn } from '../lib/table-state';
import './employees.css';

/** The rights in a cell: a word each, or 'Geen'. */
const rightsSummary = (employee: OfficeEmployee) =>
  rightsOf(employee)
    .map((right) => nl.rightsShort[right])
    .join(', ') || nl.employees.noRights;

const CELLS: Record<SortColumn, ListCell<OfficeEmployee>> = {
  naam: {
    render: (employee) => (
      <>
        <Link to={paths.employee.getHref(employee.id)}>{fullName(employee)}</Link>
        {employee.externalId !== null ? <ManagedBadge inList /> : null}
      </>
    ),
  },
  gebruikersnaam: { render: (employee) => employee.username, className: 'nowrap' },
  mobiel: { render: (employee) => employee.mobile, className: 'nowrap' },
  team: { render: (employee) => employee.team },
  rechten: { render: rightsSummary, className: 'employees-table__rights' },
  actief: { render: (employee) => (employee.active ? nl.app.yes : nl.app.no) },
  telefoons: { render: (employee) => employee.activeSessions, numeric: true },
};

/** /kantoor/medewerkers: the company's employees, searched, filtered, sorted and paged (components/list-page.tsx). */
export function EmployeeListPage() {
  const session = useSession();
  const employees = useQuery(employeesQuery);
  return (
    <ListPage
      list={employeeList}
      query={employees}
      cells={CELLS}
      texts={nl.employees}
      create={
        EMPLOYEE_EDITORS.includes(session.user.role)
          ? { label: nl.employees.create, to: paths.newEmployee.getHref() }
          : undefined
      }
    />
  );
}
