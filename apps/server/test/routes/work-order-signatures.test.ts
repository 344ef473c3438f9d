import { randomUUID } from 'node:crypto';
import type { WorkOrder } from '@bouwwerk/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { RgbImage } from '../../src/seed/png';
import { companyId, employeeId, openOrders, useDemoApp } from '../helpers/demo-refs';
import { createLockedOrders, LOCK_KINDS, type LockKind } from '../helpers/locked-orders';
import { apiHeaders } from '../helpers/test-app';

/**
 * Who may sign a work order and when (signingRefusal of @bouwwerk/domain): registration rights (kees has none:
 * 403) and an order that is not finished, done or invoiced (409, the earlier signature untouched). Every
 * signature is kept with who took it and when; the order shows the latest.
 */

const ctx = useDemoApp(['jan', 'els', 'kees', 'anna']);
const { tokens } = ctx;
const refs = { demo: 0, jan: 0, els: 0, open: 0, second: 0 };
let locked = {} as Record<LockKind, number>;
const db = () => ctx.database.db;

beforeAll(async () => {
  refs.demo = await companyId(db(), 'demo');
  refs.jan = await employeeId(db(), refs.demo, 'jan');
  refs.els = await employeeId(db(), refs.demo, 'els');
  const open = await openOrders(db(), refs.demo).select('id').limit(2).execute();
  refs.open = open[0]!.id;
  refs.second = open[1]!.id;
  locked = await createLockedOrders(db(), refs.demo);
});

/** A drawing that differs per `mark`, so two signatures are told apart by their bytes. */
function signaturePng(mark: number): string {
  const image = new RgbImage(200 + mark, 80, [255, 255, 255]);
  image.fillRect(10, 40, 100 + mark, 3, [0, 0, 0]);
  return `data:image/png;base64,${image.toPng().toString('base64')}`;
}

const sign = (id: number, image: string, token = tokens.jan, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: `/v1/werkbon/${id}/signature`,
    headers: { ...apiHeaders(token), ...headers },
    payload: { id, image },
  });
const getOrder = async (id: number, token = tokens.jan) =>
  (await ctx.app.inject({ method: 'GET', url: `/v1/werkbon/${id}`, headers: apiHeaders(token) })).json() as WorkOrder;
const history = (id: number) =>
  db()
    .selectFrom('work_order_signatures')
    .select(['id', 'signature_png', 'signed_at', 'signed_by'])
    .where('work_order_id', '=', id)
    .orderBy('id')
    .execute();
const dataUrl = (png: Uint8Array) => `data:image/png;base64,${Buffer.from(png).toString('base64')}`;

describe('signing without registration rights', () => {
  it('is refused to kees (403, {code, message}) and writes nothing', async () => {
    const before = await history(refs.second);
    const response = await sign(refs.second, signaturePng(1), tokens.kees);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 'NO_REGISTRATION_RIGHTS', message: expect.any(String) });
    expect(await history(refs.second)).toEqual(before);
    expect((await getOrder(refs.second, tokens.kees)).signature).toBeNull();
  });

  it('is refused before anything about the order is told: 403 for a locked order and for one that does not exist', async () => {
    expect((await sign(locked['done (isDone)'], signaturePng(1), tokens.kees)).statusCode).toBe(403);
    expect((await sign(2_000_000_000, signaturePng(1), tokens.kees)).statusCode).toBe(403);
  });
});

describe('signing a locked order', () => {
  it.each(LOCK_KINDS)('refuses %s with 409 and keeps the signature it had', async (kind) => {
    const id = locked[kind];
    // The signature it was closed with, taken while it was still open.
    const earlier = signaturePng(2);
    await db()
      .insertInto('work_order_signatures')
      .values({
        company_id: refs.demo,
        work_order_id: id,
        signature_png: Buffer.from(earlier.split(',')[1]!, 'base64'),
        signed_at: new Date('2026-03-02T15:00:00Z'),
        signed_by: refs.jan,
      })
      .execute();
    const before = await history(id);

    const response = await sign(id, signaturePng(3));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'WORK_ORDER_LOCKED', message: expect.any(String) });
    expect(await history(id)).toEqual(before);
    const order = await getOrder(id);
    expect(order.signature).toBe(earlier);
    expect(order.signedAt).toBe('2026-03-02T15:00:00.000Z');
  });
});

describe('signing an open order', () => {
  it('keeps every signature with who and when, and shows the latest', async () => {
    const first = signaturePng(4);
    const second = signaturePng(5);
    const one = await sign(refs.open, first, tokens.jan);
    expect(one.statusCode, one.body).toBe(200);
    expect((one.json() as WorkOrder).signature).toBe(first);
    // After more work the customer signs again, this time on els's phone.
    const two = await sign(refs.open, second, tokens.els);
    expect(two.statusCode, two.body).toBe(200);
    expect((two.json() as WorkOrder).signature).toBe(second);

    const rows = await history(refs.open);
    expect(rows.map((r) => dataUrl(r.signature_png))).toEqual([first, second]);
    expect(rows.map((r) => r.signed_by)).toEqual([refs.jan, refs.els]);
    expect(rows[1]!.signed_at.getTime()).toBeGreaterThanOrEqual(rows[0]!.signed_at.getTime());

    const order = await getOrder(refs.open);
    expect(order.signature).toBe(second);
    expect(order.signedAt).toBe(rows[1]!.signed_at.toISOString());
  });

  it('adds one signature for a retry under the same Idempotency-Key', async () => {
    const before = (await history(refs.second)).length;
    const key = randomUUID();
    const image = signaturePng(6);
    const first = await sign(refs.second, image, tokens.jan, { 'idempotency-key': key });
    const retry = await sign(refs.second, image, tokens.jan, { 'idempotency-key': key });
    expect([first.statusCode, retry.statusCode]).toEqual([200, 200]);
    expect(retry.json()).toEqual(first.json());
    expect(await history(refs.second)).toHaveLength(before + 1);
  });

  it('does not sign another company’s order (404) and writes nothing', async () => {
    const before = await history(refs.open);
    const response = await sign(refs.open, signaturePng(7), tokens.anna);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'WORK_ORDER_NOT_FOUND', message: expect.any(String) });
    expect(await history(refs.open)).toEqual(before);
  });
});
