import { sql, type Kysely } from 'kysely';
import { executeStatements } from '../execute-statements';

/** One statement each: their bodies hold semicolons, which executeStatements splits on. */
const FUNCTIONS = [
  // The moment the notice rule reads as now: the transaction's, unless the setting bouwwerk.now names another,
  // which is how tests put a change at 17:00 without waiting for it (the server never sets it).
  `CREATE FUNCTION push_rule_now() RETURNS timestamptz LANGUAGE sql STABLE AS $$
    SELECT coalesce(nullif(current_setting('bouwwerk.now', true), '')::timestamptz, now())
  $$`,
  // Employees without a subscription get no row.
  `CREATE FUNCTION push_notice_for(integer, integer, date) RETURNS void LANGUAGE sql AS $$
    INSERT INTO push_notices AS n (company_id, employee_id, day)
    SELECT $1, $2, $3
    WHERE EXISTS (SELECT 1 FROM push_subscriptions s WHERE s.company_id = $1 AND s.employee_id = $2)
      -- Not for an employee (or company) being deleted, whose planning goes with him.
      AND EXISTS (SELECT 1 FROM employees e WHERE e.id = $2)
    ON CONFLICT (company_id, employee_id, day) DO UPDATE
      SET status = 'pending', changed_at = now(), attempts = 0, next_attempt_at = now(), sent_at = NULL
      WHERE n.status <> 'pending'
  $$`,
  // Tomorrow in Amsterdam, changed from 16:00 on (the day's work done, tomorrow being arranged): the line
  // before and the line after the change each tell their employee, so a line moved from Jan to Piet tells both.
  `CREATE FUNCTION planning_push_notice() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE
    local_now timestamp := push_rule_now() AT TIME ZONE 'Europe/Amsterdam';
    tomorrow date := local_now::date + 1;
  BEGIN
    IF local_now::time < time '16:00' THEN
      RETURN NULL;
    END IF;
    IF TG_OP <> 'INSERT' AND OLD.start_date <= tomorrow AND OLD.end_date >= tomorrow THEN
      PERFORM push_notice_for(OLD.company_id, OLD.employee_id, tomorrow);
    END IF;
    IF TG_OP <> 'DELETE' AND NEW.start_date <= tomorrow AND NEW.end_date >= tomorrow THEN
      PERFORM push_notice_for(NEW.company_id, NEW.employee_id, tomorrow);
    END IF;
    RETURN NULL;
  END
  $$`,
];

/**
 * Web Push: "Planning voor morgen gewijzigd" on the phones of employees who allowed it. The notice is written
 * by a trigger on planning, in the transaction of the change, whichever door made it (board, import, a
 * script): a change that commits has its notice, one that rolls back has none. A worker in every server
 * process sends it (web-push/push-worker.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await executeStatements(
    db,
    `
    -- The server's one VAPID key pair, made at the first start: the phones' subscriptions are bound to its public
    -- key, so it must outlive restarts and be the same in every process.
    CREATE TABLE push_vapid_keys (
      id boolean PRIMARY KEY DEFAULT true CHECK (id),
      public_key text NOT NULL,
      private_key text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );

    -- One per signed-in phone (session): signing out or the session ending stops its notices. The same browser
    -- holding two saved accounts has one subscription per account.
    CREATE TABLE push_subscriptions (
      id bigserial PRIMARY KEY,
      company_id integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      employee_id integer NOT NULL REFERENCES employees(id) ON DELETE CASCADE,
      session_id bigint NOT NULL UNIQUE REFERENCES sessions(id) ON DELETE CASCADE,
      endpoint text NOT NULL,
      p256dh text NOT NULL,
      auth text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX push_subscriptions_employee_idx ON push_subscriptions (company_id, employee_id);

    -- The outbox: one row per employee and day, so that the many changes of one evening's replanning coalesce into
    -- one notice. A row already sent is armed again by a later change. A sender holds a row by lease while it
    -- sends, outside any transaction, as the webhook deliveries do.
    CREATE TABLE push_notices (
      id bigserial PRIMARY KEY,
      company_id integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      employee_id integer NOT NULL REFERENCES employees(id) ON DELETE CASCADE,
      day date NOT NULL,
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
      changed_at timestamptz NOT NULL DEFAULT now(),
      attempts integer NOT NULL DEFAULT 0,
      next_attempt_at timestamptz NOT NULL DEFAULT now(),
      lease_owner text,
      lease_until timestamptz,
      sent_at timestamptz,
      UNIQUE (company_id, employee_id, day)
    );
    CREATE INDEX push_notices_due_idx ON push_notices (next_attempt_at, id) WHERE status = 'pending';
  `,
  );
  for (const statement of FUNCTIONS) await sql.raw(statement).execute(db);
  await executeStatements(
    db,
    `
    CREATE TRIGGER planning_push_notice_write AFTER INSERT OR DELETE ON planning
      FOR EACH ROW EXECUTE FUNCTION planning_push_notice();
    -- An import that sends a line again unchanged is no change.
    CREATE TRIGGER planning_push_notice_update AFTER UPDATE ON planning
      FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION planning_push_notice();
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await executeStatements(
    db,
    `
    DROP TRIGGER planning_push_notice_update ON planning;
    DROP TRIGGER planning_push_notice_write ON planning;
    DROP FUNCTION planning_push_notice();
    DROP FUNCTION push_notice_for(integer, integer, date);
    DROP FUNCTION push_rule_now();
    DROP TABLE push_notices;
    DROP TABLE push_subscriptions;
    DROP TABLE push_vapid_keys;
  `,
  );
}
