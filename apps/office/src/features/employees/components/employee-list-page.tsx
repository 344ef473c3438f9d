import { EMPLOYEE_EDITORS, type OfficeEmployee } from '@bouwwerk/domain';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useSession } from '../../../api/session';
import { nl } from '../../../i18n/nl';
import { paths } from '../../../lib/paths';
import { employeesQuery } from '../api/employees';
import { employeePage, fullName } from '../lib/employee-rows';
import { rightsOf } from '../lib/rights';
import {
  readTableState,
  STATUS_FILTERS,
  toggleSorting,
  writeTableState,
  type SortColumn,
  type StatusFilter,
  type TableState,
} from '../lib/table-state';
import { SortHeader } from './sort-header';
import './employees.css';

/** The rights in a cell: a word each, or 'Geen'. */
const rightsSummary = (employee: OfficeEmployee) =>
  rightsOf(employee)
    .map((right) => nl.rightsShort[right])
    .join(', ') || nl.employees.noRights;

const COLUMNS: Array<{ column: SortColumn; label: string; numeric?: boolean }> = [
  { column: 'naam', label: nl.employees.columns.name },
  { column: 'gebruikersnaam', label: nl.employees.columns.username },
  { column: 'mobiel', label: nl.employees.columns.mobile },
  { column: 'rechten', label: nl.employees.columns.rights },
  { column: 'actief', label: nl.employees.columns.active },
  { column: 'telefoons', label: nl.employees.columns.phones, numeric: true },
];

/**
 * /kantoor/medewerkers: the company's employees, searched, filtered, sorted and paged in the browser. The view
 * lives in the address (lib/table-state.ts): a reload or a shared link shows the same rows.
 */
export function EmployeeListPage() {
  const session = useSession();
  const employees = useQuery(employeesQuery);
  const [searchParams, setSearchParams] = useSearchParams();
  const state = readTableState(searchParams);
  const searchId = useId();
  const statusId = useId();

  /** A new search or filter starts on the first page; typing replaces the entry in the history, a click adds one. */
  const update = (change: Partial<TableState>, replace = false) =>
    setSearchParams(writeTableState({ ...state, page: 1, ...change }), { replace });

  const canEdit = EMPLOYEE_EDITORS.includes(session.user.role);
  const view = employees.data ? employeePage(employees.data, state) : null;

  return (
    <section className="page" aria-labelledby="employees-title">
      <title>{`${nl.employees.title} · ${nl.app.name}`}</title>
      <div className="page__header">
        <h1 id="employees-title">{nl.employees.title}</h1>
        {canEdit ? (
          <Link className="button button--primary" to={paths.newEmployee.getHref()}>
            {nl.employees.create}
          </Link>
        ) : null}
      </div>

      <div className="toolbar" role="search">
        <div className="field">
          <label className="field__label" htmlFor={searchId}>
            {nl.employees.search}
          </label>
          <input
            id={searchId}
            className="input toolbar__search"
            type="search"
            placeholder={nl.employees.searchPlaceholder}
            value={state.search}
            onChange={(event) => update({ search: event.target.value }, true)}
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={statusId}>
            {nl.employees.statusFilter}
          </label>
          <select
            id={statusId}
            className="select"
            value={state.status}
            onChange={(event) => update({ status: event.target.value as StatusFilter })}
          >
            {STATUS_FILTERS.map((status) => (
              <option key={status} value={status}>
                {nl.employees.status[status]}
              </option>
            ))}
          </select>
        </div>
        {view ? (
          <p className="toolbar__count" role="status">
            {nl.employees.count(view.matching, employees.data?.length ?? 0)}
          </p>
        ) : null}
      </div>

      {employees.isPending ? (
        <p role="status">{nl.app.loading}</p>
      ) : employees.isError ? (
        <div role="alert" className="card">
          <p>{nl.employees.loadFailed}</p>
          <button type="button" className="button" onClick={() => void employees.refetch()}>
            {nl.errors.retry}
          </button>
        </div>
      ) : view ? (
        <>
          <div className="table-wrap">
            <table className="table employees-table" aria-labelledby="employees-title">
              <thead>
                <tr>
                  {COLUMNS.map(({ column, label, numeric }) => (
                    <SortHeader
                      key={column}
                      column={column}
                      label={label}
                      numeric={numeric}
                      sorting={state.sorting}
                      onSort={(sorted) => update({ sorting: toggleSorting(state.sorting, sorted) })}
                    />
                  ))}
                </tr>
              </thead>
              <tbody>
                {view.rows.map((employee) => (
                  <tr key={employee.id}>
                    <td>
                      <Link to={paths.employee.getHref(employee.id)}>{fullName(employee)}</Link>
                      {employee.externalId !== null ? (
                        <span className="badge badge--managed employees-table__managed">{nl.employees.managed}</span>
                      ) : null}
                    </td>
                    <td className="nowrap">{employee.username}</td>
                    <td className="nowrap">{employee.mobile}</td>
                    <td className="employees-table__rights">{rightsSummary(employee)}</td>
                    <td>{employee.active ? nl.app.yes : nl.app.no}</td>
                    <td className="table__number">{employee.activeSessions}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            {view.rows.length === 0 ? <p className="employees-table__none">{nl.employees.none}</p> : null}
          </div>
          {view.pages > 1 ? (
            <nav className="paging" aria-label={nl.paging.label}>
              <button
                type="button"
                className="button"
                disabled={view.page <= 1}
                onClick={() => update({ page: view.page - 1 })}
              >
                {nl.paging.previous}
              </button>
              <span>{nl.paging.page(view.page, view.pages)}</span>
              <button
                type="button"
                className="button"
                disabled={view.page >= view.pages}
                onClick={() => update({ page: view.page + 1 })}
              >
                {nl.paging.next}
              </button>
            </nav>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
