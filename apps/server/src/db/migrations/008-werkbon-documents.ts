import type { Kysely } from 'kysely';
import { executeStatements } from '../execute-statements';

/**
 * Werkbon documents (docs/decisions/013-werkbon-documents.md). Photos live in the database, not on a disk beside it:
 * PGlite and PostgreSQL then hold everything, and one backup is the whole of a company's data. A photo is stored as the
 * server re-encoded it (sharp: checked, turned upright, metadata stripped, longest side at most 2048 px) with a
 * thumbnail for the order page and the PDF; the upload itself is never kept.
 *
 * The signer's name ('Naam klant') belongs to the signature it was given with: a later signing by someone
 * else has its own. Null for signatures made before this migration (or by an app that did not ask).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await executeStatements(
    db,
    `
    CREATE TABLE work_order_photos (
      id serial PRIMARY KEY,
      company_id integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      work_order_id integer NOT NULL REFERENCES work_orders(id) ON DELETE CASCADE,
      taken_by integer NOT NULL REFERENCES employees(id) ON DELETE CASCADE,
      taken_at timestamptz NOT NULL DEFAULT now(),
      width integer NOT NULL,
      height integer NOT NULL,
      photo_jpeg bytea NOT NULL,
      thumbnail_jpeg bytea NOT NULL,
      thumbnail_width integer NOT NULL,
      thumbnail_height integer NOT NULL
    );
    CREATE INDEX work_order_photos_order_idx ON work_order_photos (company_id, work_order_id, taken_at, id);
    ALTER TABLE work_order_signatures ADD COLUMN signer_name text;
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await executeStatements(
    db,
    `
    ALTER TABLE work_order_signatures DROP COLUMN signer_name;
    DROP TABLE work_order_photos;
  `,
  );
}
