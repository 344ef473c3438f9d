import 'fake-indexeddb/auto';
import { renderHook } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import { Blob as NodeBlob } from 'node:buffer';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nlWorkOrderDocuments } from '@bouwwerk/texts/nl-work-order-documents';
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

const order = { id: 7, nummer: 'WB-0007' };
const day = '2025-05-12';
const JPEG_BYTES = [0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 0xff, 0xd9];
/**
 * jsdom's Blob is not one that Node's structured clone (fake-indexeddb's) can copy: the browser's Blob is, as
 * Node's own is. So the tests use Node's Blob, as a browser would store its own.
 */
const photo = () => new NodeBlob([new Uint8Array(JPEG_BYTES)], { type: 'image/jpeg' }) as unknown as Blob;

interface Call {
  path: string;
  method: string;
  contentType: string | null;
  key: string | null;
  body: unknown;
}

let calls: Call[];
let answer: (call: Call) => Response | 'no-answer';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function fakeFetch(path: string, init: RequestInit): Promise<Response> {
  const headers = new Headers(init.headers);
  const call: Call = {
    path,
    method: init.method ?? 'GET',
    contentType: headers.get('Content-Type'),
    key: headers.get('Idempotency-Key'),
    body: init.body,
  };
  calls.push(call);
  const answered = answer(call);
  return answered === 'no-answer' ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(answered);
}

/** A page load: the modules afresh on the device's one IndexedDB. */
async function openTab() {
  vi.resetModules();
  const outbox = await import('../../src/api/outbox');
  const sender = await import('../../src/api/outbox/sender');
  const photos = await import('../../src/api/work-order-photos');
  const toasts = await import('../../src/state/toasts');
  return { ...outbox, ...sender, ...photos, toasts };
}

async function onDisk() {
  const { openDB } = await import('idb');
  const { accountDbName } = await import('../../src/api/account-db');
  const db = await openDB(accountDbName(jan));
  const items = db.objectStoreNames.contains('outbox') ? await db.getAll('outbox') : [];
  db.close();
  return items as { state: string; request: { body: unknown } }[];
}

const bytesOf = async (body: unknown) => [...new Uint8Array(await (body as Blob).arrayBuffer())];

const photoRecord = { id: 41, werkbonId: 7, takenBy: 3, takenByName: 'Jan', takenAt: '', width: 10, height: 10 };

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  globalThis.indexedDB = new IDBFactory();
  localStorage.clear();
  localStorage.setItem('passport', JSON.stringify(jan));
  calls = [];
  answer = () => json(201, photoRecord);
  vi.stubGlobal('fetch', fakeFetch);
  vi.stubGlobal('Blob', NodeBlob);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('a photo through the outbox', () => {
  it('keeps the JPEG on disk without signal and sends its bytes with its type after a reload', async () => {
    const first = await openTab();
    answer = () => 'no-answer';

    const outcome = await first.submitWrite(jan, first.photoWrite(order, photo(), day), 0);

    expect(outcome.status).toBe('queued');
    const [kept] = await onDisk();
    expect(kept!.state).toBe('pending');
    expect(kept!.request.body).toBeInstanceOf(NodeBlob);
    expect(await bytesOf(kept!.request.body)).toEqual(JPEG_BYTES);

    const reloaded = await openTab();
    calls = [];
    answer = () => json(201, photoRecord);
    await reloaded.sendOutboxNow(jan);

    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/v1/werkbon/7/photos', contentType: 'image/jpeg' });
    expect(calls[0]!.key).toBeTruthy();
    expect(await bytesOf(calls[0]!.body)).toEqual(JPEG_BYTES);
    expect(await onDisk()).toEqual([]);
  });

  it('names the order in the outbox and removes by the photo path', async () => {
    const tab = await openTab();
    expect(tab.photoWrite(order, photo(), day).shown).toEqual({
      kind: 'photo',
      date: day,
      werkbonId: 7,
      hoursDelta: 0,
      summary: nlWorkOrderDocuments.photos.outboxSummary('WB-0007'),
    });
    const removal = tab.photoRemoveWrite(order, 41, day);
    expect(removal.request).toEqual({ method: 'DELETE', path: '/v1/werkbon/7/photos/41' });
    expect(removal.shown).toMatchObject({
      kind: 'photo-remove',
      summary: nlWorkOrderDocuments.photos.removeSummary('WB-0007'),
    });
    expect(removal.change).toEqual({ kind: 'photo', orderId: 7 });
  });

  it('says once how many photos the server has', async () => {
    const tab = await openTab();
    const { result } = renderHook(() => tab.toasts.useCurrentToast());

    expect(await tab.addPhotos(jan, order, [photo(), photo()], day)).toBe(2);

    expect(calls.map((call) => call.path)).toEqual(['/v1/werkbon/7/photos', '/v1/werkbon/7/photos']);
    expect(result.current?.message).toBe(nlWorkOrderDocuments.photos.saved(2));
  });

  it("gives the server's refusal in the user's words, and keeps nothing of it", async () => {
    const tab = await openTab();
    const { result } = renderHook(() => tab.toasts.useCurrentToast());
    answer = () => json(415, { code: 'PHOTO_TYPE_UNSUPPORTED', message: 'no image' });

    expect(await tab.addPhotos(jan, order, [photo()], day)).toBe(0);

    expect(result.current).toMatchObject({ type: 'failure', message: nlWorkOrderDocuments.photos.notImage });
    expect(await onDisk()).toEqual([]);
  });

  it('maps every photo refusal code to its own text', async () => {
    const tab = await openTab();
    // The ApiError class of the tab's own modules.
    const { ApiError } = await import('../../src/lib/api-client');
    const text = (status: number, code: string) => tab.photoRefusalText(new ApiError(status, code, ''));
    expect(text(413, 'PHOTO_TOO_LARGE')).toBe(nlWorkOrderDocuments.photos.tooLarge);
    expect(text(409, 'PHOTO_LIMIT_REACHED')).toBe(nlWorkOrderDocuments.photos.limitReached(30));
    expect(text(409, 'WORK_ORDER_LOCKED')).toBe(nlWorkOrderDocuments.photos.locked);
    expect(text(403, 'NO_REGISTRATION_RIGHTS')).toBe(nlWorkOrderDocuments.photos.noRights);
    expect(text(500, 'INTERNAL')).toBe(nlWorkOrderDocuments.photos.failed);
  });
});
