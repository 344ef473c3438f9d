import { parseArgs } from 'node:util';
import { loadConfig } from '../apps/server/src/config';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import { openDatabase } from '../apps/server/src/db/open-database';
import {
  BENCH_COMPANY_CODE,
  BENCH_PASSWORD,
  benchCompanySize,
  benchUsername,
  FULL_SIZE,
  generateBenchCompany,
} from './generate-company';

const USAGE = `npm run bench:data [-- options]: a company '${BENCH_COMPANY_CODE}' at scale in DATA_DIR (PGlite) or DATABASE_URL
  --registrations ${FULL_SIZE.registrations}
  --employees ${FULL_SIZE.employees}
  --projects ${FULL_SIZE.projects}
  --work-orders ${FULL_SIZE.workOrders}
  --materials ${FULL_SIZE.materials}`;

/** npm run bench:data -- --registrations 1000000: a company at scale in DATA_DIR or DATABASE_URL. */
async function main() {
  const { values } = parseArgs({
    options: {
      help: { type: 'boolean', default: false },
      registrations: { type: 'string', default: String(FULL_SIZE.registrations) },
      employees: { type: 'string', default: String(FULL_SIZE.employees) },
      projects: { type: 'string', default: String(FULL_SIZE.projects) },
      'work-orders': { type: 'string', default: String(FULL_SIZE.workOrders) },
      materials: { type: 'string', default: String(FULL_SIZE.materials) },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const number = (name: string, value: string | undefined) => {
    const n = Number(value);
    if (!Number.isInteger(n) || n < 1)
      throw new Error(`--${name} must be a whole number above 0, not ${value}\n${USAGE}`);
    return n;
  };
  const size = {
    registrations: number('registrations', values.registrations),
    employees: number('employees', values.employees),
    projects: number('projects', values.projects),
    workOrders: number('work-orders', values['work-orders']),
    materials: number('materials', values.materials),
    years: benchCompanySize(number('registrations', values.registrations)).years,
  };
  const config = loadConfig(process.env, process.env.INIT_CWD ?? process.cwd());
  const database = await openDatabase(config);
  try {
    await migrateToLatest(database.db as never);
    const exists = await database.db
      .selectFrom('companies')
      .select('id')
      .where('code', '=', BENCH_COMPANY_CODE)
      .executeTakeFirst();
    if (exists)
      throw new Error(
        `${database.location} already holds the company '${BENCH_COMPANY_CODE}': use an empty DATA_DIR or database`,
      );
    const started = Date.now();
    console.log(`Generating company '${BENCH_COMPANY_CODE}' in ${database.location}: ${JSON.stringify(size)}`);
    await generateBenchCompany(database.db, size, {
      today: new Date(),
      progress: (message) => console.log(`  ${((Date.now() - started) / 1000).toFixed(1)} s  ${message}`),
    });
    console.log(
      `Done in ${((Date.now() - started) / 1000).toFixed(1)} s. Sign in as ${BENCH_COMPANY_CODE} / ${benchUsername(1)} / ${BENCH_PASSWORD}`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
