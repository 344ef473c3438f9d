import { sql, type Kysely } from 'kysely';
import { executeStatements } from '../execute-statements';
import { COMPANY_SCOPED, EMPLOYEE_SCOPED } from './009-change-versions';

/**
 * The office console: its users (one company each, a role, an argon2id password), their sessions (only the
 * SHA-256 of the cookie's random id is stored), the one-time links that set a password, their passkeys with the
 * WebAuthn challenges each used once, and the audit log that
 * every change by the office, an integration key or a field employee is written to in its own transaction.
 *
 * The audit log refuses UPDATE and DELETE with a trigger: no route writes either, and the trigger makes that
 * hold for a mistake in a later route too. The one delete it lets through is the cascade of a removed company
 * (an operator removing a company's row), whose row is gone by the time its log rows are.
 *
 * What the office, an integration key or a field employee changes of the company's data (master data,
 * planning, registrations) reaches the log by triggers, in the writing statement itself: no route can forget
 * it, and an import of 20,000 works writes its entries in one set-based statement per table (the triggers run
 * per statement, over its transition tables, like the change versions' of migration 009). Who wrote is what
 * the writing transaction declared first (`bouwwerk.actor`, auditLog.actAs in repositories/audit-log-repository.ts); a write without one
 * (the demo seed, a migration, the server's own upkeep) is nobody's change and is not logged. Secrets and
 * pictures stay out of the log (passwords' hashes, logos, photos, signatures), and an update that changed
 * nothing else is no entry.
 */

/**
 * The audited tables, each with the columns that tell its rows apart within the company: the company and every
 * table of its data, the same the change versions cover (migration 009).
 */
const KEYS: Record<string, readonly string[]> = {
  company_working_hours: ['weekday'],
  week_submissions: ['employee_id', 'week_start'],
};
export const AUDITED_TABLES: ReadonlyArray<readonly [string, readonly string[]]> = [
  'companies',
  ...COMPANY_SCOPED,
  ...EMPLOYEE_SCOPED,
].map((table) => [table, KEYS[table] ?? ['id']] as const);

/** Columns never copied into the log: secrets, and pictures whose bytes say nothing to a reader. */
export const UNLOGGED_COLUMNS = [
  'password_hash',
  'password_salt',
  'logo',
  'photo_jpeg',
  'thumbnail_jpeg',
  'signature_png',
];

/**
 * The trigger of every audited table, once per statement. PL/pgSQL compiles a trigger function once per table
 * it runs on, so the transition tables' rows may differ in type from table to table; the log reads them as
 * jsonb. `TG_ARGV` names the key columns that pair an update's old and new rows. `singleRowPair` (migration
 * 025): an update of one row pairs its old and new row without the key join.
 */
const NEW_ROWS = '(SELECT to_jsonb(r) - unlogged AS j FROM new_rows r) n';
const OLD_ROWS = '(SELECT to_jsonb(r) - unlogged AS j FROM old_rows r) o';
/** An update's entries, from its old rows (o) paired with its new rows (n); an update that changed nothing is none. */
const updateEntries = (
  pairs: string,
) => `INSERT INTO audit_log (company_id, source, actor_kind, actor_id, actor_name, action, target_table, target_id,
                           target_label, before, after)
    SELECT audit_company(n.j), actor->>'source', actor->>'kind', (actor->>'id')::int, actor->>'name',
           TG_TABLE_NAME || '.update', TG_TABLE_NAME, audit_target(n.j, TG_ARGV), audit_label(n.j), o.j, n.j
    FROM ${pairs}
    WHERE o.j <> n.j;`;

export const auditFunction = (unlogged: readonly string[], singleRowPair = false) => `
CREATE OR REPLACE FUNCTION audit_changes() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  actor jsonb := nullif(current_setting('bouwwerk.actor', true), '')::jsonb;
  unlogged text[] := '{${unlogged.join(',')}}';
BEGIN
  IF actor IS NULL THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO audit_log (company_id, source, actor_kind, actor_id, actor_name, action, target_table, target_id,
                           target_label, before, after)
    SELECT audit_company(n.j), actor->>'source', actor->>'kind', (actor->>'id')::int, actor->>'name',
           TG_TABLE_NAME || '.insert', TG_TABLE_NAME, audit_target(n.j, TG_ARGV), audit_label(n.j), NULL, n.j
    FROM (SELECT to_jsonb(r) - unlogged AS j FROM new_rows r) n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO audit_log (company_id, source, actor_kind, actor_id, actor_name, action, target_table, target_id,
                           target_label, before, after)
    SELECT audit_company(o.j), actor->>'source', actor->>'kind', (actor->>'id')::int, actor->>'name',
           TG_TABLE_NAME || '.delete', TG_TABLE_NAME, audit_target(o.j, TG_ARGV), audit_label(o.j), o.j, NULL
    FROM (SELECT to_jsonb(r) - unlogged AS j FROM old_rows r) o;
  ${
    singleRowPair
      ? `ELSIF (SELECT count(*) FROM new_rows) = 1 THEN
    ${updateEntries(`${NEW_ROWS}, ${OLD_ROWS}`)}
  `
      : ''
  }ELSE
    ${updateEntries(`${NEW_ROWS}
    JOIN ${OLD_ROWS}
      ON audit_company(o.j) = audit_company(n.j) AND audit_key(o.j, TG_ARGV) = audit_key(n.j, TG_ARGV)`)}
  END IF;
  RETURN NULL;
END
$$`;

/**
 * The statements that make (and remove) a table's audit triggers, once per statement; `keys` pair an update's
 * old and new rows. A later table's migration uses them too.
 */
export function auditTriggers(table: string, keys: readonly string[]) {
  const args = keys.map((key) => `'${key}'`).join(', ');
  const events = [
    ['INSERT', 'NEW TABLE AS new_rows'],
    ['UPDATE', 'OLD TABLE AS old_rows NEW TABLE AS new_rows'],
    ['DELETE', 'OLD TABLE AS old_rows'],
  ] as const;
  return {
    create: events.map(
      ([event, transition]) =>
        `CREATE TRIGGER audit_${event.toLowerCase()} AFTER ${event} ON ${table}
          REFERENCING ${transition} FOR EACH STATEMENT EXECUTE FUNCTION audit_changes(${args})`,
    ),
    drop: events.map(([event]) => `DROP TRIGGER audit_${event.toLowerCase()} ON ${table}`),
  };
}

/** The helpers of the trigger, on a row as jsonb: its company (a company is its own), key, id and name. */
const AUDIT_HELPERS = [
  `CREATE FUNCTION audit_company(j jsonb) RETURNS integer LANGUAGE sql IMMUTABLE AS $$
    SELECT coalesce((j->>'company_id')::int, (j->>'id')::int) $$`,
  `CREATE FUNCTION audit_key(j jsonb, keys text[]) RETURNS text LANGUAGE sql IMMUTABLE AS $$
    SELECT string_agg(j->>k, '/' ORDER BY n) FROM unnest(keys) WITH ORDINALITY AS u(k, n) $$`,
  `CREATE FUNCTION audit_target(j jsonb, keys text[]) RETURNS bigint LANGUAGE sql IMMUTABLE AS $$
    SELECT CASE WHEN cardinality(keys) = 1 THEN (j->>(SELECT k FROM unnest(keys) k))::bigint END $$`,
  `CREATE FUNCTION audit_label(j jsonb) RETURNS text LANGUAGE sql IMMUTABLE AS $$
    SELECT coalesce(
      nullif(trim(concat_ws(' ', j->>'first_name', j->>'last_name')), ''),
      nullif(j->>'name', ''), nullif(j->>'code', ''), nullif(j->>'omschrijving', ''),
      nullif(j->>'description', ''), nullif(j->>'company_name', ''), '') $$`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await executeStatements(
    db,
    `
    CREATE TABLE office_users (
      id serial PRIMARY KEY,
      company_id integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      email text NOT NULL,
      name text NOT NULL,
      role text NOT NULL CHECK (role IN ('beheerder', 'planner', 'administratie')),
      password_hash text,
      active boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX office_users_company_email_key ON office_users (company_id, lower(email));

    CREATE TABLE office_sessions (
      id bigserial PRIMARY KEY,
      company_id integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      office_user_id integer NOT NULL REFERENCES office_users(id) ON DELETE CASCADE,
      id_hash bytea NOT NULL UNIQUE,
      created_at timestamptz NOT NULL,
      last_seen_at timestamptz NOT NULL,
      ended_at timestamptz
    );
    CREATE INDEX office_sessions_user_idx ON office_sessions (company_id, office_user_id) WHERE ended_at IS NULL;

    CREATE TABLE office_links (
      id serial PRIMARY KEY,
      company_id integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      token_hash bytea NOT NULL UNIQUE,
      purpose text NOT NULL CHECK (purpose IN ('invitation', 'password')),
      office_user_id integer REFERENCES office_users(id) ON DELETE CASCADE,
      email text NOT NULL,
      name text NOT NULL,
      role text NOT NULL CHECK (role IN ('beheerder', 'planner', 'administratie')),
      created_by integer REFERENCES office_users(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      withdrawn_at timestamptz,
      CHECK ((purpose = 'password') = (office_user_id IS NOT NULL))
    );
    CREATE INDEX office_links_company_idx ON office_links (company_id) WHERE used_at IS NULL AND withdrawn_at IS NULL;

    CREATE TABLE office_passkeys (
      id serial PRIMARY KEY,
      company_id integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      office_user_id integer NOT NULL REFERENCES office_users(id) ON DELETE CASCADE,
      credential_id text NOT NULL UNIQUE,
      public_key bytea NOT NULL,
      counter bigint NOT NULL DEFAULT 0,
      transports text[] NOT NULL DEFAULT '{}',
      name text NOT NULL DEFAULT '',
      created_at timestamptz NOT NULL,
      last_used_at timestamptz
    );
    CREATE INDEX office_passkeys_user_idx ON office_passkeys (company_id, office_user_id);

    CREATE TABLE office_passkey_challenges (
      id bigserial PRIMARY KEY,
      challenge text NOT NULL,
      purpose text NOT NULL CHECK (purpose IN ('register', 'sign_in')),
      office_user_id integer REFERENCES office_users(id) ON DELETE CASCADE,
      expires_at timestamptz NOT NULL,
      CHECK ((purpose = 'register') = (office_user_id IS NOT NULL))
    );
    CREATE INDEX office_passkey_challenges_expiry_idx ON office_passkey_challenges (expires_at);

    CREATE TABLE audit_log (
      id bigserial PRIMARY KEY,
      company_id integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      at timestamptz NOT NULL DEFAULT now(),
      source text NOT NULL CHECK (source IN ('console', 'integration', 'app')),
      actor_kind text NOT NULL CHECK (actor_kind IN ('office_user', 'integration_key', 'employee', 'system')),
      actor_id integer,
      actor_name text NOT NULL,
      action text NOT NULL,
      target_table text NOT NULL,
      target_id bigint,
      target_label text NOT NULL DEFAULT '',
      before jsonb,
      after jsonb,
      tx xid8 NOT NULL DEFAULT pg_current_xact_id()
    );
    CREATE INDEX audit_log_company_idx ON audit_log (company_id, id);
    CREATE INDEX audit_log_feed_idx ON audit_log (company_id, tx, id);
    CREATE INDEX audit_log_target_idx ON audit_log (company_id, target_table, target_id, id);
    CREATE INDEX audit_log_actor_idx ON audit_log (company_id, actor_kind, actor_id, id);

  `,
  );
  // One statement each: the function's body holds semicolons, which executeStatements splits on.
  await sql
    .raw(
      `CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM companies WHERE id = OLD.company_id) THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'the audit log is append-only' USING ERRCODE = 'insufficient_privilege';
END
$$`,
    )
    .execute(db);
  await sql
    .raw(
      `CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
        FOR EACH ROW EXECUTE FUNCTION audit_log_append_only()`,
    )
    .execute(db);

  for (const statement of [...AUDIT_HELPERS, auditFunction(UNLOGGED_COLUMNS)]) await sql.raw(statement).execute(db);
  for (const [table, keys] of AUDITED_TABLES)
    for (const statement of auditTriggers(table, keys).create) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await executeStatements(
    db,
    `
    ${AUDITED_TABLES.flatMap(([table, keys]) => auditTriggers(table, keys).drop.map((statement) => `${statement};`)).join('\n    ')}
    DROP FUNCTION audit_changes();
    DROP FUNCTION audit_company(jsonb);
    DROP FUNCTION audit_key(jsonb, text[]);
    DROP FUNCTION audit_target(jsonb, text[]);
    DROP FUNCTION audit_label(jsonb);
    DROP TABLE audit_log;
    DROP FUNCTION audit_log_append_only();
    DROP TABLE office_passkey_challenges;
    DROP TABLE office_passkeys;
    DROP TABLE office_links;
    DROP TABLE office_sessions;
    DROP TABLE office_users;
  `,
  );
}
