import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../apps/server/src/db/database';
import { companyId, employeeId, seedDemo } from '../../apps/server/test/helpers/demo-refs';
import { createTestDatabase } from '../../apps/server/test/helpers/test-database';
import { countStoredBookings } from '../mixed-load';
import { MIXED_REMARK } from '../scenarios';

// The check behind "0 lost, 0 duplicated": it must see both, or the mixed load's target proves nothing.
describe('countStoredBookings', () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemo(database.db);
    const demo = await companyId(database.db, 'demo');
    const jan = await employeeId(database.db, demo, 'jan');
    const indirect = await database.db
      .selectFrom('indirect_work_types')
      .select('id')
      .where('company_id', '=', demo)
      .executeTakeFirstOrThrow();
    const booking = (remark: string) => ({
      company_id: demo,
      employee_id: jan,
      date: '2026-03-11',
      indirect_work_type_id: indirect.id,
      hours: 1,
      remark,
    });
    await database.db
      .insertInto('hour_registrations')
      .values([1, 2, 2, 4].map((n) => booking(`${MIXED_REMARK}${n}`)))
      .execute();
  });
  afterAll(() => database.close());

  it('counts an answered booking that is not stored as lost, and one stored twice as duplicated', async () => {
    const answered = (...numbers: number[]) => new Set(numbers.map((n) => `${MIXED_REMARK}${n}`));
    expect(await countStoredBookings(database.db, answered(1, 4))).toEqual({ lost: 0, duplicated: 1 });
    expect(await countStoredBookings(database.db, answered(1, 3, 5))).toEqual({ lost: 2, duplicated: 1 });
  });
});
