import { formatDate, longWeekday } from '@bouwwerk/domain';

/** The same calendar date `days` later (or earlier), at local midnight; safe across daylight-saving changes. */
export function shiftDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

export function isSameDay(a: Date, b: Date): boolean {
  return formatDate(a, 'api') === formatDate(b, 'api');
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A day as the overview names it in a sentence: 'di 24-11' (the two-letter weekday, day and month). */
export function shortDayLabel(date: Date): string {
  return `${longWeekday(date).slice(0, 2)} ${pad(date.getDate())}-${pad(date.getMonth() + 1)}`;
}

/**
 * The days asked for that are still on their way once `rendered` is on screen: those asked after it. A day nobody
 * asked for (a link, Back) leaves none. A tap on a week button steps from the last day still on its way, so two
 * taps before the first week renders are two weeks, not one.
 */
export function stillPending(pending: readonly Date[], rendered: Date): Date[] {
  const index = pending.findIndex((day) => isSameDay(day, rendered));
  return index === -1 ? [] : pending.slice(index + 1);
}
