import { sql, type Kysely } from 'kysely';
import { executeStatements } from '../execute-statements';

/**
 * The company's default hour type: the one a new hours form starts on (packages/domain hour-types.ts). Before,
 * the form took the first of the list, so an imported 'Aanneming' sorting first became every employee's
 * default. At most one per company, by a partial unique index; a company without one keeps the first by sort
 * order, as before. The office marks it with the integration import's `default`.
 *
 * The demo company of a database seeded before this migration gets its 'Normaal' marked here, as the seed
 * (seed/writer.ts) marks it in a new one: the seed runs only on an empty database.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await executeStatements(
    db,
    `
    ALTER TABLE hour_types ADD COLUMN is_default boolean NOT NULL DEFAULT false;
    CREATE UNIQUE INDEX hour_types_default_key ON hour_types (company_id) WHERE is_default;
  `,
  );
  await sql`
    UPDATE hour_types SET is_default = true
    WHERE id = (
      SELECT min(t.id) FROM hour_types t JOIN companies c ON c.id = t.company_id
      WHERE c.code = 'demo' AND t.omschrijving = 'Normaal' AND t.active AND t.deleted_at IS NULL
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await executeStatements(
    db,
    `
    DROP INDEX hour_types_default_key;
    ALTER TABLE hour_types DROP COLUMN is_default;
  `,
  );
}
