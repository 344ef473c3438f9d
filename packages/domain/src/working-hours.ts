/**
 * The hours an employee is expected to work, per ISO weekday (1 Monday … 7 Sunday): the company's, or his own
 * where the office gave him his (a part-timer who works Monday to Thursday). Against them the week overview
 * shows the hours still to book.
 */

/** An employee's own hours, Monday to Sunday; null where he follows the company's. */
export type OwnWorkingWeek = readonly number[] | null;

export const WEEKDAYS_PER_WEEK = 7;

/** The working hours of one weekday: his own when he has them, else the company's; a day with neither has none. */
export function workingHoursOn(weekday: number, company: ReadonlyMap<number, number>, own: OwnWorkingWeek): number {
  if (own !== null) return own[weekday - 1] ?? 0;
  return company.get(weekday) ?? 0;
}
