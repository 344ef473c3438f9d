import type { BookingResponse, HourBooking } from '@bouwwerk/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface CreateOrderHoursInput {
  werkbonId: number;
  medewerkerId: number;
  /** yyyy-MM-dd */
  date: string;
  hourTypeId: number;
  /** Decimal hours. */
  hours: number;
  remark: string;
  /** One key for the booking the user asked for, shared by its retries. */
  idempotencyKey: string;
}

/** POST /v1/invoer, hours on a work order: 400 for bad input, 409 for a locked order. */
export function createOrderHours(input: CreateOrderHoursInput) {
  const body: HourBooking = {
    datum: input.date,
    medewerkerId: input.medewerkerId,
    werkbonId: input.werkbonId,
    uursoortId: input.hourTypeId,
    aantal: input.hours,
    opmerking: input.remark,
  };
  return api<BookingResponse>('/v1/invoer', { method: 'POST', body, idempotencyKey: input.idempotencyKey });
}

export function useCreateOrderHours() {
  const queryClient = useQueryClient();
  return useMutation<BookingResponse, Error, CreateOrderHoursInput>({
    mutationFn: createOrderHours,
    // Hours show up in the overview (hours worked, the card) and in the day's registrations of the order.
    onSuccess: () => {
      void queryClient.invalidateQueries({ predicate: (query) => !['hour-types', 'materials'].includes(String(query.queryKey[0])) });
    },
  });
}
