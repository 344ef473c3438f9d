import { formatDate, isoWeekday, shiftDays, weekStart } from './dates';
import type { OverviewDay } from './contracts/week-overview';
import { HALF_A_MINUTE } from './hours';

/** A past workday with fewer hours booked than its working hours. */
export interface MissingHoursDay {
  date: Date;
  /** Working hours minus the hours booked (decimal, more than 0). */
  missing: number;
  /** True when nothing at all was booked that day. */
  none: boolean;
}

/**
 * The workdays of the week of `today` and the week before it that lie before today (Monday to Friday) and
 * have fewer hours booked than their working hours, oldest first. `dayOf` answers a day of the overview data
 * (undefined where the week is not loaded: such a day is not judged). Today itself is not missing yet: the
 * day is still being worked.
 */
export function missingHoursDays(
  today: Date,
  dayOf: (date: Date) => Pick<OverviewDay, 'hoursWorked' | 'workingHours'> | undefined,
): MissingHoursDay[] {
  const lastMonday = shiftDays(weekStart(today), -7);
  const todayKey = formatDate(today, 'api');
  const missing: MissingHoursDay[] = [];
  for (let offset = 0; offset < 14; offset++) {
    const date = shiftDays(lastMonday, offset);
    if (formatDate(date, 'api') >= todayKey) break;
    if (isoWeekday(date) > 5) continue;
    const day = dayOf(date);
    if (!day || day.workingHours <= 0) continue;
    const short = day.workingHours - day.hoursWorked;
    if (short > HALF_A_MINUTE) missing.push({ date, missing: short, none: day.hoursWorked <= HALF_A_MINUTE });
  }
  return missing;
}

/** The overview data's day of a date, from the weeks at hand (each keyed dd-MM-yyyy). */
export function overviewDayOf<T>(weeks: ReadonlyArray<Record<string, T> | undefined>, date: Date): T | undefined {
  const key = formatDate(date, 'overviewKey');
  for (const week of weeks) {
    const day = week?.[key];
    if (day) return day;
  }
  return undefined;
}
