import { v7 } from 'uuid';

/**
 * A fresh Idempotency-Key for one user action: a UUIDv7, whose leading time stamp sorts the keys of one phone in
 * the order they were made (useful when reading the server's idempotency table). uuid draws its random bits from
 * crypto.getRandomValues, which exists on a plain-http address of a field server too (randomUUID does not).
 */
export const newIdempotencyKey = (): string => v7();
