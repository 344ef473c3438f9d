import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import lockfile from 'proper-lockfile';
import { createPgliteDatabase, createPostgresDatabase, type DatabaseHandle } from '../apps/server/src/db/database';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import { readBenchTargets, type BenchTargets } from './bench-targets';
import { benchCompanySize, generateBenchCompany } from './generate-company';
import type { BenchDatabase } from './server-process';

/**
 * Raised when the generator makes other data, so cached companies are made again. 2: history scaled with size;
 * 3: vacuumed after writing; 4: planning over the whole history, not this week's only; 5: an office user.
 */
const GENERATOR_VERSION = 5;

const isCurrent = (meta: string) =>
  existsSync(meta) &&
  (JSON.parse(readFileSync(meta, 'utf8')) as { generator?: number }).generator === GENERATOR_VERSION;

/** Working copies made by this process: two test files in one worker each have their own. */
let workCopies = 0;

/** How many employees sign in and share the load. */
const DEFAULT_SIGN_INS = 100;

export interface PreparedDatabase {
  database: BenchDatabase;
  targets: BenchTargets;
  /** Removes the working copy: the load writes to it (bookings, sessions), the cached company stays as made. */
  dispose: () => Promise<void>;
}

async function generateInto(handle: DatabaseHandle, registrations: number, log: (message: string) => void) {
  await migrateToLatest(handle.db as never);
  const started = Date.now();
  await generateBenchCompany(handle.db, benchCompanySize(registrations), {
    today: new Date(),
    progress: (message) => log(`  ${((Date.now() - started) / 1000).toFixed(1)} s  ${message}`),
  });
}

async function withDatabase<T>(
  open: Promise<DatabaseHandle>,
  work: (handle: DatabaseHandle) => Promise<T>,
): Promise<T> {
  const handle = await open;
  try {
    return await work(handle);
  } finally {
    await handle.close();
  }
}

/** The bench's database while `work` runs: the data directory (no server may have it open) or the server's. */
export function withBenchDatabase<T>(
  database: BenchDatabase,
  work: (handle: DatabaseHandle) => Promise<T>,
): Promise<T> {
  const open =
    database.kind === 'pglite'
      ? createPgliteDatabase({ dataDir: database.dataDir })
      : Promise.resolve(createPostgresDatabase(database.url, 1));
  return withDatabase(open, work);
}

/**
 * PGlite: the company is generated once per size into cacheDir/<size>/pgdata (meta.json marks it complete),
 * and every run works on a fresh copy of that directory. `migrated`, a dump of a migrated empty data directory
 * (the tests' template), saves the initdb and the migrations of a new one.
 */
export async function preparePglite(
  cacheDir: string,
  registrations: number,
  log: (message: string) => void,
  signIns = DEFAULT_SIGN_INS,
  migrated?: Blob,
): Promise<PreparedDatabase> {
  const cached = path.join(cacheDir, String(registrations));
  const meta = path.join(cached, 'meta.json');
  const source = path.join(cached, 'pgdata');
  // Runs side by side (the bench's test files, in two workers) share one company per size: the first makes it,
  // the others wait for it rather than make their own.
  mkdirSync(cacheDir, { recursive: true });
  const release = await lockfile.lock(cacheDir, {
    lockfilePath: path.join(cacheDir, `${registrations}.lock`),
    retries: { retries: 10_000, factor: 1, minTimeout: 500, maxTimeout: 500 },
    stale: 60_000,
    onCompromised: (error) => log(`the lock on ${cached} was lost: ${error.message}`),
  });
  try {
    if (!isCurrent(meta)) {
      rmSync(cached, { recursive: true, force: true });
      log(`generating a company with ${registrations.toLocaleString('en')} registrations into ${source}`);
      const open = createPgliteDatabase({ dataDir: source, ...(migrated ? { loadDataDir: migrated } : {}) });
      await withDatabase(open, (handle) => generateInto(handle, registrations, log));
      writeFileSync(
        meta,
        JSON.stringify({ registrations, generator: GENERATOR_VERSION, generatedAt: new Date().toISOString() }, null, 2),
      );
    } else {
      log(
        `reusing ${source} (generated ${(JSON.parse(readFileSync(meta, 'utf8')) as { generatedAt: string }).generatedAt})`,
      );
    }
  } finally {
    await release();
  }
  const work = path.join(cacheDir, `run-${registrations}-${process.pid}-${++workCopies}`);
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  cpSync(source, work, { recursive: true });
  // The copy is hundreds of megabytes at the larger sizes: write it out now, not while the load is measured.
  spawnSync('sync');
  const targets = await withBenchDatabase({ kind: 'pglite', dataDir: work }, (handle) =>
    readBenchTargets(handle.db, { signIns }),
  );
  return {
    database: { kind: 'pglite', dataDir: work },
    targets,
    dispose: async () => rmSync(work, { recursive: true, force: true }),
  };
}

const withDatabaseName = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

/**
 * PostgreSQL: the company is generated once per size into the database bouwwerk_bench_<size> of the server
 * DATABASE_URL names, and every run works on a copy (CREATE DATABASE ... TEMPLATE).
 */
export async function preparePostgres(
  serverUrl: string,
  registrations: number,
  log: (message: string) => void,
  signIns = DEFAULT_SIGN_INS,
): Promise<PreparedDatabase> {
  const template = `bouwwerk_bench_v${GENERATOR_VERSION}_${registrations}`;
  const work = `bouwwerk_bench_run_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const complete = await admin.query(`SELECT 1 FROM pg_database WHERE datname = $1 AND datistemplate`, [template]);
    if (complete.rowCount === 0) {
      log(
        `generating a company with ${registrations.toLocaleString('en')} registrations into the database ${template}`,
      );
      await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${template}`);
      await withDatabase(Promise.resolve(createPostgresDatabase(withDatabaseName(serverUrl, template), 2)), (handle) =>
        generateInto(handle, registrations, log),
      );
      // Marked a template only once complete: an interrupted generation is started over next time.
      await admin.query(`ALTER DATABASE ${template} WITH IS_TEMPLATE true`);
    } else {
      log(`reusing the database ${template}`);
    }
    await admin.query(`DROP DATABASE IF EXISTS ${work} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${work} TEMPLATE ${template}`);
  } finally {
    await admin.end();
  }
  const url = withDatabaseName(serverUrl, work);
  const targets = await withBenchDatabase({ kind: 'postgres', url }, (handle) =>
    readBenchTargets(handle.db, { signIns }),
  );
  return {
    database: { kind: 'postgres', url },
    targets,
    dispose: async () => {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${work} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
