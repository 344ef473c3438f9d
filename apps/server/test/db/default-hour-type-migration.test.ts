import { describe, expect, it } from 'vitest';
import { down, up } from '../../src/db/migrations/011-default-hour-type';
import { companyId, seedDemo } from '../helpers/demo-refs';
import { migrationTestDatabase } from '../helpers/migration-test-database';

/**
 * Migration 011 adds the default hour type. A database seeded before it (the seed runs only on an empty one)
 * gets the demo company's 'Normaal' marked, as a new seed marks it; other companies keep the first by sort
 * order (no mark). Run as down, up, on a seeded database of the run's kind.
 */

const database = migrationTestDatabase();
const { raw } = database;

describe('migration 011-default-hour-type', () => {
  it("marks the demo company's Normaal in a database seeded before it, and nothing else", async () => {
    const db = database.db;
    await seedDemo(db);
    await down(raw());
    await up(raw());
    const marked = await db
      .selectFrom('hour_types')
      .select(['company_id', 'omschrijving'])
      .where('is_default', '=', true)
      .execute();
    expect(marked).toEqual([{ company_id: await companyId(db, 'demo'), omschrijving: 'Normaal' }]);
  });

  it('allows one default per company', async () => {
    const db = database.db;
    const demo = await companyId(db, 'demo');
    await expect(
      db.updateTable('hour_types').set({ is_default: true }).where('company_id', '=', demo).execute(),
    ).rejects.toThrow(/hour_types_default_key/);
  });
});
