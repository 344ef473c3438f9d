import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { createStore, useStore } from '../lib/store';
import { readString, writeString } from '../lib/storage';
import { accountDbName, openAccountDb } from './account-db';
import type { Account } from './keys';
import { keepReads, restoreKeptReads } from './persisted-queries';

/** Where the device remembers that persistent storage was asked for: the browser may ask the user, once is enough. */
const PERSIST_ASKED_KEY = 'storagePersistAsked';

/** True once the signed-in account's database could not be opened: offline booking is off on this browser. */
const keptReadsUnavailable = createStore(false);
export const useKeptReadsUnavailable = () => useStore(keptReadsUnavailable);

/**
 * Called once at start. A kept read must outlive the screen that loaded it: offline, a read dropped from
 * memory after the default five minutes cannot come back (the device's copy is restored only at start),
 * so the account's reads stay for the page's life; a page load or an account switch starts afresh. And a
 * start without a network begins paused, as after the browser's offline event, instead of sending every
 * read to fail and be retried: navigator.onLine is only trusted when it says there is no network.
 */
export function startKeptReads(queryClient: QueryClient): void {
  queryClient.setQueryDefaults(['account'], { gcTime: Infinity });
  if (typeof navigator !== 'undefined' && !navigator.onLine) onlineManager.setOnline(false);
}

let followed: string | null = null;
let stopWriting: (() => Promise<void>) | null = null;
let switching: Promise<void> = Promise.resolve();

/**
 * Follows the signed-in account (null: nobody): the previous account's reads stop being written, the new
 * account's kept reads are restored into the query cache and its answers are kept from now on. Calls for
 * the account already followed do nothing; calls are handled in order. Resolves once the restore is done.
 */
export function followAccountReads(queryClient: QueryClient, account: Account | null): Promise<void> {
  const name = account ? accountDbName(account) : null;
  if (name === followed) return switching;
  followed = name;
  switching = switching.then(async () => {
    await stopWriting?.();
    stopWriting = null;
    if (!account) return;
    performance.mark('bouwwerk:restore-kept-reads:start');
    // Writing starts first, so an answer that comes in while the database opens or the restore runs is kept.
    stopWriting = keepReads(queryClient, account);
    const db = await openAccountDb(account);
    keptReadsUnavailable.set(db === null);
    if (!db) return;
    await restoreKeptReads(queryClient, account).catch(() => undefined);
    performance.measure('bouwwerk:restore-kept-reads', 'bouwwerk:restore-kept-reads:start');
    void askPersistentStorage();
  });
  return switching;
}

/**
 * Asks the browser once per device to keep the app's storage under pressure (the outbox and the kept reads
 * are what a phone without a network works from): Chrome decides silently, Firefox asks the user.
 */
async function askPersistentStorage(): Promise<void> {
  if (readString(PERSIST_ASKED_KEY) || typeof navigator === 'undefined' || !navigator.storage?.persist) return;
  writeString(PERSIST_ASKED_KEY, new Date().toISOString());
  try {
    if (!(await navigator.storage.persisted())) await navigator.storage.persist();
  } catch {
    // Refused or unsupported: the storage stays best-effort, as before.
  }
}
