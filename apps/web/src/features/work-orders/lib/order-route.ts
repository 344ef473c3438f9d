import { parseDate, todayInAmsterdam } from '@bouwwerk/domain';
import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import { hoursPrefillOf, idParam } from '../../../lib/route-params';
import { getBookingDate } from '../../../state/booking-date';

/** An order id of the address: a positive whole number, else the screen does not exist (404). */
export function orderIdOf(value: string | null | undefined): number {
  const id = idParam(value);
  if (id === null) throw data(null, { status: 404, statusText: 'Not Found' });
  return id;
}

/**
 * order/:order/detail/:date and order/:order/edit/:date: the order and the day. A day that is not a real
 * MM-dd-yyyy date sends on to the same screen for today, as the weekly overview does.
 */
export function orderDayLoader(toHref: (order: number, date: Date) => string) {
  return ({ params }: LoaderFunctionArgs) => {
    const id = orderIdOf(params.order);
    const date = parseDate(params.date ?? '', 'route');
    if (!date) throw redirect(toHref(id, todayInAmsterdam()));
    return { id, date };
  };
}

/** A day in the query (`?date=MM-dd-yyyy`), or null when absent or not a date. */
export function queryDateOf(request: Request): Date | null {
  const date = new URL(request.url).searchParams.get('date');
  return date ? parseDate(date, 'route') : null;
}

/**
 * The day of a submit tab: the one of the address (tekenen/:date, else ?date=), else the day of the last
 * booking, else today. The layout's context and the tab's form use this one rule, so they show the same day.
 */
export function submitDayOf({ params, request }: Pick<LoaderFunctionArgs, 'params' | 'request'>): Date {
  const kept = getBookingDate();
  return (
    (params.date ? parseDate(params.date, 'route') : null) ??
    queryDateOf(request) ??
    (kept ? parseDate(kept, 'api') : null) ??
    todayInAmsterdam()
  );
}

/**
 * The prefill of a planned item ('Boek geplande uren', paths.orderSubmit.getHoursHref), read by the one parser
 * of lib/route-params, in the shape the hours form takes: null where the form's own default stands.
 */
export function orderHoursPrefillOf(request: Request): { hours: number | null; hourTypeId: number | null } {
  const prefill = hoursPrefillOf(new URL(request.url).searchParams);
  return { hours: prefill?.hours ?? null, hourTypeId: prefill?.hourType ?? null };
}

/** order/:order/submit/uren: the order, its day (submitDayOf) and the prefill of a planned item, if any. */
export function orderSubmitLoader(args: LoaderFunctionArgs) {
  return { id: orderIdOf(args.params.order), date: submitDayOf(args), prefill: orderHoursPrefillOf(args.request) };
}

/** order/:order/submit/tekenen/:date: the order and the day (submitDayOf). */
export function orderSignatureLoader(args: LoaderFunctionArgs) {
  return { id: orderIdOf(args.params.order), date: submitDayOf(args) };
}

/** select/order?order=…&date=…: the order from 'Werk Boeken', and the day to book on (today without one). */
export function selectOrderLoader({ request }: LoaderFunctionArgs) {
  const id = orderIdOf(new URL(request.url).searchParams.get('order'));
  return { id, date: queryDateOf(request) ?? todayInAmsterdam() };
}
