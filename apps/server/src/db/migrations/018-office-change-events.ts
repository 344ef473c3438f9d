import { sql, type Kysely } from 'kysely';

/**
 * The planning board's live updates (office/event-hub.ts): a notification at the commit of every write to what
 * a board shows, whichever door wrote it (the console, the field app, the integration API, an administrator's
 * SQL) and whichever server process. Each server process hears them (db/office-change-feed.ts: a LISTEN of its
 * own on PostgreSQL, PGlite's one connection on PGlite) and tells the boards of that company.
 *
 * The payload is `<company id>:<scope>:<employee id or nothing>`, a few bytes. PostgreSQL folds a transaction's
 * identical notifications into one, so an import of 20,000 registrations for 500 employees notifies 500 times.
 *
 * - Per employee: his planning lines (the old and the new employee of a moved line), his hour, other-cost and
 *   material registrations, his week submissions and his working hours. A material registration without an
 *   employee (the office's predefined order material) shows on no row: it notifies nothing.
 * - Company-wide (no employee; the board reloads all): employees added, changed or removed, and the company's
 *   working hours (scope 'employees'); the projects, work orders and indirect types that a line's label and its
 *   "closed" come from (scope 'planning'). An update that changes nothing notifies nothing.
 * - A session's end (`<company id>:session:<session id>`): a board's stream ends with the session, in every
 *   process at once, not only at its next keep-alive. The stream never sends this one on.
 */
export const OFFICE_CHANGES_CHANNEL = 'bouwwerk_office_changes';

const PER_EMPLOYEE: Array<[table: string, scope: string]> = [
  ['planning', 'planning'],
  ['hour_registrations', 'registrations'],
  ['material_registrations', 'registrations'],
  ['week_submissions', 'week-submissions'],
  ['employee_working_hours', 'employees'],
];

const COMPANY_WIDE: Array<[table: string, scope: string]> = [
  ['employees', 'employees'],
  ['company_working_hours', 'employees'],
  ['projects', 'planning'],
  ['work_orders', 'planning'],
  ['indirect_work_types', 'planning'],
];

/** TG_ARGV[0] is the scope; PL/pgSQL resolves a record's fields when it runs them, hence a function per shape. */
const FUNCTIONS = [
  `CREATE FUNCTION notify_office_change_of_employee() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW IS NOT DISTINCT FROM OLD THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' AND OLD.employee_id IS NOT NULL THEN
    PERFORM pg_notify('${OFFICE_CHANGES_CHANNEL}', OLD.company_id || ':' || TG_ARGV[0] || ':' || OLD.employee_id);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.employee_id IS NOT NULL THEN
    PERFORM pg_notify('${OFFICE_CHANGES_CHANNEL}', NEW.company_id || ':' || TG_ARGV[0] || ':' || NEW.employee_id);
  END IF;
  RETURN NULL;
END
$$`,
  `CREATE FUNCTION notify_office_change_of_company() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('${OFFICE_CHANGES_CHANNEL}', OLD.company_id || ':' || TG_ARGV[0] || ':');
  ELSIF TG_OP = 'INSERT' OR NEW IS DISTINCT FROM OLD THEN
    PERFORM pg_notify('${OFFICE_CHANGES_CHANNEL}', NEW.company_id || ':' || TG_ARGV[0] || ':');
  END IF;
  RETURN NULL;
END
$$`,
  `CREATE FUNCTION notify_office_session_end() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('${OFFICE_CHANGES_CHANNEL}', OLD.company_id || ':session:' || OLD.id);
  RETURN NULL;
END
$$`,
];

const triggerName = (table: string) => `${table}_office_change`;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of FUNCTIONS) await sql.raw(statement).execute(db);
  for (const [functionName, tables] of [
    ['notify_office_change_of_employee', PER_EMPLOYEE],
    ['notify_office_change_of_company', COMPANY_WIDE],
  ] as const)
    for (const [table, scope] of tables)
      await sql
        .raw(
          `CREATE TRIGGER ${triggerName(table)} AFTER INSERT OR UPDATE OR DELETE ON ${table}
            FOR EACH ROW EXECUTE FUNCTION ${functionName}('${scope}')`,
        )
        .execute(db);
  await sql
    .raw(
      `CREATE TRIGGER office_sessions_office_change AFTER UPDATE OF ended_at ON office_sessions
        FOR EACH ROW WHEN (OLD.ended_at IS NULL AND NEW.ended_at IS NOT NULL) EXECUTE FUNCTION notify_office_session_end()`,
    )
    .execute(db);
  await sql
    .raw(
      `CREATE TRIGGER office_sessions_office_change_delete AFTER DELETE ON office_sessions
        FOR EACH ROW WHEN (OLD.ended_at IS NULL) EXECUTE FUNCTION notify_office_session_end()`,
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('DROP TRIGGER office_sessions_office_change_delete ON office_sessions').execute(db);
  await sql.raw('DROP TRIGGER office_sessions_office_change ON office_sessions').execute(db);
  for (const [table] of [...PER_EMPLOYEE, ...COMPANY_WIDE])
    await sql.raw(`DROP TRIGGER ${triggerName(table)} ON ${table}`).execute(db);
  for (const name of [
    'notify_office_session_end',
    'notify_office_change_of_company',
    'notify_office_change_of_employee',
  ])
    await sql.raw(`DROP FUNCTION ${name}()`).execute(db);
}
