import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/database';
import { startPgliteMaintenance, tablesDueForVacuum, vacuumDueTables } from '../../src/db/maintenance';
import { createCompany, createEmployee } from '../helpers/fixtures';
import { createTestDatabase } from '../helpers/test-database';

let database: DatabaseHandle;
let owner: { companyId: number; employeeId: number };

beforeAll(async () => {
  database = await createTestDatabase();
  const company = await createCompany(database.db, { code: 'demo' });
  const employee = await createEmployee(database.db, { companyId: company.id, username: 'jan' });
  owner = { companyId: company.id, employeeId: employee.id };
  // What the template and the fixtures wrote is not what these tests are about.
  await vacuumDueTables(database.db);
});
afterAll(() => database.close());

/** A day of saves under Idempotency-Key: each key stored with its answer, and deleted once expired. */
async function churnIdempotencyKeys(count: number) {
  const keys = Array.from({ length: count }, (_, i) => `churn-${i}-${Math.random()}`);
  await database.db
    .insertInto('idempotency_keys')
    .values(
      keys.map((key) => ({
        company_id: owner.companyId,
        employee_id: owner.employeeId,
        key,
        request_fingerprint: 'f',
        status_code: 201,
        response_body: '{}',
      })),
    )
    .execute();
  await database.db.deleteFrom('idempotency_keys').where('key', 'in', keys).execute();
}

const deadRows = async (table: string) => {
  await sql`SELECT pg_stat_force_next_flush()`.execute(database.db);
  return Number(
    (
      await sql<{ dead: string }>`SELECT n_dead_tup AS dead FROM pg_stat_user_tables WHERE relname = ${table}`.execute(
        database.db,
      )
    ).rows[0]!.dead,
  );
};

// PostgreSQL has autovacuum, and its statistics of other connections arrive late: this is PGlite's.
describe.skipIf(inject('dbKind') !== 'pglite')('vacuuming PGlite', () => {
  it('finds a table with turnover due, vacuums it, and then it is no longer due', async () => {
    expect(await tablesDueForVacuum(database.db)).toEqual([]);
    await churnIdempotencyKeys(300);
    expect(await deadRows('idempotency_keys')).toBeGreaterThanOrEqual(300);
    expect(await tablesDueForVacuum(database.db)).toEqual(['idempotency_keys']);

    expect(await vacuumDueTables(database.db)).toEqual(['idempotency_keys']);
    expect(await deadRows('idempotency_keys')).toBe(0);
    expect(await tablesDueForVacuum(database.db)).toEqual([]);
  });

  it('leaves a table with a few changes alone (autovacuum: 50 + 20% of its rows)', async () => {
    await churnIdempotencyKeys(10);
    expect(await tablesDueForVacuum(database.db)).toEqual([]);
    await vacuumDueTables(database.db);
    expect(await deadRows('idempotency_keys')).toBeGreaterThan(0);
  });

  it('runs on its interval only while the server is idle, and stopping waits for it', async () => {
    await churnIdempotencyKeys(300);
    let idle = false;
    const vacuumed: string[][] = [];
    const stop = startPgliteMaintenance({
      db: database.db,
      idle: () => idle,
      intervalMs: 10,
      onVacuumed: (tables) => vacuumed.push(tables),
      onError: (error) => {
        throw error;
      },
    });
    try {
      await sleep(100);
      expect(vacuumed).toEqual([]);
      idle = true;
      for (let i = 0; i < 100 && vacuumed.length === 0; i++) await sleep(10);
      expect(vacuumed[0]).toEqual(['idempotency_keys']);
    } finally {
      await stop();
    }
    expect(await deadRows('idempotency_keys')).toBe(0);
  });
});
