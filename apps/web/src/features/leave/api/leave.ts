import type { BookingResponse, HourUpdate, IndirectBooking, NamedType } from '@bouwwerk/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { queryClient } from '../../../lib/query';
import { refreshBookings } from '../../../lib/refresh-bookings';
import { isAuthenticated, usePassport } from '../../../state/passport';

/** GET /v1/indirectewerken: the Soort list of the leave form (leave, illness, training, ...). */
export function useIndirectWorkTypes() {
  const passport = usePassport();
  return useQuery({
    queryKey: ['leave-choices', passport?.organisation.toLowerCase() ?? '', passport?.userID ?? 0, 'indirect-work-types'],
    queryFn: ({ signal }) => api<NamedType[]>('/v1/indirectewerken', { signal }),
    enabled: isAuthenticated(passport),
  });
}

/** POST /v1/invoer, indirect hours. */
export async function createLeave(body: IndirectBooking): Promise<void> {
  await api<BookingResponse>('/v1/invoer', { method: 'POST', body, idempotencyKey: newIdempotencyKey() });
  void refreshBookings(queryClient);
}

/**
 * PATCH v1/registrations/hours for an indirect registration: uursoortId names the indirect work type. The
 * server refuses (409) one that is validated-locked, invoiced or not the employee's own.
 */
export async function updateLeave(update: Pick<HourUpdate, 'id' | 'date' | 'quantity' | 'remark' | 'uursoortId'>): Promise<void> {
  const body: HourUpdate = { ...update, unit: 'uur' };
  await api('/v1/registrations/hours', { method: 'PATCH', body, idempotencyKey: newIdempotencyKey() });
  void refreshBookings(queryClient);
}
