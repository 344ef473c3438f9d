import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { createPostgresDatabase } from '../../src/db/database';
import { copyPostgresTemplate } from '../helpers/test-database';

describe.skipIf(inject('dbKind') !== 'postgres')('the PostgreSQL pool', () => {
  it('outlives PostgreSQL closing an idle connection (a restart, an administrator) and opens another', async () => {
    const copy = await copyPostgresTemplate();
    const handle = createPostgresDatabase(copy.url, 2);
    const heard: Error[] = [];
    handle.onIdleConnectionError!((error) => heard.push(error));
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    try {
      const backend = (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(handle.db)).rows[0]!.pid;
      // The connection is idle in the pool now; the server ends it (FATAL 57P01 on the open socket).
      await admin.query('select pg_terminate_backend($1)', [backend]);
      for (let i = 0; i < 50 && heard.length === 0; i++) await sleep(20);
      expect(heard.map((e) => (e as Error & { code?: string }).code)).toEqual(['57P01']);
      const after = (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(handle.db)).rows[0]!.pid;
      expect(after).not.toBe(backend);
    } finally {
      await admin.end();
      await handle.close();
      await copy.drop();
    }
  });
});
