import { isRefusedByState, isWorthRetrying, type WorkOrder } from '@bouwwerk/domain';
import { nl } from '../../i18n/nl';
import { ApiError, apiResponse, wasTokenRefused } from '../../lib/api-client';
import { queryClient } from '../../lib/query';
import { isSameAccount } from '../../lib/saved-users';
import { getPassport, isAuthenticated } from '../../state/passport';
import { showToast } from '../../state/toasts';
import { accountDbName } from '../account-db';
import type { Account } from '../keys';
import { onBookingChanged, onOrderWriteRefused, type BookingChange } from '../on-booking-changed';
import { announce, listen } from './channel';
import { countAttempt, markRefused, nextPending, removeItem } from './store';
import type { OutboxChange, OutboxItem } from './types';

/**
 * The items a form of this tab is still waiting for (submitWrite): their form tells the user itself. Any other
 * item sent is one the user was told would be sent later, and gets 'Verstuurd'.
 */
export const awaitedBySubmit = new Set<number>();

/** A request without an answer in this time counts as none: a dead network must not hold the outbox for minutes. */
export const REQUEST_TIMEOUT_MS = 20_000;
/** The first retry after no answer; each further one waits twice as long, up to the cap, with jitter. */
export const BACKOFF_BASE_MS = 2_000;
export const BACKOFF_CAP_MS = 5 * 60_000;

/** The wait before retry number `failures` (1, 2, …): growing, capped, and spread so phones do not retry in step. */
export function backoffDelay(failures: number, random = Math.random): number {
  const ceiling = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, failures - 1));
  return Math.round(ceiling * (0.5 + random() / 2));
}

/** One account's sending in this tab. */
interface Sender {
  /** The rounds under way (with any asked for meanwhile); null while idle. */
  running: Promise<void> | null;
  /** Asked to send while a round runs: one more round after it, which sees what was added or resent. */
  again: boolean;
  /** Rounds in a row that got no answer: the backoff grows with them. */
  failures: number;
  timer: ReturnType<typeof setTimeout> | null;
}

const senders = new Map<string, Sender>();

function senderOf(account: Account): Sender {
  const name = accountDbName(account);
  let sender = senders.get(name);
  if (!sender) {
    sender = { running: null, again: false, failures: 0, timer: null };
    senders.set(name, sender);
    // What another tab sent changes this tab's reads too (each tab has its own query cache).
    listen(account, (message, local) => {
      if (message.type !== 'sent') return;
      if (!local) void applyChange(account, message.change, message.data);
      if (!message.awaited) announceSent();
    });
  }
  return sender;
}

/**
 * Sends the account's pending items, oldest first, each with its own Idempotency-Key; resolves when this round
 * (and any asked for meanwhile) is done. Only the signed-in account's items are sent, with its token: other
 * saved accounts' items wait until that account is active again (their saved tokens may be long dead, and a
 * 401 there must not sign anyone out). One tab of the device sends at a time.
 */
export function sendOutbox(account: Account): Promise<void> {
  const sender = senderOf(account);
  if (sender.running) {
    sender.again = true;
    return sender.running;
  }
  const rounds = async () => {
    try {
      do {
        sender.again = false;
        await withLock(`${accountDbName(account)}:outbox`, () => round(account, sender));
      } while (sender.again);
    } catch {
      // The device's storage failed us (IndexedDB closed or full): the items stay, the timer tries again.
      scheduleRetry(account, sender);
    } finally {
      // In the same step as the last look at `again`: a call after it starts a new round, none is lost.
      sender.running = null;
    }
  };
  sender.running = rounds();
  return sender.running;
}

/** The connection is back: whatever backoff was reached starts over, and the items go now. */
export function sendOutboxNow(account: Account): Promise<void> {
  const sender = senderOf(account);
  sender.failures = 0;
  clearRetry(sender);
  return sendOutbox(account);
}

/**
 * Web Locks, one lock per account database: two tabs never send the same item at once. Where the browser
 * has no navigator.locks (older Safari), the tab sends anyway; the Idempotency-Key still makes a second copy
 * of a request harmless.
 */
function withLock(name: string, task: () => Promise<void>): Promise<void> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request(name, task).then(() => undefined) : task();
}

/** The signed-in account is this one, with a token the server has not refused. */
function canSend(account: Account): boolean {
  const passport = getPassport();
  return isAuthenticated(passport) && isSameAccount(passport, account) && !wasTokenRefused(passport.accessToken);
}

type Attempt = 'answered' | 'no-answer' | 'unauthorized';

async function round(account: Account, sender: Sender): Promise<void> {
  let after = 0;
  for (;;) {
    if (!canSend(account)) return;
    const item = await nextPending(account, after);
    // Checked again right before the request (which reads the token at once): the user may have switched
    // accounts while the item was read.
    if (!item || !canSend(account)) return;
    const attempt = await send(account, item);
    if (attempt !== 'answered') {
      if (attempt === 'no-answer') {
        await countAttempt(account, item.seq);
        scheduleRetry(account, sender);
      }
      // 401: the items wait for the next sign-in (api-client has shown 'Session expired' already).
      announce(account, { type: 'stopped' });
      return;
    }
    sender.failures = 0;
    clearRetry(sender);
    after = item.seq;
  }
}

async function send(account: Account, item: OutboxItem): Promise<Attempt> {
  const { method, path, body } = item.request;
  let data: unknown;
  try {
    ({ data } = await apiResponse<unknown>(path, {
      method,
      body,
      idempotencyKey: item.key,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    }));
  } catch (error) {
    if (!(error instanceof ApiError)) return 'no-answer'; // a network error, a timeout
    if (error.status === 401) return 'unauthorized';
    // A DELETE retried after its first attempt got through (the answer lost) finds the row gone: done.
    if (!(method === 'DELETE' && error.status === 404)) {
      if (isWorthRetrying(error) || error.status === 408 || error.status === 429) return 'no-answer';
      await refuse(account, item, error);
      return 'answered';
    }
  }
  await removeItem(account, item.seq);
  const applied = applyChange(account, item.change, data);
  const awaited = awaitedBySubmit.has(item.seq);
  const sent = { type: 'sent', seq: item.seq, change: item.change, data, awaited } as const;
  announce(account, sent, { applied });
  return 'answered';
}

/** A refusal of one item does not hold the others back: it waits for the user, the round goes on. */
async function refuse(account: Account, item: OutboxItem, error: ApiError): Promise<void> {
  const refusal = { status: error.status, code: error.code, message: error.message };
  await markRefused(account, item.seq, refusal);
  announce(account, { type: 'refused', seq: item.seq, refusal });
  // Refused for the order's state (finished, done or invoiced meanwhile) or the rights: the page reads them again.
  if (item.change.kind === 'signature' && (error.status === 403 || isRefusedByState(error))) {
    void onOrderWriteRefused(queryClient, account, item.change.orderId);
  }
}

/** The reads the write changed; a signature's answer is the order with its signature. */
export function applyChange(account: Account, change: OutboxChange, data: unknown): Promise<void> {
  if (change.kind !== 'signature') return onBookingChanged(queryClient, account, change);
  // Without the order in the answer (it cannot be: the route answers it), the order is read again instead.
  if (!data) return onOrderWriteRefused(queryClient, account, change.orderId);
  const signed: BookingChange = { kind: 'signature', order: data as WorkOrder };
  return onBookingChanged(queryClient, account, signed);
}

/** Writes sent within this time of each other share one 'Verstuurd'. */
const SENT_TOAST_GATHER_MS = 500;

let sentToast: ReturnType<typeof setTimeout> | null = null;

/**
 * 'Verstuurd' for writes the user was told would be sent later, once per round however many went: every tab
 * shows it, since each may be the one the user looks at.
 */
function announceSent(): void {
  sentToast ??= setTimeout(() => {
    sentToast = null;
    showToast({ type: 'success', message: nl.outbox.sent });
  }, SENT_TOAST_GATHER_MS);
}

function scheduleRetry(account: Account, sender: Sender): void {
  sender.failures += 1;
  clearRetry(sender);
  sender.timer = setTimeout(() => {
    sender.timer = null;
    void sendOutbox(account);
  }, backoffDelay(sender.failures));
}

function clearRetry(sender: Sender): void {
  if (sender.timer !== null) clearTimeout(sender.timer);
  sender.timer = null;
}
