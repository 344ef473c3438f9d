import { isAuthenticated, usePassport } from '../state/passport';
import type { Account } from './keys';

/** Stands in for the account while nobody is signed in; a query keyed by it is never enabled. */
const NO_ACCOUNT: Account = { organisation: '', userID: 0 };

/** The signed-in account whose data the screen reads, and whether there is one to read for. */
export function useAccount(): { account: Account; signedIn: boolean } {
  const passport = usePassport();
  return isAuthenticated(passport) ? { account: passport, signedIn: true } : { account: NO_ACCOUNT, signedIn: false };
}
