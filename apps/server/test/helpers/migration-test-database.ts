import type { Kysely } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import type { DatabaseHandle } from '../../src/db/database';
import { createTestDatabase } from './test-database';

/**
 * A migration's test file's database, of the run's kind, migrated to the latest: `db` writes the rows an older
 * version left, `raw()` is what the migration's up() and down() take.
 */
export function migrationTestDatabase() {
  let database: DatabaseHandle | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });
  return {
    get db() {
      return database!.db;
    },
    raw: () => database!.db as never as Kysely<unknown>,
  };
}
