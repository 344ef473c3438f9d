import type { HoursAndMaterials, RegistrationGroup } from '@bouwwerk/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client';
import { useAccount } from './account';
import { accountKeys, type Account, type RegistrationsSource } from './keys';
import { onSignedInBookingChanged } from './on-booking-changed';

/** GET /v1/project/{id}/registrations/{date} or GET /v1/orders/{id}/registrations/{date}. */
export function dayRegistrationsPath({ source, id, date }: RegistrationsSource): string {
  const base = source === 'project' ? '/v1/project' : '/v1/orders';
  return `${base}/${encodeURIComponent(id)}/registrations/${encodeURIComponent(date)}`;
}

export function getDayRegistrationsQueryOptions(account: Account, source: RegistrationsSource) {
  return queryOptions({
    queryKey: accountKeys(account).dayRegistrations(source),
    queryFn: ({ signal }) => api<RegistrationGroup[]>(dayRegistrationsPath(source), { signal }),
  });
}

/** The signed-in employee's bookings of one day on a project or a work order, by work and category. */
export function useDayRegistrations(source: RegistrationsSource) {
  const { account, signedIn } = useAccount();
  return useQuery({ ...getDayRegistrationsQueryOptions(account, source), enabled: signedIn });
}

/** The ids the server changed. */
interface Updated {
  hours: number[];
  materials: number[];
}

/**
 * PUT /v1/registrations/hoursandmaterials: hours, material lines and predefined order material in one call,
 * all or nothing on the server (one locked row refuses the batch).
 */
export async function saveRegistrationChanges(batch: HoursAndMaterials, idempotencyKey: string): Promise<Updated> {
  const updated = await api<Updated>('/v1/registrations/hoursandmaterials', {
    method: 'PUT',
    body: batch,
    idempotencyKey,
  });
  await onSignedInBookingChanged();
  return updated;
}

/** Which kind of row a registration is: hours, a material line, or material the office put on the order. */
export type RegistrationKind = 'hour' | 'material' | 'predefined';

const DELETE_PATHS: Record<RegistrationKind, string> = {
  hour: '/v1/registrations',
  material: '/v1/ordermaterialregistrations',
  predefined: '/v1/predefinedordermaterial',
};

/** The delete call of the row's kind. */
export async function deleteRegistration(kind: RegistrationKind, id: number): Promise<void> {
  await api(`${DELETE_PATHS[kind]}/${encodeURIComponent(id)}`, { method: 'DELETE' });
  await onSignedInBookingChanged();
}
