import { parseDate } from '@bouwwerk/domain';
import { PART_TYPE, type BookingMode as DomainBookingMode } from '../../../lib/booking';
import type { BookingMode, HoursPrefill } from '../../../lib/paths';
import { hoursPrefillOf, idParam } from '../../../lib/route-params';

export { idParam, partParam } from '../../../lib/route-params';

/** The part kind codes a submit route accepts (section 9): budget 0, stelpost 1, OP 2, and 4 for cost-plus/OP without part. */
export function typeParam(value: string | undefined): number | null {
  const allowed: number[] = Object.values(PART_TYPE);
  return value !== undefined && /^\d$/.test(value) && allowed.includes(Number(value)) ? Number(value) : null;
}

/** A route date (MM-dd-yyyy), else null. */
export const routeDateParam = (value: string | null | undefined): Date | null =>
  value ? parseDate(value, 'route') : null;

/** The project and day a booking flow carries as query parameters `project` and `date`, and the hours prefill. */
export function bookingContext(search: URLSearchParams): {
  project: number | null;
  date: Date | null;
  prefill?: HoursPrefill;
} {
  return {
    project: idParam(search.get('project')),
    date: routeDateParam(search.get('date')),
    prefill: hoursPrefillOf(search),
  };
}

/** The booking mode of a select route's path: /select/hours/…, /select/materials/…, /select/op/… or plain. */
export function modeOfPath(pathname: string): BookingMode {
  const match = /^\/select\/(hours|materials|op)\//.exec(pathname);
  return (match?.[1] as BookingMode | undefined) ?? '';
}

/** The plain variant books hours. */
export const domainMode = (mode: BookingMode): DomainBookingMode => mode || 'hours';
