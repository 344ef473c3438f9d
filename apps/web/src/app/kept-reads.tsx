import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { followAccountReads } from '../api/persisted-queries-account';
import { isAuthenticated, usePassport } from '../state/passport';

/**
 * Keeps the query cache and the device's kept reads on the signed-in account: after a sign-in, an account
 * switch or a sign-out (here or in another tab) the new account's reads are restored and kept, and nobody
 * else's are written.
 */
export function KeptReads() {
  const queryClient = useQueryClient();
  const passport = usePassport();
  const signedIn = isAuthenticated(passport);
  const organisation = signedIn ? passport.organisation : null;
  const userID = signedIn ? passport.userID : null;
  useEffect(() => {
    const account = organisation !== null && userID !== null ? { organisation, userID } : null;
    void followAccountReads(queryClient, account);
  }, [queryClient, organisation, userID]);
  return null;
}
