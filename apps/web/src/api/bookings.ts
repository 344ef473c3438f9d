import {
  decimalToHhmm,
  formatDate,
  type HourBooking,
  type HourUpdate,
  type IndirectBooking,
  type MaterialBooking,
  type MaterialLine,
} from '@bouwwerk/domain';
import { nl } from '../i18n/nl';
import type { OutboxWrite } from './outbox/types';

/**
 * The writes of bookings, as the outbox keeps and sends them (api/outbox: submitWrite, saveWrite): the call,
 * the reads it changes, and how it shows on its day until the server has it.
 */

const hoursSummary = (hours: number, what: string) => nl.outboxSend.hours(decimalToHhmm(hours), what);

/**
 * POST /v1/invoer: hours on a project part or a work order, or other project costs (decimal hours, no hour
 * type); 400 bad input, 409 locked. `what` names it in a list (the hour type, the kind of cost).
 */
export function hourBookingWrite(body: HourBooking, what: string): OutboxWrite {
  const otherCosts = !body.uursoortId;
  return {
    request: { method: 'POST', path: '/v1/invoer', body },
    change: { kind: 'booking' },
    shown: {
      kind: otherCosts ? 'other-costs' : 'hours',
      date: body.datum,
      ...(body.projectId ? { projectId: body.projectId } : {}),
      ...(body.werkbonId ? { werkbonId: body.werkbonId } : {}),
      hoursDelta: body.aantal,
      summary: hoursSummary(body.aantal, what),
    },
  };
}

/** Where materials are booked: a work order, or a work of a project with its budget or stelpost (none: part 0). */
export type MaterialsTarget = { werkbonId: number } | { werkId: number; budgetId?: number; stelpostId?: number };

export interface MaterialBookingInput {
  target: MaterialsTarget;
  date: Date;
  medewerkerId: number;
  lines: MaterialLine[];
  /** The project the work belongs to, so the booking shows on the project's card until it is sent. */
  projectId?: number | null;
}

/** POST /v1/invoer, materials: all lines or none; 400 for a bad line, 409 for a locked order, project or part. */
export function materialBookingWrite(
  { target, date, medewerkerId, lines, projectId }: MaterialBookingInput,
  summary: string,
): OutboxWrite {
  const body: MaterialBooking = { datum: formatDate(date, 'api'), medewerkerId, materialen: lines, ...target };
  return {
    request: { method: 'POST', path: '/v1/invoer', body },
    change: { kind: 'booking' },
    shown: {
      kind: 'materials',
      date: body.datum,
      ...('werkbonId' in target ? { werkbonId: target.werkbonId } : {}),
      ...(projectId ? { projectId } : {}),
      hoursDelta: 0,
      summary,
    },
  };
}

/** POST /v1/invoer, indirect hours (leave, illness, training); `what` is the indirect work type's name. */
export function leaveWrite(body: IndirectBooking, what: string): OutboxWrite {
  return {
    request: { method: 'POST', path: '/v1/invoer', body },
    change: { kind: 'booking' },
    shown: { kind: 'indirect', date: body.datum, hoursDelta: body.aantal, summary: hoursSummary(body.aantal, what) },
  };
}

/**
 * PATCH v1/registrations/hours for an indirect registration: uursoortId names the indirect work type. The
 * server refuses (409) one that is validated-locked, invoiced or not the employee's own. `before` is the
 * registration as the card showed it: the day's total changes by the difference.
 */
export function leaveUpdateWrite(
  update: Pick<HourUpdate, 'id' | 'date' | 'quantity' | 'remark' | 'uursoortId'>,
  before: { date: string; hours: number },
  what: string,
): OutboxWrite {
  const body: HourUpdate = { ...update, unit: 'uur' };
  const quantity = Number(update.quantity);
  return {
    request: { method: 'PATCH', path: '/v1/registrations/hours', body },
    change: { kind: 'booking' },
    shown: {
      kind: 'edit',
      date: update.date,
      // Moved to another day: that day gains the hours (the old day's loss is not shown before it is sent).
      hoursDelta: update.date === before.date ? quantity - before.hours : quantity,
      summary: hoursSummary(quantity, what),
      registration: { kind: 'hour', id: update.id },
    },
  };
}
