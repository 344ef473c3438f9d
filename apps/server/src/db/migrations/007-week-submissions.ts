import type { Kysely } from 'kysely';
import { executeStatements } from '../execute-statements';

/**
 * Week submissions (docs/decisions/012-one-hand-gloves-and-sunlight.md): an employee marks an ISO week as complete
 * ("Week indienen"), once. A row is never changed nor removed (no withdraw: docs/integration.md says why), so the table
 * is its own change log: tx, the writing transaction's xid8, lets the office's list page in commit order as the
 * registration feed does (decision 009).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await executeStatements(
    db,
    `
    CREATE TABLE week_submissions (
      seq bigserial PRIMARY KEY,
      company_id integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      employee_id integer NOT NULL REFERENCES employees(id) ON DELETE CASCADE,
      week_start date NOT NULL CHECK (extract(isodow FROM week_start) = 1),
      submitted_at timestamptz NOT NULL DEFAULT now(),
      tx xid8 NOT NULL DEFAULT pg_current_xact_id(),
      UNIQUE (company_id, employee_id, week_start)
    );
    CREATE INDEX week_submissions_feed_idx ON week_submissions (company_id, tx, seq);
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await executeStatements(db, `DROP TABLE week_submissions;`);
}
