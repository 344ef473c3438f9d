import { parseDate, todayInAmsterdam } from '@bouwwerk/domain';
import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import { idParam } from '../../../lib/route-params';

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

/** order/:order/submit/...: the order, and the day asked for in the query if any. */
export function orderSubmitLoader({ params, request }: LoaderFunctionArgs) {
  return { id: orderIdOf(params.order), date: queryDateOf(request) };
}

/** order/:order/submit/tekenen/:date: the order and the day (today when the day is not a date). */
export function orderSignatureLoader({ params }: LoaderFunctionArgs) {
  return { id: orderIdOf(params.order), date: parseDate(params.date ?? '', 'route') ?? todayInAmsterdam() };
}

/** select/order?order=…&date=…: the order from 'Werk Boeken', and the day to book on (today without one). */
export function selectOrderLoader({ request }: LoaderFunctionArgs) {
  const id = orderIdOf(new URL(request.url).searchParams.get('order'));
  return { id, date: queryDateOf(request) ?? todayInAmsterdam() };
}
