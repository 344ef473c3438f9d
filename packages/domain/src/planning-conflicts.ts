import type { PlanningConflict, PlanningTargetKind } from './office/planning';
import { BLOCKING_PLANNING_CONFLICTS } from './office/planning';

/** A planning line as far as its conflicts go. */
export interface ConflictLine {
  id: number;
  kind: PlanningTargetKind;
  /** Its project or work order is done, blocked or locked. */
  closed: boolean;
  startDate: string;
  endDate: string;
  durationHours: number;
}

/** One day of one employee: his working hours and every line of his that covers it. */
export interface ConflictDay {
  date: string;
  workingHours: number;
  lines: readonly Pick<ConflictLine, 'id' | 'kind' | 'durationHours'>[];
}

/**
 * What is wrong with a line on the days given (the employee's days it covers, each with all his lines, this one
 * included): more planned than the day's working hours, a job on a day of indirect work (leave, training), a
 * closed target, an inactive employee. The board shows them on the block; the server refuses the blocking ones.
 */
export function lineConflicts(
  line: ConflictLine,
  employee: { active: boolean },
  days: readonly ConflictDay[],
): PlanningConflict[] {
  const conflicts: PlanningConflict[] = [];
  const covered = days.filter((day) => day.date >= line.startDate && day.date <= line.endDate);
  const planned = (day: ConflictDay) => day.lines.reduce((sum, other) => sum + other.durationHours, 0);
  if (covered.some((day) => planned(day) > day.workingHours && line.durationHours > 0))
    conflicts.push('over-working-hours');
  if (
    line.kind !== 'indirect' &&
    covered.some((day) => day.lines.some((other) => other.id !== line.id && other.kind === 'indirect'))
  )
    conflicts.push('on-absence');
  if (line.closed && line.kind !== 'indirect') conflicts.push('closed-target');
  if (!employee.active) conflicts.push('inactive-employee');
  return conflicts;
}

/** The conflicts that keep a line from being saved. */
export const blockingConflicts = (conflicts: readonly PlanningConflict[]): PlanningConflict[] =>
  conflicts.filter((conflict) => BLOCKING_PLANNING_CONFLICTS.includes(conflict));
