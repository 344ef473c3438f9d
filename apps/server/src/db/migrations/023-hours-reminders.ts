import { sql, type Kysely } from 'kysely';
import { executeStatements } from '../execute-statements';

/** The planning notice's function of migration 019, now naming its kind in the outbox's wider key. */
const planningNoticeFor = (kind: string) => `
  CREATE OR REPLACE FUNCTION push_notice_for(integer, integer, date) RETURNS void LANGUAGE sql AS $$
    INSERT INTO push_notices AS n (company_id, employee_id, day${kind ? ', kind' : ''})
    SELECT $1, $2, $3${kind ? `, '${kind}'` : ''}
    WHERE EXISTS (SELECT 1 FROM push_subscriptions s WHERE s.company_id = $1 AND s.employee_id = $2)
      AND EXISTS (SELECT 1 FROM employees e WHERE e.id = $2)
    ON CONFLICT (company_id, employee_id, day${kind ? ', kind' : ''}) DO UPDATE
      SET status = 'pending', changed_at = now(), attempts = 0, next_attempt_at = now(), sent_at = NULL
      WHERE n.status <> 'pending'
  $$`;

/**
 * Reminders to book (docs/decisions/021-week-approval.md): at a time of day the company chooses
 * (`companies.hours_reminder_at`, null: none), an employee whose workday is short of booked hours gets one Web
 * Push "Nog 3:30 uur te boeken voor vandaag". It is a second kind of notice in the outbox of migration 019, one
 * per employee and day, with the hours it names; the office's week review shows who was reminded.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await executeStatements(
    db,
    `
    ALTER TABLE companies ADD COLUMN hours_reminder_at time;
    ALTER TABLE push_notices
      ADD COLUMN kind text NOT NULL DEFAULT 'planning' CHECK (kind IN ('planning', 'hours-reminder')),
      ADD COLUMN missing_hours numeric(6, 2);
    ALTER TABLE push_notices DROP CONSTRAINT push_notices_company_id_employee_id_day_key;
    ALTER TABLE push_notices ADD CONSTRAINT push_notices_day_kind_key UNIQUE (company_id, employee_id, day, kind);
    `,
  );
  await sql.raw(planningNoticeFor('planning')).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await executeStatements(
    db,
    `
    DELETE FROM push_notices WHERE kind <> 'planning';
    ALTER TABLE push_notices DROP CONSTRAINT push_notices_day_kind_key;
    ALTER TABLE push_notices ADD CONSTRAINT push_notices_company_id_employee_id_day_key UNIQUE (company_id, employee_id, day);
    `,
  );
  await sql.raw(planningNoticeFor('')).execute(db);
  await executeStatements(
    db,
    `
    ALTER TABLE push_notices DROP COLUMN kind, DROP COLUMN missing_hours;
    ALTER TABLE companies DROP COLUMN hours_reminder_at;
    `,
  );
}
