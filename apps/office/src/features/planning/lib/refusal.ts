import { PlanningLineSchema, type PlanningLine } from '@bouwwerk/domain';
import { nl } from '../../../i18n/nl';
import { isApiError } from '../../../lib/api-client';
import { refusalText } from '../../../lib/form-check';
import { formatClock } from './board-dates';

export const VERSION_CONFLICT = 'PLANNING_VERSION_CONFLICT';

/** The line as it is now, from a 409 of a change based on an older version: null when it was removed meanwhile. */
export function currentLine(error: unknown): PlanningLine | null {
  if (!isApiError(error, 409, VERSION_CONFLICT)) return null;
  const current = (error.body as { current?: unknown } | null)?.current;
  const parsed = PlanningLineSchema.nullable().safeParse(current ?? null);
  return parsed.success ? parsed.data : null;
}

/** Who changed the line the planner's change was based on, and when: "Gewijzigd door Petra om 10:42". */
export function versionConflictText(current: PlanningLine | null): string {
  if (current === null) return nl.planning.removedMeanwhile;
  return current.lastChange
    ? nl.planning.changedBy(current.lastChange.name, formatClock(current.lastChange.at))
    : nl.planning.changedMeanwhile;
}

/** The Dutch sentence for a refused change of the board. */
export function planningRefusal(error: unknown): string {
  if (isApiError(error, 409, VERSION_CONFLICT)) return versionConflictText(currentLine(error));
  if (isApiError(error, 409, 'PLANNING_TARGET_CLOSED')) return nl.planning.targetClosed;
  if (isApiError(error, 409, 'EMPLOYEE_INACTIVE')) return nl.planning.employeeInactive;
  if (isApiError(error, 409, 'MANAGED_BY_INTEGRATION')) return nl.managed.refused;
  return refusalText(error);
}
