/** What a failed call of the API means for the one who made it. */
interface Failure {
  status: number;
  code: string;
}

/**
 * A failure that asking again, unchanged, may mend: ours (5xx). A write that failed so wrote nothing and
 * left its Idempotency-Key free, so the retry runs again (decision 002).
 */
export function isWorthRetrying(failure: Failure): boolean {
  return failure.status >= 500;
}

/** The server refused the write for the state of what it touches (a lock, a done order): 409. */
export function isRefusedByState(failure: Failure): boolean {
  return failure.status === 409;
}
