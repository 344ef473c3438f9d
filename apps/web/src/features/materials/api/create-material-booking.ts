import { formatDate, type BookingResponse, type MaterialBooking, type MaterialLine } from '@bouwwerk/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

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

/** POST /v1/invoer, materials: all lines or none; 400 for a bad line, 409 for a locked order, project or part. */
export function createMaterialBooking({ target, date, medewerkerId, lines, idempotencyKey }: CreateMaterialBookingInput) {
  const body: MaterialBooking = { datum: formatDate(date, 'api'), medewerkerId, materialen: lines, ...target };
  return api<BookingResponse>('/v1/invoer', { method: 'POST', body, idempotencyKey });
}

export function useCreateMaterialBooking() {
  const queryClient = useQueryClient();
  return useMutation<BookingResponse, Error, CreateMaterialBookingInput>({
    mutationFn: createMaterialBooking,
    // A booking shows up in the overview, the day's registrations and whatever else lists them; only the
    // catalogue is certainly unchanged.
    onSuccess: () => {
      void queryClient.invalidateQueries({ predicate: (query) => !String(query.queryKey[0]).startsWith('materials') });
    },
  });
}
