import { getISOWeek, startOfISOWeek, addDays } from 'date-fns';

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

/**
 * The formats that are read as well as written: the numeric ones. The heading (Dutch month names) is only
 * shown, never read back, so date-fns's parser, with a parser class per token, stays out of the browser's
 * first screens.
 */
export type NumericDateFormatName = Exclude<DateFormatName, 'heading'>;

export const APP_TIME_ZONE = 'Europe/Amsterdam';

/**
 * Dutch month and weekday names, as date-fns's nl locale writes them. Written out here: date-fns's `format`
 * with its locale weighs 24 KB in the first screens' script, for two words.
 */
const MONTHS = [
  'januari',
  'februari',
  'maart',
  'april',
  'mei',
  'juni',
  'juli',
  'augustus',
  'september',
  'oktober',
  'november',
  'december',
];
const WEEKDAYS = ['zondag', 'maandag', 'dinsdag', 'woensdag', 'donderdag', 'vrijdag', 'zaterdag'];

/** The numeric formats (all but 'heading'), read and written without date-fns: the server does both on every request. */
const NUMERIC_PART = /yyyy|MMMM|MM|dd/g;
const numericFormats = new Map<DateFormatName, RegExp | null>();

function numericPattern(kind: DateFormatName): RegExp | null {
  let pattern = numericFormats.get(kind);
  if (pattern === undefined) {
    const source = DATE_FORMATS[kind];
    pattern = /^(?:yyyy|MM(?!M)|dd|[^A-Za-z])+$/.test(source)
      ? new RegExp(
          `^${source.replace(/[./-]/g, '\\$&').replace(NUMERIC_PART, (part) => `(?<${part[0]}>\\d{${part.length}})`)}$`,
        )
      : null;
    numericFormats.set(kind, pattern);
  }
  return pattern;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

const DATE_PARTS: Record<string, (date: Date) => string> = {
  yyyy: (date) => pad(date.getFullYear(), 4),
  MMMM: (date) => MONTHS[date.getMonth()]!,
  MM: (date) => pad(date.getMonth() + 1, 2),
  dd: (date) => pad(date.getDate(), 2),
};

export function formatDate(date: Date, kind: DateFormatName): string {
  return DATE_FORMATS[kind].replace(NUMERIC_PART, (part) => DATE_PARTS[part]!(date));
}

/**
 * Parses a date string strictly: the string must be a real calendar date in the given format
 * (no 31-02, no trailing text). Returns null otherwise, so callers choose their own fallback.
 */
export function parseDate(value: string, kind: NumericDateFormatName): Date | null {
  const groups = numericPattern(kind)?.exec(value)?.groups;
  if (!groups) return null;
  const [year, month, day] = [Number(groups.y), Number(groups.M), Number(groups.d)];
  const date = new Date(year, month - 1, day);
  // new Date(2026, 1, 31) is 3 March: a date that rolled over was not a calendar date.
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return null;
  return date;
}

export function convertDate(value: string, from: NumericDateFormatName, to: DateFormatName): string | null {
  const parsed = parseDate(value, from);
  return parsed ? formatDate(parsed, to) : null;
}

/** The day of the month (UTC) of a month's last Sunday; `month` counts from 0. */
function lastSunday(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return lastDay.getUTCDate() - lastDay.getUTCDay();
}

/**
 * Amsterdam's offset from UTC in minutes at an instant: 60, and 120 in summer time, which runs from the last
 * Sunday of March to the last Sunday of October, changing at 01:00 UTC (the EU's rule since 1996; the tests
 * hold it against the time-zone database). Computed rather than asked of Intl: the first Intl.DateTimeFormat
 * a page makes loads the time-zone data, which cost the first screen 0.1-0.25 s on a slow phone.
 */
function amsterdamOffsetMinutes(now: Date): number {
  const year = now.getUTCFullYear();
  const summerStart = Date.UTC(year, 2, lastSunday(year, 2), 1);
  const summerEnd = Date.UTC(year, 9, lastSunday(year, 9), 1);
  return now.getTime() >= summerStart && now.getTime() < summerEnd ? 120 : 60;
}

/** Amsterdam's wall clock at an instant, read with the UTC getters (getUTCDate, getUTCHours, ...). */
function amsterdamClock(instant: Date): Date {
  return new Date(instant.getTime() + amsterdamOffsetMinutes(instant) * 60_000);
}

/** The calendar date (at local midnight) that it is now in Amsterdam, whatever the device's zone. */
export function todayInAmsterdam(now: Date = new Date()): Date {
  const amsterdam = amsterdamClock(now);
  return new Date(amsterdam.getUTCFullYear(), amsterdam.getUTCMonth(), amsterdam.getUTCDate());
}

/** An instant as the office's clock in Amsterdam tells it, the Dutch way: '21 november 2026 om 14:05'. */
export function amsterdamDateTime(instant: Date): string {
  const clock = amsterdamClock(instant);
  const time = `${pad(clock.getUTCHours(), 2)}:${pad(clock.getUTCMinutes(), 2)}`;
  return `${clock.getUTCDate()} ${MONTHS[clock.getUTCMonth()]} ${clock.getUTCFullYear()} om ${time}`;
}

/** An instant on the office's clock in Amsterdam as a form shows it: '16-11-2026 10:42'. */
export function amsterdamDateTimeShort(instant: Date): string {
  const clock = amsterdamClock(instant);
  const date = `${pad(clock.getUTCDate(), 2)}-${pad(clock.getUTCMonth() + 1, 2)}-${clock.getUTCFullYear()}`;
  return `${date} ${pad(clock.getUTCHours(), 2)}:${pad(clock.getUTCMinutes(), 2)}`;
}

/**
 * A week from its Monday as a paper names it, month and year written once unless they change within it:
 * 'ma 9 t/m zo 15 november 2026', 'ma 30 november t/m zo 6 december 2026'.
 */
export function weekPeriod(monday: Date): string {
  const sunday = addDays(monday, 6);
  const year = monday.getFullYear() === sunday.getFullYear() ? '' : ` ${monday.getFullYear()}`;
  const month = monday.getMonth() === sunday.getMonth() && !year ? '' : ` ${MONTHS[monday.getMonth()]}${year}`;
  return `ma ${monday.getDate()}${month} t/m zo ${sunday.getDate()} ${MONTHS[sunday.getMonth()]} ${sunday.getFullYear()}`;
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
  return WEEKDAYS[date.getDay()]!;
}

/** The same calendar day n days later (or earlier for negative n). */
export function shiftDays(date: Date, days: number): Date {
  return addDays(date, days);
}
