/**
 * What a failed call of the API means for the one who made it. A retry of a write under the same
 * Idempotency-Key that arrives while the first attempt is still running gets 409 with this code: the
 * write may well succeed, so it is worth asking again shortly and it is not a refusal (a lock).
 */
export const IDEMPOTENCY_IN_PROGRESS = 'IDEMPOTENCY_IN_PROGRESS';

interface Failure {
  status: number;
  code: string;
}

/** A failure that asking again, unchanged, may mend: ours (5xx), or a first attempt still being processed. */
export function isWorthRetrying(failure: Failure): boolean {
  return failure.status >= 500 || failure.code === IDEMPOTENCY_IN_PROGRESS;
}

/** The server refused the write for the state of what it touches (a lock, a done order): 409, but not a retry still waiting. */
export function isRefusedByState(failure: Failure): boolean {
  return failure.status === 409 && failure.code !== IDEMPOTENCY_IN_PROGRESS;
}
