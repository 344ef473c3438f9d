import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PersistedQuery } from '../../src/api/account-db';

import type * as AccountDbModule from '../../src/api/account-db';
import type * as PersistedModule from '../../src/api/persisted-queries';
import type * as AccountModule from '../../src/api/persisted-queries-account';
import type * as KeysModule from '../../src/api/keys';

const jan: KeysModule.Account = { organisation: 'Demo', userID: 3 };
const anna: KeysModule.Account = { organisation: 'acme', userID: 3 };
const DAY_MS = 24 * 60 * 60 * 1000;
const WRITE_DELAY_MS = 20;

let accountDb: typeof AccountDbModule;
let persisted: typeof PersistedModule;
let accountReads: typeof AccountModule;
let keys: typeof KeysModule.accountKeys;

// Every test on an empty IndexedDB, with the modules' memory of opened databases gone too.
beforeEach(async () => {
  globalThis.indexedDB = new IDBFactory();
  vi.resetModules();
  accountDb = await import('../../src/api/account-db');
  persisted = await import('../../src/api/persisted-queries');
  accountReads = await import('../../src/api/persisted-queries-account');
  keys = (await import('../../src/api/keys')).accountKeys;
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });

/** A read answered by the "server" (a fetch, not a value put into the cache by a screen). */
const fetchRead = (client: QueryClient, queryKey: readonly unknown[], data: unknown) =>
  client.fetchQuery({ queryKey, queryFn: () => Promise.resolve(data) });

async function keptOf(account: KeysModule.Account): Promise<PersistedQuery[]> {
  const db = await accountDb.openAccountDb(account);
  return db!.getAll('queries');
}

const week = { '12-05-2025': { items: [{ type: 'project', id: 7 }] } };

describe('keepReads', () => {
  it('keeps the answers of the reads a start without a network needs, after a short wait, not the others', async () => {
    const client = newClient();
    const stop = persisted.keepReads(client, jan, WRITE_DELAY_MS);
    const jk = keys(jan);
    await fetchRead(client, jk.weekOverview(new Date(2025, 4, 12)), week);
    await fetchRead(client, jk.hourTypes(), [{ id: 1, omschrijving: 'Normaal' }]);
    await fetchRead(client, jk.rights(), { canBook: true });
    await fetchRead(client, jk.parts(4), [{ id: 9 }]);
    // The catalogue lives in device-catalogue.ts; a key outside the account's is nobody's.
    await fetchRead(client, jk.materials(), { codes: [] });
    await fetchRead(client, ['version'], { version: '1' });
    // A value a screen puts into the cache itself is not the server's answer.
    client.setQueryData(jk.projects(), [{ id: 1 }]);

    expect(await keptOf(jan)).toEqual([]);
    await sleep(WRITE_DELAY_MS * 4);
    const kept = await keptOf(jan);
    expect(kept.map((entry) => entry.queryKey.slice(3, 4)[0]).sort()).toEqual([
      'hour-types',
      'parts',
      'rights',
      'week-overview',
    ]);
    const keptWeek = kept.find((entry) => entry.queryKey[3] === 'week-overview')!;
    expect(keptWeek.data).toEqual(week);
    expect(keptWeek.hash).toBe(
      client.getQueryCache().find({ queryKey: jk.weekOverview(new Date(2025, 4, 12)) })!.queryHash,
    );
    expect(keptWeek.dataUpdatedAt).toBe(client.getQueryState(jk.weekOverview(new Date(2025, 4, 12)))!.dataUpdatedAt);
    await stop();
  });

  it('keeps the answers that came in before it started (the first week after a sign-in)', async () => {
    const client = newClient();
    await fetchRead(client, keys(jan).weekOverview(new Date(2025, 4, 12)), week);
    await fetchRead(client, keys(anna).weekOverview(new Date(2025, 4, 12)), { other: true });
    const stop = persisted.keepReads(client, jan, 60_000);
    await stop();
    expect((await keptOf(jan)).map((entry) => entry.data)).toEqual([week]);
  });

  it('writes what still waits when stopped, and nothing after', async () => {
    const client = newClient();
    const stop = persisted.keepReads(client, jan, 60_000);
    await fetchRead(client, keys(jan).projects(), [{ id: 1 }]);
    await stop();
    expect((await keptOf(jan)).map((entry) => entry.data)).toEqual([[{ id: 1 }]]);
    await fetchRead(client, keys(jan).relations(), [{ id: 2 }]);
    await sleep(WRITE_DELAY_MS * 2);
    expect(await keptOf(jan)).toHaveLength(1);
  });

  it("never writes another account's reads into the account's database", async () => {
    const client = newClient();
    const stop = persisted.keepReads(client, jan, WRITE_DELAY_MS);
    await fetchRead(client, keys(anna).projects(), [{ id: 'acme' }]);
    await fetchRead(client, keys({ organisation: 'demo', userID: 4 }).projects(), [{ id: 'kees' }]);
    await stop();
    expect(await keptOf(jan)).toEqual([]);
    expect(await keptOf(anna)).toEqual([]);
  });
});

describe('restoreKeptReads', () => {
  async function keepFor(account: KeysModule.Account, build: (client: QueryClient) => Promise<unknown>) {
    const client = newClient();
    const stop = persisted.keepReads(client, account, WRITE_DELAY_MS);
    await build(client);
    await stop();
  }

  it('puts the kept reads into a new cache as answers of their time: shown at once, asked again', async () => {
    const monday = new Date(2025, 4, 12);
    await keepFor(jan, (client) => fetchRead(client, keys(jan).weekOverview(monday), week));
    const [kept] = await keptOf(jan);

    const client = newClient();
    expect(await persisted.restoreKeptReads(client, jan)).toEqual({ restored: 1, dropped: 0 });
    expect(client.getQueryData(keys(jan).weekOverview(monday))).toEqual(week);
    const state = client.getQueryState(keys(jan).weekOverview(monday))!;
    expect(state).toMatchObject({ status: 'success', fetchStatus: 'idle', dataUpdatedAt: kept!.dataUpdatedAt });
    // Asked again on use, even though it is younger than the staleTime.
    expect(
      client
        .getQueryCache()
        .find({ queryKey: keys(jan).weekOverview(monday) })!
        .isStale(),
    ).toBe(true);
  });

  it('drops reads older than the max age from the cache and from the device', async () => {
    const db = await accountDb.openAccountDb(jan);
    const now = Date.now();
    const entry = (queryKey: readonly unknown[], age: number): PersistedQuery => ({
      hash: JSON.stringify(queryKey),
      queryKey,
      data: { age },
      dataUpdatedAt: now - age,
    });
    await db!.put('queries', entry(keys(jan).projects(), persisted.KEPT_READS_MAX_AGE_MS + 1));
    await db!.put('queries', entry(keys(jan).relations(), persisted.KEPT_READS_MAX_AGE_MS - DAY_MS));

    const client = newClient();
    expect(await persisted.restoreKeptReads(client, jan, now)).toEqual({ restored: 1, dropped: 1 });
    expect(client.getQueryData(keys(jan).projects())).toBeUndefined();
    expect(client.getQueryData(keys(jan).relations())).toEqual({ age: persisted.KEPT_READS_MAX_AGE_MS - DAY_MS });
    expect((await keptOf(jan)).map((kept) => kept.queryKey[3])).toEqual(['relations']);
  });

  it('keeps a newer answer the cache already holds', async () => {
    await keepFor(jan, (client) => fetchRead(client, keys(jan).projects(), [{ id: 'old' }]));
    const client = newClient();
    await sleep(2);
    await fetchRead(client, keys(jan).projects(), [{ id: 'new' }]);
    await persisted.restoreKeptReads(client, jan);
    expect(client.getQueryData(keys(jan).projects())).toEqual([{ id: 'new' }]);
  });

  it("restores only the account's own reads, never another account's", async () => {
    await keepFor(jan, (client) => fetchRead(client, keys(jan).projects(), [{ id: 'demo' }]));
    await keepFor(anna, (client) => fetchRead(client, keys(anna).projects(), [{ id: 'acme' }]));
    // An entry under another account's key in this database (left by a bug or another version) is not used.
    const annaDb = await accountDb.openAccountDb(anna);
    const [janKept] = await keptOf(jan);
    await annaDb!.put('queries', { ...janKept!, hash: 'stray' });

    const client = newClient();
    expect(await persisted.restoreKeptReads(client, anna)).toEqual({ restored: 1, dropped: 1 });
    expect(client.getQueryData(keys(anna).projects())).toEqual([{ id: 'acme' }]);
    expect(client.getQueryData(keys(jan).projects())).toBeUndefined();
  });
});

describe('followAccountReads', () => {
  it("restores the signed-in account's reads and, after a switch, keeps only the new account's", async () => {
    await (async () => {
      const client = newClient();
      await accountReads.followAccountReads(client, jan);
      await fetchRead(client, keys(jan).projects(), [{ id: 'demo' }]);
      await accountReads.followAccountReads(client, null);
    })();
    expect(await keptOf(jan)).toHaveLength(1);

    const client = newClient();
    await accountReads.followAccountReads(client, jan);
    expect(client.getQueryData(keys(jan).projects())).toEqual([{ id: 'demo' }]);

    // The switch: the page is reloaded in the app, but a late answer of the old account must not be kept.
    client.clear();
    await accountReads.followAccountReads(client, anna);
    expect(client.getQueryData(keys(jan).projects())).toBeUndefined();
    await fetchRead(client, keys(jan).relations(), [{ id: 'late' }]);
    await fetchRead(client, keys(anna).relations(), [{ id: 'acme' }]);
    await accountReads.followAccountReads(client, null);
    expect((await keptOf(jan)).map((kept) => kept.queryKey[3])).toEqual(['projects']);
    expect((await keptOf(anna)).map((kept) => kept.data)).toEqual([[{ id: 'acme' }]]);
  });
});
