import { sql, type Kysely } from 'kysely';
import { executeStatements } from '../execute-statements';

/** The SQLSTATE of a write refused by a closed period; the server answers it with 409 PERIOD_CLOSED. */
export const PERIOD_CLOSED_SQLSTATE = 'BW001';

/**
 * A company closes its registrations up to a date (docs/decisions/020-period-close.md): from then on no
 * registration dated on or before it is created, changed or removed, by any door. The rule is a trigger on the
 * registrations themselves, so a route written later cannot forget it; the office's own marks on a
 * registration (validated, invoiced, done, blocked) still change, since closing hours is what precedes
 * invoicing them.
 */
const REFUSE_CLOSED_PERIOD = `
CREATE FUNCTION refuse_closed_period() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  closed date;
  refused date;
  office_marks text[] := '{validated,verkoopfactuurregel_id,is_done,geblokkeerd,updated_at}';
BEGIN
  IF TG_OP = 'DELETE' THEN
    SELECT registrations_closed_through INTO closed FROM companies WHERE id = OLD.company_id;
    IF OLD.date <= closed THEN
      refused := OLD.date;
    END IF;
  ELSE
    SELECT registrations_closed_through INTO closed FROM companies WHERE id = NEW.company_id;
    IF closed IS NULL THEN
      RETURN NEW;
    END IF;
    IF TG_OP = 'UPDATE' THEN
      IF (to_jsonb(NEW) - office_marks) = (to_jsonb(OLD) - office_marks) THEN
        RETURN NEW;
      END IF;
      IF OLD.date <= closed THEN
        refused := OLD.date;
      END IF;
    END IF;
    IF NEW.date <= closed THEN
      refused := coalesce(refused, NEW.date);
    END IF;
  END IF;
  IF refused IS NOT NULL THEN
    RAISE EXCEPTION 'date % is in a closed period: registrations are closed through %', refused, closed
      USING ERRCODE = '${PERIOD_CLOSED_SQLSTATE}';
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END
$$`;

const REGISTRATION_TABLES = ['hour_registrations', 'material_registrations'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await executeStatements(
    db,
    `
    ALTER TABLE companies ADD COLUMN registrations_closed_through date;
    ALTER TABLE companies ADD COLUMN registrations_period_reason text NOT NULL DEFAULT '';
    `,
  );
  await createClosedPeriodRule(db);
}

/** The rule's function and triggers; migration 022 widens it, and puts this back when it is undone. */
export async function createClosedPeriodRule(db: Kysely<unknown>): Promise<void> {
  await sql.raw(REFUSE_CLOSED_PERIOD).execute(db);
  for (const table of REGISTRATION_TABLES)
    await sql
      .raw(
        `CREATE TRIGGER closed_period BEFORE INSERT OR UPDATE OR DELETE ON ${table}
          FOR EACH ROW EXECUTE FUNCTION refuse_closed_period()`,
      )
      .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of REGISTRATION_TABLES) await sql.raw(`DROP TRIGGER closed_period ON ${table}`).execute(db);
  await executeStatements(
    db,
    `
    DROP FUNCTION refuse_closed_period();
    ALTER TABLE companies DROP COLUMN registrations_period_reason;
    ALTER TABLE companies DROP COLUMN registrations_closed_through;
    `,
  );
}
