import type { PlanningBoard, PlanningLine } from '@bouwwerk/domain';

/**
 * The board after the rows of some employees were read again (`rows`, the answer for `employeeIds`): their
 * employee, lines and bookings replaced, the rest kept as they were. A line that moved to one of them from
 * someone else is taken away there, so no line is drawn twice.
 */
export function mergeRows(board: PlanningBoard, rows: PlanningBoard, employeeIds: readonly number[]): PlanningBoard {
  const asked = new Set(employeeIds);
  const answered = new Map(rows.employees.map((employee) => [employee.id, employee]));
  const employees = board.employees
    .filter((employee) => !asked.has(employee.id) || answered.has(employee.id))
    .map((employee) => answered.get(employee.id) ?? employee);
  const known = new Set(board.employees.map((employee) => employee.id));
  for (const employee of rows.employees) if (!known.has(employee.id)) insertByName(employees, employee);

  const arrived = new Set(rows.lines.map((line) => line.id));
  return {
    ...board,
    employees,
    lines: [
      ...board.lines.filter((line) => !asked.has(line.employeeId) && !arrived.has(line.id)),
      ...rows.lines.filter((line) => asked.has(line.employeeId)),
    ],
    booked: [
      ...board.booked.filter((day) => !asked.has(day.employeeId)),
      ...rows.booked.filter((day) => asked.has(day.employeeId)),
    ],
  };
}

function insertByName(employees: PlanningBoard['employees'], employee: PlanningBoard['employees'][number]): void {
  const at = employees.findIndex((other) => other.name.localeCompare(employee.name, 'nl') > 0);
  employees.splice(at === -1 ? employees.length : at, 0, employee);
}

/** The board with this line as it is now: in place of the one with its id, or added. */
export function upsertLine(board: PlanningBoard, line: PlanningLine): PlanningBoard {
  const found = board.lines.some((other) => other.id === line.id);
  return {
    ...board,
    lines: found ? board.lines.map((other) => (other.id === line.id ? line : other)) : [...board.lines, line],
  };
}

/**
 * The board as the planner sees it while some of his moves are still being saved: those lines where he put
 * them, whatever the server said of them meanwhile. A line the server no longer has stays away.
 */
export function drawMoves(board: PlanningBoard, moving: ReadonlyMap<number, PlanningLine>): PlanningBoard {
  if (moving.size === 0) return board;
  return { ...board, lines: board.lines.map((line) => moving.get(line.id) ?? line) };
}

export const removeLine = (board: PlanningBoard, id: number): PlanningBoard => ({
  ...board,
  lines: board.lines.filter((line) => line.id !== id),
});
