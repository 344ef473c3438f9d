import { describe, expect, it } from 'vitest';
import { OfficeWorkingHoursInputSchema } from '../src/office/working-hours';
import { workingHoursOn } from '../src/working-hours';

// The company works Monday to Thursday 8 hours and Friday 7.5; no hours at the weekend (no rows).
const company = new Map([
  [1, 8],
  [2, 8],
  [3, 8],
  [4, 8],
  [5, 7.5],
]);
const partTimer = [8, 8, 8, 8, 0, 0, 0];

describe('workingHoursOn', () => {
  it("gives the company's hours to an employee who follows them", () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((day) => workingHoursOn(day, company, null))).toEqual([8, 8, 8, 8, 7.5, 0, 0]);
  });

  it('gives his own hours where he has them, also a day off where the company works', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((day) => workingHoursOn(day, company, partTimer))).toEqual([8, 8, 8, 8, 0, 0, 0]);
  });

  it('gives own hours on a day the company has none', () => {
    expect(workingHoursOn(6, company, [0, 0, 0, 0, 0, 4.25, 0])).toBe(4.25);
  });

  it('has no hours on a day that neither names', () => {
    expect(workingHoursOn(7, new Map(), null)).toBe(0);
  });
});

describe('OfficeWorkingHoursInputSchema', () => {
  const parse = (workingHours: unknown) => OfficeWorkingHoursInputSchema.safeParse({ workingHours });
  const refusedAt = (workingHours: unknown) => {
    const result = parse(workingHours);
    return result.success ? null : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
  };

  it('takes null (follows the company) and seven days of whole quarters from 0 to 24', () => {
    expect(parse(null).success).toBe(true);
    expect(parse([8, 8, 8, 8, 0, 0, 0]).success).toBe(true);
    expect(parse([0.25, 7.5, 7.75, 24, 0, 0, 12]).success).toBe(true);
  });

  it('refuses hours outside 0 to 24 and parts of an hour that are no quarter, naming the day', () => {
    expect(refusedAt([8, 8, 8, 8, 25, 0, 0])).toEqual([['workingHours.4', 'must be at least 0 and at most 24 hours']]);
    expect(refusedAt([-1, 8, 8, 8, 8, 0, 0])).toEqual([['workingHours.0', 'must be at least 0 and at most 24 hours']]);
    expect(refusedAt([8, 7.3, 8, 8, 8, 0, 0])).toEqual([
      ['workingHours.1', 'must be whole quarters of an hour (like 7.25, 7.5 or 7.75)'],
    ]);
    expect(refusedAt([8, 8, 8, 8, 8, 0, '8'])?.[0]?.[0]).toBe('workingHours.6');
  });

  it('refuses another number of days than seven, and a missing field', () => {
    expect(refusedAt([8, 8, 8, 8, 8])).toEqual([['workingHours', 'must have 7 days, Monday to Sunday']]);
    expect(refusedAt([8, 8, 8, 8, 8, 0, 0, 0])).toEqual([['workingHours', 'must have 7 days, Monday to Sunday']]);
    expect(OfficeWorkingHoursInputSchema.safeParse({}).success).toBe(false);
  });
});
