import { describe, expect, it } from 'vitest';
import { isSameDay, shiftDays, shortDayLabel, stillPending } from '../../../src/features/weekly-overview/lib/days';

describe('the days of the week overview', () => {
  it('shifts a date by calendar days, over month and year ends and backwards, keeping local midnight', () => {
    expect(shiftDays(new Date(2026, 10, 24), 7)).toEqual(new Date(2026, 11, 1));
    expect(shiftDays(new Date(2026, 11, 28), 7)).toEqual(new Date(2027, 0, 4));
    expect(shiftDays(new Date(2026, 2, 2), -3)).toEqual(new Date(2026, 1, 27));
    expect(shiftDays(new Date(2026, 2, 28), 1)).toEqual(new Date(2026, 2, 29));
    expect(shiftDays(new Date(2026, 10, 24), 0)).toEqual(new Date(2026, 10, 24));
    expect(shiftDays(new Date(2026, 9, 24), 2).getHours()).toBe(0);
  });

  it('takes two moments of one calendar day as the same day, and midnight as the next', () => {
    expect(isSameDay(new Date(2026, 10, 24, 0, 0), new Date(2026, 10, 24, 23, 59))).toBe(true);
    expect(isSameDay(new Date(2026, 10, 24, 23, 59), new Date(2026, 10, 25, 0, 0))).toBe(false);
    expect(isSameDay(new Date(2026, 10, 24), new Date(2025, 10, 24))).toBe(false);
  });

  it('names a day in a sentence by its two-letter weekday, day and month', () => {
    expect(shortDayLabel(new Date(2026, 10, 24))).toBe('di 24-11');
    expect(shortDayLabel(new Date(2026, 10, 29))).toBe('zo 29-11');
    expect(shortDayLabel(new Date(2027, 0, 4))).toBe('ma 04-01');
  });
});

describe('the weeks asked for while weeks are still rendering', () => {
  const wednesday = new Date(2026, 10, 25);
  const before = (weeks: number) => shiftDays(wednesday, -7 * weeks);

  it('keeps the second of two quick taps on its way when the first one renders, until it renders itself', () => {
    const twoTaps = [before(1), before(2)];
    expect(stillPending(twoTaps, before(1))).toEqual([before(2)]);
    expect(stillPending([before(2)], before(2))).toEqual([]);
    // A render at another moment of the day asked for is that day.
    expect(stillPending(twoTaps, new Date(2026, 10, 18, 12))).toEqual([before(2)]);
  });

  it('leaves nothing on its way when a day nobody here asked for renders (a link, Back)', () => {
    expect(stillPending([before(1), before(2)], new Date(2026, 0, 7))).toEqual([]);
    expect(stillPending([], wednesday)).toEqual([]);
  });
});
