/**
 * What the code counts for /metrics, as plain numbers: counting costs an addition, and the code that counts
 * (idempotency, sign-in) loads no metrics library. plugins/metrics.ts hands them to prom-client when
 * METRICS_TOKEN is set (lib/metrics-registry.ts); otherwise nobody reads them.
 */

/** Which sign-in limit refused an attempt (decision 008); never which account or address. */
export type SignInLimit = 'account_and_address' | 'address' | 'account';

export const counts = {
  /** Writes answered with the stored answer of an earlier request under the same Idempotency-Key. */
  idempotencyReplays: 0,
  /** Sign-ins refused with 401 for a wrong company code, username or password. */
  signInFailures: 0,
  /** Sign-ins refused with 429 before the password was checked, by the limit that was full. */
  signInThrottled: { account_and_address: 0, address: 0, account: 0 } satisfies Record<SignInLimit, number>,
};
