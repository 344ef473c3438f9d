import type { BookingResponse, HourBooking } from '@bouwwerk/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { invalidateAfterWrite } from './invalidate-bookings';

/** POST /v1/invoer, project hours or other project costs (decimal hours); 400 bad input, 409 locked. */
export function createHourBooking(body: HourBooking, idempotencyKey: string) {
  return api<BookingResponse>('/v1/invoer', { method: 'POST', body, idempotencyKey });
}

export function useCreateHourBooking() {
  const queryClient = useQueryClient();
  return useMutation<BookingResponse, Error, HourBooking>({
    mutationFn: (body) => createHourBooking(body, newIdempotencyKey()),
    onSuccess: () => invalidateAfterWrite(queryClient),
  });
}
