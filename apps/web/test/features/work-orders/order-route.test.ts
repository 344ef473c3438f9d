import { describe, expect, it } from 'vitest';
import { hoursPrefillOf } from '../../../src/features/work-orders/lib/order-route';

const prefillOf = (search: string) => hoursPrefillOf(new Request(`http://app/order/1/submit/uren${search}`));

describe('hoursPrefillOf', () => {
  it('reads decimal hours and an hour type id', () => {
    expect(prefillOf('?date=11-30-2026&hours=2.5&hourType=3')).toEqual({ hours: 2.5, hourTypeId: 3 });
  });

  it('without a prefill, nothing', () => {
    expect(prefillOf('?date=11-30-2026')).toEqual({ hours: null, hourTypeId: null });
  });

  it.each(['0', '-1', '24.5', '99', 'abc', '1e1', '', '8:00'])('ignores hours=%j', (hours) => {
    expect(prefillOf(`?hours=${encodeURIComponent(hours)}`).hours).toBeNull();
  });

  it('takes a whole day, 24 hours', () => {
    expect(prefillOf('?hours=24').hours).toBe(24);
  });

  it.each(['0', '-3', 'x', '1.5'])('ignores hourType=%j', (hourType) => {
    expect(prefillOf(`?hours=4&hourType=${hourType}`)).toEqual({ hours: 4, hourTypeId: null });
  });
});
