import { format, getISOWeek, isValid, parse, startOfISOWeek, addDays } from 'date-fns';
import { nl } from 'date-fns/locale/nl';

/** The formats of the specification, section 9. */
export const DATE_FORMATS = {
  route: 'MM-dd-yyyy',
  api: 'yyyy-MM-dd',
  overviewKey: 'dd-MM-yyyy',
  picker: 'dd-MM-yyyy',
  heading: 'dd MMMM yyyy',
  filter: 'MM/dd/yyyy',
} as const;

export type DateFormatName = keyof typeof DATE_FORMATS;

export const APP_TIME_ZONE = 'Europe/Amsterdam';

export function formatDate(date: Date, kind: DateFormatName): string {
  return format(date, DATE_FORMATS[kind], { locale: nl });
}

/**
 * Parses a date string strictly: the string must be a real calendar date in the given format
 * (no 31-02, no trailing text). Returns null otherwise, so callers choose their own fallback.
 */
export function parseDate(value: string, kind: DateFormatName): Date | null {
  const pattern = DATE_FORMATS[kind];
  if (value.length !== pattern.length) return null;
  const parsed = parse(value, pattern, new Date(2000, 0, 1));
  if (!isValid(parsed)) return null;
  return format(parsed, pattern) === value ? parsed : null;
}

export function convertDate(value: string, from: DateFormatName, to: DateFormatName): string | null {
  const parsed = parseDate(value, from);
  return parsed ? formatDate(parsed, to) : null;
}

/** The calendar date (at local midnight) that it is now in Amsterdam, whatever the device's zone. */
export function todayInAmsterdam(now: Date = new Date()): Date {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: APP_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return new Date(get('year'), get('month') - 1, get('day'));
}

export function weekStart(date: Date): Date {
  return startOfISOWeek(date);
}

/** Monday to Sunday of the ISO week containing the date. */
export function weekDays(date: Date): Date[] {
  const monday = weekStart(date);
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

export function isoWeekNumber(date: Date): number {
  return getISOWeek(date);
}

/** ISO weekday: 1 is Monday, 7 is Sunday. */
export function isoWeekday(date: Date): number {
  const day = date.getDay();
  return day === 0 ? 7 : day;
}

export function longWeekday(date: Date): string {
  return format(date, 'EEEE', { locale: nl });
}

/** The same calendar day n days later (or earlier for negative n). */
export function shiftDays(date: Date, days: number): Date {
  return addDays(date, days);
}
