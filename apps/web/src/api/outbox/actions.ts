import { getPassport, isAuthenticated } from '../../state/passport';
import type { Account } from '../keys';
import { sendOutbox } from './sender';
import { countItems, makePendingAgain, removeItem } from './store';
import type { OutboxWrite } from './types';

function signedInAccount(): Account | null {
  const passport = getPassport();
  return isAuthenticated(passport) ? passport : null;
}

/**
 * Removes the item from the signed-in account's outbox (the user confirmed). A pending item may be on its way
 * already: the server then has it all the same.
 */
export async function discardOutboxItem(seq: number): Promise<void> {
  const account = signedInAccount();
  if (account) await removeItem(account, seq);
}

/**
 * A refused item back to pending with a new Idempotency-Key, corrected if the user changed it, and sent.
 * Resolves once it is stored as pending; the sending goes on in the background (useOutboxItems shows it).
 */
export async function resendOutboxItem(seq: number, corrected?: Pick<OutboxWrite, 'request' | 'shown'>): Promise<void> {
  const account = signedInAccount();
  if (!account) return;
  await makePendingAgain(account, seq, corrected);
  void sendOutbox(account);
}

/** Items the account still has on this device (asked before removing it); 0 where the browser keeps nothing. */
export const countOutboxItems = (account: Account): Promise<number> => countItems(account);
