import { sameHours } from './hours';
import type { PlanningTargetKind } from './office/planning';

/**
 * Review by exception ('Alleen afwijkingen'): where what an employee booked on a day differs from what was
 * planned for him. Targets are told apart by kind and id, as the Planbord shows them.
 */
export const DAY_DEVIATIONS = ['missing-hours', 'unplanned-target', 'other-hours', 'overtime'] as const;
export type DayDeviation = (typeof DAY_DEVIATIONS)[number];

export interface TargetHours {
  kind: PlanningTargetKind;
  id: number;
  hours: number;
}

export interface ReviewDay {
  workingHours: number;
  /** Hours per day of each planning line on the day (0: planned without hours). */
  planned: readonly TargetHours[];
  booked: readonly TargetHours[];
}

/** Hours are compared to the minute: a booking of 7.999 is 8 hours. */
const differ = (a: number, b: number) => !sameHours(a, b);

const keyOf = (target: Pick<TargetHours, 'kind' | 'id'>) => `${target.kind}:${target.id}`;

function hoursByTarget(targets: readonly TargetHours[]): Map<string, number> {
  const byTarget = new Map<string, number>();
  for (const target of targets) byTarget.set(keyOf(target), (byTarget.get(keyOf(target)) ?? 0) + target.hours);
  return byTarget;
}

const total = (targets: readonly TargetHours[]) => targets.reduce((sum, target) => sum + target.hours, 0);

/**
 * What differs on one day: fewer hours booked than the day's working hours; hours on something not planned
 * (only on a day that has planning: a company that does not plan has no exceptions of this kind); other hours
 * than planned on a planned target with planned hours; more hours than both the working hours and the planning.
 */
export function dayDeviations(day: ReviewDay): DayDeviation[] {
  const deviations: DayDeviation[] = [];
  const booked = total(day.booked);
  if (differ(booked, day.workingHours) && booked < day.workingHours) deviations.push('missing-hours');
  const planned = hoursByTarget(day.planned);
  const bookedOn = hoursByTarget(day.booked);
  if (planned.size > 0 && [...bookedOn.keys()].some((key) => !planned.has(key))) deviations.push('unplanned-target');
  if ([...planned].some(([key, hours]) => hours > 0 && differ(bookedOn.get(key) ?? 0, hours)))
    deviations.push('other-hours');
  const expected = Math.max(day.workingHours, total(day.planned));
  if (differ(booked, expected) && booked > expected) deviations.push('overtime');
  return deviations;
}
