import { describe, expect, it } from 'vitest';
import { hoursParam, hoursPrefillOf } from '../../src/lib/route-params';

const query = (text: string) => new URLSearchParams(text);

describe('hoursParam', () => {
  it.each([
    ['8', 8],
    ['6.5', 6.5],
    ['0.25', 0.25],
    ['24', 24],
    // The column keeps four decimals: the server would book 1.2346.
    ['1.23456', 1.2346],
  ])('reads %j as %j hours', (text, hours) => {
    expect(hoursParam(text)).toBe(hours);
  });

  it.each(['0', '0.00001', '-2', '24.5', '25', '99', 'abc', '1e1', '', ' 8', '8:00', '.5', '5.', '0x2'])(
    'refuses %j',
    (text) => {
      expect(hoursParam(text)).toBeNull();
    },
  );

  it('without a value, nothing', () => {
    expect(hoursParam(null)).toBeNull();
    expect(hoursParam(undefined)).toBeNull();
  });
});

describe('hoursPrefillOf', () => {
  it('reads decimal hours and an hour type id', () => {
    expect(hoursPrefillOf(query('date=11-30-2026&hours=6.5&hourType=3'))).toEqual({ hours: 6.5, hourType: 3 });
    expect(hoursPrefillOf(query('hours=8'))).toEqual({ hours: 8 });
    expect(hoursPrefillOf(query('hours=24'))).toEqual({ hours: 24 });
  });

  it('is nothing without bookable hours, also when an hour type is given', () => {
    expect(hoursPrefillOf(query('date=11-30-2026'))).toBeUndefined();
    for (const hours of ['abc', '0', '-2', '24.5', '25', '1e1', '', '8:00'])
      expect(hoursPrefillOf(query(`hours=${encodeURIComponent(hours)}&hourType=3`))).toBeUndefined();
  });

  it.each(['0', '-3', 'x', '1.5', ''])('leaves out hourType=%j and keeps the hours', (hourType) => {
    expect(hoursPrefillOf(query(`hours=4&hourType=${hourType}`))).toEqual({ hours: 4 });
  });
});
