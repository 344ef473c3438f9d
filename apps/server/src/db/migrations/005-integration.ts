import { sql, type Kysely } from 'kysely';
import { executeStatements } from '../execute-statements';

/** The tables the office feeds through the integration API (docs/integration.md), each addressed by its external id. */
const IMPORTED_TABLES = [
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
  'planning',
  'materials',
] as const;

/**
 * Every registration change, written by a trigger in the writing transaction. Its transaction id (xid8) is
 * what makes the change feed safe in commit order (decision 009): a reader only returns changes of
 * transactions below the oldest one still running, and pages by (tx, seq), so a transaction that commits
 * after a later-numbered one can never fall behind a consumer's cursor. `row` holds the registration as it
 * was written (null for a delete), so the feed reports each change, not the row's state at reading time.
 */
const CHANGE_LOG_FUNCTION = `
CREATE FUNCTION log_registration_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO registration_changes (company_id, kind, registration_id, action, row)
    VALUES (OLD.company_id, TG_ARGV[0], OLD.id, 'delete', NULL);
  ELSE
    INSERT INTO registration_changes (company_id, kind, registration_id, action, row)
    VALUES (NEW.company_id, TG_ARGV[0], NEW.id, lower(TG_OP), to_jsonb(NEW));
  END IF;
  RETURN NULL;
END
$$`;

export async function up(db: Kysely<unknown>): Promise<void> {
  // The office's own id per record; removed records stay (registrations point at them) but are hidden.
  for (const table of IMPORTED_TABLES) {
    await executeStatements(
      db,
      `
      ALTER TABLE ${table} ADD COLUMN external_id text, ADD COLUMN deleted_at timestamptz;
      CREATE UNIQUE INDEX ${table}_external_id_key ON ${table} (company_id, external_id) WHERE external_id IS NOT NULL;
    `,
    );
  }

  await executeStatements(
    db,
    `
    -- The planned works shown on a planned line's card, fed with the planning line they belong to.
    ALTER TABLE planning_items ADD COLUMN planning_id integer REFERENCES planning(id) ON DELETE CASCADE;
    CREATE INDEX planning_items_planning_idx ON planning_items (planning_id) WHERE planning_id IS NOT NULL;

    -- An office system's key: only its SHA-256 is stored (the key is 256 random bits, so no slow hash is
    -- needed); prefix is the visible start that names it in lists.
    CREATE TABLE integration_keys (
      id serial PRIMARY KEY,
      company_id integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      prefix text NOT NULL,
      key_hash bytea NOT NULL UNIQUE,
      name text NOT NULL DEFAULT '',
      created_at timestamptz NOT NULL DEFAULT now(),
      last_used_at timestamptz,
      revoked_at timestamptz
    );
    CREATE INDEX integration_keys_company_idx ON integration_keys (company_id, created_at);

    CREATE TABLE registration_changes (
      seq bigserial PRIMARY KEY,
      company_id integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('hours', 'material')),
      registration_id bigint NOT NULL,
      action text NOT NULL CHECK (action IN ('insert', 'update', 'delete')),
      row jsonb,
      tx xid8 NOT NULL DEFAULT pg_current_xact_id(),
      changed_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX registration_changes_feed_idx ON registration_changes (company_id, tx, seq);
  `,
  );

  // One statement with semicolons inside, so not through executeStatements.
  await sql.raw(CHANGE_LOG_FUNCTION).execute(db);
  for (const [table, kind] of [
    ['hour_registrations', 'hours'],
    ['material_registrations', 'material'],
  ] as const) {
    await executeStatements(
      db,
      `
      CREATE TRIGGER ${table}_insert_delete_log AFTER INSERT OR DELETE ON ${table}
        FOR EACH ROW EXECUTE FUNCTION log_registration_change('${kind}');
      CREATE TRIGGER ${table}_update_log AFTER UPDATE ON ${table}
        FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION log_registration_change('${kind}');
    `,
    );
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await executeStatements(
    db,
    `
    DROP TRIGGER hour_registrations_insert_delete_log ON hour_registrations;
    DROP TRIGGER hour_registrations_update_log ON hour_registrations;
    DROP TRIGGER material_registrations_insert_delete_log ON material_registrations;
    DROP TRIGGER material_registrations_update_log ON material_registrations;
    DROP FUNCTION log_registration_change();
    DROP TABLE registration_changes;
    DROP TABLE integration_keys;
    DROP INDEX planning_items_planning_idx;
    ALTER TABLE planning_items DROP COLUMN planning_id;
  `,
  );
  for (const table of IMPORTED_TABLES) {
    await executeStatements(
      db,
      `
      DROP INDEX ${table}_external_id_key;
      ALTER TABLE ${table} DROP COLUMN external_id, DROP COLUMN deleted_at;
    `,
    );
  }
}
