import { mkdirSync } from 'node:fs';
import { Kysely, PostgresDialect, type PostgresPool, type PostgresPoolClient } from 'kysely';
import pg from 'pg';
import { reportConnectionStats, timedConnectionWait } from './connection-stats';
import { PGliteDialect } from './pglite-dialect';
import { ChangeListener, ListeningGate } from './change-listener';
import { OFFICE_CHANGES_CHANNEL } from './migrations/018-office-change-events';
import { ListeningOfficeChangeFeed, PushedOfficeChangeFeed, registerOfficeChangeFeed } from './office-change-feed';
import { gatedDialect } from './gated-dialect';
import { registerWriteGate, WriteGate } from './write-gate';
import { PGliteWorker } from './pglite-worker-client';
import { templateStatementName } from './query-template';
import type { Database } from './types';

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** A readable description for start-up logs, without credentials. */
  location: string;
  close: () => Promise<void>;
  /** PGlite only: the whole data directory as a tarball (the tests' migrated template). */
  dumpDataDir?: () => Promise<Blob>;
  /** PGlite only: settles when its thread stopped without close() (the server then exits). */
  lost?: Promise<Error>;
  /**
   * PostgreSQL only: who hears of an idle pooled connection the server closed (a restart, an administrator,
   * a dropped database). The pool lets go of it and opens another when one is needed.
   */
  onIdleConnectionError?: (listener: (error: Error) => void) => void;
}

const PG_TYPES = { int8: 20, date: 1082, numeric: 1700 } as const;

/** Both drivers return the same shapes: dates as 'yyyy-MM-dd' text, int8 and numeric as numbers. */
const PARSERS: Record<number, (value: string) => unknown> = {
  [PG_TYPES.int8]: (v) => Number(v),
  [PG_TYPES.date]: (v) => v,
  [PG_TYPES.numeric]: (v) => Number(v),
};

/**
 * The pool as Kysely sees it, sending the query templates' statements (the hot paths) as named prepared
 * statements: each connection parses and plans them once instead of on every request.
 */
function preparingPool(pool: pg.Pool): PostgresPool {
  return {
    async connect() {
      const client = await timedConnectionWait(pool.connect());
      return {
        query: ((text: string, values: readonly unknown[]) => {
          const name = templateStatementName(text);
          return client.query({ ...(name ? { name } : {}), text, values: [...values] });
        }) as unknown as PostgresPoolClient['query'],
        release: () => client.release(),
      };
    },
    end: () => pool.end(),
  };
}

/**
 * Where a connection string leads, for start-up logs, without credentials: a host and port, or the Unix socket
 * that `?host=/directory` names (pg's way of saying "no TCP", which the URL's own host then does not describe).
 */
export function describePostgresUrl(connectionString: string): string {
  const url = new URL(connectionString);
  const socketDirectory = url.searchParams.get('host');
  const port = url.searchParams.get('port') ?? (url.port || '5432');
  const database = url.pathname.slice(1);
  return socketDirectory?.startsWith('/')
    ? `postgres at ${socketDirectory.replace(/\/$/, '')}/.s.PGSQL.${port}, database ${database}`
    : `postgres://${socketDirectory ?? url.hostname}:${port}/${database}`;
}

export function createPostgresDatabase(connectionString: string, poolSize: number): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString,
    max: poolSize,
    // As on PGlite: a prepared statement keeps its generic plan. With `= any($1)` lists Postgres judged each
    // custom plan cheaper and planned the week overview again on every request (1.5 ms, to execute in 0.3).
    options: '-c plan_cache_mode=force_generic_plan',
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        PARSERS[oid] ?? pg.types.getTypeParser(oid, format ?? 'text')) as typeof pg.types.getTypeParser,
    },
  });
  // pg.Pool re-emits an idle connection's error on itself, and an 'error' event nobody listens to throws:
  // a PostgreSQL restart would have stopped every server process at once.
  let reportIdleError = (_error: Error) => {};
  pool.on('error', (error) => reportIdleError(error));
  const own = new WriteGate();
  const changes = new ChangeListener(connectionString, (error) => reportIdleError(error));
  const db = new Kysely<Database>({ dialect: gatedDialect(new PostgresDialect({ pool: preparingPool(pool) }), own) });
  registerWriteGate(db as never, new ListeningGate(own, changes));
  const officeChanges = new ListeningOfficeChangeFeed(connectionString, (error) => reportIdleError(error));
  registerOfficeChangeFeed(db as never, officeChanges);
  reportConnectionStats(db as never, () => ({
    busy: pool.totalCount - pool.idleCount,
    idle: pool.idleCount,
    waiting: pool.waitingCount,
  }));
  return {
    db,
    kind: 'postgres',
    location: describePostgresUrl(connectionString),
    close: async () => {
      await changes.close();
      await officeChanges.close();
      await db.destroy();
    },
    onIdleConnectionError: (listener) => {
      reportIdleError = listener;
    },
  };
}

/**
 * dataDir undefined means in memory (tests). loadDataDir restores a dump (the tests' migrated template).
 * sharedCode: for a process that opens many (the tests), PGlite's WebAssembly compiled once for all of them.
 */
export async function createPgliteDatabase(options: {
  dataDir?: string;
  loadDataDir?: Blob;
  idle?: () => boolean;
  sharedCode?: boolean;
}): Promise<DatabaseHandle> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGliteWorker.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    ...(options.idle ? { idle: options.idle } : {}),
    ...(options.sharedCode ? { sharedCode: true } : {}),
    parsers: PARSERS,
  });
  // Statements are prepared once (pglite-statements.ts); without this Postgres would still plan each
  // execution again whenever it judged a custom plan cheaper, which on PGlite costs more than executing.
  await client.exec('SET plan_cache_mode = force_generic_plan');
  // The boards' live updates (office-change-feed.ts): the one connection hears its own commits.
  const officeChanges = new PushedOfficeChangeFeed();
  client.onNotification = (channel, payload) => officeChanges.notified(channel, payload);
  await client.exec(`LISTEN ${OFFICE_CHANGES_CHANNEL}`);
  const dialect = new PGliteDialect(client);
  const db = new Kysely<Database>({ dialect });
  registerWriteGate(db as never, dialect.gate);
  registerOfficeChangeFeed(db as never, officeChanges);
  // One connection, shared by statements and taken alone by a transaction; waiting: for the lock or a channel slot.
  reportConnectionStats(db as never, () => ({
    busy: dialect.lock.free ? 0 : 1,
    idle: dialect.lock.free ? 1 : 0,
    waiting: dialect.lock.queued + client.queued,
  }));
  return {
    db,
    kind: 'pglite',
    location: options.dataDir ? `PGlite in ${options.dataDir}` : 'PGlite in memory',
    close: () => db.destroy(),
    dumpDataDir: () => client.dumpDataDir(),
    lost: client.lost,
  };
}
