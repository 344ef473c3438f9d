import { sql, type Kysely } from 'kysely';
import { DEMO_INTEGRATION_KEY } from '../lib/integration-keys';
import { createIntegrationKeysRepository } from '../repositories/integration-keys-repository';
import type { Database } from '../db/types';
import { browserPasswordDigest, hashPasswordDigest, type StoredPassword } from '../lib/passwords';
import { ACME_COMPANY_CODE, buildAcmeDataset } from './acme-company';
import { createSeedCalendar } from './calendar';
import type { CompanyDataset } from './dataset';
import { buildDemoDataset, DEMO_COMPANY_CODE } from './demo-company';
import { DEMO_PASSWORD } from './rights';
import { hashDemoOfficePasswords, writeDemoOfficeUsers } from './demo-office';
import { emptyCounts, writeCompanyDataset, type TableCounts } from './writer';

export type { TableCounts } from './writer';

/**
 * The demo data a fresh installation starts with: the company "demo" with a full working week for jan and
 * his colleagues, and a small second company "acme" to show that companies never see each other's data.
 */

export interface DemoLogin {
  companyCode: string;
  username: string;
  password: string;
  description: string;
}

/** Printed by the server and the seed command, so whoever starts the app knows how to sign in. */
export const DEMO_LOGINS: readonly DemoLogin[] = [
  { companyCode: DEMO_COMPANY_CODE, username: 'jan', password: DEMO_PASSWORD, description: 'alle rechten' },
  {
    companyCode: DEMO_COMPANY_CODE,
    username: 'els',
    password: DEMO_PASSWORD,
    description: 'alleen gevalideerde registraties wijzigen',
  },
  {
    companyCode: DEMO_COMPANY_CODE,
    username: 'kees',
    password: DEMO_PASSWORD,
    description: 'geen registratierechten, geen Indirect/Projecten',
  },
  {
    companyCode: ACME_COMPANY_CODE,
    username: 'anna',
    password: DEMO_PASSWORD,
    description: 'tweede bedrijf (scheiding tussen bedrijven)',
  },
];

export type SeedSummary =
  | {
      seeded: true;
      companyIds: { demo: number; acme: number };
      /** Rows inserted per table, both companies together. */
      counts: TableCounts;
      /** The Amsterdam date the week planning was built around. */
      today: string;
      durationMs: number;
    }
  /** Another process seeded (or filled) the database first; nothing was written. */
  | { seeded: false; reason: string };

/** Any company means the installation is in use: the seed never writes into it. */
export async function isDatabaseEmpty(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('companies').select('id').limit(1).executeTakeFirst();
  return row === undefined;
}

/** An arbitrary constant: the advisory lock that makes concurrent seeds (several servers starting) take turns. */
const SEED_LOCK_KEY = 7_310_417;

/** scrypt is deliberately slow, so hash in parallel and before the transaction opens. */
async function hashPasswords(datasets: readonly CompanyDataset[]): Promise<Map<string, StoredPassword>[]> {
  return Promise.all(
    datasets.map(async (data) => {
      const entries = await Promise.all(
        data.employees.map(
          async (e) => [e.username, await hashPasswordDigest(browserPasswordDigest(e.password))] as const,
        ),
      );
      return new Map(entries);
    }),
  );
}

/**
 * Inserts the demo data in one transaction, its dates arranged around `today` (taken as the date in
 * Amsterdam): planning in today's ISO week, registrations in the two weeks before and on this week's
 * days before today. The same `today` always gives the same data.
 */
export async function seedDemoData(db: Kysely<Database>, options: { today: Date }): Promise<SeedSummary> {
  const started = performance.now();
  const calendar = createSeedCalendar(options.today);
  const demo = buildDemoDataset(calendar);
  const acme = buildAcmeDataset(calendar);
  const [[demoPasswords, acmePasswords], officePasswords] = await Promise.all([
    hashPasswords([demo, acme]),
    hashDemoOfficePasswords(),
  ]);

  return db.transaction().execute(async (trx) => {
    // Two servers starting together on one PostgreSQL both find it empty; the lock lets one seed and
    // the other see the result, instead of failing on the unique company code.
    await sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`.execute(trx);
    if (!(await isDatabaseEmpty(trx))) {
      return { seeded: false, reason: 'the database already holds companies' } as const;
    }
    const counts = emptyCounts();
    const demoId = await writeCompanyDataset(trx, demo, demoPasswords ?? new Map(), counts);
    const acmeId = await writeCompanyDataset(trx, acme, acmePasswords ?? new Map(), counts);
    // A fixed, published key, so the integration walk-through works right after `npm start` (demo data only).
    await createIntegrationKeysRepository(trx).create(demoId, DEMO_INTEGRATION_KEY, 'demo');
    await writeDemoOfficeUsers(trx, { [demo.code]: demoId, [acme.code]: acmeId }, officePasswords);
    return {
      seeded: true,
      companyIds: { demo: demoId, acme: acmeId },
      counts,
      today: calendar.today,
      durationMs: Math.round(performance.now() - started),
    } as const;
  });
}
