import { formatDate } from '@bouwwerk/domain';

/** The same calendar date `days` later (or earlier), at local midnight; safe across daylight-saving changes. */
export function shiftDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

export function isSameDay(a: Date, b: Date): boolean {
  return formatDate(a, 'api') === formatDate(b, 'api');
}
