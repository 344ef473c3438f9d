import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import * as initialSchema from './migrations/001-initial-schema';
import * as planningByEndDate from './migrations/002-planning-by-end-date';
import * as signInAttempts from './migrations/003-sign-in-attempts';
import * as workOrderSignatures from './migrations/004-work-order-signatures';
import * as integration from './migrations/005-integration';
import * as webhooks from './migrations/006-webhooks';
import * as weekSubmissions from './migrations/007-week-submissions';
import * as workOrderDocuments from './migrations/008-werkbon-documents';
import * as changeVersions from './migrations/009-change-versions';
import * as changeNotifications from './migrations/010-change-notifications';
import * as defaultHourType from './migrations/011-default-hour-type';
import * as externalIdsNfc from './migrations/012-external-ids-nfc';
import * as office from './migrations/013-office';
import * as companySettings from './migrations/014-company-settings';
import * as employeeWorkingHours from './migrations/015-employee-working-hours';
import * as catalogueStampUnlogged from './migrations/016-catalogue-stamp-unlogged';
import * as planningVersions from './migrations/017-planning-versions';
import * as officeChangeEvents from './migrations/018-office-change-events';
import * as webPush from './migrations/019-web-push';
import * as registrationPeriodClose from './migrations/020-registration-period-close';
import * as employeeTeam from './migrations/021-employee-team';
import * as weekApproval from './migrations/022-week-approval';
import * as hoursReminders from './migrations/023-hours-reminders';
import * as answeredIdempotencyKeys from './migrations/024-answered-idempotency-keys';
import * as auditSingleRowUpdate from './migrations/025-audit-single-row-update';

/** Listed here, not read from a folder, so the same list works under tsx, vitest and a bundle. */
const MIGRATIONS: Record<string, Migration> = {
  '001-initial-schema': initialSchema,
  '002-planning-by-end-date': planningByEndDate,
  '003-sign-in-attempts': signInAttempts,
  '004-work-order-signatures': workOrderSignatures,
  '005-integration': integration,
  '006-webhooks': webhooks,
  '007-week-submissions': weekSubmissions,
  '008-werkbon-documents': workOrderDocuments,
  '009-change-versions': changeVersions,
  '010-change-notifications': changeNotifications,
  '011-default-hour-type': defaultHourType,
  '012-external-ids-nfc': externalIdsNfc,
  '013-office': office,
  '014-company-settings': companySettings,
  '015-employee-working-hours': employeeWorkingHours,
  '016-catalogue-stamp-unlogged': catalogueStampUnlogged,
  '017-planning-versions': planningVersions,
  '018-office-change-events': officeChangeEvents,
  '019-web-push': webPush,
  '020-registration-period-close': registrationPeriodClose,
  '021-employee-team': employeeTeam,
  '022-week-approval': weekApproval,
  '023-hours-reminders': hoursReminders,
  '024-answered-idempotency-keys': answeredIdempotencyKeys,
  '025-audit-single-row-update': auditSingleRowUpdate,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/**
 * Whether the database holds exactly the migrations listed here, so that there is nothing to do. Two queries,
 * where Kysely's Migrator first reads the whole catalogue (its table checks) and takes its lock: 1.1 s of CPU
 * on every start of an up-to-date PGlite. Any other state, also an unknown migration, goes through the Migrator.
 * /readyz (routes/health.ts) asks it too: a process is ready only on the migrations it was built with.
 */
/** The migrations the database has applied; undefined before the first. */
async function appliedMigrations(db: Kysely<unknown>): Promise<Set<string> | undefined> {
  const { rows } = await sql<{
    present: boolean;
  }>`select to_regclass('kysely_migration') is not null as present`.execute(db);
  if (!rows[0]?.present) return undefined;
  const applied = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
  return new Set(applied.rows.map((row) => row.name));
}

export async function upToDate(db: Kysely<unknown>): Promise<boolean> {
  const names = await appliedMigrations(db);
  return (
    names !== undefined &&
    names.size === Object.keys(MIGRATIONS).length &&
    Object.keys(MIGRATIONS).every((name) => names.has(name))
  );
}

/** A database a newer version of Bouwwerk migrated: this older one must not run on it (nor migrate it back). */
export class NewerDatabaseError extends Error {
  constructor(readonly unknown: string[]) {
    super(
      `The database was migrated by a newer version of Bouwwerk (migrations this version does not know: ${unknown.join(', ')}). ` +
        'Start that version or a later one; to go back, restore a backup made before the upgrade (docs/operations.md).',
    );
  }
}

export async function migrateToLatest(db: Kysely<unknown>): Promise<string[]> {
  if (await upToDate(db)) return [];
  const unknown = [...((await appliedMigrations(db)) ?? [])].filter((name) => !(name in MIGRATIONS)).sort();
  if (unknown.length > 0) throw new NewerDatabaseError(unknown);
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
