/**
 * Calendar dates for the seed, as 'yyyy-MM-dd' strings computed in UTC.
 *
 * Working on UTC midnights keeps the arithmetic free of daylight-saving jumps and of the zone the server
 * happens to run in; only "which day is it today" depends on a zone, and that is Amsterdam's (DESIGN.md).
 * date-fns is not a dependency of apps/server, so the few operations needed are written out here.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

export type IsoDate = string;

export interface SeedCalendar {
  /** Today in Amsterdam. */
  today: IsoDate;
  /** Monday to Friday of the ISO week of today. */
  week: [IsoDate, IsoDate, IsoDate, IsoDate, IsoDate];
  /** Monday to Friday of the two ISO weeks before it, oldest first. */
  twoWeeksAgo: [IsoDate, IsoDate, IsoDate, IsoDate, IsoDate];
  lastWeek: [IsoDate, IsoDate, IsoDate, IsoDate, IsoDate];
  /** The calendar year of today; project codes and years follow it. */
  year: number;
  /** Shift a date by whole days. */
  addDays: (date: IsoDate, days: number) => IsoDate;
  /** Days of this week that lie strictly before today: the ones that can already hold registrations. */
  isBeforeToday: (date: IsoDate) => boolean;
}

function toUtcMidnight(date: IsoDate): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
}

function fromUtcMidnight(ms: number): IsoDate {
  return new Date(ms).toISOString().slice(0, 10);
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return fromUtcMidnight(toUtcMidnight(date) + days * DAY_MS);
}

/** ISO weekday: 1 is Monday, 7 is Sunday. */
export function isoWeekday(date: IsoDate): number {
  const day = new Date(toUtcMidnight(date)).getUTCDay();
  return day === 0 ? 7 : day;
}

/** The calendar date it is in Amsterdam at the given moment, whatever zone this process runs in. */
export function amsterdamDate(moment: Date): IsoDate {
  // en-CA formats as yyyy-MM-dd.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Amsterdam',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(moment);
}

function workWeek(monday: IsoDate): [IsoDate, IsoDate, IsoDate, IsoDate, IsoDate] {
  return [monday, addDays(monday, 1), addDays(monday, 2), addDays(monday, 3), addDays(monday, 4)];
}

export function createSeedCalendar(today: Date): SeedCalendar {
  const todayIso = amsterdamDate(today);
  const monday = addDays(todayIso, 1 - isoWeekday(todayIso));
  return {
    today: todayIso,
    week: workWeek(monday),
    lastWeek: workWeek(addDays(monday, -7)),
    twoWeeksAgo: workWeek(addDays(monday, -14)),
    year: Number(todayIso.slice(0, 4)),
    addDays,
    // ISO strings of equal length compare in date order.
    isBeforeToday: (date) => date < todayIso,
  };
}
