import { newIdempotencyKey } from '../lib/idempotency-key';

/** A write as the user asked for it: one Idempotency-Key shared by all its retries. */
export interface Write<T> {
  body: T;
  idempotencyKey: string;
}

export const write = <T>(body: T): Write<T> => ({ body, idempotencyKey: newIdempotencyKey() });
