import { formatDate, shiftDays, todayInAmsterdam, weekStart } from '@bouwwerk/domain';
import type { FastifyPluginAsync } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createCompany, createEmployee } from '../helpers/fixtures';
import { apiHeaders, signIn, useTestApp } from '../helpers/test-app';

/**
 * A write route that declares no body refuses one (400 UNEXPECTED_BODY) instead of answering as if it was not
 * there; `{}`, a body-less request and a raw body parsed by a route's own content-type parser go on.
 */

const probes: FastifyPluginAsync = async (app) => {
  app.post('/test/bodiless', async () => ({ ran: true }));
  app.delete('/test/bodiless', async () => ({ ran: true }));
  app.put('/test/with-body', { schema: { body: z.object({ a: z.number() }) } }, async (request) => request.body);
  // As the photos route: its own parser hands the bytes over as a Buffer, and no body schema.
  await app.register(async (raw) => {
    raw.addContentTypeParser('image/png', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    raw.post('/test/raw', async (request) => ({ bytes: (request.body as Buffer).length }));
  });
};

const ctx = useTestApp({}, [probes]);
let token = '';

beforeAll(async () => {
  const demo = await createCompany(ctx.database.db, { code: 'demo' });
  await createEmployee(ctx.database.db, { companyId: demo.id, username: 'jan', registratie_rechten: 1 });
  token = await signIn(ctx.app, 'demo', 'jan');
});

const api = (date: Date) => formatDate(date, 'api');
/** A past week per test, so one test's submission is not another's. */
const weekAgo = (weeks: number) => api(shiftDays(weekStart(todayInAmsterdam()), -7 * weeks));

const submitWeek = (date: string, payload?: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: `/v1/weekindiening/${date}`,
    headers: {
      ...apiHeaders(token),
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    ...(payload === undefined ? {} : { payload }),
  });
const submittedAt = async (date: string) =>
  (await ctx.app.inject({ method: 'GET', url: `/v1/weekindiening/${date}`, headers: apiHeaders(token) })).json<{
    submittedAt: string | null;
  }>().submittedAt;
const storedKeys = async () =>
  Number(
    (
      await ctx.database.db
        .selectFrom('idempotency_keys')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('POST /v1/weekindiening/{date}: a route without a body', () => {
  it.each(['{"note":"klaar"}', '{"weekStart":"2026-01-05"}', '[]', '[1]', 'null', '"klaar"', '1', 'true'])(
    'refuses the JSON body %s and submits nothing',
    async (payload) => {
      const date = weekAgo(2);
      const response = await submitWeek(date, payload);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual({ code: 'UNEXPECTED_BODY', message: expect.stringMatching(/^body: /) });
      expect(await submittedAt(date)).toBeNull();
    },
  );

  it('refuses a text body too', async () => {
    const date = weekAgo(2);
    const response = await submitWeek(date, 'klaar', { 'content-type': 'text/plain' });
    expect(response.json()).toMatchObject({ code: 'UNEXPECTED_BODY' });
    expect(await submittedAt(date)).toBeNull();
  });

  it('submits without a body, as the app sends it', async () => {
    const date = weekAgo(3);
    const response = await submitWeek(date);
    expect(response.statusCode, response.body).toBe(200);
    expect(await submittedAt(date)).not.toBeNull();
  });

  it('submits with {}, as HTTP clients that always send a body do', async () => {
    const date = weekAgo(4);
    const response = await submitWeek(date, '{}');
    expect(response.statusCode, response.body).toBe(200);
    expect(await submittedAt(date)).not.toBeNull();
  });

  it('checks the token first: without one, 401', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/v1/weekindiening/${weekAgo(2)}`,
      headers: apiHeaders(),
      payload: { note: 'klaar' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('stores no Idempotency-Key for the refusal: the same key submits once the body is gone', async () => {
    const date = weekAgo(5);
    const key = { 'idempotency-key': 'unexpected-body-retry' };
    const before = await storedKeys();
    expect((await submitWeek(date, '{"note":"klaar"}', key)).statusCode).toBe(400);
    expect(await storedKeys()).toBe(before);
    const submitted = await submitWeek(date, undefined, key);
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.headers['idempotent-replayed']).toBeUndefined();
  });
});

describe('which routes refuse a body', () => {
  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object | Buffer, type?: string) =>
    ctx.app.inject({
      method,
      url,
      headers: { ...apiHeaders(token), ...(type ? { 'content-type': type } : {}) },
      ...(payload === undefined ? {} : { payload }),
    });

  it('every write method of a route without a body schema', async () => {
    expect((await send('POST', '/test/bodiless', { a: 1 })).json()).toMatchObject({ code: 'UNEXPECTED_BODY' });
    expect((await send('DELETE', '/test/bodiless', { a: 1 })).json()).toMatchObject({ code: 'UNEXPECTED_BODY' });
    expect((await send('POST', '/test/bodiless')).json()).toEqual({ ran: true });
    expect((await send('DELETE', '/test/bodiless')).json()).toEqual({ ran: true });
  });

  it('not a route with a body schema: its schema says what is wrong', async () => {
    expect((await send('PUT', '/test/with-body', { a: 1 })).json()).toEqual({ a: 1 });
    expect((await send('PUT', '/test/with-body', { a: 'one' })).json()).toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('not a raw body that a route parsed itself (a photo)', async () => {
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    const response = await send('POST', '/test/raw', bytes, 'image/png');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ bytes: 7 });
  });
});
