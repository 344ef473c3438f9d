import cluster from 'node:cluster';
import { ConfigError, loadConfig, type Config } from './config';
import { acquireDataDirLock, DataDirInUseError } from './db/data-dir-lock';
import { migrateToLatest, NewerDatabaseError } from './db/migrate';
import { openDatabase } from './db/open-database';
import type { DatabaseHandle } from './db/database';
import { compactChangeVersions } from './db/change-version-compaction';
import { startPeriodicTask, startPgliteMaintenance } from './db/maintenance';
import { listenForBackups } from './db/online-backup';
import { startWebhookDispatcher } from './integration/webhooks/dispatcher';
import { startPushWorker } from './web-push/push-worker';
import { RequestsInProgress } from './lib/requests-in-progress';
import { serverLoggerOptions } from './lib/server-logger';
import { seedMoment } from './lib/today';
import { createCompaniesRepository } from './repositories/companies-repository';
import { DEMO_COMPANY_CODE } from './seed/demo-company';
import { forkServerProcesses } from './server-processes';
import { startupBlock } from './startup-block';

/** How often an idle PGlite server looks for tables to vacuum (PostgreSQL has its own autovacuum). */
const MAINTENANCE_INTERVAL_MS = 10 * 60 * 1000;

/** How often a server on PostgreSQL folds the change versions of ended connections (change-version-compaction.ts). */
const COMPACTION_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Fastify, the routes and their schemas: loaded while PGlite starts on its own thread (the WebAssembly's
 * compile and Postgres's start), on the other core, instead of one after the other.
 */
const loadApp = () => import('./app');

/** One process serving HTTP on an open database; closes both on SIGINT or SIGTERM. Resolves with the port. */
async function serve(
  config: Config,
  database: DatabaseHandle,
  requests: RequestsInProgress,
  app$: ReturnType<typeof loadApp>,
): Promise<number> {
  const { buildApp } = await app$;
  const app = await buildApp({
    db: database.db,
    config,
    requests,
    logger: serverLoggerOptions(config),
  });

  const stopMaintenance =
    database.kind === 'pglite'
      ? startPgliteMaintenance({
          db: database.db,
          idle: () => requests.size === 0,
          intervalMs: MAINTENANCE_INTERVAL_MS,
          onVacuumed: (tables, ms) => app.log.info(`vacuumed ${tables.join(', ')} in ${Math.round(ms)} ms`),
          onError: (error) => app.log.warn({ err: error }, 'vacuuming PGlite failed; tried again later'),
        })
      : startPeriodicTask({
          intervalMs: COMPACTION_INTERVAL_MS,
          run: () => compactChangeVersions(database.db),
          onDone: (rows, ms) => {
            if (rows > 0) app.log.info(`folded ${rows} change versions of ended connections in ${Math.round(ms)} ms`);
          },
          onError: (error) => app.log.warn({ err: error }, 'folding change versions failed; tried again later'),
        });
  const stopWebhooks = startWebhookDispatcher({
    db: database.db,
    policy: config.webhookAllowPrivateAddresses,
    log: app.log,
  });
  const stopPush = startPushWorker({ db: database.db, policy: config.webhookAllowPrivateAddresses, log: app.log });

  let closing = false;
  const shutdown = async (signal: string) => {
    // One Ctrl-C under `npm start` arrives twice (the terminal's and npm's forwarded copy), and a server process
    // of several gets the terminal's SIGINT and its primary's SIGTERM: a repeat cannot be told from an echo, so
    // it does not cut the grace period short; it must not end the process either (process.on, not once).
    if (closing) return;
    closing = true;
    const graceMs = config.shutdownGraceMs;
    app.log.info(`${signal}: closing; requests in flight have ${graceMs} ms to finish`);
    // From here Fastify answers every request 503 with `Connection: close` (/readyz too), the listener accepts no
    // connection and kept-alive connections without a request in flight are closed (Node's server.close()).
    const closingApp = app.close();
    // After the grace period the connections still open are closed; their handlers may finish their statements
    // (requests-in-progress.ts waits for them), so the database below closes between transactions.
    const cutOff = setTimeout(() => {
      app.log.warn(`${requests.size} requests still in flight after ${graceMs} ms: closing their connections`);
      app.server.closeAllConnections();
    }, graceMs);
    try {
      // Aborts the webhook attempts under way (they are sent again later) and waits for its statements.
      await Promise.all([stopWebhooks(), stopPush(), closingApp]);
      clearTimeout(cutOff);
      await stopMaintenance();
      // PGlite: a clean Postgres shutdown (a checkpoint), so the next start needs no recovery.
      await database.close();
    } catch (error) {
      app.log.fatal(error, 'closing failed');
      process.exit(1);
    }
    app.log.info('closed');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  database.onIdleConnectionError?.((error) =>
    app.log.warn({ err: error }, 'PostgreSQL closed an idle connection; another is opened when needed'),
  );
  // Without its database thread the server can only fail every request: better to stop, and be restarted.
  void database.lost?.then((error) => {
    app.log.fatal(error, 'the database stopped; exiting');
    process.exit(1);
  });

  // PGlite: `npm run backup` asks this process for a consistent copy while it runs (db/online-backup.ts).
  if (database.dumpDataDir) {
    const dumpDataDir = database.dumpDataDir;
    await listenForBackups({ dataDir: config.dataDir, db: database.db as never, dumpDataDir, log: app.log });
  }

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  return typeof address === 'object' && address ? address.port : config.port;
}

/**
 * Start: config -> database -> migrations -> demo data when empty -> listen, in this process or, on
 * PostgreSQL, in one forked process per core (SERVER_PROCESSES), which only open the database and listen.
 */
async function main() {
  // npm runs workspace scripts inside apps/server; relative paths are meant from where npm was started.
  const cwd = process.env.INIT_CWD ?? process.cwd();
  const config = loadConfig(process.env, cwd);
  // PGlite's client blocks for an answer only while this process serves a single request.
  const requests = new RequestsInProgress();
  const options = { idle: requests.atMostOne };
  if (cluster.isWorker) {
    const opening = openDatabase(config, options);
    const app$ = loadApp();
    await serve(config, await opening, requests, app$);
    return;
  }

  // PGlite has no lock of its own: a second process on its data directory would corrupt it. Released on exit.
  const lock = config.databaseUrl ? undefined : acquireDataDirLock(config.dataDir, 'server', cwd);
  if (lock?.note) console.warn(lock.note);
  const opening = openDatabase(config, options);
  const app$ = config.serverProcesses > 1 ? undefined : loadApp();
  // The demo data's generator loads beside the database too; without SEED_DEMO_DATA, not at all.
  const seed$ = config.seedDemoData ? import('./seed/demo-seed') : undefined;
  let database = await opening;
  const applied = await migrateToLatest(database.db as never);
  let seeded = false;
  const seed = await seed$;
  if (seed && (await seed.isDatabaseEmpty(database.db))) {
    const summary = await seed.seedDemoData(database.db, { today: seedMoment(config) });
    seeded = summary.seeded;
  }
  // PGlite's WebAssembly memory only grows: creating the cluster, migrating and seeding left it at 675 MB
  // (no seed) to 1 GB, held for the process's life. A new thread on the same directory starts small again
  // (~230 MB idle) for a second, once, after a start that wrote.
  if ((seeded || applied.length > 0) && database.kind === 'pglite') {
    await database.close();
    database = await openDatabase(config, options);
  }

  // Its sign-ins and key are published (README): shown while the company exists, whoever seeded it.
  const demo = (await createCompaniesRepository(database.db).findByCode(DEMO_COMPANY_CODE)) !== undefined;

  let port: number;
  if (config.serverProcesses > 1) {
    await database.close();
    port = await forkServerProcesses(config.serverProcesses, config.shutdownGraceMs);
  } else {
    port = await serve(config, database, requests, app$ ?? loadApp());
  }

  console.log(startupBlock({ config, port, database: database.location, applied, seeded, demo }));
}

main().catch((error: unknown) => {
  console.error(
    error instanceof ConfigError || error instanceof DataDirInUseError || error instanceof NewerDatabaseError
      ? error.message
      : error,
  );
  process.exit(1);
});
