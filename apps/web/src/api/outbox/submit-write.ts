import { nl } from '../../i18n/nl';
import { ApiError, apiResponse } from '../../lib/api-client';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { showToast } from '../../state/toasts';
import type { Account } from '../keys';
import { listen, type LocalDetail, type OutboxMessage } from './channel';
import { applyChange, awaitedBySubmit, sendOutbox } from './sender';
import { startOutbox } from './start';
import { enqueue, removeItem } from './store';
import type { OutboxWrite } from './types';

/** What became of a form's write. */
export type WriteOutcome<T> =
  /** The server has it; `applied` resolves once the reads it changed show it (those on screen fetched again). */
  | { status: 'sent'; data: T; applied: Promise<void> }
  /**
   * Not written: the server refused it (an ApiError, as the form's failure handling knows it), or, where the
   * browser keeps nothing, no answer came. The form still holds the input; nothing stays in the outbox.
   */
  | { status: 'refused'; error: unknown }
  /** No answer in time (offline, a slow network): the write is safe on the phone and goes when it can. */
  | { status: 'queued' };

type Outcome = { message: OutboxMessage; detail: LocalDetail | null } | null;

/** The first word on the item from any tab ('sent', 'refused', or a round 'stopped'), or null after `ms`. */
function outcomeOf(account: Account, seq: number, ms: number): Promise<Outcome> {
  return new Promise((resolve) => {
    const done = (outcome: Outcome) => {
      clearTimeout(timer);
      stop();
      resolve(outcome);
    };
    const timer = setTimeout(() => done(null), ms);
    const stop = listen(account, (message, detail) => {
      if (message.type === 'stopped' || (message.type !== 'changed' && message.seq === seq)) done({ message, detail });
    });
  });
}

/** How long a form waits for the server before it says the write is kept and will be sent. */
export const SUBMIT_WAIT_MS = 5_000;

/**
 * A form's write: stored in the account's outbox first (durable before anything is said), then sent at once;
 * answers what became of it within a few seconds. A refusal takes the item out of the outbox again, since the
 * form shows the server's reason and keeps the input. Where the browser keeps nothing the write is sent
 * directly, as before the outbox.
 */
export async function submitWrite<T = unknown>(
  account: Account,
  write: OutboxWrite,
  waitMs = SUBMIT_WAIT_MS,
): Promise<WriteOutcome<T>> {
  startOutbox();
  const item = await enqueue(account, write);
  if (!item) return sendDirectly<T>(account, write);
  const outcome = outcomeOf(account, item.seq, waitMs);
  awaitedBySubmit.add(item.seq);
  void sendOutbox(account);
  const { message, detail } = (await outcome) ?? {};
  awaitedBySubmit.delete(item.seq);
  if (message?.type === 'sent') {
    return { status: 'sent', data: message.data as T, applied: detail?.applied ?? Promise.resolve() };
  }
  if (message?.type === 'refused') {
    await removeItem(account, item.seq);
    const { status, code, message: reason } = message.refusal;
    return { status: 'refused', error: new ApiError(status, code, reason) };
  }
  return { status: 'queued' };
}

async function sendDirectly<T>(account: Account, { request, change }: OutboxWrite): Promise<WriteOutcome<T>> {
  try {
    const { method, path, body } = request;
    const { data } = await apiResponse<T>(path, { method, body, idempotencyKey: newIdempotencyKey() });
    return { status: 'sent', data: data as T, applied: applyChange(account, change, data) };
  } catch (error) {
    return { status: 'refused', error };
  }
}

/** What a form goes on with: the server's answer, or the write kept to be sent later. */
export type Saved<T> = Exclude<WriteOutcome<T>, { status: 'refused' }>;

/**
 * submitWrite as the forms use it: a refusal is thrown, so the form's failure handling runs as before the
 * outbox; a queued write says 'Opgeslagen – wordt verstuurd' (`queuedMessage` where the form has more to say)
 * and the form completes as after a success.
 */
export async function saveWrite<T = unknown>(
  account: Account,
  write: OutboxWrite,
  queuedMessage: string = nl.outbox.pending,
): Promise<Saved<T>> {
  const outcome = await submitWrite<T>(account, write);
  if (outcome.status === 'refused') throw outcome.error;
  if (outcome.status === 'queued') showToast({ type: 'success', message: queuedMessage });
  return outcome;
}
