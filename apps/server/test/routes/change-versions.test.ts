import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import pg from 'pg';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { newIntegrationKey } from '../../src/lib/integration-keys';
import type { Executor } from '../../src/repositories/executor';
import { DEMO_LOGINS } from '../../src/seed/demo-seed';
import { companyId, employeeId, useDemoApp } from '../helpers/demo-refs';
import { createCompany, createEmployee } from '../helpers/fixtures';
import { statementCountingApp } from '../helpers/statement-counter';
import { apiHeaders, signIn } from '../helpers/test-app';

// The app's frequent GETs answer 304 to the ETag of an unchanged answer, and every write, in any path, makes the
// tag of what it changed a new one (migration 009's triggers; docs/decisions/014-change-versions-and-etags.md).

const ctx = useDemoApp(['jan', 'els']);
const { tokens } = ctx;
const db = () => ctx.database.db;
const ids = { demo: 0, jan: 0, els: 0, project: 0, order: 0 };
let officeKey = '';
let otherToken = '';

const WEEK = '/v3/weekoverzicht/2026-03-11';
const conditionalRoutes = () => [
  WEEK,
  `/v1/project/${ids.project}/registrations/2026-03-09`,
  `/v1/orders/${ids.order}/registrations/2026-03-09`,
  '/v1/projecten',
  `/v1/medewerker/${ids.jan}/rechten`,
];

beforeAll(async () => {
  ids.demo = await companyId(db(), 'demo');
  ids.jan = await employeeId(db(), ids.demo, 'jan');
  ids.els = await employeeId(db(), ids.demo, 'els');
  const firstOf = async (table: 'projects' | 'work_orders') =>
    (
      await db()
        .selectFrom(table)
        .select('id')
        .where('company_id', '=', ids.demo)
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id;
  ids.project = await firstOf('projects');
  ids.order = await firstOf('work_orders');
  officeKey = newIntegrationKey();
  await ctx.app.repos.integrationKeys.create(ids.demo, officeKey, 'office');
  const other = await createCompany(db(), { code: 'andere' });
  await createEmployee(db(), { companyId: other.id, username: 'piet' });
  otherToken = await signIn(ctx.app, 'andere', 'piet');
});

const get = (url: string, token = tokens.jan, etag?: string) =>
  ctx.app.inject({
    method: 'GET',
    url,
    headers: { ...apiHeaders(token), ...(etag ? { 'if-none-match': etag } : {}) },
  });

/** The route's current tag, from a full answer. */
async function tagOf(url: string, token = tokens.jan): Promise<string> {
  const response = await get(url, token);
  expect(response.statusCode, response.body).toBe(200);
  const etag = response.headers.etag;
  expect(etag).toMatch(/^W\/"[\w-]+"$/);
  return etag as string;
}

const office = (method: 'PUT' | 'POST', url: string, payload: object) =>
  ctx.app.inject({ method, url: `/integration/v1/${url}`, headers: { authorization: `Bearer ${officeKey}` }, payload });

/** Deletes jan's newest hour registration that the app still lets him delete, through the app. */
async function deleteOneOfJansHours(): Promise<void> {
  const rows = await db()
    .selectFrom('hour_registrations')
    .select('id')
    .where('employee_id', '=', ids.jan)
    .where('verkoopfactuurregel_id', '=', 0)
    .where('geblokkeerd', '=', false)
    .orderBy('id', 'desc')
    .execute();
  for (const { id } of rows) {
    const response = await ctx.app.inject({
      method: 'DELETE',
      url: `/v1/registrations/${id}`,
      headers: apiHeaders(tokens.jan),
    });
    if (response.statusCode === 204) return;
  }
  throw new Error('jan has no hour registration he may delete');
}

describe('conditional GETs of the app', () => {
  it('answers 304 without a body to the current tag, never stored, on every covered route', async () => {
    for (const url of conditionalRoutes()) {
      const full = await get(url);
      expect(full.statusCode, `${url}: ${full.body}`).toBe(200);
      expect(full.headers['cache-control'], url).toBe('no-store');
      const etag = full.headers.etag as string;
      const again = await get(url, tokens.jan, etag);
      expect(again.statusCode, url).toBe(304);
      expect(again.body, url).toBe('');
      expect(again.headers.etag, url).toBe(etag);
      expect(again.headers['cache-control'], url).toBe('no-store');
      // The strong form and a list naming it match as well (weak comparison).
      expect((await get(url, tokens.jan, etag.slice(2))).statusCode, url).toBe(304);
      expect((await get(url, tokens.jan, `W/"other", ${etag}`)).statusCode, url).toBe(304);
      expect((await get(url, tokens.jan, 'W/"stale"')).statusCode, url).toBe(200);
      // `*` would skip the route's own checks (does the project exist, is it ours): answered in full.
      expect((await get(url, tokens.jan, '*')).statusCode, url).toBe(200);
    }
  });

  it('never hands one URL or one employee the tag of another', async () => {
    const janWeek = await tagOf(WEEK);
    expect(await tagOf(WEEK, tokens.els)).not.toBe(janWeek);
    expect((await get(WEEK, tokens.els, janWeek)).statusCode).toBe(200);
    expect((await get('/v3/weekoverzicht/2026-03-18', tokens.jan, janWeek)).statusCode).toBe(200);
    // Another employee's rights stay refused, whatever tag is sent along.
    const janRights = await tagOf(`/v1/medewerker/${ids.jan}/rechten`);
    expect((await get(`/v1/medewerker/${ids.els}/rechten`, tokens.jan, janRights)).statusCode).toBe(403);
    // Another company's project is not found, also with a tag.
    const projects = await tagOf('/v1/projecten');
    expect((await get(`/v1/project/${ids.project}/registrations/2026-03-09`, otherToken, projects)).statusCode).toBe(
      404,
    );
  });

  it('asks for a valid token first: a revoked one gets 401, also with the current tag', async () => {
    const jan = DEMO_LOGINS.find((login) => login.username === 'jan')!;
    const token = await signIn(ctx.app, jan.companyCode, jan.username, jan.password);
    const tags = new Map<string, string>();
    for (const route of conditionalRoutes()) {
      tags.set(route, await tagOf(route, token));
      expect((await get(route, token, tags.get(route))).statusCode, route).toBe(304);
    }
    await ctx.app.inject({ method: 'DELETE', url: '/v1/sessions', headers: apiHeaders(token) });
    for (const [route, tag] of tags) {
      const revoked = await get(route, token, tag);
      expect(revoked.statusCode, route).toBe(401);
      expect(revoked.headers.etag).toBeUndefined();
    }
    const etag = tags.get(WEEK)!;
    expect((await get(`/v1/medewerker/${ids.jan}/rechten`, '', etag)).statusCode).toBe(401);
  });

  it('a bad date is still a 400 with a tag', async () => {
    const response = await get('/v3/weekoverzicht/2026-02-30', tokens.jan, await tagOf(WEEK));
    expect(response.statusCode).toBe(400);
    expect(response.headers.etag).toBeUndefined();
  });
});

describe('every write changes the tag of what it changed', () => {
  it('an app write: deleting his registration changes his week and day, not a colleague’s', async () => {
    const elsWeek = await tagOf(WEEK, tokens.els);
    const day = `/v1/project/${ids.project}/registrations/2026-03-09`;
    const [janWeek, janDay] = [await tagOf(WEEK), await tagOf(day)];
    // Answered from memory on PGlite (revalidation-cache.ts) until the write.
    expect((await get(WEEK, tokens.jan, janWeek)).statusCode).toBe(304);
    await deleteOneOfJansHours();
    expect((await get(WEEK, tokens.jan, janWeek)).statusCode).toBe(200);
    expect((await get(day, tokens.jan, janDay)).statusCode).toBe(200);
    expect((await get(WEEK, tokens.els, elsWeek)).statusCode).toBe(304);
  });

  it('the projects list is the company’s: one tag for its employees, kept by their own writes', async () => {
    const projects = await tagOf('/v1/projecten');
    expect(await tagOf('/v1/projecten', tokens.els)).toBe(projects);
    expect((await get('/v1/projecten', tokens.els, projects)).statusCode).toBe(304);
    // Another company's list has its own tag: jan's is no copy of it.
    expect(await tagOf('/v1/projecten', otherToken)).not.toBe(projects);
    expect((await get('/v1/projecten', otherToken, projects)).statusCode).toBe(200);
    await deleteOneOfJansHours();
    expect((await get('/v1/projecten', tokens.jan, projects)).statusCode).toBe(304);
  });

  // On PostgreSQL what is kept waits for the change listener's connection: 'another writer on PostgreSQL'.
  it.skipIf(inject('dbKind') === 'postgres')(
    'an unchanged projects list is answered from memory until a write',
    async () => {
      const projects = await tagOf('/v1/projecten');
      const { app, statements, reset } = await statementCountingApp(db());
      const revalidate = () =>
        app.inject({
          method: 'GET',
          url: '/v1/projecten',
          headers: { ...apiHeaders(tokens.jan), 'if-none-match': projects },
        });
      try {
        // The session and the company's version in one statement, then nothing until a write.
        expect((await revalidate()).statusCode).toBe(304);
        expect(statements()).toBe(1);
        reset();
        expect((await revalidate()).statusCode).toBe(304);
        expect(statements()).toBe(0);
        await deleteOneOfJansHours();
        reset();
        expect((await revalidate()).statusCode).toBe(304);
        expect(statements()).toBe(1);
      } finally {
        await app.close();
      }
    },
  );

  it('the office connector: an import of shared data changes everyone’s tags', async () => {
    const [janWeek, elsWeek, projects] = [
      await tagOf(WEEK),
      await tagOf(WEEK, tokens.els),
      await tagOf('/v1/projecten'),
    ];
    const imported = await office('PUT', 'hour-types', [{ externalId: 'U-ETAG', description: 'Nieuw', sortOrder: 9 }]);
    expect(imported.statusCode, imported.body).toBe(200);
    expect((await get(WEEK, tokens.jan, janWeek)).statusCode).toBe(200);
    expect((await get(WEEK, tokens.els, elsWeek)).statusCode).toBe(200);
    expect((await get('/v1/projecten', tokens.jan, projects)).statusCode).toBe(200);
  });

  it('the office validating a registration changes that employee’s tags', async () => {
    const hour = await db()
      .selectFrom('hour_registrations')
      .select('id')
      .where('employee_id', '=', ids.jan)
      .where('validated', '=', 0)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const [janWeek, elsWeek] = [await tagOf(WEEK), await tagOf(WEEK, tokens.els)];
    const validated = await office('POST', 'registrations/validate', {
      registrations: [{ kind: 'hours', registrationId: hour.id }],
    });
    expect(validated.statusCode, validated.body).toBe(200);
    expect(validated.json()).toMatchObject({ changed: 1 });
    expect((await get(WEEK, tokens.jan, janWeek)).statusCode).toBe(200);
    expect((await get(WEEK, tokens.els, elsWeek)).statusCode).toBe(304);
  });

  it('a write straight into the database, as the office’s own tools may make, changes the tags too', async () => {
    const janWeek = await tagOf(WEEK);
    const janRights = await tagOf(`/v1/medewerker/${ids.jan}/rechten`);
    await sql`update employees set regiewerk_aanmaken_ingeschakeld = not regiewerk_aanmaken_ingeschakeld where id = ${ids.jan}`.execute(
      db(),
    );
    expect((await get(WEEK, tokens.jan, janWeek)).statusCode).toBe(200);
    expect((await get(`/v1/medewerker/${ids.jan}/rechten`, tokens.jan, janRights)).statusCode).toBe(200);
  });

  it('another company’s writes leave the tags alone, and a failed write changes nothing', async () => {
    const janWeek = await tagOf(WEEK);
    const other = await db()
      .selectFrom('companies')
      .select('id')
      .where('code', '=', 'andere')
      .executeTakeFirstOrThrow();
    await createEmployee(db(), { companyId: other.id, username: 'kees' });
    await sql`update projects set description = description || '!' where company_id = ${other.id}`.execute(db());
    expect((await get(WEEK, tokens.jan, janWeek)).statusCode).toBe(304);
    const refused = await ctx.app.inject({
      method: 'DELETE',
      url: '/v1/registrations/2147483647',
      headers: apiHeaders(tokens.jan),
    });
    expect(refused.statusCode).toBe(404);
    expect((await get(WEEK, tokens.jan, janWeek)).statusCode).toBe(304);
  });

  it('versions only rise, also within one millisecond', async () => {
    // The row of the connection that writes (migration 009: each connection bumps its own).
    const ownVersion = async (executor: Executor) =>
      Number(
        (
          await sql<{ version: string }>`select version from change_versions
            where company_id = ${ids.demo} and employee_id = 0 and writer = pg_backend_pid()`.execute(executor)
        ).rows[0]!.version,
      );
    const seen: number[] = [];
    // Three writes in one transaction: the same clock_timestamp() millisecond more often than not.
    await db()
      .transaction()
      .execute(async (trx) => {
        for (let i = 0; i < 3; i++) {
          await sql`update projects set description = description where id = ${ids.project}`.execute(trx);
          seen.push(await ownVersion(trx));
        }
      });
    expect(seen[1]).toBeGreaterThan(seen[0]!);
    expect(seen[2]).toBeGreaterThan(seen[1]!);
  });
});

// On PostgreSQL a process keeps a revalidation's session and versions in memory too, and other writers end
// them by the notification of their commit (migration 010, change-listener.ts).
describe.skipIf(inject('dbKind') !== 'postgres')('another writer on PostgreSQL', () => {
  /** Another connection to the app's database: another server process, the office's tools. */
  async function otherConnection(): Promise<pg.Client> {
    // A builder's SELECT: raw SQL would count as a write of this process (write-gate.ts) and end what it kept.
    const { name } = await db()
      .selectNoFrom(sql<string>`current_database()`.as('name'))
      .executeTakeFirstOrThrow();
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${name}`;
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    return client;
  }

  /** Asks again with the tag until the answer is no longer 304, for at most two seconds. */
  async function revalidatedUntilChanged(url: string, token: string, etag: string): Promise<number> {
    let status = 304;
    for (let i = 0; i < 100 && status === 304; i++) {
      status = (await get(url, token, etag)).statusCode;
      if (status === 304) await sleep(20);
    }
    return status;
  }

  it('answers an unchanged week from memory: a revocation that sent no notification goes unseen', async () => {
    const jan = DEMO_LOGINS.find((login) => login.username === 'jan')!;
    const token = await signIn(ctx.app, jan.companyCode, jan.username, jan.password);
    const etag = await tagOf(WEEK, token);
    // The listener connects on first use; a revalidation after that is kept.
    expect((await get(WEEK, token, etag)).statusCode).toBe(304);
    await sleep(200);
    expect((await get(WEEK, token, etag)).statusCode).toBe(304);
    const other = await otherConnection();
    try {
      await other.query('alter table sessions disable trigger sessions_notify');
      await other.query('update sessions set revoked_at = now() where revoked_at is null and employee_id = $1', [
        ids.jan,
      ]);
      await sleep(200);
      // The database says 401; the kept revalidation still says 304: it did not ask.
      expect((await get(WEEK, token, etag)).statusCode).toBe(304);
      expect((await get(`/v1/medewerker/${ids.jan}/rechten`, token)).statusCode).toBe(401);
    } finally {
      await other.query('alter table sessions enable trigger sessions_notify');
      await other.end();
    }
    tokens.jan = await signIn(ctx.app, jan.companyCode, jan.username, jan.password);
  });

  it('a sign-out and a write through another connection end what was kept, once their commit is heard', async () => {
    const els = DEMO_LOGINS.find((login) => login.username === 'els')!;
    const token = await signIn(ctx.app, els.companyCode, els.username, els.password);
    const other = await otherConnection();
    try {
      const etag = await tagOf(WEEK, tokens.jan);
      expect((await get(WEEK, tokens.jan, etag)).statusCode).toBe(304);
      await other.query('update projects set description = description where id = $1', [ids.project]);
      expect(await revalidatedUntilChanged(WEEK, tokens.jan, etag)).toBe(200);

      const elsTag = await tagOf(WEEK, token);
      expect((await get(WEEK, token, elsTag)).statusCode).toBe(304);
      await other.query('update sessions set revoked_at = now() where revoked_at is null and employee_id = $1', [
        ids.els,
      ]);
      expect(await revalidatedUntilChanged(WEEK, token, elsTag)).toBe(401);
    } finally {
      await other.end();
    }
    tokens.els = await signIn(ctx.app, els.companyCode, els.username, els.password);
  });
});
