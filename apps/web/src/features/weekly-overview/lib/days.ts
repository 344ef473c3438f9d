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
