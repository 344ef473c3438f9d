import { useCallback, useSyncExternalStore } from 'react';
import { useAccount } from '../account';
import { accountDbName } from '../account-db';
import type { Account } from '../keys';
import { listen } from './channel';
import { startOutbox } from './start';
import { readItems } from './store';
import type { OutboxItem } from './types';

const NONE: readonly OutboxItem[] = [];

/** One account's items as this tab last read them, read again whenever any tab changes the outbox. */
interface ItemsCache {
  items: readonly OutboxItem[];
  listeners: Set<() => void>;
  stopListening: (() => void) | null;
  /** Reads under way: only the latest one's answer counts. */
  reads: number;
}

const caches = new Map<string, ItemsCache>();

function cacheOf(account: Account): ItemsCache {
  const name = accountDbName(account);
  let cache = caches.get(name);
  if (!cache) {
    cache = { items: NONE, listeners: new Set(), stopListening: null, reads: 0 };
    caches.set(name, cache);
  }
  return cache;
}

async function reread(account: Account, cache: ItemsCache): Promise<void> {
  const read = ++cache.reads;
  // The database closed under the read (the account signed out or removed here or in another tab): keep what
  // was shown; the next change reads again.
  const items = await readItems(account).catch(() => null);
  if (!items || read !== cache.reads) return;
  cache.items = items.length === 0 ? NONE : items;
  cache.listeners.forEach((listener) => listener());
}

function subscribe(account: Account, listener: () => void): () => void {
  // The header shows the outbox on every signed-in screen: the first one to open starts the sending.
  startOutbox();
  const cache = cacheOf(account);
  cache.listeners.add(listener);
  if (!cache.stopListening) {
    cache.stopListening = listen(account, (message) => {
      if (message.type === 'changed') void reread(account, cache);
    });
    void reread(account, cache);
  }
  return () => {
    cache.listeners.delete(listener);
    if (cache.listeners.size === 0) {
      cache.stopListening?.();
      cache.stopListening = null;
    }
  };
}

/**
 * The signed-in account's outbox: pending and refused items in the order they were made, live across the tabs
 * of the device. Empty while nobody is signed in, where the browser keeps nothing, and until the first read.
 */
export function useOutboxItems(): readonly OutboxItem[] {
  const { account, signedIn } = useAccount();
  const { organisation, userID } = account;
  const subscribeAccount = useCallback(
    (listener: () => void) => (signedIn ? subscribe({ organisation, userID }, listener) : () => {}),
    [signedIn, organisation, userID],
  );
  const snapshot = useCallback(
    () => (signedIn ? cacheOf({ organisation, userID }).items : NONE),
    [signedIn, organisation, userID],
  );
  return useSyncExternalStore(subscribeAccount, snapshot, snapshot);
}
