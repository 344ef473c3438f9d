import type { QueryClient } from '@tanstack/react-query';
import { newIdempotencyKey } from '../../../lib/idempotency-key';

/** A write as the user asked for it: one Idempotency-Key shared by all its retries. */
export interface Write<T> {
  body: T;
  idempotencyKey: string;
}

export const write = <T>(body: T): Write<T> => ({ body, idempotencyKey: newIdempotencyKey() });

/**
 * After a write: a booking or a new work shows up in the overview, the day's registrations, the project's
 * works and whatever else lists them; only the materials catalogue is certainly unchanged.
 */
export function invalidateAfterWrite(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ predicate: (query) => !String(query.queryKey[0]).startsWith('materials') });
}
