import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { migrateToLatest } from './db/migrate';
import { openDatabase } from './db/open-database';
import { DEMO_LOGINS, isDatabaseEmpty, seedDemoData } from './seed/demo-seed';

/** Start: config -> database -> migrations -> demo data when empty -> listen. */
async function main() {
  // npm runs workspace scripts inside apps/server; relative paths are meant from where npm was started.
  const config = loadConfig(process.env, process.env.INIT_CWD ?? process.cwd());
  const database = await openDatabase(config);
  const applied = await migrateToLatest(database.db as never);

  let seeded = false;
  if (config.seedDemoData && (await isDatabaseEmpty(database.db))) {
    const summary = await seedDemoData(database.db, { today: new Date() });
    seeded = summary.seeded;
  }

  const app = await buildApp({
    db: database.db,
    config,
    logger: {
      level: config.logLevel,
      ...(process.stdout.isTTY ? { transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname' } } } : {}),
    },
  });

  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: closing`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;

  const lines = [
    '',
    `Bouwwerk ${config.appVersion} is running on http://localhost:${port}`,
    `Database: ${database.location}${applied.length ? ` (migrations applied: ${applied.join(', ')})` : ''}${seeded ? ', demo data seeded' : ''}`,
    'Demo sign-ins (company code / username / password):',
    ...DEMO_LOGINS.map((l) => `  ${l.companyCode.padEnd(6)} ${l.username.padEnd(6)} ${l.password}  ${l.description}`),
    '',
  ];
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
