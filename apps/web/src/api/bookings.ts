import {
  formatDate,
  type BookingResponse,
  type HourBooking,
  type HourUpdate,
  type IndirectBooking,
  type MaterialBooking,
  type MaterialLine,
} from '@bouwwerk/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/api-client';
import { newIdempotencyKey } from '../lib/idempotency-key';
import { useAccount } from './account';
import { onBookingChanged, onSignedInBookingChanged } from './on-booking-changed';
import type { Write } from './write';

/** POST /v1/invoer: new bookings of hours, materials, other project costs or indirect hours. */
function postBooking(body: HourBooking | MaterialBooking | IndirectBooking, idempotencyKey: string) {
  return api<BookingResponse>('/v1/invoer', { method: 'POST', body, idempotencyKey });
}

/** A booking made from a screen: on success the reads it changes are fetched again. */
function useBookingMutation<TInput>(mutationFn: (input: TInput) => Promise<BookingResponse>) {
  const queryClient = useQueryClient();
  const { account } = useAccount();
  return useMutation<BookingResponse, Error, TInput>({
    mutationFn,
    onSuccess: () => void onBookingChanged(queryClient, account),
  });
}

/** Hours on a project or a work order, or other project costs (decimal hours); 400 bad input, 409 locked. */
export function useCreateHourBooking() {
  return useBookingMutation(({ body, idempotencyKey }: Write<HourBooking>) => postBooking(body, idempotencyKey));
}

/** Where materials are booked: a work order, or a work of a project with its budget or stelpost (none: part 0). */
export type MaterialsTarget = { werkbonId: number } | { werkId: number; budgetId?: number; stelpostId?: number };

export interface CreateMaterialBookingInput {
  target: MaterialsTarget;
  date: Date;
  medewerkerId: number;
  lines: MaterialLine[];
  /** One key for the booking the user asked for, shared by its retries. */
  idempotencyKey: string;
}

/** Materials: all lines or none; 400 for a bad line, 409 for a locked order, project or part. */
export function createMaterialBooking({
  target,
  date,
  medewerkerId,
  lines,
  idempotencyKey,
}: CreateMaterialBookingInput) {
  const body: MaterialBooking = { datum: formatDate(date, 'api'), medewerkerId, materialen: lines, ...target };
  return postBooking(body, idempotencyKey);
}

export const useCreateMaterialBooking = () => useBookingMutation(createMaterialBooking);

/** Indirect hours (leave, illness, training). */
export async function createLeave(body: IndirectBooking): Promise<void> {
  await postBooking(body, newIdempotencyKey());
  void onSignedInBookingChanged();
}

/**
 * PATCH v1/registrations/hours for an indirect registration: uursoortId names the indirect work type. The
 * server refuses (409) one that is validated-locked, invoiced or not the employee's own.
 */
export async function updateLeave(
  update: Pick<HourUpdate, 'id' | 'date' | 'quantity' | 'remark' | 'uursoortId'>,
): Promise<void> {
  const body: HourUpdate = { ...update, unit: 'uur' };
  await api('/v1/registrations/hours', { method: 'PATCH', body, idempotencyKey: newIdempotencyKey() });
  void onSignedInBookingChanged();
}
