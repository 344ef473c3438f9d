import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimalToHhmm, hhmmToDecimal, hourPresets, remainingHours, stepHours } from '../src/hours';

describe('HH:MM to decimal hours', () => {
  it.each([
    ['08:00', 8],
    ['07:30', 7.5],
    ['00:45', 0.75],
    ['01:20', 1 + 20 / 60],
    ['24:00', 24],
    ['0:15', 0.25],
  ])('%s is %d hours', (text, hours) => {
    expect(hhmmToDecimal(text)).toBeCloseTo(hours, 10);
  });

  it.each(['', '8', '08:60', '08:5', 'ab:cd', '-1:00', '08:00:00'])('rejects %j', (text) => {
    expect(hhmmToDecimal(text)).toBeNull();
  });
});

describe('decimal hours to HH:MM', () => {
  it.each([
    [8, '08:00'],
    [7.5, '07:30'],
    [0.25, '00:15'],
    [1 / 3, '00:20'],
    [7.999, '08:00'],
    [0, '00:00'],
    [-2, '00:00'],
  ])('%d is %s', (hours, text) => {
    expect(decimalToHhmm(hours)).toBe(text);
  });

  it('round-trips every whole minute up to 24 hours', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 24 * 60 }), (minutes) => {
        const text = decimalToHhmm(minutes / 60);
        expect(hhmmToDecimal(text)).toBeCloseTo(minutes / 60, 10);
        expect(decimalToHhmm(hhmmToDecimal(text)!)).toBe(text);
      }),
    );
  });
});

describe('remaining hours', () => {
  it('are working hours minus worked hours', () => {
    expect(remainingHours(8, 5.5)).toBe(2.5);
  });

  it('are floored at 0 after overtime', () => {
    expect(remainingHours(8, 9.25)).toBe(0);
  });

  it('are never negative and never more than the working hours', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 24, noNaN: true }),
        fc.double({ min: 0, max: 48, noNaN: true }),
        (working, worked) => {
          const rest = remainingHours(working, worked);
          expect(rest).toBeGreaterThanOrEqual(0);
          expect(rest).toBeLessThanOrEqual(working);
        },
      ),
    );
  });
});

describe('hour steppers', () => {
  it('add and take a quarter of an hour', () => {
    expect(stepHours(8, 1)).toBe(8.25);
    expect(stepHours(8, -1)).toBe(7.75);
  });

  it('land on the next quarter from a time between quarters', () => {
    expect(decimalToHhmm(stepHours(7 + 40 / 60, 1))).toBe('07:45');
    expect(decimalToHhmm(stepHours(7 + 40 / 60, -1))).toBe('07:30');
  });

  it('stop at 00:00 and at the maximum', () => {
    expect(stepHours(0, -1)).toBe(0);
    expect(stepHours(0.1, -1)).toBe(0);
    expect(stepHours(24, 1)).toBe(24);
    expect(stepHours(23.9, 1)).toBe(24);
    expect(stepHours(10, 1, 10)).toBe(10);
  });

  it('always end on a quarter within 00:00 and 24:00', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 24 * 60 }), fc.constantFrom(1 as const, -1 as const), (minutes, dir) => {
        const next = stepHours(minutes / 60, dir) * 60;
        expect(next).toBeGreaterThanOrEqual(0);
        expect(next).toBeLessThanOrEqual(24 * 60);
        expect(next % 15).toBe(0);
        if (dir === 1 && minutes < 24 * 60) expect(next).toBeGreaterThan(minutes);
        if (dir === -1 && minutes > 0) expect(next).toBeLessThan(minutes);
      }),
    );
  });
});

describe('hour presets', () => {
  it('are 04:00 and 08:00, with the remaining hours when they differ', () => {
    expect(hourPresets()).toEqual([4, 8]);
    expect(hourPresets(8)).toEqual([4, 8]);
    expect(hourPresets(0)).toEqual([4, 8]);
    expect(hourPresets(5.5)).toEqual([4, 5.5, 8]);
    expect(hourPresets(2)).toEqual([2, 4, 8]);
  });

  it('leave out what exceeds the maximum', () => {
    expect(hourPresets(undefined, 6)).toEqual([4]);
  });
});
