import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { format } from 'date-fns';
import { nl } from 'date-fns/locale/nl';
import {
  DATE_FORMATS,
  type DateFormatName,
  type NumericDateFormatName,
  convertDate,
  formatDate,
  isoWeekNumber,
  isoWeekday,
  longWeekday,
  parseDate,
  todayInAmsterdam,
  amsterdamDateTime,
  amsterdamDateTimeShort,
  weekDays,
  weekPeriod,
} from '../src/dates';

const date = new Date(2026, 10, 21); // Saturday 21 November 2026

describe('the date formats of the specification', () => {
  it.each([
    ['route', '11-21-2026'],
    ['api', '2026-11-21'],
    ['overviewKey', '21-11-2026'],
    ['picker', '21-11-2026'],
    ['heading', '21 november 2026'],
    ['filter', '11/21/2026'],
  ] as const)('formats %s as %s', (kind, expected) => {
    expect(formatDate(date, kind)).toBe(expected);
  });

  it('parses each format back to the same day', () => {
    expect(parseDate('11-21-2026', 'route')).toEqual(date);
    expect(parseDate('2026-11-21', 'api')).toEqual(date);
    expect(parseDate('21-11-2026', 'overviewKey')).toEqual(date);
  });

  it.each([
    ['02-30-2026', 'route'],
    ['13-01-2026', 'route'],
    ['2026-1-5', 'api'],
    ['2026-11-21x', 'api'],
    ['', 'api'],
    ['nonsense!!', 'route'],
  ] as const)('rejects %s as a %s date', (value, kind) => {
    expect(parseDate(value, kind)).toBeNull();
  });

  it('writes every day of four years in every format, and its weekday, as date-fns does, and reads the numeric ones back (leap day included)', () => {
    const numeric = (kind: DateFormatName): kind is NumericDateFormatName => kind !== 'heading';
    for (
      let day = new Date(2026, 0, 1);
      day < new Date(2030, 0, 1);
      day = new Date(day.getFullYear(), day.getMonth(), day.getDate() + 1)
    ) {
      for (const kind of Object.keys(DATE_FORMATS) as DateFormatName[]) {
        const text = format(day, DATE_FORMATS[kind], { locale: nl });
        expect(formatDate(day, kind)).toBe(text);
        if (numeric(kind)) expect(parseDate(text, kind)).toEqual(day);
      }
      expect(longWeekday(day)).toBe(format(day, 'EEEE', { locale: nl }));
    }
  });

  it.each([
    ['2026-02-29', 'api'],
    ['2028-02-30', 'api'],
    ['2026-00-10', 'api'],
    ['2026-11-00', 'api'],
    ['21/11/2026', 'overviewKey'],
    ['11-21-2026', 'filter'],
  ] as const)('rejects %s, no calendar date in the %s format', (value, kind) => {
    expect(parseDate(value, kind)).toBeNull();
  });

  it('converts a route date to an API date', () => {
    expect(convertDate('01-05-2027', 'route', 'api')).toBe('2027-01-05');
    expect(convertDate('02-30-2027', 'route', 'api')).toBeNull();
  });
});

describe('weeks', () => {
  it('start on Monday and have seven days', () => {
    const days = weekDays(date);
    expect(days).toHaveLength(7);
    expect(formatDate(days[0]!, 'api')).toBe('2026-11-16');
    expect(formatDate(days[6]!, 'api')).toBe('2026-11-22');
  });

  it('a Sunday belongs to the week that started the Monday before', () => {
    expect(formatDate(weekDays(new Date(2026, 10, 22))[0]!, 'api')).toBe('2026-11-16');
  });

  it('use ISO week numbers', () => {
    expect(isoWeekNumber(date)).toBe(47);
    expect(isoWeekNumber(new Date(2027, 0, 1))).toBe(53);
    expect(isoWeekNumber(new Date(2027, 0, 4))).toBe(1);
  });

  it('number weekdays from Monday 1 to Sunday 7, with Dutch names', () => {
    expect(isoWeekday(new Date(2026, 10, 16))).toBe(1);
    expect(isoWeekday(new Date(2026, 10, 22))).toBe(7);
    expect(longWeekday(date)).toBe('zaterdag');
  });
});

describe('an instant on the clock in Amsterdam', () => {
  it('is written as the Dutch write a moment', () => {
    expect(amsterdamDateTime(new Date('2026-11-21T13:05:00Z'))).toBe('21 november 2026 om 14:05');
    expect(amsterdamDateTime(new Date('2026-06-30T22:30:00Z'))).toBe('1 juli 2026 om 00:30');
  });

  it('is written in figures as a form shows it', () => {
    expect(amsterdamDateTimeShort(new Date('2026-11-16T09:42:00Z'))).toBe('16-11-2026 10:42');
    expect(amsterdamDateTimeShort(new Date('2026-06-30T22:30:00Z'))).toBe('01-07-2026 00:30');
  });

  it('agrees with Intl nl-NL in Europe/Amsterdam at any instant from 1996 to 2099', () => {
    const intl = new Intl.DateTimeFormat('nl-NL', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'Europe/Amsterdam',
    });
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1996-01-01T00:00:00Z'), max: new Date('2099-12-31T23:59:59Z'), noInvalidDate: true }),
        (instant) => {
          expect(amsterdamDateTime(instant)).toBe(intl.format(instant));
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('a week as a paper names it', () => {
  it('writes the month and year once, unless the week crosses them', () => {
    expect(weekPeriod(new Date(2026, 10, 9))).toBe('ma 9 t/m zo 15 november 2026');
    expect(weekPeriod(new Date(2026, 10, 30))).toBe('ma 30 november t/m zo 6 december 2026');
    expect(weekPeriod(new Date(2026, 11, 28))).toBe('ma 28 december 2026 t/m zo 3 januari 2027');
  });
});

describe('today in Amsterdam', () => {
  it('is the Dutch calendar day, whatever the device zone says', () => {
    // 23:30 UTC on 21 November is already 22 November in Amsterdam (UTC+1).
    expect(formatDate(todayInAmsterdam(new Date('2026-11-21T23:30:00Z')), 'api')).toBe('2026-11-22');
    // 22:30 UTC on 21 June is 00:30 on 22 June in Amsterdam (UTC+2, summer time).
    expect(formatDate(todayInAmsterdam(new Date('2026-06-21T22:30:00Z')), 'api')).toBe('2026-06-22');
    expect(formatDate(todayInAmsterdam(new Date('2026-06-21T21:30:00Z')), 'api')).toBe('2026-06-21');
  });

  it('changes to and from summer time on the last Sundays of March and October', () => {
    // From 29 March 2026 on, 22:00 UTC is midnight (CEST); the evening before, 22:59 UTC is 23:59 (CET).
    expect(formatDate(todayInAmsterdam(new Date('2026-03-29T22:00:00Z')), 'api')).toBe('2026-03-30');
    expect(formatDate(todayInAmsterdam(new Date('2026-03-28T22:59:00Z')), 'api')).toBe('2026-03-28');
    // 25 October 2026, back to CET: 22:30 UTC is 23:30, still the 25th.
    expect(formatDate(todayInAmsterdam(new Date('2026-10-25T22:30:00Z')), 'api')).toBe('2026-10-25');
    expect(formatDate(todayInAmsterdam(new Date('2026-10-24T22:30:00Z')), 'api')).toBe('2026-10-25');
  });

  it('agrees with the time-zone database at any instant from 1996 to 2099', () => {
    const amsterdamDay = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/Amsterdam',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1996-01-01T00:00:00Z'), max: new Date('2099-12-31T23:59:59Z'), noInvalidDate: true }),
        (now) => {
          expect(formatDate(todayInAmsterdam(now), 'api')).toBe(amsterdamDay.format(now));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('agrees with the time-zone database in the hours around every change of 2020-2040', () => {
    const amsterdamDay = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/Amsterdam',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    for (let year = 2020; year <= 2040; year++) {
      for (const month of [2, 9]) {
        const lastDay = new Date(Date.UTC(year, month + 1, 0));
        const change = Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
        // Around midnight in Amsterdam on the day before and the day of the change, every quarter of an hour.
        for (let minutes = -26 * 60; minutes <= 24 * 60; minutes += 15) {
          const now = new Date(change + minutes * 60_000);
          expect(formatDate(todayInAmsterdam(now), 'api')).toBe(amsterdamDay.format(now));
        }
      }
    }
  });
});
