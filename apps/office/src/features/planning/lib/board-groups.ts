import type { EmployeeRight } from '@bouwwerk/domain';
import type { BoardRow } from './board-model';

/** How the board lays out its rows: one list, or under a header per team. */
export const BOARD_GROUPINGS = ['none', 'team'] as const;
export type BoardGrouping = (typeof BOARD_GROUPINGS)[number];

/** A right as the board's address names it (`?recht=overige-kosten`). */
export const RIGHT_SLUGS = {
  registrationRights: 'registreren',
  projectAdministration: 'projectadministratie',
  createCostPlusWork: 'regiewerk',
  bookOtherProjectCosts: 'overige-kosten',
  createSurplusWork: 'regiewerk-op-project',
  validateRegistrations: 'valideren',
} as const satisfies Record<EmployeeRight, string>;

/** What the grid draws, top to bottom: a team's header, or an employee's row. */
export type BoardItem =
  | { kind: 'group'; key: string; team: string; size: number }
  | { kind: 'row'; key: number; row: BoardRow; rowIndex: number };

export interface GroupedRows {
  /** The employees' rows in the order drawn: the focus and the keyboard go from one to the next. */
  rows: BoardRow[];
  items: BoardItem[];
  /** Each row's place among the items, by the row's index. */
  itemOfRow: number[];
}

const teams = new Intl.Collator('nl', { sensitivity: 'base', numeric: true });

/** The employees who have the right; all for none. */
export const withRight = (rows: BoardRow[], right: EmployeeRight | null): BoardRow[] =>
  right === null ? rows : rows.filter((row) => row.employee.rights[right]);

/**
 * The rows as drawn. By team: a header per team in the order people read them, 'Zonder team' last, each
 * team's rows in the order they came; a header is not a row of the focus, so the arrow keys step over it.
 */
export function groupRows(rows: BoardRow[], grouping: BoardGrouping): GroupedRows {
  if (grouping === 'none')
    return {
      rows,
      items: rows.map((row, rowIndex) => ({ kind: 'row', key: row.employee.id, row, rowIndex })),
      itemOfRow: rows.map((_, rowIndex) => rowIndex),
    };
  const byTeam = new Map<string, BoardRow[]>();
  for (const row of rows) {
    const own = byTeam.get(row.employee.team);
    if (own) own.push(row);
    else byTeam.set(row.employee.team, [row]);
  }
  const order = [...byTeam.keys()].sort((a, b) => (a === '' ? 1 : b === '' ? -1 : teams.compare(a, b)));
  const grouped: GroupedRows = { rows: [], items: [], itemOfRow: [] };
  for (const team of order) {
    const members = byTeam.get(team)!;
    grouped.items.push({ kind: 'group', key: `team:${team}`, team, size: members.length });
    for (const row of members) {
      grouped.itemOfRow.push(grouped.items.length);
      grouped.items.push({ kind: 'row', key: row.employee.id, row, rowIndex: grouped.rows.length });
      grouped.rows.push(row);
    }
  }
  return grouped;
}
