import type { OfficeEmployee } from '@bouwwerk/domain';
import { describe, expect, it } from 'vitest';
import { employeePage, PAGE_SIZE } from '../../src/features/employees/lib/employee-rows';
import { DEFAULT_STATE, type TableState } from '../../src/features/employees/lib/table-state';

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
  externalId: null,
  activeSessions: 0,
  ...fields,
});

const view = (employees: OfficeEmployee[], state: Partial<TableState> = {}) =>
  employeePage(employees, { ...DEFAULT_STATE, ...state });
const names = (page: ReturnType<typeof view>) => page.rows.map((e) => `${e.firstName} ${e.lastName}`.trim());

describe('a page of the employee list', () => {
  const staff = [
    employee({ firstName: 'Piet', lastName: 'de Vries', mobile: '06-1', registrationRights: true }),
    employee({ firstName: 'anna', lastName: 'Bakker', telephone: '030-2', activeSessions: 2 }),
    employee({ firstName: 'Karel', lastName: 'Appel', active: false }),
    employee({ firstName: 'Els', lastName: 'bakker', validateRegistrations: true, createSurplusWork: true }),
  ];

  it('shows the active ones by last and first name, in Dutch order whatever the case', () => {
    expect(names(view(staff))).toEqual(['anna Bakker', 'Els bakker', 'Piet de Vries']);
  });

  it('filters on active, inactive or all', () => {
    expect(names(view(staff, { status: 'inactief' }))).toEqual(['Karel Appel']);
    expect(view(staff, { status: 'alle' }).matching).toBe(4);
  });

  it('finds every word typed in the name, the username or a phone number', () => {
    expect(names(view(staff, { search: 'BAKKER els' }))).toEqual(['Els bakker']);
    expect(names(view(staff, { search: '030' }))).toEqual(['anna Bakker']);
    expect(view(staff, { search: 'niemand' }).matching).toBe(0);
  });

  it('sorts by a column either way, ties by name', () => {
    expect(names(view(staff, { sorting: { column: 'rechten', descending: true } }))).toEqual([
      'Els bakker',
      'Piet de Vries',
      'anna Bakker',
    ]);
    expect(names(view(staff, { sorting: { column: 'telefoons', descending: false } }))).toEqual([
      'Els bakker',
      'Piet de Vries',
      'anna Bakker',
    ]);
  });

  it('pages by 50, and shows the last page for a page beyond it', () => {
    const many = Array.from({ length: PAGE_SIZE * 2 + 5 }, (_, i) =>
      employee({ lastName: `N${String(i).padStart(3, '0')}` }),
    );
    const second = view(many, { page: 2 });
    expect(second.rows).toHaveLength(PAGE_SIZE);
    expect(second.rows[0]?.lastName).toBe('N050');
    expect(second.pages).toBe(3);
    const beyond = view(many, { page: 9 });
    expect(beyond.page).toBe(3);
    expect(beyond.rows).toHaveLength(5);
  });
});
