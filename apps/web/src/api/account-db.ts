import { deleteDB, openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { Account } from './keys';
import type { OutboxItem } from './outbox/types';

/** A read kept for a start without a network: the query's key and answer, and when it was fetched. */
export interface PersistedQuery {
  /** TanStack Query's hash of the key. */
  hash: string;
  queryKey: readonly unknown[];
  data: unknown;
  dataUpdatedAt: number;
  /** The server's ETag of the data, where it gave one (lib/conditional-get.ts). */
  etag?: string;
}

export interface AccountDbSchema extends DBSchema {
  /** Writes not yet acknowledged by the server, in the order they were made. */
  outbox: { key: number; value: OutboxItem };
  /** Reads kept for a start without a network. */
  queries: { key: string; value: PersistedQuery };
}

export type AccountDb = IDBPDatabase<AccountDbSchema>;

const VERSION = 1;

/**
 * One database per account (company code lowercased, as the server compares it, and the employee id): what
 * one account keeps on a shared phone is never read, sent or removed with another's.
 */
export const accountDbName = (account: Account) =>
  `bouwwerk:${account.organisation.trim().toLowerCase()}:${account.userID}`;

const opened = new Map<string, Promise<AccountDb | null>>();

/**
 * The account's database, opened once per tab; null where the browser keeps nothing (IndexedDB missing or
 * refused, as in some private modes): the app then works online only.
 */
export function openAccountDb(account: Account): Promise<AccountDb | null> {
  const name = accountDbName(account);
  let db = opened.get(name);
  if (!db) {
    db = open(name);
    opened.set(name, db);
  }
  return db;
}

async function open(name: string): Promise<AccountDb | null> {
  if (typeof indexedDB === 'undefined') return null;
  try {
    return await openDB<AccountDbSchema>(name, VERSION, {
      upgrade(db) {
        db.createObjectStore('outbox', { keyPath: 'seq', autoIncrement: true });
        db.createObjectStore('queries', { keyPath: 'hash' });
      },
      // Another tab deletes the database (the account removed there): let it, and open afresh next time.
      blocking() {
        void forget(name);
      },
    });
  } catch {
    return null;
  }
}

async function forget(name: string): Promise<void> {
  const db = await opened.get(name);
  opened.delete(name);
  db?.close();
}

/** Removes everything the account kept on this device (its outbox and its reads). */
export async function deleteAccountDb(account: Account): Promise<void> {
  const name = accountDbName(account);
  await forget(name);
  if (typeof indexedDB !== 'undefined') await deleteDB(name);
}
