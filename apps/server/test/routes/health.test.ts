import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Kysely, PostgresDialect, sql, type KyselyPlugin } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp, type App } from '../../src/app';
import { createPostgresDatabase, type DatabaseHandle } from '../../src/db/database';
import type { Database } from '../../src/db/types';
import { READY_CACHE_MS, READY_TIMEOUT_MS } from '../../src/routes/health';
import { testConfig, useTestApp } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-database';

const ctx = useTestApp();
const PROBES = ['/healthz', '/readyz'];

/** An app of its own on `db`, its log lines collected, closed with its database after the test. */
const opened: Array<{ app: App; database?: DatabaseHandle }> = [];
async function appOn(db: Kysely<Database>, database?: DatabaseHandle) {
  const lines: string[] = [];
  const app = await buildApp({
    db,
    config: testConfig(),
    logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
  });
  opened.push({ app, database });
  return { app, log: () => lines.join('') };
}
afterEach(async () => {
  vi.useRealTimers();
  for (const { app, database } of opened.splice(0)) {
    await app.close();
    await database?.close();
  }
});

const UNAVAILABLE = { status: 'unavailable' };

describe('GET /healthz and /readyz', () => {
  it.each(PROBES)('%s answers 200 {"status":"ok"} without an application key or token, never cached', async (url) => {
    const response = await ctx.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
    // The security headers plugin applies as to every answer.
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it.each(PROBES)('%s answers HEAD with 200 and no body', async (url) => {
    const response = await ctx.app.inject({ method: 'HEAD', url });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('is answered by the server, not by the web app shell, when a web app is built', async () => {
    const webDist = mkdtempSync(path.join(tmpdir(), 'bouwwerk-health-dist-'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><html><body>shell</body></html>');
    const app = await buildApp({ db: ctx.database.db, config: testConfig({ webDist }) });
    opened.push({ app });
    for (const url of PROBES) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ status: 'ok' });
    }
    // The check itself: a path the server does not know does get the shell.
    expect((await app.inject({ method: 'GET', url: '/healthzz' })).body).toContain('shell');
  });

  it('shares one database check among a storm of probes', async () => {
    let statements = 0;
    const counting: KyselyPlugin = {
      transformQuery: (args) => {
        statements++;
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    const { app } = await appOn(ctx.database.db.withPlugin(counting));
    const first = await Promise.all(Array.from({ length: 25 }, () => app.inject({ method: 'GET', url: '/readyz' })));
    expect(first.map((r) => r.statusCode)).toEqual(Array(25).fill(200));
    // The migrations' check: two statements, once.
    expect(statements).toBe(2);
    await Promise.all(Array.from({ length: 25 }, () => app.inject({ method: 'GET', url: '/readyz' })));
    expect(statements).toBe(2);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + READY_CACHE_MS + 1);
    await Promise.all(Array.from({ length: 25 }, () => app.inject({ method: 'GET', url: '/readyz' })));
    // Later checks only ask whether the database answers.
    expect(statements).toBe(3);
  });
});

describe('GET /readyz when the server cannot serve', () => {
  it('answers 503 without details when the database is unreachable, and logs why; /healthz stays 200', async () => {
    // Nothing listens on port 1: every connection is refused.
    const unreachable = createPostgresDatabase('postgres://postgres@127.0.0.1:1/bouwwerk', 1);
    const { app, log } = await appOn(unreachable.db, unreachable);
    const response = await app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual(UNAVAILABLE);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|postgres/i);
    expect(log()).toMatch(/not ready: .*ECONNREFUSED/);
    expect((await app.inject({ method: 'HEAD', url: '/readyz' })).statusCode).toBe(503);
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  it('answers 503 once the database kept it waiting for READY_TIMEOUT_MS', async () => {
    // A pool whose every connection hangs, as behind a dropped network path or a pool exhausted by others.
    const hanging = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: { connect: () => new Promise(() => {}), end: async () => {} } }),
    });
    const { app, log } = await appOn(hanging);
    const started = Date.now();
    const response = await app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(Date.now() - started).toBeGreaterThanOrEqual(READY_TIMEOUT_MS - 50);
    expect(Date.now() - started).toBeLessThan(READY_TIMEOUT_MS + 1000);
    expect(log()).toMatch(/not ready: the database did not answer within/);
  });

  it('answers 503 on a database handle that was closed', async () => {
    const database = await createTestDatabase();
    // Kysely's destroy() does nothing to a database it never queried: used first, as the server's always is.
    await sql`select 1`.execute(database.db);
    await database.close();
    const { app, log } = await appOn(database.db);
    const response = await app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual(UNAVAILABLE);
    expect(log()).toMatch(/not ready: /);
  });

  it('answers 503 while the migrations are behind this build, and 200 once they are current', async () => {
    const database = await createTestDatabase();
    const latest = await sql<{
      name: string;
    }>`select name from kysely_migration order by name desc limit 1`.execute(database.db);
    const name = latest.rows[0]!.name;
    await sql`delete from kysely_migration where name = ${name}`.execute(database.db);

    const { app, log } = await appOn(database.db, database);
    const behind = await app.inject({ method: 'GET', url: '/readyz' });
    expect(behind.statusCode).toBe(503);
    expect(behind.json()).toEqual(UNAVAILABLE);
    expect(log()).toMatch(/not ready: the database does not hold exactly the migrations of this build/);

    await sql`insert into kysely_migration (name, timestamp) values (${name}, ${new Date().toISOString()})`.execute(
      database.db,
    );
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + READY_CACHE_MS + 1);
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    expect(log()).toMatch(/ready again/);
  });

  it('answers 503 on a database migrated by a newer build (a migration it does not know)', async () => {
    const database = await createTestDatabase();
    await sql`insert into kysely_migration (name, timestamp) values ('999-from-the-future', ${new Date().toISOString()})`.execute(
      database.db,
    );
    const { app } = await appOn(database.db, database);
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503);
  });

  it('stays ready once its migrations matched, when a newer build migrates the database later (a rolling update)', async () => {
    const database = await createTestDatabase();
    const { app } = await appOn(database.db, database);
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    await sql`insert into kysely_migration (name, timestamp) values ('999-from-the-future', ${new Date().toISOString()})`.execute(
      database.db,
    );
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + READY_CACHE_MS + 1);
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });
});
