import { lineConflicts, type PlanningBoard, type PlanningConflict, type PlanningLine } from '@bouwwerk/domain';
import { daysBetween, mondayOf, periodDays } from './board-dates';
import { hasWords } from './search-words';

export type BoardEmployee = PlanningBoard['employees'][number];
export type Booked = PlanningBoard['booked'][number];

/** A line as a block in its row: its conflicts, the lane it is drawn in, and the columns it covers. */
export interface BoardLine extends PlanningLine {
  conflicts: PlanningConflict[];
  /** 0 for the top lane; lines that overlap in days are drawn below each other. */
  lane: number;
  /** The first and last column it covers within the period shown. */
  firstColumn: number;
  lastColumn: number;
}

/** One day of one employee, as its cell shows it. */
export interface BoardDay {
  date: string;
  workingHours: number;
  planned: number;
  booked: Booked | null;
  /** A day gone by on which he booked fewer hours than he works. */
  short: boolean;
  /** He booked hours on something that was not planned for him that day. */
  unplanned: boolean;
  /** The week of this day is submitted ('Ingediend'). */
  submitted: boolean;
}

export interface BoardRow {
  employee: BoardEmployee;
  lines: BoardLine[];
  lanes: number;
  days: BoardDay[];
}

/** A block as the server knows it: what the board added to draw it left out. */
export function plainLine({
  conflicts: _c,
  lane: _l,
  firstColumn: _f,
  lastColumn: _t,
  ...line
}: BoardLine): PlanningLine {
  return line;
}

const targetKey = (kind: string, id: number) => `${kind}:${id}`;

/** Lanes so that no two lines of a row that share a day are drawn over each other. */
function assignLanes(lines: PlanningLine[]): Map<number, number> {
  const laneEnds: string[] = [];
  const lanes = new Map<number, number>();
  for (const line of [...lines].sort((a, b) => a.startDate.localeCompare(b.startDate) || a.id - b.id)) {
    let lane = laneEnds.findIndex((end) => end < line.startDate);
    if (lane === -1) lane = laneEnds.length;
    laneEnds[lane] = line.endDate;
    lanes.set(line.id, lane);
  }
  return lanes;
}

function buildRow(
  employee: BoardEmployee,
  lines: PlanningLine[],
  booked: Map<string, Booked>,
  dates: string[],
  today: string,
): BoardRow {
  const covering = dates.map((date) => lines.filter((line) => line.startDate <= date && line.endDate >= date));
  const conflictDays = dates.map((date, index) => ({
    date,
    workingHours: employee.workingHours[index] ?? 0,
    lines: covering[index]!.map((line) => ({ id: line.id, kind: line.target.kind, durationHours: line.durationHours })),
  }));
  const lanes = assignLanes(lines);
  const last = dates.length - 1;
  const boardLines = lines.map((line) => ({
    ...line,
    conflicts: lineConflicts({ ...line, kind: line.target.kind, closed: line.target.closed }, employee, conflictDays),
    lane: lanes.get(line.id) ?? 0,
    firstColumn: Math.max(0, daysBetween(dates[0]!, line.startDate)),
    lastColumn: Math.min(last, daysBetween(dates[0]!, line.endDate)),
  }));
  const submitted = new Set(employee.submittedWeeks);
  const days = dates.map((date, index): BoardDay => {
    const workingHours = employee.workingHours[index] ?? 0;
    const onDay = booked.get(`${employee.id}:${date}`) ?? null;
    const plannedTargets = new Set(covering[index]!.map((line) => targetKey(line.target.kind, line.target.id)));
    return {
      date,
      workingHours,
      planned: covering[index]!.reduce((sum, line) => sum + line.durationHours, 0),
      booked: onDay,
      short: date < today && workingHours > 0 && (onDay?.hours ?? 0) < workingHours,
      unplanned: onDay?.on.some((on) => on.hours > 0 && !plannedTargets.has(targetKey(on.kind, on.id))) ?? false,
      submitted: submitted.has(mondayOf(date)),
    };
  });
  return { employee, lines: boardLines, lanes: Math.max(1, ...boardLines.map((line) => line.lane + 1)), days };
}

/** Every row of the board, in the order the server sent the employees. */
export function buildBoardRows(board: PlanningBoard, weeks: number, today: string): BoardRow[] {
  const dates = periodDays(board.from, weeks);
  const linesOf = new Map<number, PlanningLine[]>();
  for (const line of board.lines) {
    const own = linesOf.get(line.employeeId);
    if (own) own.push(line);
    else linesOf.set(line.employeeId, [line]);
  }
  const booked = new Map(board.booked.map((day) => [`${day.employeeId}:${day.date}`, day]));
  return board.employees.map((employee) => buildRow(employee, linesOf.get(employee.id) ?? [], booked, dates, today));
}

/**
 * The rows a planner asked for: by part of the name, by project (who has a line on it in the period); an
 * inactive employee only while he has lines.
 */
export function filterRows(rows: BoardRow[], search: string, projectId: number | null): BoardRow[] {
  return rows.filter(
    (row) =>
      (row.employee.active || row.lines.length > 0) &&
      hasWords(row.employee.name, search) &&
      (projectId === null || row.lines.some((line) => line.target.kind === 'project' && line.target.id === projectId)),
  );
}

/** The projects planned in the period, for the project filter: by label. */
export function plannedProjects(board: PlanningBoard): { id: number; label: string }[] {
  const projects = new Map<number, string>();
  for (const line of board.lines) if (line.target.kind === 'project') projects.set(line.target.id, line.target.label);
  return [...projects].map(([id, label]) => ({ id, label })).sort((a, b) => a.label.localeCompare(b.label, 'nl'));
}
