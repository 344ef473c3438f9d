import 'fake-indexeddb/auto';
import { renderHook } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OutboxShown, OutboxWrite } from '../../src/api/outbox';
import { passportFromSession } from '../../src/state/passport-from-session';

const jan = passportFromSession(
  {
    bedrijfsnaam: 'Demo Bouw BV',
    logoExt: 'png',
    contactpersoonId: 3,
    authToken: 'token-jan',
    naam: 'Jan',
    achternaam: '',
  },
  { organisation: 'demo', username: 'jan', rememberMe: true },
);

const shown: OutboxShown = { kind: 'hours', date: '2025-05-12', projectId: 1, hoursDelta: 2, summary: '2:00 uur' };
const hours = (n: number): OutboxWrite => ({
  request: { method: 'POST', path: '/v1/invoer', body: { n } },
  change: { kind: 'booking' },
  shown,
});

/** One request the fetch double got. */
interface Call {
  path: string;
  method: string;
  key: string | null;
  token: string | null;
  body: unknown;
}

type Answer = Response | 'no-answer' | Promise<Response>;

/** The server as the fetch double plays it: `answer` decides per call; every call is recorded. */
let calls: Call[];
let answer: (call: Call) => Answer;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function fakeFetch(path: string, init: RequestInit): Promise<Response> {
  const headers = new Headers(init.headers);
  const call: Call = {
    path,
    method: init.method ?? 'GET',
    key: headers.get('Idempotency-Key'),
    token: headers.get('Authorization'),
    body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
  };
  calls.push(call);
  const answered = answer(call);
  return answered === 'no-answer' ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(answered);
}

/**
 * A tab of the app: the modules loaded afresh, as a page load does, on the device's one IndexedDB (and
 * localStorage). Two calls are two tabs; a call after another is a reload.
 */
async function openTab() {
  vi.resetModules();
  const outbox = await import('../../src/api/outbox');
  const sender = await import('../../src/api/outbox/sender');
  const store = await import('../../src/api/outbox/store');
  return { ...outbox, ...sender, ...store };
}

/** The outbox as a separate connection sees it: what is on disk, not what a tab holds in memory. */
async function onDisk() {
  const { openDB } = await import('idb');
  const { accountDbName } = await import('../../src/api/account-db');
  const db = await openDB(accountDbName(jan));
  const items = db.objectStoreNames.contains('outbox') ? await db.getAll('outbox') : [];
  db.close();
  return items as { seq: number; key: string; state: string; refusal: unknown; attempts: number }[];
}

const sentBodies = () => calls.map((call) => call.body);

// The first tab pays for transforming the modules; on a busy machine that alone took a test's 5 s.
beforeAll(async () => {
  await openTab();
});

beforeEach(() => {
  // Timers that only this test advances: a backoff retry a tab of an earlier test scheduled never fires here.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  // A fresh device for every test.
  globalThis.indexedDB = new IDBFactory();
  localStorage.clear();
  localStorage.setItem('passport', JSON.stringify(jan));
  calls = [];
  answer = () => json(200, { ok: true });
  vi.stubGlobal('fetch', fakeFetch);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'locks');
});

describe('the outbox', () => {
  it('stores the write before it sends it, and sends it with its UUIDv7 key', async () => {
    const tab = await openTab();
    let keptWhenSent: unknown[] = [];
    answer = () => json(200, { ok: true });
    const fetchSpy = vi.fn(async (path: string, init: RequestInit) => {
      keptWhenSent = await onDisk();
      return fakeFetch(path, init);
    });
    vi.stubGlobal('fetch', fetchSpy);

    const outcome = await tab.submitWrite(jan, hours(1));

    expect(outcome.status).toBe('sent');
    expect(keptWhenSent).toHaveLength(1);
    expect(calls[0]!.key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(calls[0]!.key).toBe((keptWhenSent[0] as { key: string }).key);
    expect(calls[0]!.token).toBe('Bearer token-jan');
    expect(await onDisk()).toEqual([]);
  });

  it('says queued only once the write is on disk, and keeps it when no answer comes', async () => {
    const tab = await openTab();
    answer = () => 'no-answer';

    const outcome = await tab.submitWrite(jan, hours(1));

    expect(outcome.status).toBe('queued');
    expect(await onDisk()).toMatchObject([{ state: 'pending', attempts: 1 }]);
  });

  it('sends in the order the writes were made, each once', async () => {
    const tab = await openTab();
    answer = () => 'no-answer';
    for (const n of [1, 2, 3]) await tab.submitWrite(jan, hours(n), 0);
    calls = [];
    answer = () => json(200, {});

    await tab.sendOutbox(jan);

    expect(sentBodies()).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    expect(new Set(calls.map((call) => call.key)).size).toBe(3);
    expect(await onDisk()).toEqual([]);
  });

  it('stops the round at the first write without an answer: the later ones do not overtake it', async () => {
    const tab = await openTab();
    answer = () => 'no-answer';
    for (const n of [1, 2]) await tab.enqueue(jan, hours(n));

    await tab.sendOutbox(jan);

    expect(sentBodies()).toEqual([{ n: 1 }]);
    expect(await onDisk()).toMatchObject([
      { state: 'pending', attempts: 1 },
      { state: 'pending', attempts: 0 },
    ]);
  });

  it('keeps a refused write with the server reason, and sends the ones after it', async () => {
    const tab = await openTab();
    for (const n of [1, 2, 3]) await tab.enqueue(jan, hours(n));
    answer = (call) =>
      (call.body as { n: number }).n === 2
        ? json(409, { code: 'LOCKED', message: 'De registratie is vergrendeld' })
        : json(200, {});

    await tab.sendOutbox(jan);

    expect(sentBodies()).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    expect(await onDisk()).toMatchObject([
      { state: 'refused', refusal: { status: 409, code: 'LOCKED', message: 'De registratie is vergrendeld' } },
    ]);
    // Refused items are not sent again until the user resends them.
    calls = [];
    await tab.sendOutbox(jan);
    expect(calls).toEqual([]);
  });

  it('hands a refusal back to the form and removes the write: the form keeps the input', async () => {
    const tab = await openTab();
    answer = () => json(400, { code: 'VALIDATION', message: 'Ongeldig aantal' });

    const outcome = await tab.submitWrite(jan, hours(1));

    expect(outcome).toMatchObject({ status: 'refused', error: { status: 400, code: 'VALIDATION' } });
    expect(await onDisk()).toEqual([]);
  });

  it('resends a refused write with a new key, corrected', async () => {
    const tab = await openTab();
    await tab.enqueue(jan, hours(1));
    answer = () => json(409, { code: 'LOCKED', message: 'Vergrendeld' });
    await tab.sendOutbox(jan);
    const [refused] = await onDisk();
    answer = () => json(200, {});

    await tab.resendOutboxItem(refused!.seq, { request: { ...hours(2).request }, shown });
    await tab.sendOutbox(jan);

    expect(sentBodies()).toEqual([{ n: 1 }, { n: 2 }]);
    expect(calls[1]!.key).not.toBe(calls[0]!.key);
    expect(await onDisk()).toEqual([]);
  });

  it('counts a retried DELETE that finds the row gone as sent', async () => {
    const tab = await openTab();
    answer = () => json(404, { code: 'NOT_FOUND', message: 'Niet gevonden' });

    const outcome = await tab.submitWrite(jan, {
      request: { method: 'DELETE', path: '/v1/registrations/5' },
      change: { kind: 'booking' },
      shown: { ...shown, kind: 'delete', hoursDelta: -2, registration: { kind: 'hour', id: 5 } },
    });

    expect(outcome.status).toBe('sent');
    expect(calls[0]).toMatchObject({ method: 'DELETE', path: '/v1/registrations/5' });
    expect(calls[0]!.key).toBeTruthy();
    expect(await onDisk()).toEqual([]);
  });

  it('keeps the writes pending on a 401 and sends nothing more until a new sign-in', async () => {
    const tab = await openTab();
    for (const n of [1, 2]) await tab.enqueue(jan, hours(n));
    answer = () => json(401, { code: 'UNAUTHORIZED', message: 'Sessie verlopen' });

    await tab.sendOutbox(jan);
    await tab.sendOutbox(jan);

    expect(calls).toHaveLength(1);
    expect(await onDisk()).toMatchObject([{ state: 'pending' }, { state: 'pending' }]);
  });

  it('does not send another saved account’s writes with the signed-in token', async () => {
    const tab = await openTab();
    const piet = { ...jan, userID: 4, accessToken: 'token-piet' };
    await tab.enqueue(piet, hours(1));

    await tab.sendOutbox(piet);

    expect(calls).toEqual([]);
    expect(await tab.countOutboxItems(piet)).toBe(1);
    expect(await tab.countOutboxItems(jan)).toBe(0);
  });

  it('keeps the writes across a reload and sends them once from the new page', async () => {
    const first = await openTab();
    answer = () => 'no-answer';
    expect((await first.submitWrite(jan, hours(1))).status).toBe('queued');

    const reloaded = await openTab();
    expect(await reloaded.readItems(jan)).toMatchObject([{ state: 'pending', request: { body: { n: 1 } } }]);
    calls = [];
    answer = () => json(200, {});
    await reloaded.sendOutbox(jan);

    expect(sentBodies()).toEqual([{ n: 1 }]);
    expect(await onDisk()).toEqual([]);
  });

  it('sends each write once when two tabs send at the same time (one lock per account)', async () => {
    installLocks();
    const first = await openTab();
    const second = await openTab();
    for (const n of [1, 2, 3]) await first.enqueue(jan, hours(n));
    // Slow answers: without the lock both tabs would find the same pending write and send it.
    answer = () => new Promise((resolve) => setImmediate(() => resolve(json(200, {}))));

    await Promise.all([first.sendOutbox(jan), second.sendOutbox(jan)]);

    expect(sentBodies()).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    expect(await onDisk()).toEqual([]);
  });

  it("says 'Verstuurd' once for the writes sent after their form said they would be sent later", async () => {
    const tab = await openTab();
    const { useCurrentToast } = await import('../../src/state/toasts');
    const toast = renderHook(() => useCurrentToast());
    answer = () => 'no-answer';
    for (const n of [1, 2]) expect((await tab.submitWrite(jan, hours(n), 0)).status).toBe('queued');
    expect(toast.result.current).toBeNull();

    answer = () => json(200, {});
    await tab.sendOutboxNow(jan);
    await vi.advanceTimersByTimeAsync(1_000);

    expect(sentBodies().slice(-2)).toEqual([{ n: 1 }, { n: 2 }]);
    expect(toast.result.current).toMatchObject({ type: 'success', message: 'Verstuurd' });
    toast.unmount();
  });

  it("leaves a write sent while the form waits to the form's own message", async () => {
    const tab = await openTab();
    const { useCurrentToast } = await import('../../src/state/toasts');
    const toast = renderHook(() => useCurrentToast());

    expect((await tab.submitWrite(jan, hours(1))).status).toBe('sent');
    await vi.advanceTimersByTimeAsync(1_000);

    expect(toast.result.current).toBeNull();
    toast.unmount();
  });

  it('retries on a growing backoff without an answer', async () => {
    const tab = await openTab();
    vi.spyOn(Math, 'random').mockReturnValue(1);
    await tab.enqueue(jan, hours(1));
    answer = () => 'no-answer';

    await tab.sendOutbox(jan);
    expect(calls).toHaveLength(1);
    // The first retry after BACKOFF_BASE_MS, the second after twice that.
    await vi.advanceTimersByTimeAsync(tab.BACKOFF_BASE_MS - 1);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    await vi.advanceTimersByTimeAsync(2 * tab.BACKOFF_BASE_MS - 1);
    expect(calls).toHaveLength(2);
    answer = () => json(200, {});
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(calls).toHaveLength(3));
    await vi.waitFor(async () => expect(await onDisk()).toEqual([]));
  });
});

describe('backoffDelay', () => {
  it('grows, is capped, and is spread by jitter', async () => {
    const { backoffDelay, BACKOFF_BASE_MS, BACKOFF_CAP_MS } = await import('../../src/api/outbox/sender');
    const top = () => 1;
    expect([1, 2, 3].map((n) => backoffDelay(n, top))).toEqual([
      BACKOFF_BASE_MS,
      2 * BACKOFF_BASE_MS,
      4 * BACKOFF_BASE_MS,
    ]);
    expect(backoffDelay(30, top)).toBe(BACKOFF_CAP_MS);
    expect(backoffDelay(1, () => 0)).toBe(BACKOFF_BASE_MS / 2);
  });
});

/** navigator.locks as the browser has it, for the tabs of one test: a lock is held by one callback at a time. */
function installLocks() {
  const held = new Map<string, Promise<unknown>>();
  const locks = {
    request(name: string, callback: () => Promise<unknown>) {
      const before = held.get(name) ?? Promise.resolve();
      const run = before.then(() => callback());
      held.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    },
  };
  Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
}
