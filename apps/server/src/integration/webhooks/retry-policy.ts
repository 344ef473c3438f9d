/** When a failed delivery is tried again, and when it is given up (then it is `failed`, visible in the API). */
export interface RetryPolicy {
  firstDelayMs: number;
  /** The delay doubles after each failure up to this. */
  maxDelayMs: number;
  /** From the delivery's creation: a retry that would fall later is not made. */
  giveUpAfterMs: number;
}

/** 5 s, 10 s, 20 s, ... up to an hour between tries, for a day: about 32 tries, enough for a receiver's outage. */
export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  firstDelayMs: 5_000,
  maxDelayMs: 60 * 60_000,
  giveUpAfterMs: 24 * 60 * 60_000,
};

/**
 * The wait after the `attempts`-th failed try: exponential, with "equal jitter" (half fixed, half random), so
 * the deliveries of a receiver that was down do not all come back at the same moment.
 */
export function retryDelayMs(attempts: number, policy: RetryPolicy, random: () => number = Math.random): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}
