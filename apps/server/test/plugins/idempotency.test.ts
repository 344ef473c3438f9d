import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { requireAuth } from '../../src/plugins/context';
import { createCompany, createEmployee } from '../helpers/fixtures';
import { apiHeaders, signIn, useTestApp } from '../helpers/test-app';

/** A write route like the later ones (POST /v1/invoer ...): it inserts a row and answers 201. */
const probeRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: { name?: string } }>('/v1/test-probe', { onRequest: [app.authenticate] }, async (request, reply) => {
    const auth = requireAuth(request);
    if (request.body?.name === 'crash') throw new Error('database went away');
    const row = await app.db
      .insertInto('relations')
      .values({ company_id: auth.companyId, company_name: request.body?.name ?? '' })
      .returning('id')
      .executeTakeFirstOrThrow();
    return reply.status(201).send({ id: row.id });
  });
};

const ctx = useTestApp({}, [probeRoutes]);
let token: string;
let colleagueToken: string;

beforeAll(async () => {
  const demo = await createCompany(ctx.database.db, { code: 'demo' });
  await createEmployee(ctx.database.db, { companyId: demo.id, username: 'jan' });
  await createEmployee(ctx.database.db, { companyId: demo.id, username: 'piet' });
  token = await signIn(ctx.app, 'demo', 'jan');
  colleagueToken = await signIn(ctx.app, 'demo', 'piet');
});

const post = (body: unknown, key?: string, bearer = token) =>
  ctx.app.inject({
    method: 'POST',
    url: '/v1/test-probe',
    headers: { ...apiHeaders(bearer), ...(key ? { 'idempotency-key': key } : {}) },
    payload: body as object,
  });

const countRelations = async (name: string) =>
  (await ctx.database.db.selectFrom('relations').select('id').where('company_name', '=', name).execute()).length;

describe('Idempotency-Key on writes', () => {
  it('answers a repeat with the first response and writes nothing more', async () => {
    const key = randomUUID();
    const first = await post({ name: 'once' }, key);
    const second = await post({ name: 'once' }, key);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(await countRelations('once')).toBe(1);
  });

  it('writes again for a new key, and without a key', async () => {
    await post({ name: 'twice' }, randomUUID());
    await post({ name: 'twice' }, randomUUID());
    await post({ name: 'twice' });
    expect(await countRelations('twice')).toBe(3);
  });

  it('keeps keys apart per employee', async () => {
    const key = randomUUID();
    await post({ name: 'per-employee' }, key);
    const other = await post({ name: 'per-employee' }, key, colleagueToken);
    expect(other.headers['idempotent-replayed']).toBeUndefined();
    expect(await countRelations('per-employee')).toBe(2);
  });

  it('refuses the same key for a different request (422) and writes nothing', async () => {
    const key = randomUUID();
    await post({ name: 'first-body' }, key);
    const response = await post({ name: 'second-body' }, key);
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await countRelations('second-body')).toBe(0);
  });

  it('frees the key after a server error, so the retry runs', async () => {
    const key = randomUUID();
    const failed = await post({ name: 'crash' }, key);
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toEqual({ code: 'INTERNAL', message: 'Internal server error' });
    const row = await ctx.database.db.selectFrom('idempotency_keys').select('key').where('key', '=', key).executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it('answers 400 for a malformed key', async () => {
    const response = await post({ name: 'bad-key' }, 'x'.repeat(300));
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('BAD_IDEMPOTENCY_KEY');
    expect(await countRelations('bad-key')).toBe(0);
  });
});
