import type { Kysely } from 'kysely';
import { executeStatements } from '../execute-statements';

/**
 * Every key row is a committed write's answer (decision 002): a write inserts its key with its answer as its
 * last statement. A row without an answer is a claim of an earlier version whose process died; its write
 * rolled back, so the key is free for the retry, and it goes. Then a key already stored makes the insert
 * itself fail, which ends the write's transaction as a rollback even where the COMMIT was sent with it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await executeStatements(
    db,
    `
    DELETE FROM idempotency_keys WHERE status_code IS NULL;
    ALTER TABLE idempotency_keys ALTER COLUMN status_code SET NOT NULL;
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await executeStatements(db, `ALTER TABLE idempotency_keys ALTER COLUMN status_code DROP NOT NULL;`);
}
