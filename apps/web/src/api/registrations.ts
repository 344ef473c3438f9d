import type { HoursAndMaterials, RegistrationGroup } from '@bouwwerk/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { conditionalGet } from '../lib/conditional-get';
import { useAccount } from './account';
import { accountKeys, type Account, type RegistrationsSource } from './keys';
import { nl } from '../i18n/nl';
import type { OutboxWrite, RegistrationKind } from './outbox/types';

/** GET /v1/project/{id}/registrations/{date} or GET /v1/orders/{id}/registrations/{date}. */
export function dayRegistrationsPath({ source, id, date }: RegistrationsSource): string {
  const base = source === 'project' ? '/v1/project' : '/v1/orders';
  return `${base}/${encodeURIComponent(id)}/registrations/${encodeURIComponent(date)}`;
}

export function getDayRegistrationsQueryOptions(account: Account, source: RegistrationsSource) {
  return queryOptions({
    queryKey: accountKeys(account).dayRegistrations(source),
    queryFn: (context) => conditionalGet<RegistrationGroup[]>(dayRegistrationsPath(source), context),
  });
}

/** The signed-in employee's bookings of one day on a project or a work order, by work and category. */
export function useDayRegistrations(source: RegistrationsSource) {
  const { account, signedIn } = useAccount();
  return useQuery({ ...getDayRegistrationsQueryOptions(account, source), enabled: signedIn });
}

// Defined with the outbox's types, which describe a write's registration too and import nothing themselves.
export type { RegistrationKind };

/** The registration a write changes, as the day list showed it. */
export interface ChangedRegistration {
  kind: RegistrationKind;
  id: number;
  /** Its day (yyyy-MM-dd) and, for hours, its hours before the change. */
  date: string;
  hours: number;
}

/**
 * PUT /v1/registrations/hoursandmaterials: hours, material lines and predefined order material in one call,
 * all or nothing on the server (one locked row refuses the batch). Shown on the first changed row's day (none
 * where the row is not known), with the hours the batch adds to (or takes from) that day.
 */
export function registrationChangesWrite(
  batch: HoursAndMaterials,
  first: ChangedRegistration | undefined,
  hoursDelta: number,
): OutboxWrite {
  const count = (batch.hours?.length ?? 0) + (batch.materials?.length ?? 0) + (batch.predefinedMaterials?.length ?? 0);
  return {
    request: { method: 'PUT', path: '/v1/registrations/hoursandmaterials', body: batch },
    change: { kind: 'booking' },
    shown: {
      kind: 'edit',
      date: first?.date ?? null,
      hoursDelta,
      summary: nl.outboxSend.edits(count),
      ...(first ? { registration: { kind: first.kind, id: first.id } } : {}),
    },
  };
}

const DELETE_PATHS: Record<RegistrationKind, string> = {
  hour: '/v1/registrations',
  material: '/v1/ordermaterialregistrations',
  predefined: '/v1/predefinedordermaterial',
};

/** The delete call of the row's kind; `what` names the row as the confirmation did. */
export function deleteRegistrationWrite(registration: ChangedRegistration, what: string): OutboxWrite {
  const { kind, id, date, hours } = registration;
  return {
    request: { method: 'DELETE', path: `${DELETE_PATHS[kind]}/${encodeURIComponent(id)}` },
    change: { kind: 'booking' },
    shown: {
      kind: 'delete',
      date,
      hoursDelta: kind === 'hour' ? -hours : 0,
      summary: nl.outboxSend.deleted(what),
      registration: { kind, id },
    },
  };
}
