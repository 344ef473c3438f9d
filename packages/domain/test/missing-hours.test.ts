import { describe, expect, it } from 'vitest';
import { formatDate } from '../src/dates';
import { missingHoursDays, overviewDayOf } from '../src/missing-hours';

// Thursday 26 November 2026; its week starts Monday 23 November, the week before on Monday 16 November.
const thursday = new Date(2026, 10, 26);
const days = (list: ReturnType<typeof missingHoursDays>) =>
  list.map((d) => [formatDate(d.date, 'api'), Math.round(d.missing * 60) / 60, d.none]);

/** Every workday has 8 working hours; `worked` names the hours booked per yyyy-MM-dd (missing: 0). */
const weekOf =
  (worked: Record<string, number>, working = 8) =>
  (date: Date) => {
    const weekday = date.getDay();
    return {
      hoursWorked: worked[formatDate(date, 'api')] ?? 0,
      workingHours: weekday === 0 || weekday === 6 ? 0 : working,
    };
  };

describe('missing hours', () => {
  it('names the past workdays of this and last week that have fewer hours than the working hours, oldest first', () => {
    const full: Record<string, number> = {};
    for (const day of ['16', '17', '18', '19', '20', '23', '24', '25']) full[`2026-11-${day}`] = 8;
    full['2026-11-17'] = 4.5;
    full['2026-11-24'] = 0;
    expect(days(missingHoursDays(thursday, weekOf(full)))).toEqual([
      ['2026-11-17', 3.5, false],
      ['2026-11-24', 8, true],
    ]);
  });

  it('does not judge today, later days, weekends, days without working hours or weeks not loaded', () => {
    const dayOf = (date: Date) => {
      const key = formatDate(date, 'api');
      if (key < '2026-11-23') return undefined; // last week not loaded
      if (key === '2026-11-23') return { hoursWorked: 0, workingHours: 0 }; // a day off
      return { hoursWorked: 0, workingHours: 8 };
    };
    expect(days(missingHoursDays(thursday, dayOf))).toEqual([
      ['2026-11-24', 8, true],
      ['2026-11-25', 8, true],
    ]);
    // On Monday only last week counts, Saturday and Sunday never.
    const monday = new Date(2026, 10, 23);
    expect(days(missingHoursDays(monday, weekOf({}))).map(([date]) => date)).toEqual([
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
    ]);
  });

  it('counts a day booked to within half a minute as complete, and overtime as complete', () => {
    const worked = { '2026-11-23': 8 - 1 / 240, '2026-11-24': 9.25, '2026-11-25': 8 - 1 / 60 };
    const result = missingHoursDays(thursday, (date) =>
      formatDate(date, 'api') >= '2026-11-23' ? weekOf(worked)(date) : undefined,
    );
    expect(result.map((d) => formatDate(d.date, 'api'))).toEqual(['2026-11-25']);
  });

  it('reads a day from whichever loaded week holds it', () => {
    const a = { '24-11-2026': 'a' };
    const b = { '17-11-2026': 'b' };
    expect(overviewDayOf([undefined, a, b], new Date(2026, 10, 17))).toBe('b');
    expect(overviewDayOf([a], new Date(2026, 10, 18))).toBeUndefined();
  });
});
