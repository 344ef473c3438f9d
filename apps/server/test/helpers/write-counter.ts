import { sql, type Kysely } from 'kysely';
import type { Database } from '../../src/db/types';

/**
 * Tables whose rows a refused request may write by design: the expired Idempotency-Keys a write purges on
 * its way, the bookkeeping of failed sign-ins (a 401 counts against the limit), an office session's last use
 * (its idle time starts again, whatever the request asked) and a passkey challenge (used once, also by a
 * refused answer).
 */
const BOOKKEEPING =
  /^(idempotency_keys|login_|sign_in_|device_|kysely_|test_row_changes|office_sessions|office_passkey_challenges)/;

/**
 * Counts, in the test's database only, every row inserted, updated or deleted in the application's tables
 * (bookkeeping aside), within the writing transaction: a write that rolled back leaves the count as it was.
 * A request answered 4xx must leave it unchanged.
 */
export async function installWriteCounter(db: Kysely<Database>): Promise<() => Promise<number>> {
  await sql`CREATE TABLE test_row_changes (n bigint NOT NULL)`.execute(db);
  await sql`INSERT INTO test_row_changes VALUES (0)`.execute(db);
  await sql`
    CREATE FUNCTION test_count_row_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE test_row_changes SET n = n + 1;
      RETURN NULL;
    END $$`.execute(db);
  const tables = await sql<{ tablename: string }>`SELECT tablename FROM pg_tables WHERE schemaname = 'public'`.execute(
    db,
  );
  const counted = tables.rows.map((r) => r.tablename).filter((name) => !BOOKKEEPING.test(name));
  if (counted.length < 10) throw new Error(`only ${counted.length} tables to count writes in`);
  for (const table of counted) {
    await sql`CREATE TRIGGER test_count_row_change AFTER INSERT OR UPDATE OR DELETE ON ${sql.table(table)} FOR EACH ROW EXECUTE FUNCTION test_count_row_change()`.execute(
      db,
    );
  }
  return async () => Number((await sql<{ n: string }>`SELECT n FROM test_row_changes`.execute(db)).rows[0]!.n);
}
