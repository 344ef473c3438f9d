import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimalToHhmm, hhmmToDecimal, remainingHours } from '../src/hours';

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
