/**
 * The board's calendar: dates as the API writes them (yyyy-mm-dd), counted in UTC so that no time zone or
 * change to summer time moves a day.
 */
const DAY_MS = 86_400_000;

const toTime = (date: string) => Date.parse(`${date}T00:00:00Z`);
const fromTime = (time: number) => new Date(time).toISOString().slice(0, 10);

export const addDays = (date: string, days: number) => fromTime(toTime(date) + days * DAY_MS);

/** Days from `from` to `to`: 0 for the same day, negative when `to` is earlier. */
export const daysBetween = (from: string, to: string) => Math.round((toTime(to) - toTime(from)) / DAY_MS);

/** The Monday of the week the date is in. */
export function mondayOf(date: string): string {
  const weekday = new Date(toTime(date)).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

export const isValidDate = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(toTime(value)) && fromTime(toTime(value)) === value;

/** Every day shown from `from`, in order. */
export const periodDays = (from: string, weeks: number) =>
  Array.from({ length: weeks * 7 }, (_, index) => addDays(from, index));

/** Saturday or Sunday. */
export const isWeekend = (date: string) => [0, 6].includes(new Date(toTime(date)).getUTCDay());

/** Today in the browser's own calendar, as the API writes a date. */
export function today(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const longDay = new Intl.DateTimeFormat('nl-NL', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
const shortWeekday = new Intl.DateTimeFormat('nl-NL', { weekday: 'short', timeZone: 'UTC' });
const dayMonth = new Intl.DateTimeFormat('nl-NL', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** "dinsdag 24 november", as a planner says it. */
export const formatDay = (date: string) => longDay.format(new Date(toTime(date)));
/** A column's head: "di" over "24 nov". */
export const formatWeekday = (date: string) => shortWeekday.format(new Date(toTime(date))).replace('.', '');
export const formatDayMonth = (date: string) => dayMonth.format(new Date(toTime(date))).replace('.', '');

/** Hours as the field app writes them: 7.5 is "7:30". */
export function formatHours(hours: number): string {
  const minutes = Math.round(hours * 60);
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}

const clock = new Intl.DateTimeFormat('nl-NL', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Amsterdam' });

/** The time of a moment as the office reads it, in Dutch time: "10:42". */
export const formatClock = (iso: string) => clock.format(new Date(iso));

/** The ISO week number of a date, as planners name their weeks ("week 48"). */
export function isoWeek(date: string): number {
  const thursday = addDays(mondayOf(date), 3);
  const firstThursday = addDays(mondayOf(`${thursday.slice(0, 4)}-01-04`), 3);
  return daysBetween(firstThursday, thursday) / 7 + 1;
}
