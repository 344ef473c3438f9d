import { sql, type Kysely } from 'kysely';
import { executeStatements } from '../execute-statements';

/**
 * Change versions (docs/decisions/014-change-versions-and-etags.md): the app asks for the same week again and
 * again, and an answer that has not changed should cost a lookup, not the week's statement. Every write to what
 * the app's answers read bumps a version in the writing transaction itself, by triggers: the app's routes, the
 * office connector, the office's validation and any future path alike, and across server processes, since the
 * version lives in the database. A GET's ETag hashes the versions with the URL, the employee, today and the
 * server's version (lib/entity-tags.ts); plugins/conditional-get.ts answers 304 to it, and the week overview
 * reads its versions in its own statement. Migration 010 adds the notification that tells other processes a
 * version moved.
 *
 * Two scopes. An employee's own registrations and week submissions bump his row (employee_id); everything
 * the company shares (projects, orders, planning, people, types, the company itself) bumps the company's row
 * (employee_id 0), since a colleague's planning or a project's address shows in everyone's week. A material
 * registration without an employee (the office's predefined order material) is shared too.
 *
 * Each database connection bumps rows of its own (`writer`, its backend pid): two transactions never wait for
 * each other on a version row, and a transaction that commits after a younger one still changes the version,
 * since its row's value changes at its commit. The version of a scope is its rows' highest value and their sum
 * (change-versions-repository.ts). A row's value is the time of the write in milliseconds, or one more than
 * before where that is not higher: the sum rises with every committed write, and after a restore from an older
 * backup the first write's time lifts the highest above anything before, so an ETag a phone kept can never
 * name a newer state. On PostgreSQL the rows of connections that have ended are folded hourly into one per scope
 * (db/change-version-compaction.ts), at a value above the scope's highest.
 *
 * The triggers run once per statement, over its transition tables: an import of 20,000 works bumps the
 * company once, not 20,000 times. PostgreSQL allows transition tables only on single-event triggers, so each
 * table has three.
 */

export const COMPANY_SCOPED = [
  'company_working_hours',
  'employees',
  'relations',
  'contact_persons',
  'project_groups',
  'projects',
  'works',
  'budgets',
  'hour_types',
  'indirect_work_types',
  'other_cost_types',
  'work_orders',
  'work_order_info',
  'work_order_signatures',
  'work_order_photos',
  'planning',
  'planning_items',
  'planning_item_works',
  'materials',
];
export const EMPLOYEE_SCOPED = ['hour_registrations', 'material_registrations', 'week_submissions'];

/** Which row of change_versions a changed row bumps, as columns of the transition table. */
const SCOPES = {
  company: { company: 'company_id', employee: '0' },
  employee: { company: 'company_id', employee: 'coalesce(employee_id, 0)' },
  // The companies table is its own company.
  companies: { company: 'id', employee: '0' },
} as const;
export type Scope = keyof typeof SCOPES;

const EVENTS = [
  ['insert', 'INSERT', 'NEW TABLE AS new_rows'],
  ['update', 'UPDATE', 'OLD TABLE AS old_rows NEW TABLE AS new_rows'],
  ['delete', 'DELETE', 'OLD TABLE AS old_rows'],
] as const;

/** The statements that make (and remove) a table's change-version triggers: a later table's migration uses them too. */
export const versionTriggers = (table: string, scope: Scope) => ({
  create: EVENTS.map(
    ([name, event, transition]) =>
      `CREATE TRIGGER ${table}_${name}_version AFTER ${event} ON ${table} REFERENCING ${transition}
        FOR EACH STATEMENT EXECUTE FUNCTION bump_change_versions_${scope}()`,
  ),
  drop: EVENTS.map(([name]) => `DROP TRIGGER ${table}_${name}_version ON ${table}`),
});

const TABLES: Array<[string, Scope]> = [
  ['companies', 'companies'],
  ...COMPANY_SCOPED.map((table): [string, Scope] => [table, 'company']),
  ...EMPLOYEE_SCOPED.map((table): [string, Scope] => [table, 'employee']),
];

function bumpFunction(scope: Scope): string {
  const { company, employee } = SCOPES[scope];
  const rows = (table: string) => `SELECT ${company} AS company_id, ${employee} AS employee_id FROM ${table}`;
  const bump = (source: string) => `
    INSERT INTO change_versions AS v (company_id, employee_id, writer, version)
      SELECT company_id, employee_id, pg_backend_pid(), (extract(epoch FROM clock_timestamp()) * 1000)::bigint
      FROM (SELECT DISTINCT company_id, employee_id FROM (${source}) changed) scopes ORDER BY company_id, employee_id
    ON CONFLICT (company_id, employee_id, writer) DO UPDATE SET version = greatest(v.version + 1, excluded.version);`;
  return `
CREATE FUNCTION bump_change_versions_${scope}() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN ${bump(rows('new_rows'))}
  ELSIF TG_OP = 'UPDATE' THEN ${bump(`${rows('new_rows')} UNION ${rows('old_rows')}`)}
  ELSE ${bump(rows('old_rows'))}
  END IF;
  RETURN NULL;
END
$$`;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await executeStatements(
    db,
    `
    CREATE TABLE change_versions (
      -- No foreign key: removing a company cascades into its tables, whose triggers then bump its row.
      company_id integer NOT NULL,
      employee_id integer NOT NULL,
      writer integer NOT NULL,
      version bigint NOT NULL,
      PRIMARY KEY (company_id, employee_id, writer)
    );
  `,
  );
  // One statement with semicolons inside each, so not through executeStatements.
  for (const scope of Object.keys(SCOPES) as Scope[]) await sql.raw(bumpFunction(scope)).execute(db);
  for (const [table, scope] of TABLES)
    for (const statement of versionTriggers(table, scope).create) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [table, scope] of TABLES)
    for (const statement of versionTriggers(table, scope).drop) await sql.raw(statement).execute(db);
  for (const scope of Object.keys(SCOPES)) await sql.raw(`DROP FUNCTION bump_change_versions_${scope}()`).execute(db);
  await sql.raw('DROP TABLE change_versions').execute(db);
}
