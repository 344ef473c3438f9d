import { paths } from './paths';

/**
 * Where a booking on an order goes once saved: where it was started (`returnTo`, see lib/return-to.ts), but
 * when that is this order's own page on another day, the page of the booked day, so the new registration is
 * in view. Without a start, `fallback`.
 */
export function returnAfterBooking(
  returnTo: string | undefined,
  orderId: number,
  booked: Date,
  fallback: string,
): string {
  if (returnTo === undefined) return fallback;
  const bookedDayPage = paths.orderDetail.getHref(orderId, booked);
  // The order's page of any day: the booked day's address without its day.
  const orderPages = bookedDayPage.slice(0, bookedDayPage.lastIndexOf('/') + 1);
  return returnTo.startsWith(orderPages) ? bookedDayPage : returnTo;
}
