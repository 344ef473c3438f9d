import type { EmployeeRights, PlanningBoard } from '@bouwwerk/domain';
import { describe, expect, it } from 'vitest';
import { readBoardView, writeBoardView } from '../../src/features/planning/lib/board-address';
import { groupRows, withRight } from '../../src/features/planning/lib/board-groups';
import { buildBoardRows, filterRows } from '../../src/features/planning/lib/board-model';

const NO_RIGHTS: EmployeeRights = {
  registrationRights: false,
  projectAdministration: false,
  createCostPlusWork: false,
  bookOtherProjectCosts: false,
  createSurplusWork: false,
  validateRegistrations: false,
};

const employee = (id: number, name: string, team: string, rights: Partial<EmployeeRights> = {}) => ({
  id,
  name,
  active: true,
  workingHours: [8, 8, 8, 8, 8, 0, 0],
  submittedWeeks: [],
  team,
  rights: { ...NO_RIGHTS, ...rights },
});

/** Five employees in the server's order (by name): two teams, and two employees without one. */
const rowsOf = () =>
  buildBoardRows(
    {
      from: '2026-11-23',
      to: '2026-11-29',
      employees: [
        employee(1, 'Anna Bakker', 'Installatie Noord', { registrationRights: true, bookOtherProjectCosts: true }),
        employee(2, 'Bram Dijk', '', { registrationRights: true }),
        employee(3, 'Els Jansen', 'Bouw', { createSurplusWork: true }),
        employee(4, 'Jan Jansen', 'Installatie Noord', { bookOtherProjectCosts: true }),
        employee(5, 'Piet Zwart', ''),
      ],
      lines: [],
      booked: [],
    } satisfies PlanningBoard,
    1,
    '2026-11-25',
  );

const drawn = (items: ReturnType<typeof groupRows>['items']) =>
  items.map((item) => (item.kind === 'group' ? `[${item.team || '-'} ${item.size}]` : item.row.employee.name));

describe('grouping the board by team', () => {
  it('ungrouped, draws the rows as they came, each its own item', () => {
    const rows = rowsOf();
    const grouped = groupRows(rows, 'none');
    expect(grouped.rows).toBe(rows);
    expect(drawn(grouped.items)).toEqual(['Anna Bakker', 'Bram Dijk', 'Els Jansen', 'Jan Jansen', 'Piet Zwart']);
    expect(grouped.itemOfRow).toEqual([0, 1, 2, 3, 4]);
  });

  it('puts a header above each team, teams by name and those without one last; the focus steps over headers', () => {
    const grouped = groupRows(rowsOf(), 'team');
    expect(drawn(grouped.items)).toEqual([
      '[Bouw 1]',
      'Els Jansen',
      '[Installatie Noord 2]',
      'Anna Bakker',
      'Jan Jansen',
      '[- 2]',
      'Bram Dijk',
      'Piet Zwart',
    ]);
    // The rows the keyboard goes through, in the order drawn; each row's index names its place among the items.
    expect(grouped.rows.map((row) => row.employee.id)).toEqual([3, 1, 4, 2, 5]);
    expect(grouped.itemOfRow).toEqual([1, 3, 4, 6, 7]);
    grouped.itemOfRow.forEach((item, rowIndex) =>
      expect(grouped.items[item]).toMatchObject({ kind: 'row', rowIndex, row: grouped.rows[rowIndex] }),
    );
    // Keys stay unique across headers and rows, for the virtualizer and React.
    const keys = grouped.items.map((item) => String(item.key));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('a board of only employees without a team has one header, "Zonder team"; an empty board none', () => {
    const rows = rowsOf().filter((row) => row.employee.team === '');
    expect(drawn(groupRows(rows, 'team').items)).toEqual(['[- 2]', 'Bram Dijk', 'Piet Zwart']);
    expect(groupRows([], 'team')).toEqual({ rows: [], items: [], itemOfRow: [] });
  });
});

describe('filtering the board by right', () => {
  it('keeps the employees who have the right, together with the other filters and the grouping', () => {
    const rows = rowsOf();
    expect(withRight(rows, null)).toBe(rows);
    const names = (shown: typeof rows) => shown.map((row) => row.employee.name);
    expect(names(withRight(rows, 'bookOtherProjectCosts'))).toEqual(['Anna Bakker', 'Jan Jansen']);
    expect(names(withRight(rows, 'validateRegistrations'))).toEqual([]);
    expect(names(withRight(filterRows(rows, 'jansen', null), 'createSurplusWork'))).toEqual(['Els Jansen']);
    expect(drawn(groupRows(withRight(rows, 'registrationRights'), 'team').items)).toEqual([
      '[Installatie Noord 1]',
      'Anna Bakker',
      '[- 1]',
      'Bram Dijk',
    ]);
  });
});

describe('the grouping and the right in the address', () => {
  it('keeps them as groep and recht, in Dutch, and ignores what it does not know', () => {
    const now = new Date('2026-11-25T10:00:00');
    const view = readBoardView(new URLSearchParams('van=2026-11-23&groep=team&recht=overige-kosten'), now);
    expect(view).toMatchObject({ grouping: 'team', right: 'bookOtherProjectCosts' });
    expect(writeBoardView(view).toString()).toBe('van=2026-11-23&groep=team&recht=overige-kosten');
    expect(writeBoardView({ ...view, grouping: 'none', right: null }).toString()).toBe('van=2026-11-23');
    expect(readBoardView(new URLSearchParams('groep=afdeling&recht=bookOtherProjectCosts'), now)).toMatchObject({
      grouping: 'none',
      right: null,
    });
  });
});
