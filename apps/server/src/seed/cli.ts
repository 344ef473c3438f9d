import { ConfigError, loadConfig } from '../config';
import { migrateToLatest } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import { DEMO_LOGINS, isDatabaseEmpty, seedDemoData } from './demo-seed';

/**
 * `npm run seed`: migrate the database (DATABASE_URL, else PGlite in DATA_DIR) and fill it with the demo data
 * when it is empty. A database that holds any company is left alone, so running it twice is harmless.
 */
async function main(): Promise<void> {
  // npm runs workspace scripts inside apps/server; DATA_DIR is meant relative to where npm was started.
  const config = loadConfig(process.env, process.env.INIT_CWD ?? process.cwd());
  const database = await openDatabase(config);
  try {
    const applied = await migrateToLatest(database.db as never);
    console.log(`Database: ${database.location}`);
    if (applied.length > 0) console.log(`Migrations applied: ${applied.join(', ')}`);

    if (!(await isDatabaseEmpty(database.db))) {
      console.log('The database already holds data; nothing was written.');
    } else {
      const summary = await seedDemoData(database.db, { today: new Date() });
      if (summary.seeded) {
        const rows = Object.values(summary.counts).reduce((a, b) => a + b, 0);
        console.log(`Demo data seeded around ${summary.today}: ${rows} rows in ${summary.durationMs} ms.`);
      } else {
        console.log(`Nothing was written: ${summary.reason}.`);
      }
    }

    console.log('Demo sign-ins (company code / username / password):');
    for (const l of DEMO_LOGINS) {
      console.log(`  ${l.companyCode.padEnd(6)} ${l.username.padEnd(6)} ${l.password}  ${l.description}`);
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
