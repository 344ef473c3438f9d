import { EMPLOYEE_EDITORS, type OfficeEmployee } from '@bouwwerk/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useSession } from '../../../api/session';
import { nl } from '../../../i18n/nl';
import { paths } from '../../../lib/paths';
import { employeesQuery } from '../api/employees';
import { fullName } from '../lib/employee-rows';
import { useEmployeeTable } from '../lib/employee-table';
import { rightsOf } from '../lib/rights';
import {
  readTableState,
  STATUS_FILTERS,
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

/** Each column's cell, by the column's id; the table decides their order and which rows they show. */
const CELLS: Record<SortColumn, { render: (employee: OfficeEmployee) => ReactNode; className?: string }> = {
  naam: {
    render: (employee) => (
      <>
        <Link to={paths.employee.getHref(employee.id)}>{fullName(employee)}</Link>
        {employee.externalId !== null ? (
          <span className="badge badge--managed employees-table__managed">{nl.employees.managed}</span>
        ) : null}
      </>
    ),
  },
  gebruikersnaam: { render: (employee) => employee.username, className: 'nowrap' },
  mobiel: { render: (employee) => employee.mobile, className: 'nowrap' },
  rechten: { render: rightsSummary, className: 'employees-table__rights' },
  actief: { render: (employee) => (employee.active ? nl.app.yes : nl.app.no) },
  telefoons: { render: (employee) => employee.activeSessions, className: 'table__number' },
};

/**
 * /kantoor/medewerkers: the company's employees, searched, filtered, sorted and paged in the browser by
 * TanStack Table. The view lives in the address (lib/table-state.ts): a reload or a shared link shows the same rows.
 */
export function EmployeeListPage() {
  const session = useSession();
  const employees = useQuery(employeesQuery);
  const [searchParams, setSearchParams] = useSearchParams();
  const state = readTableState(searchParams);
  const searchId = useId();
  const statusId = useId();

  /** A new search, filter or sorting starts on the first page; typing replaces the entry in the history, a click adds one. */
  const update = (change: Partial<TableState>, replace = false) =>
    setSearchParams(writeTableState({ ...state, page: 1, ...change }), { replace });

  const view = useEmployeeTable(employees.data, state, {
    onSortingChange: (sorting) => update({ sorting }),
    onPageChange: (page) => update({ page }),
  });
  const canEdit = EMPLOYEE_EDITORS.includes(session.user.role);
  const loaded = employees.data !== undefined;

  // An address beyond the last page (the list got shorter, a hand-edited link) is corrected to the last one.
  const beyond = loaded && state.page > view.pages;
  useEffect(() => {
    if (beyond) setSearchParams(writeTableState({ ...state, page: view.pages }), { replace: true });
  });

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
        {loaded ? (
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
      ) : loaded && !beyond ? (
        <>
          <div className="table-wrap">
            <table className="table employees-table" aria-labelledby="employees-title">
              <thead>
                {view.table.getHeaderGroups().map((group) => (
                  <tr key={group.id}>
                    {group.headers.map((header) => (
                      <SortHeader
                        key={header.id}
                        column={header.column}
                        label={String(header.column.columnDef.header)}
                        numeric={header.column.id === 'telefoons'}
                      />
                    ))}
                  </tr>
                ))}
              </thead>
              <tbody>
                {view.table.getRowModel().rows.map((row) => (
                  <tr key={row.id}>
                    {row.getAllCells().map((cell) => {
                      const { render, className } = CELLS[cell.column.id as SortColumn];
                      return (
                        <td key={cell.id} className={className}>
                          {render(row.original)}
                        </td>
                      );
                    })}
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
                disabled={!view.table.getCanPreviousPage()}
                onClick={() => view.table.previousPage()}
              >
                {nl.paging.previous}
              </button>
              <span>{nl.paging.page(view.page, view.pages)}</span>
              <button
                type="button"
                className="button"
                disabled={!view.table.getCanNextPage()}
                onClick={() => view.table.nextPage()}
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
