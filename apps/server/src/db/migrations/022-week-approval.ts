import { sql, type Kysely } from 'kysely';
import { executeStatements } from '../execute-statements';
import { createClosedPeriodRule, PERIOD_CLOSED_SQLSTATE } from './020-registration-period-close';

/** The SQLSTATE of a write refused by an approved week; the server answers it with 409 WEEK_APPROVED. */
export const WEEK_APPROVED_SQLSTATE = 'BW002';

/**
 * Week approval (docs/decisions/021-week-approval.md). A week submission gets its state: submitted, approved or
 * sent back (no row: open), with the reviewer's reason. The row now changes, so it takes its writer's
 * transaction id again on every change: the integration's feed of week submissions, which pages in commit
 * order by (tx, seq), then shows the week once more at its new place, and a poller never misses a decision.
 *
 * The registrations' rule of migration 020 becomes one for every final day: a registration in a closed period
 * or in an approved week of its employee is not created, changed or removed, by any door; the office's own
 * marks (validated, invoiced, done, blocked) still change, as approving a week itself validates its hours.
 * One trigger does both, since every booking pays for it.
 *
 * The office's decisions reach a webhook as week.approved and week.sent_back, written to its deliveries in the
 * decision's transaction: a decision is never lost between the two, nor sent when it was rolled back.
 */
const REFUSE_FINAL_DAY = `
CREATE FUNCTION refuse_final_day(company integer, employee integer, day date) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  closed date;
BEGIN
  SELECT registrations_closed_through INTO closed FROM companies WHERE id = company;
  IF day <= closed THEN
    RAISE EXCEPTION 'date % is in a closed period: registrations are closed through %', day, closed
      USING ERRCODE = '${PERIOD_CLOSED_SQLSTATE}';
  END IF;
  IF employee IS NOT NULL AND EXISTS (
    SELECT 1 FROM week_submissions s
    WHERE s.company_id = company AND s.employee_id = employee
      AND s.week_start = date_trunc('week', day)::date AND s.state = 'approved'
  ) THEN
    RAISE EXCEPTION 'date % is in a week the office approved: a beheerder reopens it first', day
      USING ERRCODE = '${WEEK_APPROVED_SQLSTATE}';
  END IF;
END
$$`;

const REFUSE_FINAL_REGISTRATION = `
CREATE FUNCTION refuse_final_registration() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  office_marks text[] := '{validated,verkoopfactuurregel_id,is_done,geblokkeerd,updated_at}';
BEGIN
  IF TG_OP = 'UPDATE' AND (to_jsonb(NEW) - office_marks) = (to_jsonb(OLD) - office_marks) THEN
    RETURN NEW;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM refuse_final_day(OLD.company_id, OLD.employee_id, OLD.date);
  END IF;
  IF TG_OP = 'INSERT'
    OR (TG_OP = 'UPDATE' AND (NEW.date, NEW.employee_id) IS DISTINCT FROM (OLD.date, OLD.employee_id)) THEN
    PERFORM refuse_final_day(NEW.company_id, NEW.employee_id, NEW.date);
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END
$$`;

/** A changed submission is written by this transaction, for the feed's commit order. */
const STAMP_SUBMISSION_TX = `
CREATE FUNCTION stamp_week_submission_tx() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.tx := pg_current_xact_id();
  RETURN NEW;
END
$$`;

const REGISTRATION_TABLES = ['hour_registrations', 'material_registrations'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await executeStatements(
    db,
    `
    ALTER TABLE week_submissions
      ADD COLUMN state text NOT NULL DEFAULT 'submitted' CHECK (state IN ('submitted', 'approved', 'sent-back')),
      ADD COLUMN reason text NOT NULL DEFAULT '',
      ADD COLUMN reviewed_at timestamptz,
      ADD COLUMN reviewed_by text;
    -- A week event (week.approved, week.sent_back) is a delivery of no registration change: it is written in
    -- the decision's own transaction, its registration_kind 'week' and registration_id the submission's seq.
    ALTER TABLE webhook_deliveries ALTER COLUMN change_id DROP NOT NULL;
    -- The office's review of a period ('Registraties') pages each table by (date, id) in the company.
    CREATE INDEX hour_registrations_date_idx ON hour_registrations (company_id, date, id);
    CREATE INDEX material_registrations_date_idx ON material_registrations (company_id, date, id);
    `,
  );
  for (const statement of [REFUSE_FINAL_DAY, REFUSE_FINAL_REGISTRATION, STAMP_SUBMISSION_TX])
    await sql.raw(statement).execute(db);
  await sql
    .raw(
      `CREATE TRIGGER stamp_tx BEFORE UPDATE ON week_submissions
        FOR EACH ROW EXECUTE FUNCTION stamp_week_submission_tx()`,
    )
    .execute(db);
  for (const table of REGISTRATION_TABLES) {
    await sql.raw(`DROP TRIGGER closed_period ON ${table}`).execute(db);
    await sql
      .raw(
        `CREATE TRIGGER final_registration BEFORE INSERT OR UPDATE OR DELETE ON ${table}
          FOR EACH ROW EXECUTE FUNCTION refuse_final_registration()`,
      )
      .execute(db);
  }
  await sql.raw('DROP FUNCTION refuse_closed_period()').execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of REGISTRATION_TABLES) await sql.raw(`DROP TRIGGER final_registration ON ${table}`).execute(db);
  await sql.raw('DROP TRIGGER stamp_tx ON week_submissions').execute(db);
  await executeStatements(
    db,
    `
    DROP FUNCTION refuse_final_registration();
    DROP FUNCTION refuse_final_day(integer, integer, date);
    DROP FUNCTION stamp_week_submission_tx();
    DROP INDEX hour_registrations_date_idx;
    DROP INDEX material_registrations_date_idx;
    DELETE FROM webhook_deliveries WHERE change_id IS NULL;
    ALTER TABLE webhook_deliveries ALTER COLUMN change_id SET NOT NULL;
    ALTER TABLE week_submissions DROP COLUMN state, DROP COLUMN reason, DROP COLUMN reviewed_at,
      DROP COLUMN reviewed_by;
    `,
  );
  await createClosedPeriodRule(db);
}
