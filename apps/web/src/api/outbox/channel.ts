import { accountDbName } from '../account-db';
import type { Account } from '../keys';
import type { OutboxChange, OutboxRefusal } from './types';

/** What one tab tells the others (and itself) about an account's outbox. */
export type OutboxMessage =
  /** Items were added, removed or changed: lists read them again. */
  | { type: 'changed' }
  /**
   * The server acknowledged the item (its answer in data): every tab updates the reads it changed. `awaited`: a
   * form of the sending tab was still waiting for it and says so itself.
   */
  | { type: 'sent'; seq: number; change: OutboxChange; data: unknown; awaited: boolean }
  /** The server refused the item; it stays in the outbox as refused. */
  | { type: 'refused'; seq: number; refusal: OutboxRefusal }
  /** A round of sending stopped without an answer (no connection, 5xx, 401): the items wait. */
  | { type: 'stopped' };

/** Set for a message of this tab: the reads its write changed, updated (a 'sent' only). */
export interface LocalDetail {
  applied?: Promise<void>;
}

/** detail is null for a message of another tab. */
type Listener = (message: OutboxMessage, detail: LocalDetail | null) => void;

interface Channel {
  listeners: Set<Listener>;
  /** null where BroadcastChannel is missing: the tab then hears only itself. */
  broadcast: BroadcastChannel | null;
}

const channels = new Map<string, Channel>();

/**
 * One BroadcastChannel per account database, named as the database: tabs of one account hear each other, a
 * second account's tabs hear nothing of it. A BroadcastChannel does not deliver to its own sender, so the tab's
 * own listeners are called directly.
 */
function channelOf(account: Account): Channel {
  const name = accountDbName(account);
  const existing = channels.get(name);
  if (existing) return existing;
  const channel: Channel = {
    listeners: new Set(),
    broadcast: typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(name),
  };
  if (channel.broadcast) {
    channel.broadcast.onmessage = (event: MessageEvent<OutboxMessage>) =>
      channel.listeners.forEach((listener) => listener(event.data, null));
  }
  channels.set(name, channel);
  return channel;
}

export function announce(account: Account, message: OutboxMessage, detail: LocalDetail = {}): void {
  const channel = channelOf(account);
  channel.listeners.forEach((listener) => listener(message, detail));
  channel.broadcast?.postMessage(message);
}

/** Listens to the account's outbox in this tab and the others; answers the unsubscribe. */
export function listen(account: Account, listener: Listener): () => void {
  const { listeners } = channelOf(account);
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
