import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PHOTO_LIMITS, type WorkOrderPhoto } from '@bouwwerk/domain';
import sharp from 'sharp';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp, type App } from '../../src/app';
import { createPostgresDatabase } from '../../src/db/database';
import type { Database } from '../../src/db/types';
import { companyId, employeeId, openOrders, useDemoApp } from '../helpers/demo-refs';
import { createLockedOrders, LOCK_KINDS, type LockKind } from '../helpers/locked-orders';
import { hostile, photoWithGps, testImage } from '../helpers/photos';
import { apiHeaders, testConfig } from '../helpers/test-app';

/**
 * Photos on a work order (docs/decisions/013-werkbon-documents.md): who may add and remove them and when (the
 * signature's rule, and only the taker removes), the limits (type 415, size 413, 30 per order 409), isolation between
 * companies (404), and that what is stored is an upright JPEG without metadata.
 */

const ctx = useDemoApp(['jan', 'els', 'kees', 'anna']);
const { tokens } = ctx;
const refs = { demo: 0, acme: 0, jan: 0, orders: [] as number[], acmeOrder: 0 };
let locked = {} as Record<LockKind, number>;
let jpeg: Buffer;
const db = () => ctx.database.db;

beforeAll(async () => {
  refs.demo = await companyId(db(), 'demo');
  refs.acme = await companyId(db(), 'acme');
  refs.jan = await employeeId(db(), refs.demo, 'jan');
  // Open orders of their own, so each group of tests starts from an order without photos.
  const {
    id: _id,
    created_at: _created,
    ...open
  } = await openOrders(db(), refs.demo).selectAll().executeTakeFirstOrThrow();
  for (let n = 0; n < 6; n += 1) {
    const copy = { ...open, nummer: `${open.nummer}-foto-${n}`, external_id: null };
    refs.orders.push((await db().insertInto('work_orders').values(copy).returning('id').executeTakeFirstOrThrow()).id);
  }
  refs.acmeOrder = (await openOrders(db(), refs.acme).select('id').executeTakeFirstOrThrow()).id;
  locked = await createLockedOrders(db(), refs.demo);
  jpeg = await testImage(640, 480, 'jpeg');
});

const order = (n: number) => refs.orders[n]!;

const upload = (id: number, body: Buffer | string, type = 'image/jpeg', token = tokens.jan, headers = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: `/v1/werkbon/${id}/photos`,
    headers: { ...apiHeaders(token), ...(type ? { 'content-type': type } : {}), ...headers },
    payload: body,
  });
const get = (url: string, token = tokens.jan) => ctx.app.inject({ method: 'GET', url, headers: apiHeaders(token) });
const remove = (id: number, photoId: number, token = tokens.jan) =>
  ctx.app.inject({ method: 'DELETE', url: `/v1/werkbon/${id}/photos/${photoId}`, headers: apiHeaders(token) });
const rows = (id: number) =>
  db()
    .selectFrom('work_order_photos')
    .select(['id', 'taken_by'])
    .where('work_order_id', '=', id)
    .orderBy('id')
    .execute();

/** Adds a photo through the route and returns it. */
async function added(id: number, token = tokens.jan): Promise<WorkOrderPhoto> {
  const response = await upload(id, jpeg, 'image/jpeg', token);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as WorkOrderPhoto;
}

/** Stores `n` photos straight in the table (the limit tests need many, and the route's work is not theirs). */
async function fill(id: number, n: number) {
  const small = await testImage(32, 24, 'jpeg');
  await db()
    .insertInto('work_order_photos')
    .values(
      Array.from({ length: n }, () => ({
        company_id: refs.demo,
        work_order_id: id,
        taken_by: refs.jan,
        width: 32,
        height: 24,
        photo_jpeg: small,
        thumbnail_jpeg: small,
        thumbnail_width: 32,
        thumbnail_height: 24,
      })),
    )
    .execute();
}

/** Waits until `n` statements of this database wait for a lock (PostgreSQL). */
async function waitersOnLocks(on: Kysely<Database>, n: number) {
  for (let tries = 0; tries < 500; tries += 1) {
    const { rows } = await sql<{ waiting: number }>`
      SELECT count(*)::int AS waiting FROM pg_stat_activity
      WHERE datname = current_database() AND wait_event_type = 'Lock'`.execute(on);
    if (rows[0]!.waiting >= n) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${n} statements never waited for a lock`);
}

describe('adding a photo', () => {
  it('stores it upright, scaled and without metadata, lists it and serves photo and thumbnail as JPEG', async () => {
    // A phone that did not scale: 3000x2000 stored sideways (EXIF orientation 6) with a GPS position.
    const sideways = await photoWithGps(3000, 2000);
    const response = await upload(order(0), sideways);
    expect(response.statusCode, response.body).toBe(201);
    const photo = response.json() as WorkOrderPhoto;
    expect(photo).toEqual({
      id: expect.any(Number),
      werkbonId: order(0),
      takenBy: refs.jan,
      takenByName: expect.stringMatching(/^Jan /),
      takenAt: expect.any(String),
      width: 1365,
      height: 2048,
    });
    expect(Date.now() - Date.parse(photo.takenAt)).toBeLessThan(60_000);

    const list = await get(`/v1/werkbon/${order(0)}/photos`, tokens.els);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([photo]);

    const full = await get(`/v1/werkbon/${order(0)}/photos/${photo.id}`);
    const thumbnail = await get(`/v1/werkbon/${order(0)}/photos/${photo.id}/thumbnail`);
    for (const [answer, width, height] of [
      [full, 1365, 2048],
      [thumbnail, 213, 320],
    ] as const) {
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('image/jpeg');
      expect(answer.headers['cache-control']).toBe('private, max-age=31536000, immutable');
      expect(String(answer.headers.vary)).toMatch(/authorization/i);
      const metadata = await sharp(answer.rawPayload).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual(['jpeg', width, height]);
      expect(metadata.exif).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
      expect(answer.rawPayload.includes('PhoneMaker')).toBe(false);
    }
  });

  it.each([
    ['image/png', 'png'],
    ['image/webp', 'webp'],
  ] as const)('takes %s and stores it as JPEG', async (type, format) => {
    const response = await upload(order(1), await testImage(400, 300, format), type);
    expect(response.statusCode, response.body).toBe(201);
    const { id } = response.json() as WorkOrderPhoto;
    const stored = await get(`/v1/werkbon/${order(1)}/photos/${id}`);
    expect((await sharp(stored.rawPayload).metadata()).format).toBe('jpeg');
  });

  it('adds one photo for a retry under the same Idempotency-Key, and refuses the key for other bytes (422)', async () => {
    const before = (await rows(order(1))).length;
    const key = randomUUID();
    const first = await upload(order(1), jpeg, 'image/jpeg', tokens.jan, { 'idempotency-key': key });
    const retry = await upload(order(1), jpeg, 'image/jpeg', tokens.jan, { 'idempotency-key': key });
    expect([first.statusCode, retry.statusCode]).toEqual([201, 201]);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect(await rows(order(1))).toHaveLength(before + 1);

    const other = await upload(order(1), await testImage(640, 480, 'jpeg'), 'image/jpeg', tokens.jan, {
      'idempotency-key': key,
    });
    expect(other.statusCode).toBe(422);
    expect(await rows(order(1))).toHaveLength(before + 1);
  });
});

describe('refused uploads', () => {
  it.each([
    ['image/gif', async () => testImage(20, 20, 'gif')],
    ['text/plain', async () => 'hello'],
    ['application/json', async () => '{"image":"data:image/jpeg;base64,AAAA"}'],
    ['', async () => jpeg],
  ])('refuses %s with 415 PHOTO_TYPE_UNSUPPORTED naming it', async (type, body) => {
    const response = await upload(order(2), await body(), type);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ code: 'PHOTO_TYPE_UNSUPPORTED', message: expect.any(String) });
    expect((response.json() as { message: string }).message).toContain(type ? `'${type}'` : 'without a Content-Type');
    expect(await rows(order(2))).toEqual([]);
  });

  it('refuses bytes that lie about being a JPEG with 415', async () => {
    for (const body of [hostile.fakeJpeg(), await testImage(50, 50, 'png'), await hostile.truncatedJpeg()]) {
      const response = await upload(order(2), body, 'image/jpeg');
      expect(response.statusCode, response.body).toBe(415);
      expect(response.json()).toEqual({ code: 'PHOTO_TYPE_UNSUPPORTED', message: expect.any(String) });
    }
    expect(await rows(order(2))).toEqual([]);
  });

  it('refuses an empty body with 400 PHOTO_EMPTY and a canvas over the pixel limit with 413', async () => {
    const empty = await upload(order(2), Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ code: 'PHOTO_EMPTY', message: expect.stringContaining('empty') });
    const bomb = await upload(order(2), await hostile.pngClaiming(60_000, 60_000), 'image/png');
    expect(bomb.statusCode).toBe(413);
    expect(bomb.json()).toEqual({ code: 'PHOTO_TOO_LARGE', message: expect.stringContaining('megapixels') });
    expect(await rows(order(2))).toEqual([]);
  });

  it('refuses a body just over 10 MB with 413 PHOTO_TOO_LARGE naming the limit', async () => {
    const over = Buffer.alloc(PHOTO_LIMITS.maxBytes + 1, 0xff);
    const response = await upload(order(2), over);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ code: 'PHOTO_TOO_LARGE', message: 'A photo may be at most 10 MB' });
    expect(await rows(order(2))).toEqual([]);
  });

  it('refuses without a token (401) before anything else', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/v1/werkbon/${order(2)}/photos`,
      headers: { ...apiHeaders(), 'content-type': 'image/gif' },
      payload: jpeg,
    });
    expect(response.statusCode).toBe(401);
    expect((await get(`/v1/werkbon/${order(2)}/photos`, '')).statusCode).toBe(401);
  });

  it('refuses kees, who has no registration rights (403), even for a locked or unknown order', async () => {
    for (const id of [order(2), locked['done (isDone)'], 2_000_000_000]) {
      const response = await upload(id, jpeg, 'image/jpeg', tokens.kees);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ code: 'NO_REGISTRATION_RIGHTS', message: expect.any(String) });
    }
    expect(await rows(order(2))).toEqual([]);
  });

  it.each(LOCK_KINDS)('refuses an order that is %s with 409 WORK_ORDER_LOCKED', async (kind) => {
    const response = await upload(locked[kind], jpeg);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'WORK_ORDER_LOCKED', message: expect.any(String) });
    expect(await rows(locked[kind])).toEqual([]);
  });

  it('refuses the 31st photo with 409 PHOTO_LIMIT_REACHED', async () => {
    await fill(order(3), PHOTO_LIMITS.perOrder - 1);
    await added(order(3));
    const response = await upload(order(3), jpeg);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'PHOTO_LIMIT_REACHED', message: expect.stringContaining('30') });
    expect(await rows(order(3))).toHaveLength(PHOTO_LIMITS.perOrder);
  });

  it('lets one of two uploads at once be the 30th and refuses the other', async () => {
    await fill(order(4), PHOTO_LIMITS.perOrder - 1);
    if (inject('dbKind') !== 'postgres') {
      // PGlite runs one transaction at a time: the two cannot overlap, and the count alone holds.
      const answers = await Promise.all([upload(order(4), jpeg), upload(order(4), jpeg, 'image/jpeg', tokens.els)]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
      expect(await rows(order(4))).toHaveLength(PHOTO_LIMITS.perOrder);
      return;
    }
    // Two server processes on one database (each has one connection), and a third connection that holds the
    // order's row until both wait for it: then both take its FOR SHARE lock at once and would count 29 together.
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${(await sql<{ name: string }>`SELECT current_database() AS name`.execute(db())).rows[0]!.name}`;
    const [second, blocker] = [createPostgresDatabase(url.toString(), 1), createPostgresDatabase(url.toString(), 2)];
    const otherProcess = await buildApp({ db: second.db, config: testConfig() });
    try {
      let answers!: Promise<Awaited<ReturnType<typeof upload>>[]>;
      await blocker.db.transaction().execute(async (trx) => {
        await trx.selectFrom('work_orders').select('id').where('id', '=', order(4)).forUpdate().execute();
        answers = Promise.all([
          upload(order(4), jpeg),
          otherProcess.inject({
            method: 'POST',
            url: `/v1/werkbon/${order(4)}/photos`,
            headers: { ...apiHeaders(tokens.els), 'content-type': 'image/jpeg' },
            payload: jpeg,
          }),
        ]);
        await waitersOnLocks(blocker.db, 2);
      });
      expect((await answers).map((a) => a.statusCode).sort()).toEqual([201, 409]);
      expect(await rows(order(4))).toHaveLength(PHOTO_LIMITS.perOrder);
    } finally {
      await otherProcess.close();
      await Promise.all([second.close(), blocker.close()]);
    }
  });
});

describe('another company', () => {
  it("does not see, add to or remove from another company's order (404), nor read its photos", async () => {
    const photo = await added(order(5));
    expect((await upload(order(5), jpeg, 'image/jpeg', tokens.anna)).json()).toEqual({
      code: 'WORK_ORDER_NOT_FOUND',
      message: expect.any(String),
    });
    expect((await get(`/v1/werkbon/${order(5)}/photos`, tokens.anna)).statusCode).toBe(404);
    for (const path of ['', '/thumbnail']) {
      const answer = await get(`/v1/werkbon/${order(5)}/photos/${photo.id}${path}`, tokens.anna);
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ code: 'PHOTO_NOT_FOUND', message: expect.any(String) });
    }
    expect((await remove(order(5), photo.id, tokens.anna)).statusCode).toBe(404);
    expect(await rows(order(5))).toHaveLength(1);
  });

  it("does not serve a photo through another order's address (404)", async () => {
    const photo = (await rows(order(5)))[0]!;
    expect((await get(`/v1/werkbon/${order(0)}/photos/${photo.id}`)).statusCode).toBe(404);
    expect((await get(`/v1/werkbon/${refs.acmeOrder}/photos/${photo.id}`, tokens.anna)).statusCode).toBe(404);
    expect((await remove(order(0), photo.id)).statusCode).toBe(404);
  });
});

describe('removing a photo', () => {
  it('is done by the employee who took it (204), and a repeat gets 404', async () => {
    const photo = await added(order(1), tokens.els);
    const response = await remove(order(1), photo.id, tokens.els);
    expect(response.statusCode).toBe(204);
    expect((await rows(order(1))).map((r) => r.id)).not.toContain(photo.id);
    const again = await remove(order(1), photo.id, tokens.els);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ code: 'PHOTO_NOT_FOUND', message: expect.any(String) });
  });

  it('is refused to another employee (403 PHOTO_NOT_YOURS) and to kees (403 NO_REGISTRATION_RIGHTS)', async () => {
    const photo = await added(order(1), tokens.els);
    const byJan = await remove(order(1), photo.id, tokens.jan);
    expect(byJan.statusCode).toBe(403);
    expect(byJan.json()).toEqual({ code: 'PHOTO_NOT_YOURS', message: expect.any(String) });
    const byKees = await remove(order(1), photo.id, tokens.kees);
    expect(byKees.json()).toEqual({ code: 'NO_REGISTRATION_RIGHTS', message: expect.any(String) });
    expect((await rows(order(1))).map((r) => r.id)).toContain(photo.id);
  });

  it('is refused once the order is locked (409), and the photo stays', async () => {
    const photo = await added(order(1));
    await db().updateTable('work_orders').set({ is_done: true }).where('id', '=', order(1)).execute();
    try {
      const response = await remove(order(1), photo.id);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ code: 'WORK_ORDER_LOCKED', message: expect.any(String) });
      expect((await get(`/v1/werkbon/${order(1)}/photos/${photo.id}`)).statusCode).toBe(200);
    } finally {
      await db().updateTable('work_orders').set({ is_done: false }).where('id', '=', order(1)).execute();
    }
  });
});

describe('a body sent in chunks, without a Content-Length', () => {
  let app: App;
  let port: number;
  beforeAll(async () => {
    app = await buildApp({ db: db(), config: testConfig() });
    await app.listen({ host: '127.0.0.1', port: 0 });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(async () => app?.close());

  /** Sends `total` bytes in 1 MB chunks (Transfer-Encoding: chunked) and reads the answer. */
  const chunked = (total: number) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: `/v1/werkbon/${order(2)}/photos`,
          headers: { ...apiHeaders(tokens.jan), 'content-type': 'image/jpeg', 'transfer-encoding': 'chunked' },
        },
        (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode!, body }));
        },
      );
      // The server answers and closes as soon as the limit is passed; what is still being sent then is cut off.
      request.on('error', reject);
      const chunk = Buffer.alloc(1024 * 1024, 0xff);
      let sent = 0;
      const next = () => {
        while (sent < total) {
          const piece = chunk.subarray(0, Math.min(chunk.length, total - sent));
          sent += piece.length;
          if (!request.write(piece)) return void request.once('drain', next);
        }
        request.end();
      };
      next();
    });

  it('is stopped past 10 MB with 413 PHOTO_TOO_LARGE, and one within it is read', async () => {
    const over = await chunked(PHOTO_LIMITS.maxBytes + 1024 * 1024);
    expect(over.status).toBe(413);
    expect(JSON.parse(over.body)).toEqual({ code: 'PHOTO_TOO_LARGE', message: 'A photo may be at most 10 MB' });
    // Within the limit the bytes reach sharp (which finds no JPEG in them): the limit is the parser's, not a guess.
    const within = await chunked(2 * 1024 * 1024);
    expect(within.status).toBe(415);
    expect(await rows(order(2))).toEqual([]);
  });
});

describe('an order the office removed', () => {
  it('shows, takes and removes no photos (404), and cannot be signed (404)', async () => {
    const {
      id: _id,
      created_at: _created,
      ...fields
    } = await db().selectFrom('work_orders').selectAll().where('id', '=', order(0)).executeTakeFirstOrThrow();
    const copy = { ...fields, nummer: `${fields.nummer}-weg`, external_id: null };
    const id = (await db().insertInto('work_orders').values(copy).returning('id').executeTakeFirstOrThrow()).id;
    const photo = await added(id);
    await db().updateTable('work_orders').set({ deleted_at: new Date() }).where('id', '=', id).execute();

    for (const url of [`/v1/werkbon/${id}/photos`, `/v1/werkbon/${id}/photos/${photo.id}`]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
    expect((await get(`/v1/werkbon/${id}/photos/${photo.id}/thumbnail`)).statusCode).toBe(404);
    expect((await upload(id, jpeg)).statusCode).toBe(404);
    expect((await remove(id, photo.id)).statusCode).toBe(404);
    const png = (await testImage(40, 20, 'png')).toString('base64');
    const signing = await ctx.app.inject({
      method: 'POST',
      url: `/v1/werkbon/${id}/signature`,
      headers: apiHeaders(tokens.jan),
      payload: { id, image: png, signerName: 'Fam. de Vries' },
    });
    expect(signing.statusCode, signing.body).toBe(404);
    expect(await rows(id)).toHaveLength(1);
  });
});
