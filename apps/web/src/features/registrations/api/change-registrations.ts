import type { HoursAndMaterials } from '@bouwwerk/domain';
import { api } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query';
import { refreshBookings } from '../../../lib/refresh-bookings';
import type { RowKind } from '../lib/rows';

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
  const updated = await api<Updated>('/v1/registrations/hoursandmaterials', { method: 'PUT', body: batch, idempotencyKey });
  // Resolves once the list on screen shows the saved rows, so it never flashes the old values.
  await refreshBookings(queryClient);
  return updated;
}

const DELETE_PATHS: Record<RowKind, string> = {
  hour: '/v1/registrations',
  material: '/v1/ordermaterialregistrations',
  predefined: '/v1/predefinedordermaterial',
};

/** The delete call of the row's kind: hours, material lines, or material the office put on the order. */
export async function deleteRegistration(kind: RowKind, id: number): Promise<void> {
  await api(`${DELETE_PATHS[kind]}/${encodeURIComponent(id)}`, { method: 'DELETE' });
  await refreshBookings(queryClient);
}
