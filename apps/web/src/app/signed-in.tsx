import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { followAccountReads, startKeptReads } from '../api/persisted-queries-account';
import { getRightsQueryOptions, hasFetchableRights } from '../api/rights';
import { BookingOffNotice } from '../components/booking-off-notice';
import { queryClient } from '../lib/query';
import { getPassport, isAuthenticated, subscribePassport, type Passport } from '../state/passport';

/**
 * What only a signed-in employee's screens use: the query cache with the account's kept reads (and with
 * them TanStack Query and IndexedDB). The login screen does without, so a first visit on a slow connection
 * does not wait for it; it loads at a start with a passport, or after a sign-in (prefetched while the user
 * types, app/router.tsx).
 */

/**
 * The longest a signed-in start waits for the account's kept reads: they are read from the device in
 * milliseconds, but a browser that hangs on IndexedDB must not keep the app from opening. A restore that
 * comes later still fills the screens (a newer answer in the cache stays).
 */
const RESTORE_WAIT_MS = 500;

const followedAccount = (passport: Passport | null) =>
  isAuthenticated(passport) ? { organisation: passport.organisation, userID: passport.userID } : null;

startKeptReads(queryClient);
// After a sign-in, an account switch or a sign-out (here or in another tab) the new account's reads are
// restored and kept, and nobody else's are written.
const following = followAccountReads(queryClient, followedAccount(getPassport()));
subscribePassport(() => void followAccountReads(queryClient, followedAccount(getPassport())));

/** Resolves once the signed-in account's kept reads are in the query cache, or after RESTORE_WAIT_MS. */
export const keptReadsRestored = (): Promise<unknown> =>
  Promise.race([following, new Promise((resolve) => setTimeout(resolve, RESTORE_WAIT_MS))]);

/** Asks for the rights of the employee who just signed in, beside the navigation to their first screen. */
export function prefetchRights(passport: Passport): void {
  if (hasFetchableRights(passport)) void queryClient.prefetchQuery(getRightsQueryOptions(passport));
}

export { queryClient };

/** Around every screen that reads through the query cache. */
export function SignedInProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <BookingOffNotice />
      {children}
    </QueryClientProvider>
  );
}
