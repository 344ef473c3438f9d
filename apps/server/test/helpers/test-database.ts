import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { DEFAULT_DATABASE_POOL_SIZE } from '../../src/config';
import { createPgliteDatabase, createPostgresDatabase, type DatabaseHandle } from '../../src/db/database';

/** A fresh, migrated, empty database for one test file, on the kind of database this project runs on. */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (inject('dbKind') === 'postgres') return createPostgresCopy(inject('postgresTemplate'));
  return createPgliteDatabase({ loadDataDir: pgliteTemplate(), sharedCode: true });
}

/** The run's migrated, empty PGlite database as a data-directory dump (global-setup.ts). */
export function pgliteTemplate(): Blob {
  return new Blob([readFileSync(inject('pgliteTemplate'))]);
}

/**
 * A PGlite data directory holding the migrated template, opened: about a second, where a server or command
 * given an empty directory first runs initdb and every migration (7-8 s on two busy cores). Only the tests
 * of that first start (server-start.test.ts, company-command.test.ts) begin from nothing.
 */
export async function openMigratedDataDir(dataDir: string): Promise<DatabaseHandle> {
  return createPgliteDatabase({ dataDir, loadDataDir: pgliteTemplate(), sharedCode: true });
}

/** The same, closed again: for a server process or a command of its own to open. */
export async function makeMigratedDataDir(dataDir: string): Promise<void> {
  await (await openMigratedDataDir(dataDir)).close();
}

/** A copy of the migrated template on the PostgreSQL server of DATABASE_URL, by URL, for a server process of its own. */
export async function copyPostgresTemplate(
  template: string = inject('postgresTemplate'),
): Promise<{ url: string; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set');
  const name = `bouwwerk_test_${randomUUID().replace(/-/g, '')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  } finally {
    await admin.end();
  }
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  return {
    url: testUrl.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

async function createPostgresCopy(template: string): Promise<DatabaseHandle> {
  const copy = await copyPostgresTemplate(template);
  // As the server opens it, so a request that would need a second connection of its own hangs here too.
  const handle = createPostgresDatabase(copy.url, DEFAULT_DATABASE_POOL_SIZE);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await copy.drop();
    },
  };
}
