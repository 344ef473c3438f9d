import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { requireAuth } from '../../src/plugins/context';
import { ABANDONED_AFTER_MS, writeAndAnswer } from '../../src/plugins/idempotency';
import { createCompany, createEmployee } from '../helpers/fixtures';
import { apiHeaders, signIn, useTestApp } from '../helpers/test-app';

/** Holds a request of the probe before its write starts, until the test lets it go. */
let held: { reached: () => void; release: Promise<void> } | null = null;

/** A write route like the later ones (POST /v1/invoer ...): it inserts a row and answers 201. */
const probeRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: { name?: string } }>(
    '/v1/test-probe',
    { onRequest: [app.authenticate], schema: { response: { 201: z.object({ id: z.number() }) } } },
    async (request, reply) => {
      const auth = requireAuth(request);
      const gate = held;
      if (gate) {
        gate.reached();
        await gate.release;
      }
      return writeAndAnswer(request, reply, 201, async (_repos, trx) => {
        const row = await trx
          .insertInto('relations')
          .values({ company_id: auth.companyId, company_name: request.body?.name ?? '' })
          .returning('id')
          .executeTakeFirstOrThrow();
        if (request.body?.name === 'crash') throw new Error('database went away');
        return { id: row.id };
      });
    },
  );
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

  it('frees the key after a server error, which wrote nothing, so the retry runs', async () => {
    const key = randomUUID();
    const failed = await post({ name: 'crash' }, key);
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toEqual({
      code: 'INTERNAL',
      message: expect.stringMatching(/^Internal server error \(request req-\w+\)$/),
    });
    const row = await ctx.database.db
      .selectFrom('idempotency_keys')
      .select('key')
      .where('key', '=', key)
      .executeTakeFirst();
    expect(row).toBeUndefined();
    expect(await countRelations('crash')).toBe(0);
  });

  it('answers 400 for a malformed key', async () => {
    const response = await post({ name: 'bad-key' }, 'x'.repeat(300));
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('BAD_IDEMPOTENCY_KEY');
    expect(await countRelations('bad-key')).toBe(0);
  });
});

describe('Idempotency-Key when the process dies during a write', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    held = null;
  });

  /** Sends a write that stops before its transaction, claim made, until `wake`. */
  async function stalledPost(body: { name: string }, key: string) {
    let reached!: () => void;
    const inHandler = new Promise<void>((resolve) => (reached = resolve));
    let wake!: () => void;
    held = { reached, release: new Promise<void>((resolve) => (wake = resolve)) };
    const answer = post(body, key);
    await inHandler;
    held = null;
    return { answer, wake };
  }

  /** The claim's attempt has been silent for longer than a write can take: as if its process died. */
  const abandon = (key: string) =>
    ctx.database.db
      .updateTable('idempotency_keys')
      .set({ created_at: new Date(Date.now() - ABANDONED_AFTER_MS - 1000) })
      .where('key', '=', key)
      .execute();

  const claimOf = (key: string) =>
    ctx.database.db.selectFrom('idempotency_keys').select('status_code').where('key', '=', key).executeTakeFirst();

  it('stores the answer with the write, so a death after the commit still replays it', async () => {
    // The process dies once the write committed: whatever is stored after it, on sending, is never stored.
    const storedOnSending = vi.spyOn(ctx.app.repos.idempotency, 'answer').mockResolvedValue(false);
    const key = randomUUID();
    const first = await post({ name: 'committed-then-died' }, key);
    expect(first.statusCode).toBe(201);
    storedOnSending.mockRestore();

    const retry = await post({ name: 'committed-then-died' }, key);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body).toBe(first.body);
    expect(await countRelations('committed-then-died')).toBe(1);
  });

  it('refuses a retry while the first attempt is young, takes an abandoned one over, and rolls back the first if it wakes', async () => {
    const key = randomUUID();
    const first = await stalledPost({ name: 'abandoned' }, key);

    const early = await post({ name: 'abandoned' }, key);
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('IDEMPOTENCY_IN_PROGRESS');

    await abandon(key);
    const retry = await post({ name: 'abandoned' }, key);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    expect(await claimOf(key)).toEqual({ status_code: 201 });

    first.wake();
    const late = await first.answer;
    expect(late.statusCode).toBe(409);
    expect(await countRelations('abandoned')).toBe(1);
    expect(await claimOf(key)).toEqual({ status_code: 201 });
    const replay = await post({ name: 'abandoned' }, key);
    expect(replay.body).toBe(retry.body);
  });

  it('does not take over an abandoned claim for a different request', async () => {
    const key = randomUUID();
    const first = await stalledPost({ name: 'abandoned-a' }, key);
    await abandon(key);
    const other = await post({ name: 'abandoned-b' }, key);
    expect(other.statusCode).toBe(422);
    first.wake();
    expect((await first.answer).statusCode).toBe(201);
    expect(await countRelations('abandoned-b')).toBe(0);
  });
});
