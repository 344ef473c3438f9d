import type { Kysely } from 'kysely';
import { executeStatements } from '../execute-statements';

/**
 * Sign-in limits as counter rows that one statement reserves and counts at once (decision 008), instead of a
 * row per failure that was counted first and written after the password check: 300 parallel guesses were all
 * checked. And device tokens: a device that signed in before passes the limits of strangers.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await executeStatements(
    db,
    `
    DROP TABLE login_failures;

    CREATE TABLE sign_in_counters (
      key text PRIMARY KEY,
      attempts integer NOT NULL CHECK (attempts >= 0),
      last_at timestamptz NOT NULL,
      next_at timestamptz NOT NULL
    );
    CREATE INDEX sign_in_counters_last_idx ON sign_in_counters (last_at);

    CREATE TABLE device_tokens (
      id bigserial PRIMARY KEY,
      company_id integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      employee_id integer NOT NULL REFERENCES employees(id) ON DELETE CASCADE,
      token_hash bytea NOT NULL UNIQUE,
      failures integer NOT NULL DEFAULT 0 CHECK (failures >= 0),
      created_at timestamptz NOT NULL DEFAULT now(),
      last_used_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX device_tokens_employee_idx ON device_tokens (company_id, employee_id, last_used_at);
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await executeStatements(
    db,
    `
    DROP TABLE device_tokens;
    DROP TABLE sign_in_counters;
    CREATE TABLE login_failures (
      id bigserial PRIMARY KEY,
      key text NOT NULL,
      failed_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX login_failures_key_idx ON login_failures (key, failed_at);
  `,
  );
}
