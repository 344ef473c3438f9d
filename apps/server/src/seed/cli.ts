import { openOperatorDatabase } from '../cli/operator-database';
import { ConfigError, loadConfig } from '../config';
import { DataDirInUseError } from '../db/data-dir-lock';
import { seedMoment } from '../lib/today';
import { demoAccessLines } from './demo-access';
import { isDatabaseEmpty, seedDemoData } from './demo-seed';

/**
 * `npm run seed`: migrate the database (DATABASE_URL, else PGlite in DATA_DIR) and fill it with the demo data
 * when it is empty. A database that holds any company is left alone, so running it twice is harmless.
 */
async function main(): Promise<void> {
  // npm runs workspace scripts inside apps/server; DATA_DIR is meant relative to where npm was started.
  const cwd = process.env.INIT_CWD ?? process.cwd();
  const config = loadConfig(process.env, cwd);
  const database = await openOperatorDatabase(config, 'seed', cwd);
  try {
    if (database.note) console.warn(database.note);
    console.log(`Database: ${database.location}`);
    if (database.applied.length > 0) console.log(`Migrations applied: ${database.applied.join(', ')}`);

    if (!(await isDatabaseEmpty(database.db))) {
      console.log('The database already holds data; nothing was written.');
    } else {
      const summary = await seedDemoData(database.db, { today: seedMoment(config) });
      if (summary.seeded) {
        const rows = Object.values(summary.counts).reduce((a, b) => a + b, 0);
        console.log(`Demo data seeded around ${summary.today}: ${rows} rows in ${summary.durationMs} ms.`);
      } else {
        console.log(`Nothing was written: ${summary.reason}.`);
      }
    }

    for (const line of demoAccessLines(config.port)) console.log(line);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof DataDirInUseError ? error.message : error);
  process.exit(1);
});
