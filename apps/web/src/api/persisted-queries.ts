import {
  dehydrate,
  hydrate,
  type DehydratedState,
  type Query,
  type QueryClient,
  type QueryKey,
  type QueryState,
} from '@tanstack/react-query';
import { keepTag, tagOfData } from '../lib/conditional-get';
import { openAccountDb, type AccountDb, type PersistedQuery } from './account-db';
import { accountKeys, type Account } from './keys';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How long a kept read may stand in for the server: a week covers a long weekend and a week in a basement,
 * while a copy older than that (a planning, a project list) would mislead more than it helps.
 */
export const KEPT_READS_MAX_AGE_MS = 7 * DAY_MS;

/**
 * The reads that let a start without a network open the week and book on its cards, by the key's kind
 * (api/keys.ts). The material catalogue is not among them: api/device-catalogue.ts keeps it already, read
 * synchronously as the query's initial data, with the server's stamp and ETag beside it.
 */
const KEPT_KINDS: ReadonlySet<string> = new Set([
  'week-overview',
  'rights',
  'hour-types',
  'indirect-work-types',
  'other-cost-types',
  'projects',
  'project-day',
  'works',
  'parts',
  'work-order',
  'day-registrations',
  'relations',
  'project-groups',
]);

/** Whether the key is one of the account's own reads that is kept for use without a network. */
export function isKeptRead(account: Account, queryKey: QueryKey): boolean {
  const prefix = accountKeys(account).all;
  if (queryKey.length <= prefix.length || !prefix.every((part, i) => queryKey[i] === part)) return false;
  const kind = queryKey[prefix.length];
  return typeof kind === 'string' && KEPT_KINDS.has(kind);
}

/**
 * A kept read as the query cache holds a successful answer of its time, marked invalidated: the screen that
 * uses it asks the server again even when the copy is younger than the query's staleTime, since the cache
 * may have held a newer value before the page closed (one a write put there, which is not kept).
 */
function restoredState(kept: PersistedQuery): QueryState {
  return {
    data: kept.data,
    dataUpdateCount: 1,
    dataUpdatedAt: kept.dataUpdatedAt,
    error: null,
    errorUpdateCount: 0,
    errorUpdatedAt: 0,
    fetchFailureCount: 0,
    fetchFailureReason: null,
    fetchMeta: null,
    isInvalidated: true,
    status: 'success',
    fetchStatus: 'idle',
  };
}

export interface RestoreResult {
  /** Reads put into the query cache. */
  restored: number;
  /** Reads older than the max age (or not the account's), removed from the device. */
  dropped: number;
}

/**
 * Puts the account's kept reads into the query cache, as answers of their day: a screen shows them at once
 * and, being stale, asks the server again when it can. A read the cache already holds newer (fetched while
 * this ran) stays. Reads older than the max age are dropped from the device. Nothing happens where the
 * browser keeps nothing (no IndexedDB).
 */
export async function restoreKeptReads(
  queryClient: QueryClient,
  account: Account,
  now = Date.now(),
): Promise<RestoreResult> {
  const db = await openAccountDb(account);
  if (!db) return { restored: 0, dropped: 0 };
  const all = await db.getAll('queries');
  const usable = (kept: PersistedQuery) =>
    now - kept.dataUpdatedAt <= KEPT_READS_MAX_AGE_MS && isKeptRead(account, kept.queryKey);
  const kept = all.filter(usable);
  const dropped = all.filter((entry) => !usable(entry));
  if (dropped.length > 0) {
    const tx = db.transaction('queries', 'readwrite');
    await Promise.all([...dropped.map((entry) => tx.store.delete(entry.hash)), tx.done]);
  }
  const state: DehydratedState = {
    mutations: [],
    queries: kept.map((entry) => ({
      queryHash: entry.hash,
      queryKey: entry.queryKey,
      state: restoredState(entry),
      dehydratedAt: entry.dataUpdatedAt,
    })),
  };
  hydrate(queryClient, state);
  for (const entry of kept) if (entry.etag) keepTag(entry.hash, entry.etag, entry.data);
  return { restored: kept.length, dropped: dropped.length };
}

/** How long answers gather before they are written: a screen's reads come in one write, not one each. */
const WRITE_DELAY_MS = 1_000;

/**
 * Keeps the account's reads on the device as the server answers them: every successful fetch of a kept read
 * (not a value a screen put into the cache itself) is written, in batches, to the account's database, and so
 * are the account's answers already in the cache. Returns how to stop; stopping writes what is still waiting.
 */
export function keepReads(queryClient: QueryClient, account: Account, delayMs = WRITE_DELAY_MS): () => Promise<void> {
  const waiting = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const db = openAccountDb(account);

  const flush = async () => {
    clearTimeout(timer);
    timer = undefined;
    if (waiting.size === 0) return;
    const hashes = new Set(waiting);
    waiting.clear();
    await writeReads(await db, queryClient, hashes);
  };
  const schedule = (query: Query) => {
    waiting.add(query.queryHash);
    timer ??= setTimeout(() => void flush(), delayMs);
  };

  const cache = queryClient.getQueryCache();
  const unsubscribe = cache.subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || event.action.manual) return;
    if (isKeptRead(account, event.query.queryKey)) schedule(event.query);
  });
  // Answers that came in before this started (the first week after a sign-in, while the database opened).
  cache
    .findAll({ queryKey: accountKeys(account).all })
    .filter((query) => query.state.status === 'success' && isKeptRead(account, query.queryKey))
    .forEach(schedule);
  // A page closed or sent to the background may not come back: what waits is written now.
  const onHidden = () => {
    if (document.visibilityState === 'hidden') void flush();
  };
  document.addEventListener('visibilitychange', onHidden);

  return async () => {
    unsubscribe();
    document.removeEventListener('visibilitychange', onHidden);
    await flush();
  };
}

async function writeReads(db: AccountDb | null, queryClient: QueryClient, hashes: ReadonlySet<string>): Promise<void> {
  if (!db) return;
  const { queries } = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => hashes.has(query.queryHash) && query.state.status === 'success',
  });
  if (queries.length === 0) return;
  // A full disk, or a database closed meanwhile (the account signed out or removed: its database is deleted),
  // loses only this batch: the next answer writes its read again.
  try {
    const tx = db.transaction('queries', 'readwrite');
    const puts = queries.map(({ queryHash, queryKey, state }) =>
      tx.store.put({
        hash: queryHash,
        queryKey,
        data: state.data,
        dataUpdatedAt: state.dataUpdatedAt,
        etag: tagOfData(queryHash, state.data),
      }),
    );
    await Promise.all([...puts, tx.done]);
  } catch {
    // Nothing more to do: see above.
  }
}
