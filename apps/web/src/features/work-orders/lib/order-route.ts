import { parseDate, todayInAmsterdam } from '@bouwwerk/domain';
import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import { idParam } from '../../../lib/route-params';
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

/** The largest number of hours one booking can hold: a whole day. */
const MAX_PREFILL_HOURS = 24;

/**
 * The prefill of a planned item ('Boek geplande uren', paths.orderSubmit.getHoursHref): `hours` (decimal, more
 * than 0 and at most 24) and `hourType` (an id). A value that is not one is left out, so the form's own
 * default stands; whether the hour type is offered is for the form to say.
 */
export function hoursPrefillOf(request: Request): { hours: number | null; hourTypeId: number | null } {
  const search = new URL(request.url).searchParams;
  const hoursText = search.get('hours')?.trim() ?? '';
  const hours = /^\d+(\.\d+)?$/.test(hoursText) ? Number(hoursText) : NaN;
  return {
    hours: hours > 0 && hours <= MAX_PREFILL_HOURS ? hours : null,
    hourTypeId: idParam(search.get('hourType')),
  };
}

/** order/:order/submit/uren: the order, its day (submitDayOf) and the prefill of a planned item, if any. */
export function orderSubmitLoader(args: LoaderFunctionArgs) {
  return { id: orderIdOf(args.params.order), date: submitDayOf(args), prefill: hoursPrefillOf(args.request) };
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
