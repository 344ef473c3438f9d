import { describe, expect, it } from 'vitest';
import { isInClosedPeriod } from '../src/closed-period';
import { mayChangePeriod, periodChange } from '../src/office/registration-period';

describe('closing and reopening a period', () => {
  it('tells closing more days from opening closed ones again', () => {
    expect(periodChange(null, '2026-10-31')).toBe('close');
    expect(periodChange('2026-10-31', '2026-11-30')).toBe('close');
    expect(periodChange('2026-10-31', '2026-10-30')).toBe('reopen');
    expect(periodChange('2026-10-31', null)).toBe('reopen');
    expect(periodChange('2026-10-31', '2026-10-31')).toBe('unchanged');
    expect(periodChange(null, null)).toBe('unchanged');
  });

  it('lets administratie and beheerder close, and only a beheerder reopen', () => {
    expect((['beheerder', 'administratie', 'planner'] as const).map((role) => mayChangePeriod(role, 'close'))).toEqual([
      true,
      true,
      false,
    ]);
    expect((['beheerder', 'administratie', 'planner'] as const).map((role) => mayChangePeriod(role, 'reopen'))).toEqual(
      [true, false, false],
    );
  });

  it('closes the last day itself, and nothing without a day', () => {
    expect(isInClosedPeriod('2026-10-31', '2026-10-31')).toBe(true);
    expect(isInClosedPeriod('2026-11-01', '2026-10-31')).toBe(false);
    expect(isInClosedPeriod('2000-01-01', null)).toBe(false);
  });
});
