import type { OfficeEmployee } from '@bouwwerk/domain';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PAGE_SIZE, useEmployeeTable, type EmployeeTableView } from '../../src/features/employees/lib/employee-table';
import { DEFAULT_STATE, type Sorting, type TableState } from '../../src/features/employees/lib/table-state';

let nextId = 1;
const employee = (fields: Partial<OfficeEmployee>): OfficeEmployee => ({
  id: nextId++,
  firstName: 'Jan',
  lastName: '',
  username: `u${nextId}`,
  mobile: '',
  telephone: '',
  active: true,
  registrationRights: false,
  projectAdministration: false,
  createCostPlusWork: false,
  bookOtherProjectCosts: false,
  createSurplusWork: false,
  validateRegistrations: false,
  team: '',
  workingHours: null,
  externalId: null,
  activeSessions: 0,
  ...fields,
});

interface Reported {
  sorting?: Sorting;
  page?: number;
}

/**
 * The list's table as the page gets it: the real hook rendered once (on the server's renderer, so no DOM),
 * and what a header's click or a page button would write into the address.
 */
function render(employees: OfficeEmployee[], state: Partial<TableState> = {}, act?: (view: EmployeeTableView) => void) {
  let view: EmployeeTableView | undefined;
  const reported: Reported = {};
  function Probe() {
    view = useEmployeeTable(
      employees,
      { ...DEFAULT_STATE, ...state },
      {
        onSortingChange: (sorting) => (reported.sorting = sorting),
        onPageChange: (page) => (reported.page = page),
      },
    );
    act?.(view);
    return null;
  }
  renderToString(<Probe />);
  return { view: view!, reported };
}
const names = (view: EmployeeTableView) => view.rows.map((e) => `${e.firstName} ${e.lastName}`.trim());

describe('the employee list table', () => {
  const staff = [
    employee({ firstName: 'Piet', lastName: 'de Vries', mobile: '06-1', registrationRights: true }),
    employee({ firstName: 'anna', lastName: 'Bakker', telephone: '030-2', activeSessions: 2 }),
    employee({ firstName: 'Karel', lastName: 'Appel', active: false }),
    employee({ firstName: 'Els', lastName: 'bakker', validateRegistrations: true, createSurplusWork: true }),
  ];

  it('shows the active ones by last and first name, in Dutch order whatever the case', () => {
    expect(names(render(staff).view)).toEqual(['anna Bakker', 'Els bakker', 'Piet de Vries']);
  });

  it('filters on active, inactive or all', () => {
    expect(names(render(staff, { status: 'inactief' }).view)).toEqual(['Karel Appel']);
    expect(render(staff, { status: 'alle' }).view.matching).toHaveLength(4);
  });

  it('finds every word typed in the name, the username or a phone number', () => {
    expect(names(render(staff, { search: 'BAKKER els' }).view)).toEqual(['Els bakker']);
    expect(names(render(staff, { search: '030' }).view)).toEqual(['anna Bakker']);
    expect(render(staff, { search: 'niemand' }).view.matching).toHaveLength(0);
  });

  it('sorts by a column either way, ties by name', () => {
    expect(names(render(staff, { sorting: { column: 'rechten', descending: true } }).view)).toEqual([
      'Els bakker',
      'Piet de Vries',
      'anna Bakker',
    ]);
    expect(names(render(staff, { sorting: { column: 'telefoons', descending: false } }).view)).toEqual([
      'Els bakker',
      'Piet de Vries',
      'anna Bakker',
    ]);
  });

  it("marks the sorted column, and a header's click sorts ascending first, then the other way round", () => {
    const { reported } = render(staff, {}, (view) => {
      expect(view.table.getColumn('naam')?.getIsSorted()).toBe('asc');
      expect(view.table.getColumn('telefoons')?.getIsSorted()).toBe(false);
      view.table.getColumn('telefoons')?.toggleSorting();
    });
    expect(reported.sorting).toEqual({ column: 'telefoons', descending: false });

    const again = render(staff, {}, (view) => view.table.getColumn('naam')?.toggleSorting());
    expect(again.reported.sorting).toEqual({ column: 'naam', descending: true });
  });

  it('pages by 50, reports the page buttons in the address, and shows the last page for a page beyond it', () => {
    const many = Array.from({ length: PAGE_SIZE * 2 + 5 }, (_, i) =>
      employee({ lastName: `N${String(i).padStart(3, '0')}` }),
    );
    const second = render(many, { page: 2 }, (view) => view.table.nextPage());
    expect(second.view.rows).toHaveLength(PAGE_SIZE);
    expect(second.view.rows[0]?.lastName).toBe('N050');
    expect(second.view.pages).toBe(3);
    expect(second.reported.page).toBe(3);
    // What a page's own action gets ('Alle … kiezen'): every page's rows, in the list's order.
    const sorted = render(many, { page: 2, sorting: { column: 'naam', descending: true } });
    expect(sorted.view.matching).toHaveLength(many.length);
    expect(sorted.view.matching.map((e) => e.lastName).slice(0, 2)).toEqual(['N104', 'N103']);

    const beyond = render(many, { page: 9 });
    expect(beyond.view.page).toBe(3);
    expect(beyond.view.pages).toBe(3);
  });
});
