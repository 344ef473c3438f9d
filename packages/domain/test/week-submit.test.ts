import { describe, expect, it } from 'vitest';
import { canSubmitWeek, offersWeekSubmit, weekStartText } from '../src/week-submit';

const day = (text: string) => new Date(`${text}T00:00:00`);

describe('week submit', () => {
  // Thursday 26 November 2026 is in ISO week 48 (Monday 23 November).
  const thursday = day('2026-11-26');
  const friday = day('2026-11-27');

  it('keeps a week by its Monday, from any of its days', () => {
    for (const date of ['2026-11-23', '2026-11-26', '2026-11-29']) expect(weekStartText(day(date))).toBe('2026-11-23');
    expect(weekStartText(day('2027-01-01'))).toBe('2026-12-28');
  });

  it('accepts the current and past weeks on the server, never a future one', () => {
    expect(canSubmitWeek(day('2026-11-23'), thursday)).toBe(true);
    expect(canSubmitWeek(day('2026-11-29'), thursday)).toBe(true);
    expect(canSubmitWeek(day('2026-11-16'), thursday)).toBe(true);
    expect(canSubmitWeek(day('2026-11-30'), thursday)).toBe(false);
  });

  it('offers the button for past weeks, and for the current week from Friday on', () => {
    expect(offersWeekSubmit(day('2026-11-20'), thursday)).toBe(true);
    expect(offersWeekSubmit(day('2026-11-24'), thursday)).toBe(false);
    expect(offersWeekSubmit(day('2026-11-24'), friday)).toBe(true);
    expect(offersWeekSubmit(day('2026-11-24'), day('2026-11-29'))).toBe(true);
    expect(offersWeekSubmit(day('2026-11-30'), friday)).toBe(false);
  });
});
