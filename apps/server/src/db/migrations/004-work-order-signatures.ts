import type { Kysely } from 'kysely';
import { executeStatements } from '../execute-statements';

/**
 * Every signature a work order was given, with who took it and when; the order's signature is the latest
 * (signed_at, then id). Before this the order kept one signature in its own columns and a second signing
 * overwrote the first. Those columns move here, so there is one place a signature lives: an order signed
 * before the migration keeps its signature as the first of its history, and the columns are dropped.
 *
 * signed_by is null only for a signature that came from the old columns without a signer; the server always
 * writes it. The index serves both "the latest of an order" and "the history of an order".
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await executeStatements(
    db,
    `
    CREATE TABLE work_order_signatures (
      id serial PRIMARY KEY,
      company_id integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      work_order_id integer NOT NULL REFERENCES work_orders(id) ON DELETE CASCADE,
      signature_png bytea NOT NULL,
      signed_at timestamptz NOT NULL,
      signed_by integer REFERENCES employees(id)
    );
    CREATE INDEX work_order_signatures_order_idx ON work_order_signatures (company_id, work_order_id, signed_at, id);
    INSERT INTO work_order_signatures (company_id, work_order_id, signature_png, signed_at, signed_by)
      SELECT company_id, id, signature_png, COALESCE(signed_at, created_at), signed_by
      FROM work_orders
      WHERE signature_png IS NOT NULL
      ORDER BY id;
    ALTER TABLE work_orders DROP COLUMN signature_png, DROP COLUMN signed_at, DROP COLUMN signed_by;
  `,
  );
}

/** Back to one signature per order: the latest of each history returns to the order's columns. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await executeStatements(
    db,
    `
    ALTER TABLE work_orders
      ADD COLUMN signature_png bytea,
      ADD COLUMN signed_at timestamptz,
      ADD COLUMN signed_by integer REFERENCES employees(id);
    UPDATE work_orders o
      SET signature_png = s.signature_png, signed_at = s.signed_at, signed_by = s.signed_by
      FROM (
        SELECT DISTINCT ON (work_order_id) work_order_id, signature_png, signed_at, signed_by
        FROM work_order_signatures
        ORDER BY work_order_id, signed_at DESC, id DESC
      ) s
      WHERE s.work_order_id = o.id;
    DROP TABLE work_order_signatures;
  `,
  );
}
