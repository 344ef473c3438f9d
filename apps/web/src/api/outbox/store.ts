import { newIdempotencyKey } from '../../lib/idempotency-key';
import { openAccountDb } from '../account-db';
import type { Account } from '../keys';
import { announce } from './channel';
import type { OutboxItem, OutboxRefusal, OutboxWrite } from './types';

/**
 * Stores the write in the account's outbox with a fresh Idempotency-Key. Resolves once the transaction is
 * complete, so the item is on disk before the screen says it is kept; null where the browser keeps nothing.
 */
export async function enqueue(account: Account, write: OutboxWrite): Promise<OutboxItem | null> {
  const db = await openAccountDb(account);
  if (!db) return null;
  const fields: Omit<OutboxItem, 'seq'> = {
    ...write,
    key: newIdempotencyKey(),
    state: 'pending',
    refusal: null,
    createdAt: new Date().toISOString(),
    attempts: 0,
  };
  const tx = db.transaction('outbox', 'readwrite');
  // The store's key path fills in seq (autoIncrement): one counter for every tab of the account.
  const seq = await tx.store.add(fields as OutboxItem);
  await tx.done;
  announce(account, { type: 'changed' });
  return { ...fields, seq };
}

/** The account's items in the order they were made (pending and refused). */
export async function readItems(account: Account): Promise<OutboxItem[]> {
  const db = await openAccountDb(account);
  return db ? db.getAll('outbox') : [];
}

/** The first pending item after `afterSeq` (0: from the start), read afresh: another tab may have changed it. */
export async function nextPending(account: Account, afterSeq: number): Promise<OutboxItem | null> {
  const db = await openAccountDb(account);
  if (!db) return null;
  let cursor = await db.transaction('outbox').store.openCursor(IDBKeyRange.lowerBound(afterSeq, true));
  while (cursor) {
    if (cursor.value.state === 'pending') return cursor.value;
    cursor = await cursor.continue();
  }
  return null;
}

export async function countItems(account: Account): Promise<number> {
  const db = await openAccountDb(account);
  return db ? db.count('outbox') : 0;
}

export async function removeItem(account: Account, seq: number): Promise<void> {
  const db = await openAccountDb(account);
  if (!db) return;
  await db.delete('outbox', seq);
  announce(account, { type: 'changed' });
}

/**
 * Changes the item in one transaction, if it is still there (another tab may have removed it). `update` answers
 * the new item, or null to leave it as it is.
 */
async function updateItem(
  account: Account,
  seq: number,
  update: (item: OutboxItem) => OutboxItem | null,
): Promise<OutboxItem | null> {
  const db = await openAccountDb(account);
  if (!db) return null;
  const tx = db.transaction('outbox', 'readwrite');
  const item = await tx.store.get(seq);
  const next = item ? update(item) : null;
  if (next) await tx.store.put(next);
  await tx.done;
  if (next) announce(account, { type: 'changed' });
  return next;
}

/** The server said no: the item waits for the user, with the server's reason. */
export const markRefused = (account: Account, seq: number, refusal: OutboxRefusal) =>
  updateItem(account, seq, (item) => (item.state === 'pending' ? { ...item, state: 'refused', refusal } : null));

/** One more attempt without an answer (the backoff and the screens read it). */
export const countAttempt = (account: Account, seq: number) =>
  updateItem(account, seq, (item) => (item.state === 'pending' ? { ...item, attempts: item.attempts + 1 } : null));

/**
 * A refused item back to pending, corrected or as it was. It gets a NEW key: the server keeps the refusal under
 * the old one (a refused write wrote nothing), and would answer the same refusal again.
 */
export const makePendingAgain = (account: Account, seq: number, corrected?: Pick<OutboxWrite, 'request' | 'shown'>) =>
  updateItem(account, seq, (item) =>
    // Only a refused one: a pending item may be on its way to the server under its key right now.
    item.state === 'refused'
      ? { ...item, ...corrected, key: newIdempotencyKey(), state: 'pending', refusal: null, attempts: 0 }
      : null,
  );
