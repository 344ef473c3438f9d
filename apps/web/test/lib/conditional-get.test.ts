import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ConditionalModule from '../../src/lib/conditional-get';
import type * as PersistedModule from '../../src/api/persisted-queries';
import type * as KeysModule from '../../src/api/keys';

const jan: KeysModule.Account = { organisation: 'Demo', userID: 3 };

let conditional: typeof ConditionalModule;
let persisted: typeof PersistedModule;
let keys: typeof KeysModule.accountKeys;

/** A server that tags its one answer by version and answers 304 to the current tag, as the real one does. */
function taggingServer(initial: unknown) {
  const state = { version: 1, body: initial, asked: [] as Array<string | null> };
  const fetch = vi.fn(async (_path: string, init: RequestInit) => {
    const sent = new Headers(init.headers).get('If-None-Match');
    state.asked.push(sent);
    const tag = `W/"v${state.version}"`;
    if (sent === tag) return new Response(null, { status: 304, headers: { ETag: tag } });
    return new Response(JSON.stringify(state.body), {
      status: 200,
      headers: { ETag: tag, 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return {
    state,
    change(body: unknown) {
      state.version++;
      state.body = body;
    },
  };
}

beforeEach(async () => {
  globalThis.indexedDB = new IDBFactory();
  vi.resetModules();
  conditional = await import('../../src/lib/conditional-get');
  persisted = await import('../../src/api/persisted-queries');
  keys = (await import('../../src/api/keys')).accountKeys;
});
afterEach(() => vi.unstubAllGlobals());

const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 0 } } });
const weekKey = () => keys(jan).weekOverview(new Date(2026, 2, 9));
const read = <T>(client: QueryClient, toData?: (answer: never) => T) =>
  client.fetchQuery({
    queryKey: weekKey(),
    queryFn: (context) => conditional.conditionalGet('/v3/weekoverzicht/2026-03-09', context, toData),
  });

describe('conditionalGet', () => {
  it('asks again with the tag of its answer and keeps its data on a 304', async () => {
    const server = taggingServer({ days: 1 });
    const client = newClient();
    const first = await read(client);
    const second = await read(client);
    expect(server.state.asked).toEqual([null, 'W/"v1"']);
    expect(second).toBe(first);

    server.change({ days: 2 });
    expect(await read(client)).toEqual({ days: 2 });
    expect(await read(client)).toEqual({ days: 2 });
    expect(server.state.asked).toEqual([null, 'W/"v1"', 'W/"v1"', 'W/"v2"']);
  });

  it('keeps the query’s data, not the raw answer, when the query turns the answer into something else', async () => {
    taggingServer({ days: 1 });
    const client = newClient();
    const toData = (answer: { days: number }) => ({ count: answer.days * 10 });
    expect(await read(client, toData as never)).toEqual({ count: 10 });
    expect(await read(client, toData as never)).toEqual({ count: 10 });
  });

  it('forgets the tag with the query: after a sign-out the first question is a full one', async () => {
    const server = taggingServer({ days: 1 });
    const client = newClient();
    await read(client);
    client.clear();
    await read(client);
    expect(server.state.asked).toEqual([null, null]);
  });

  it('after the device’s own write asks the reads it changed without their tags, the others with', async () => {
    const server = taggingServer({ days: 1 });
    const client = newClient();
    await read(client);
    const rights = () =>
      client.fetchQuery({
        queryKey: keys(jan).rights(),
        queryFn: (context) => conditional.conditionalGet('/v1/medewerker/3/rechten', context),
      });
    await rights();
    const { onBookingChanged } = await import('../../src/api/on-booking-changed');
    await onBookingChanged(client, jan, { kind: 'booking' });
    server.state.asked.length = 0;
    await read(client);
    await rights();
    // A server process that has not yet heard of the booking's commit could have answered the tag with 304.
    expect(server.state.asked).toEqual([null, 'W/"v1"']);
  });

  it('tells the data’s tag only while the data is still that answer', async () => {
    taggingServer({ days: 1 });
    const client = newClient();
    const data = await read(client);
    const hash = client.getQueryCache().find({ queryKey: weekKey() })!.queryHash;
    expect(conditional.tagOfData(hash, data)).toBe('W/"v1"');
    expect(conditional.tagOfData(hash, { days: 1 })).toBe('W/"v1"');
    expect(conditional.tagOfData(hash, { days: 3 })).toBeUndefined();
  });
});

describe('tags kept on the device', () => {
  it('a start asks with the tag of the kept read, and the server’s 304 keeps it', async () => {
    const server = taggingServer({ days: 1 });
    const before = newClient();
    const stop = persisted.keepReads(before, jan, 10);
    await read(before);
    await stop();

    // A new start: a new page with the same IndexedDB.
    vi.resetModules();
    conditional = await import('../../src/lib/conditional-get');
    persisted = await import('../../src/api/persisted-queries');
    const after = newClient();
    expect(await persisted.restoreKeptReads(after, jan)).toMatchObject({ restored: 1 });
    expect(await read(after)).toEqual({ days: 1 });
    expect(server.state.asked).toEqual([null, 'W/"v1"']);
  });

  it('a read a screen changed after the answer is kept without a tag', async () => {
    const server = taggingServer({ days: 1 });
    const before = newClient();
    const stop = persisted.keepReads(before, jan, 10);
    await read(before);
    before.setQueryData(weekKey(), { days: 5 });
    await stop();

    vi.resetModules();
    conditional = await import('../../src/lib/conditional-get');
    persisted = await import('../../src/api/persisted-queries');
    const after = newClient();
    await persisted.restoreKeptReads(after, jan);
    await read(after);
    expect(server.state.asked).toEqual([null, null]);
  });
});
