import { sql, type Kysely } from 'kysely';
import { executeStatements } from '../execute-statements';
import { versionTriggers } from './009-change-versions';
import { auditTriggers } from './013-office';

/**
 * An employee's own working hours, Monday to Sunday, where they differ from the company's (a part-timer): one
 * row per such employee, none for one who follows the company's (company_working_hours). The week overview
 * reads the row with the company's hours and packages/domain's workingHoursOn picks; whole quarters of an hour
 * only, as the office enters them.
 *
 * Like every table of the company's data it is audited (migration 013) and bumps a change version (migration
 * 009): the employee's own scope, since only his week shows these hours, so his phone's next revalidation of
 * the week is a 200 and his colleagues' stay 304.
 */
const TABLE = 'employee_working_hours';
const WEEKDAY_COLUMNS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

const AUDIT = auditTriggers(TABLE, ['employee_id']);
const VERSIONS = versionTriggers(TABLE, 'employee');

export async function up(db: Kysely<unknown>): Promise<void> {
  const day = (column: string) =>
    `${column} numeric(4,2) NOT NULL CHECK (${column} >= 0 AND ${column} <= 24 AND ${column} * 4 = trunc(${column} * 4))`;
  await executeStatements(
    db,
    `
    CREATE TABLE ${TABLE} (
      company_id integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      employee_id integer NOT NULL REFERENCES employees(id) ON DELETE CASCADE,
      ${WEEKDAY_COLUMNS.map(day).join(',\n      ')},
      PRIMARY KEY (company_id, employee_id)
    );
  `,
  );
  for (const statement of [...AUDIT.create, ...VERSIONS.create]) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of [...AUDIT.drop, ...VERSIONS.drop]) await sql.raw(statement).execute(db);
  await sql.raw(`DROP TABLE ${TABLE}`).execute(db);
}
