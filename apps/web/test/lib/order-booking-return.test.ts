import { describe, expect, it } from 'vitest';
import { returnAfterBooking } from '../../src/lib/order-booking-return';

const booked = new Date(Date.UTC(2026, 10, 30));
const fallback = '/fallback';

describe('returnAfterBooking', () => {
  it('without a start, goes to the fallback', () => {
    expect(returnAfterBooking(undefined, 7, booked, fallback)).toBe(fallback);
  });

  it('returns to where the booking was started', () => {
    expect(returnAfterBooking('/weekly/overview/11-26-2026', 7, booked, fallback)).toBe('/weekly/overview/11-26-2026');
  });

  it("started on this order's page of another day: that page of the booked day", () => {
    expect(returnAfterBooking('/order/7/detail/11-26-2026', 7, booked, fallback)).toBe('/order/7/detail/11-30-2026');
  });

  it("another order's page (even one whose id starts the same) is returned to as it is", () => {
    expect(returnAfterBooking('/order/71/detail/11-26-2026', 7, booked, fallback)).toBe('/order/71/detail/11-26-2026');
  });
});
