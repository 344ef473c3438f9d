/** Route and query parameters that name records, shared by the screens that read them. */
import { bookableHours } from '@bouwwerk/domain';
import type { HoursPrefill } from './paths';

/** A parameter that names a record: a positive whole number, else null. */
export function idParam(value: string | null | undefined): number | null {
  return value != null && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

/** A part parameter: 0 means "no part" (a work without budgets, or cost-plus work). */
export function partParam(value: string | null | undefined): number | null {
  return value === '0' ? 0 : idParam(value);
}

/**
 * Decimal hours in the address (paths writes them with String(number)): digits with an optional fraction that
 * the server would book (the domain's bookableHours: more than 0, at most 24), else null. '1e1', ' 8' or '8:00'
 * are no such text, so a hand-edited link cannot start a form on hours the server would read differently.
 */
export function hoursParam(value: string | null | undefined): number | null {
  return value != null && /^\d+(\.\d+)?$/.test(value) ? bookableHours(Number(value)) : null;
}

/**
 * The prefill a 'Boek geplande uren' link carries (paths' HoursPrefill: query `hours` and `hourType`), for the
 * project booking flow and the work order's hours form alike. Undefined when `hours` is missing or not bookable:
 * an hour type alone is no planned item. A bad `hourType` is left out, so the form's own default stands.
 */
export function hoursPrefillOf(search: URLSearchParams): (HoursPrefill & { hourType?: number }) | undefined {
  const hours = hoursParam(search.get('hours'));
  if (hours === null) return undefined;
  const hourType = idParam(search.get('hourType'));
  return hourType === null ? { hours } : { hours, hourType };
}
