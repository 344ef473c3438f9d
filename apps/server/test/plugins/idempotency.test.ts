import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { z } from 'zod';
import { buildApp, type App } from '../../src/app';
import { createPostgresDatabase, type DatabaseHandle } from '../../src/db/database';
import type { Database } from '../../src/db/types';
import { conflict } from '../../src/lib/http-errors';
import { requireAuth } from '../../src/plugins/context';
import { PURGE_INTERVAL_MS, RETENTION_MS, writeAndAnswer } from '../../src/plugins/idempotency';
import { createCompany, createEmployee } from '../helpers/fixtures';
import { apiHeaders, signIn, testConfig, useTestApp } from '../helpers/test-app';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Holds a request of the probe inside its transaction, before its insert, until the test lets it go. */
let held: { reached: () => void; release: Promise<void> } | null = null;
/** Names whose next write fails after its insert, as if the database went away mid-write. */
const failOnce = new Set<string>();

/**
 * A write route like the real ones (POST /v1/invoer ...): it inserts a row and answers 201. A name that
 * starts with 'once-' is refused (409) when a row of that name exists, as a rule refuses a second week
 * submission.
 */
const probeRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: { name?: string } }>(
    '/v1/test-probe',
    {
      onRequest: [app.authenticate],
      schema: { body: z.object({ name: z.string().optional() }), response: { 201: z.object({ id: z.number() }) } },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const name = request.body?.name ?? '';
      return writeAndAnswer(request, reply, 201, async (_repos, trx) => {
        const gate = held;
        if (gate) {
          held = null;
          gate.reached();
          await gate.release;
        }
        if (name.startsWith('once-') && (await countRelations(name, trx)) > 0) {
          throw conflict(`${name} exists`, 'ALREADY_EXISTS');
        }
        const row = await trx
          .insertInto('relations')
          .values({ company_id: auth.companyId, company_name: name })
          .returning('id')
          .executeTakeFirstOrThrow();
        if (failOnce.delete(name)) throw new Error('database went away');
        return { id: row.id };
      });
    },
  );
};

const ctx = useTestApp({}, [probeRoutes]);
const people = { demo: 0, jan: 0 };
let token: string;
let colleagueToken: string;

beforeAll(async () => {
  const demo = await createCompany(ctx.database.db, { code: 'demo' });
  people.demo = demo.id;
  people.jan = (await createEmployee(ctx.database.db, { companyId: demo.id, username: 'jan' })).id;
  await createEmployee(ctx.database.db, { companyId: demo.id, username: 'piet' });
  token = await signIn(ctx.app, 'demo', 'jan');
  colleagueToken = await signIn(ctx.app, 'demo', 'piet');
});

afterEach(() => {
  held = null;
  failOnce.clear();
  vi.useRealTimers();
});

const post = (body: unknown, key?: string, bearer = token, app: App = ctx.app) =>
  app.inject({
    method: 'POST',
    url: '/v1/test-probe',
    headers: { ...apiHeaders(bearer), ...(key ? { 'idempotency-key': key } : {}) },
    payload: body as object,
  });

const countRelations = async (name: string, db: Kysely<Database> = ctx.database.db) =>
  (await db.selectFrom('relations').select('id').where('company_name', '=', name).execute()).length;

const keyRow = (key: string) =>
  ctx.database.db
    .selectFrom('idempotency_keys')
    .select(['status_code', 'response_body'])
    .where('key', '=', key)
    .executeTakeFirst();

/** Sends a write that stops inside its transaction, before its insert, until `wake`. */
async function heldPost(body: { name: string }, key: string) {
  let reached!: () => void;
  const inTransaction = new Promise<void>((resolve) => (reached = resolve));
  let wake!: () => void;
  held = { reached, release: new Promise<void>((resolve) => (wake = resolve)) };
  const answer = post(body, key);
  await inTransaction;
  return { answer, wake };
}

/** Whether the promise settles within `ms`: a request still waiting for another one does not. */
const settlesWithin = (promise: Promise<unknown>, ms: number) =>
  Promise.race([promise.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms))]);

describe('Idempotency-Key on writes', () => {
  it('answers a repeat with the first response and writes nothing more', async () => {
    const key = randomUUID();
    const first = await post({ name: 'once' }, key);
    const second = await post({ name: 'once' }, key);
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(second.statusCode).toBe(201);
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
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
    expect(other.statusCode).toBe(201);
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

  it('keeps nothing of a server error, which wrote nothing, so the retry runs for real', async () => {
    const key = randomUUID();
    failOnce.add('fails-once');
    const failed = await post({ name: 'fails-once' }, key);
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toEqual({
      code: 'INTERNAL',
      message: expect.stringMatching(/^Internal server error \(request req-\w+\)$/),
    });
    expect(await keyRow(key)).toBeUndefined();
    expect(await countRelations('fails-once')).toBe(0);

    const retry = await post({ name: 'fails-once' }, key);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    expect(await countRelations('fails-once')).toBe(1);
  });

  it('answers 400 for a malformed key', async () => {
    const response = await post({ name: 'bad-key' }, 'x'.repeat(300));
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('BAD_IDEMPOTENCY_KEY');
    expect(await countRelations('bad-key')).toBe(0);
  });
});

describe('Idempotency-Key while the first attempt is still writing', () => {
  it('makes a retry wait for the first attempt’s transaction and replay its answer', async () => {
    const key = randomUUID();
    const first = await heldPost({ name: 'waits' }, key);
    const retry = post({ name: 'waits' }, key);
    expect(await settlesWithin(retry, 300)).toBe(false);

    first.wake();
    const [firstAnswer, retryAnswer] = await Promise.all([first.answer, retry]);
    expect(firstAnswer.statusCode).toBe(201);
    expect(retryAnswer.statusCode).toBe(201);
    expect(retryAnswer.headers['idempotent-replayed']).toBe('true');
    expect(retryAnswer.body).toBe(firstAnswer.body);
    expect(await countRelations('waits')).toBe(1);
  });

  it('lets the waiting retry write when the first attempt rolls back', async () => {
    const key = randomUUID();
    failOnce.add('first-fails');
    const first = await heldPost({ name: 'first-fails' }, key);
    const retry = post({ name: 'first-fails' }, key);
    expect(await settlesWithin(retry, 300)).toBe(false);

    first.wake();
    const [firstAnswer, retryAnswer] = await Promise.all([first.answer, retry]);
    expect(firstAnswer.statusCode).toBe(500);
    expect(retryAnswer.statusCode).toBe(201);
    expect(retryAnswer.headers['idempotent-replayed']).toBeUndefined();
    expect(await countRelations('first-fails')).toBe(1);
  });

  it('writes once for many concurrent requests under one key, and each gets that answer', async () => {
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 8 }, () => post({ name: 'concurrent' }, key)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(201));
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === undefined)).toHaveLength(1);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(await countRelations('concurrent')).toBe(1);
  });
});

/** The URL of this file's PostgreSQL database, for a connection of another process. */
async function testDatabaseUrl(): Promise<string> {
  const { rows } = await sql<{ name: string }>`SELECT current_database() AS name`.execute(ctx.database.db);
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${rows[0]!.name}`;
  return url.toString();
}

// A process's one connection runs its transactions one at a time (DATABASE_POOL_SIZE 1); a retry that a
// phone sends to another process while the first attempt still writes runs beside it.
describe.skipIf(inject('dbKind') !== 'postgres')('Idempotency-Key on two server processes', () => {
  let other: { app: App; database: DatabaseHandle };

  beforeAll(async () => {
    const database = createPostgresDatabase(await testDatabaseUrl(), 1);
    const app = await buildApp({ db: database.db, config: testConfig(), extraRoutes: [probeRoutes] });
    await app.ready();
    other = { app, database };
  });

  afterAll(async () => {
    await other?.app.close();
    await other?.database.close();
  });

  /**
   * The first attempt held on this process, its retry on the other, which commits first: the retry wrote,
   * the first attempt answers with the retry's answer, and the row is there once.
   */
  async function expectRetryWroteAndFirstReplayed(name: string) {
    const key = randomUUID();
    const held = await heldPost({ name }, key);
    const retry = await post({ name }, key, token, other.app);
    held.wake();
    const first = await held.answer;
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBe('true');
    expect(first.body).toBe(retry.body);
    expect(await countRelations(name)).toBe(1);
  }

  it('rolls the slower attempt back at its answer, and it replays the one that committed', async () => {
    await expectRetryWroteAndFirstReplayed('slower');
  });

  it('answers an attempt whose work is refused because its twin committed with the twin’s answer', async () => {
    await expectRetryWroteAndFirstReplayed('once-refused');
  });

  it('still refuses an attempt whose work is refused when no write under its key committed', async () => {
    await post({ name: 'once-taken' }, randomUUID());
    const refused = await post({ name: 'once-taken' }, randomUUID(), token, other.app);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('ALREADY_EXISTS');
  });
});

// A write's key row is inserted by its transaction; a process that dies leaves it uncommitted, and
// PostgreSQL rolls it back when the connection drops. (On PGlite the process is the database: see
// test/idempotency-restart.test.ts, which kills the server.)
describe.skipIf(inject('dbKind') !== 'postgres')('Idempotency-Key when the writing process dies', () => {
  it('does not block the retry with the uncommitted key of a dead connection', async () => {
    const key = randomUUID();
    const dying = new pg.Client({ connectionString: await testDatabaseUrl() });
    dying.on('error', () => {});
    await dying.connect();
    await dying.query('BEGIN');
    await dying.query(
      `INSERT INTO idempotency_keys (company_id, employee_id, key, request_fingerprint, status_code, response_body)
       VALUES ($1, $2, $3, 'x', 201, '{}')`,
      [people.demo, people.jan, key],
    );
    const retry = post({ name: 'after-death' }, key);
    expect(await settlesWithin(retry, 300)).toBe(false);

    // The process dies: its socket closes without COMMIT, as after kill -9.
    (dying as unknown as { connection: { stream: { destroy: () => void } } }).connection.stream.destroy();
    const answer = await retry;
    expect(answer.statusCode).toBe(201);
    expect(answer.headers['idempotent-replayed']).toBeUndefined();
    expect(await countRelations('after-death')).toBe(1);
  });
});

describe('Idempotency-Key retention', () => {
  it('keeps keys 30 days: a younger one replays, an older one is purged and writes again', async () => {
    const young = randomUUID();
    const old = randomUUID();
    expect((await post({ name: 'kept-29-days' }, young)).statusCode).toBe(201);
    expect((await post({ name: 'kept-31-days' }, old)).statusCode).toBe(201);
    const age = (key: string, days: number) =>
      ctx.database.db
        .updateTable('idempotency_keys')
        .set({ created_at: new Date(Date.now() - days * DAY_MS) })
        .where('key', '=', key)
        .execute();
    await age(young, 29);
    await age(old, 31);
    expect(RETENTION_MS).toBe(30 * DAY_MS);

    // The next write after the purge interval purges on its way.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + PURGE_INTERVAL_MS + 1000);
    const replay = await post({ name: 'kept-29-days' }, young);
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(await keyRow(old)).toBeUndefined();

    const again = await post({ name: 'kept-31-days' }, old);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect(await countRelations('kept-29-days')).toBe(1);
    expect(await countRelations('kept-31-days')).toBe(2);
  });
});
