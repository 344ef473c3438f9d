import type { BookingResponse, HourBooking } from '@bouwwerk/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateAfterWrite, type Write } from './write';

/** POST /v1/invoer, project hours or other project costs (decimal hours); 400 bad input, 409 locked. */
export function useCreateHourBooking() {
  const queryClient = useQueryClient();
  return useMutation<BookingResponse, Error, Write<HourBooking>>({
    mutationFn: ({ body, idempotencyKey }) => api<BookingResponse>('/v1/invoer', { method: 'POST', body, idempotencyKey }),
    onSuccess: () => invalidateAfterWrite(queryClient),
  });
}
