import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { createPostgresDatabase } from '../../src/db/database';
import { PushWorker } from '../../src/web-push/push-worker';
import { LocalPushReceiver } from '../helpers/push-receiver';
import { importingCompany } from '../integration-api/import-client';
import { createCompany, createEmployee } from '../helpers/fixtures';
import { apiHeaders, signIn, useTestApp } from '../helpers/test-app';

const ctx = useTestApp();

const receiver = new LocalPushReceiver();
const people = { jan: { id: 0, token: '' }, piet: { id: 0, token: '' }, kees: { id: 0, token: '' } };
let companyId = 0;
let leaveTypeId = 0;

/** Monday 7 December 2026 in Amsterdam: tomorrow is Tuesday the 8th. */
const AFTER_FOUR = '2026-12-07T17:00:00+01:00';
const BEFORE_FOUR = '2026-12-07T15:59:00+01:00';
const TOMORROW = '2026-12-08';

const worker = () =>
  new PushWorker({ db: ctx.database.db, policy: 'loopback', trustedCa: receiver.cert, settleMs: 0, timeoutMs: 5_000 });

/** A change to the planning as any door makes it, in a transaction whose clock reads `at`. */
async function changePlanning<T>(at: string, change: (trx: typeof ctx.database.db) => Promise<T>): Promise<T> {
  return ctx.database.db.transaction().execute(async (trx) => {
    await sql`SELECT set_config('bouwwerk.now', ${at}, true)`.execute(trx);
    return change(trx);
  });
}

const planLeave = (employeeId: number, start: string, end = start) =>
  changePlanning(AFTER_FOUR, (trx) =>
    trx
      .insertInto('planning')
      .values({
        company_id: companyId,
        employee_id: employeeId,
        start_date: start,
        end_date: end,
        indirect_work_type_id: leaveTypeId,
      })
      .returning('id')
      .executeTakeFirstOrThrow(),
  );

const subscribe = (token: string, body: unknown) =>
  ctx.app.inject({ method: 'PUT', url: '/v1/push/subscription', headers: apiHeaders(token), payload: body as object });

const texts = () => receiver.received.map((message) => JSON.parse(message.text) as { title: string; url: string });

beforeAll(async () => {
  await receiver.start();
  const db = ctx.database.db;
  const company = await createCompany(db, { code: 'push' });
  companyId = company.id;
  for (const name of ['jan', 'piet', 'kees'] as const) {
    people[name].id = (await createEmployee(db, { companyId, username: name, registratie_rechten: 1 })).id;
    people[name].token = await signIn(ctx.app, 'push', name);
  }
  leaveTypeId = (
    await db
      .insertInto('indirect_work_types')
      .values({ company_id: companyId, omschrijving: 'Verlof' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
});

afterAll(async () => {
  await receiver.stop();
});

beforeEach(async () => {
  receiver.received.length = 0;
  receiver.statusOf.clear();
  // Subscriptions first: removing a line runs the notice rule on the real clock, which after 16:00 would
  // queue a notice for a line that covers the real tomorrow, if its employee still had a phone.
  await sql`DELETE FROM push_subscriptions`.execute(ctx.database.db);
  await sql`DELETE FROM planning`.execute(ctx.database.db);
  await sql`DELETE FROM push_notices`.execute(ctx.database.db);
});

describe('GET /v1/push/key', () => {
  it('answers the one VAPID public key, kept in the database, the same on every call', async () => {
    const first = await ctx.app.inject({ method: 'GET', url: '/v1/push/key', headers: apiHeaders(people.jan.token) });
    expect(first.statusCode, first.body).toBe(200);
    const { publicKey } = first.json() as { publicKey: string };
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    const again = await ctx.app.inject({ method: 'GET', url: '/v1/push/key', headers: apiHeaders(people.piet.token) });
    expect(again.json()).toEqual({ publicKey });
    const { rows } = await sql<{ public_key: string }>`SELECT public_key FROM push_vapid_keys`.execute(ctx.database.db);
    expect(rows).toEqual([{ public_key: publicKey }]);
  });

  it('needs a signed-in employee', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/v1/push/key', headers: apiHeaders() });
    expect(response.statusCode).toBe(401);
  });
});

describe('PUT and DELETE /v1/push/subscription', () => {
  it("keeps one subscription per phone's session, replaced when it subscribes again, removed by DELETE", async () => {
    expect((await subscribe(people.jan.token, receiver.phone('/a'))).statusCode).toBe(204);
    const again = receiver.phone('/b');
    expect((await subscribe(people.jan.token, again)).statusCode).toBe(204);
    const rows = async () =>
      (await sql<{ endpoint: string }>`SELECT endpoint FROM push_subscriptions`.execute(ctx.database.db)).rows;
    expect(await rows()).toEqual([{ endpoint: again.endpoint }]);

    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: '/v1/push/subscription',
      headers: apiHeaders(people.jan.token),
    });
    expect(removed.statusCode).toBe(204);
    expect(await rows()).toEqual([]);
  });

  it.each([
    ['an http endpoint', { ...receiver.phone('/x'), endpoint: 'http://push.example/x' }, 'endpoint'],
    [
      'an endpoint too long',
      { ...receiver.phone('/x'), endpoint: `https://push.example/${'a'.repeat(1000)}` },
      'endpoint',
    ],
    ['no endpoint', { keys: { p256dh: 'a', auth: 'b' } }, 'endpoint'],
    [
      'a key that is no P-256 key',
      { endpoint: 'https://push.example/x', keys: { p256dh: 'abc', auth: 'A'.repeat(22) } },
      'keys.p256dh',
    ],
    ['no auth secret', { endpoint: 'https://push.example/x', keys: { p256dh: 'A'.repeat(87) } }, 'keys.auth'],
    ['no keys', { endpoint: 'https://push.example/x' }, 'keys'],
  ])('refuses %s with 400 naming the field', async (_name, body, field) => {
    const response = await subscribe(people.jan.token, body);
    expect(response.statusCode, response.body).toBe(400);
    const error = response.json() as { code: string; message: string };
    expect(error.code).toEqual(expect.any(String));
    expect(error.message).toContain(field);
    expect(
      (await sql<{ n: number }>`SELECT count(*)::int AS n FROM push_subscriptions`.execute(ctx.database.db)).rows[0]!.n,
    ).toBe(0);
  });

  it('refuses a body that is no JSON object with 400', async () => {
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/v1/push/subscription',
      headers: { ...apiHeaders(people.jan.token), 'content-type': 'application/json' },
      payload: '"https://push.example/x"',
    });
    expect(response.statusCode, response.body).toBe(400);
  });
});

describe('"Planning voor morgen gewijzigd"', () => {
  it("after 16:00, a change to tomorrow's planning sends the employee's phone one notice, decrypted by it", async () => {
    await subscribe(people.jan.token, receiver.phone('/jan'));
    await planLeave(people.jan.id, TOMORROW);
    const line = await planLeave(people.jan.id, '2026-12-04', '2026-12-11');
    await changePlanning(AFTER_FOUR, (trx) =>
      trx.updateTable('planning').set({ remark: 'Eerder beginnen' }).where('id', '=', line.id).execute(),
    );

    const sent = await worker().tick();
    expect(sent).toBe(1);
    expect(receiver.received).toHaveLength(1);
    expect(receiver.received[0]!.path).toBe('/jan');
    expect(receiver.received[0]!.authorization).toMatch(/^vapid t=/);
    expect(texts()[0]).toMatchObject({ title: 'Planning voor morgen gewijzigd', url: '/weekly/overview/12-08-2026' });
    // Sent once: the next step finds nothing.
    expect(await worker().tick()).toBe(0);
    expect(receiver.received).toHaveLength(1);
  });

  it('tells both employees when a line moves from one to the other, and a later change again', async () => {
    await subscribe(people.jan.token, receiver.phone('/jan'));
    await subscribe(people.piet.token, receiver.phone('/piet'));
    const line = await changePlanning(BEFORE_FOUR, (trx) =>
      trx
        .insertInto('planning')
        .values({
          company_id: companyId,
          employee_id: people.jan.id,
          start_date: TOMORROW,
          end_date: TOMORROW,
          indirect_work_type_id: leaveTypeId,
        })
        .returning('id')
        .executeTakeFirstOrThrow(),
    );
    await changePlanning(AFTER_FOUR, (trx) =>
      trx.updateTable('planning').set({ employee_id: people.piet.id }).where('id', '=', line.id).execute(),
    );
    expect(await worker().tick()).toBe(2);
    expect(receiver.received.map((message) => message.path).sort()).toEqual(['/jan', '/piet']);

    await changePlanning(AFTER_FOUR, (trx) => trx.deleteFrom('planning').where('id', '=', line.id).execute());
    expect(await worker().tick()).toBe(1);
    expect(receiver.received.map((message) => message.path).sort()).toEqual(['/jan', '/piet', '/piet']);
  });

  it('sends nothing for a change before 16:00, for another day, or for a line saved unchanged', async () => {
    await subscribe(people.jan.token, receiver.phone('/jan'));
    const line = await changePlanning(BEFORE_FOUR, (trx) =>
      trx
        .insertInto('planning')
        .values({
          company_id: companyId,
          employee_id: people.jan.id,
          start_date: TOMORROW,
          end_date: TOMORROW,
          indirect_work_type_id: leaveTypeId,
        })
        .returning('id')
        .executeTakeFirstOrThrow(),
    );
    await planLeave(people.jan.id, '2026-12-09');
    await planLeave(people.jan.id, '2026-12-07');
    await changePlanning(AFTER_FOUR, (trx) =>
      trx.updateTable('planning').set({ remark: '' }).where('id', '=', line.id).execute(),
    );
    expect(await worker().tick()).toBe(0);
    expect(receiver.received).toEqual([]);
  });

  it('sends nothing to an employee without a subscription, nor to a phone signed out, and nothing breaks', async () => {
    await planLeave(people.kees.id, TOMORROW);
    const phone = await signIn(ctx.app, 'push', 'piet');
    await subscribe(phone, receiver.phone('/signed-out'));
    await ctx.app.inject({ method: 'DELETE', url: '/v1/sessions', headers: apiHeaders(phone) });
    await planLeave(people.piet.id, TOMORROW);
    await worker().tick();
    expect(receiver.received).toEqual([]);
    const { rows } = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM push_notices WHERE status = 'pending'`.execute(ctx.database.db);
    expect(rows[0]!.n).toBe(0);
  });

  it('lets an employee with a subscription and planning for tomorrow be deleted', async () => {
    const db = ctx.database.db;
    const gone = await createEmployee(db, { companyId, username: 'weg', registratie_rechten: 1 });
    await subscribe(await signIn(ctx.app, 'push', 'weg'), receiver.phone('/weg'));
    await changePlanning(BEFORE_FOUR, (trx) =>
      trx
        .insertInto('planning')
        .values({
          company_id: companyId,
          employee_id: gone.id,
          start_date: TOMORROW,
          end_date: TOMORROW,
          indirect_work_type_id: leaveTypeId,
        })
        .execute(),
    );
    await changePlanning(AFTER_FOUR, (trx) => trx.deleteFrom('employees').where('id', '=', gone.id).execute());
    expect(await worker().tick()).toBe(0);
    expect(receiver.received).toEqual([]);
  });

  it('removes a subscription the push service answers 410 or 404, and keeps sending to the others', async () => {
    await subscribe(people.jan.token, receiver.phone('/gone'));
    const second = await signIn(ctx.app, 'push', 'jan');
    await subscribe(second, receiver.phone('/unknown'));
    const third = await signIn(ctx.app, 'push', 'jan');
    await subscribe(third, receiver.phone('/alive'));
    receiver.statusOf.set('/gone', 410);
    receiver.statusOf.set('/unknown', 404);

    await planLeave(people.jan.id, TOMORROW);
    expect(await worker().tick()).toBe(1);
    expect(receiver.received.map((message) => message.path)).toEqual(['/alive']);
    const { rows } = await sql<{ endpoint: string }>`SELECT endpoint FROM push_subscriptions`.execute(ctx.database.db);
    expect(rows.map((row) => new URL(row.endpoint).pathname)).toEqual(['/alive']);
  });

  it('tries again later when the push service fails, without sending twice', async () => {
    await subscribe(people.jan.token, receiver.phone('/busy'));
    receiver.statusOf.set('/busy', 503);
    await planLeave(people.jan.id, TOMORROW);
    expect(await worker().tick()).toBe(0);
    const { rows } = await sql<{ status: string; attempts: number }>`SELECT status, attempts FROM push_notices`.execute(
      ctx.database.db,
    );
    expect(rows).toEqual([{ status: 'pending', attempts: 1 }]);
    // Not due yet: the retry waits.
    receiver.statusOf.delete('/busy');
    expect(await worker().tick()).toBe(0);
    await sql`UPDATE push_notices SET next_attempt_at = now()`.execute(ctx.database.db);
    expect(await worker().tick()).toBe(1);
    expect(receiver.received).toHaveLength(1);
  });

  it('sends one notice when several workers (server processes) step at once', async () => {
    await subscribe(people.jan.token, receiver.phone('/jan'));
    await planLeave(people.jan.id, TOMORROW);
    await planLeave(people.jan.id, '2026-12-06', TOMORROW);
    const sent = await Promise.all([worker().tick(), worker().tick(), worker().tick()]);
    expect(sent.reduce((a, b) => a + b, 0)).toBe(1);
    expect(receiver.received).toHaveLength(1);
  });

  // PGlite has one connection, so a session's setting reaches the import's own transaction; a pool's would not.
  it.skipIf(inject('dbKind') === 'postgres')(
    "is sent for a change by any door: the integration API's planning import",
    async () => {
      const office = await importingCompany(ctx, 'pushdoor');
      await office.put('employees', [
        { externalId: 'E-1', firstName: 'Jan', username: 'jan', password: 'Steiger-2026', registrationRights: true },
      ]);
      await office.put('indirect-types', [{ externalId: 'I-1', description: 'Verlof' }]);
      const token = await signIn(ctx.app, 'pushdoor', 'jan', 'Steiger-2026');
      await subscribe(token, receiver.phone('/door'));
      await sql`SET bouwwerk.now = ${sql.lit(AFTER_FOUR)}`.execute(ctx.database.db);
      try {
        const imported = await office.put('planning', [
          {
            externalId: 'PL-1',
            employeeExternalId: 'E-1',
            indirectTypeExternalId: 'I-1',
            startDate: TOMORROW,
            endDate: TOMORROW,
          },
        ]);
        expect(imported.statusCode, imported.body).toBe(200);
      } finally {
        await sql`RESET bouwwerk.now`.execute(ctx.database.db);
      }
      expect(await worker().tick()).toBe(1);
      expect(receiver.received.map((message) => message.path)).toEqual(['/door']);
      expect(texts()[0]!.title).toBe('Planning voor morgen gewijzigd');
    },
  );

  it.runIf(inject('dbKind') === 'postgres')(
    'is sent once by two server instances on PostgreSQL, each with its own pool',
    async () => {
      await subscribe(people.jan.token, receiver.phone('/jan'));
      await planLeave(people.jan.id, TOMORROW);
      const { rows } = await sql<{ name: string }>`SELECT current_database() AS name`.execute(ctx.database.db);
      const url = new URL(process.env.DATABASE_URL!);
      url.pathname = `/${rows[0]!.name}`;
      const other = createPostgresDatabase(url.toString(), 4);
      try {
        const second = new PushWorker({
          db: other.db,
          policy: 'loopback',
          trustedCa: receiver.cert,
          settleMs: 0,
          timeoutMs: 5_000,
        });
        const sent = await Promise.all([worker().tick(), second.tick(), worker().tick(), second.tick()]);
        expect(sent.reduce((a, b) => a + b, 0)).toBe(1);
        expect(receiver.received).toHaveLength(1);
      } finally {
        await other.close();
      }
    },
  );
});
