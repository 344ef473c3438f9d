import { onConnectionRestored } from '../../state/connection';
import { getPassport, isAuthenticated, subscribePassport } from '../../state/passport';
import { sendOutbox, sendOutboxNow } from './sender';

let started = false;

/**
 * Sends the signed-in account's outbox now and whenever it may go through: a sign-in or a switch of accounts,
 * the connection back (the browser's online event, or any call answered after one was not), and the page
 * shown again. While items wait without an answer the sender retries on its own backoff timer. Once per tab.
 */
export function startOutbox(): void {
  if (started) return;
  started = true;
  const send = (now: boolean) => {
    const passport = getPassport();
    if (isAuthenticated(passport)) void (now ? sendOutboxNow(passport) : sendOutbox(passport));
  };
  send(false);
  subscribePassport(() => send(false));
  onConnectionRestored(() => send(true));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') send(false);
  });
}
