import { describe, expect, it } from 'vitest';
import { orderHoursPrefillOf } from '../../../src/features/work-orders/lib/order-route';

const prefillOf = (search: string) => orderHoursPrefillOf(new Request(`http://app/order/1/submit/uren${search}`));

// The rules of the query are lib/route-params' (test/lib/route-params.test.ts); this is the hours form's shape.
describe('orderHoursPrefillOf', () => {
  it('reads decimal hours and an hour type id', () => {
    expect(prefillOf('?date=11-30-2026&hours=2.5&hourType=3')).toEqual({ hours: 2.5, hourTypeId: 3 });
  });

  it('without a prefill, nothing', () => {
    expect(prefillOf('?date=11-30-2026')).toEqual({ hours: null, hourTypeId: null });
  });

  it('uses the bounds of a booking: a whole day, 24 hours, but not more', () => {
    expect(prefillOf('?hours=24').hours).toBe(24);
    expect(prefillOf('?hours=24.5').hours).toBeNull();
    expect(prefillOf('?hours=0').hours).toBeNull();
  });

  it('leaves out an hour type that is no id, and one without hours', () => {
    expect(prefillOf('?hours=4&hourType=x')).toEqual({ hours: 4, hourTypeId: null });
    expect(prefillOf('?hourType=3')).toEqual({ hours: null, hourTypeId: null });
  });
});
