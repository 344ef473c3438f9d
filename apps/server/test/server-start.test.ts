import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createPgliteDatabase } from '../src/db/database';
import type { Database } from '../src/db/types';
import { startBuiltServer, type RunningProcess } from './helpers/child-process';
import { openMigratedDataDir } from './helpers/test-database';

const RUNNING_ON = /is running on http:\/\/localhost:(\d+)/;

// The real server as `npm start` runs it (compiled), on a fresh PGlite directory without demo data, its
// output going to a pipe as in a container: what it prints before and after it listens.
describe.skipIf(inject('dbKind') !== 'pglite')('starting the server', () => {
  let dataDir: string;
  let server: RunningProcess;
  let url: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'bouwwerk-start-'));
    server = await startBuiltServer({
      env: {
        DATA_DIR: dataDir,
        DATABASE_URL: undefined,
        SEED_DEMO_DATA: 'false',
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        LOG_FORMAT: undefined,
      },
      ready: /Log: json/,
      timeoutMs: 120_000,
    });
    url = `http://127.0.0.1:${RUNNING_ON.exec(server.output())![1]}`;
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('prints where it runs and on which database right away, and no demo sign-ins without the demo company', () => {
    const lines = server.output().split('\n');
    const running = lines.findIndex((line) => RUNNING_ON.test(line));
    // At most Fastify's JSON "Server listening at" before it.
    expect(running).toBeGreaterThanOrEqual(0);
    expect(running).toBeLessThanOrEqual(1);
    expect(lines).toContain(
      `Database: PGlite in ${dataDir} (migrations applied: 001-initial-schema, 002-planning-by-end-date, 003-sign-in-attempts, 004-work-order-signatures, 005-integration, 006-webhooks, 007-week-submissions, 008-werkbon-documents, 009-change-versions, 010-change-notifications, 011-default-hour-type, 012-external-ids-nfc, 013-office, 014-company-settings, 015-employee-working-hours, 016-catalogue-stamp-unlogged, 017-planning-versions, 018-office-change-events, 019-web-push, 020-registration-period-close, 021-employee-team, 022-week-approval, 023-hours-reminders, 024-answered-idempotency-keys, 025-audit-single-row-update)`,
    );
    expect(lines).toContain(`Integration API: http://localhost:${new URL(url).port}/integration/docs`);
    expect(server.output()).not.toMatch(/welkom123|bwk_/);
  });

  it('logs requests as JSON lines when its output is not a terminal', async () => {
    expect((await fetch(`${url}/missing.js`)).status).toBe(404);
    const deadline = Date.now() + 10_000;
    while (!server.output().includes('"request completed"') && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));
    const logged = server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { msg: string; req?: { url: string } });
    expect(logged.find((entry) => entry.msg === 'incoming request')?.req?.url).toBe('/missing.js');
    expect(logged.some((entry) => entry.msg === 'request completed')).toBe(true);
  });
});

// A rolling update or a rollback can start an older version on a database a newer one migrated.
const migrationCount = async (db: Kysely<Database>) =>
  (await sql<{ n: number }>`select count(*)::int as n from kysely_migration`.execute(db)).rows[0]!.n;

describe.skipIf(inject('dbKind') !== 'pglite')('starting on a database of a newer version', () => {
  it('refuses with a sentence that says what to do, not a stack trace, and leaves the database alone', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'bouwwerk-newer-'));
    try {
      const database = await openMigratedDataDir(dataDir);
      await sql`insert into kysely_migration (name, timestamp) values ('999-from-the-future', ${new Date().toISOString()})`.execute(
        database.db,
      );
      const before = await migrationCount(database.db);
      await database.close();
      const start = startBuiltServer({
        env: { DATA_DIR: dataDir, DATABASE_URL: undefined, SEED_DEMO_DATA: 'false', PORT: '0', HOST: '127.0.0.1' },
        ready: RUNNING_ON,
        timeoutMs: 120_000,
      });
      const error = (await start.then(
        () => new Error('it started'),
        (e: Error) => e,
      )) as Error;
      expect(error.message).toMatch(/exited with 1 before it was ready/);
      expect(error.message).toContain(
        'The database was migrated by a newer version of Bouwwerk (migrations this version does not know: 999-from-the-future).',
      );
      expect(error.message).not.toMatch(/^\s+at /m);
      const after = await createPgliteDatabase({ dataDir });
      const migrations = await migrationCount(after.db);
      await after.close();
      expect(migrations).toBe(before);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
