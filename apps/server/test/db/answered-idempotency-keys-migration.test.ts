import { describe, expect, it } from 'vitest';
import { down, up } from '../../src/db/migrations/024-answered-idempotency-keys';
import { createCompany, createEmployee } from '../helpers/fixtures';
import { migrationTestDatabase } from '../helpers/migration-test-database';

/**
 * Migration 024 removes the keys an earlier version claimed and never answered (their writes rolled back when
 * their process died), and from then on a key row always holds its answer. Its down() lets a claim without
 * an answer be written again, as the earlier version did, on the kind of database of the run.
 */

const database = migrationTestDatabase();
const { raw } = database;

describe('migration 024-answered-idempotency-keys', () => {
  it('removes the claims never answered, keeps the answers, and refuses a key without an answer after', async () => {
    const db = database.db;
    const company = await createCompany(db, { code: 'keys-024' });
    const employee = await createEmployee(db, { companyId: company.id, username: 'kees' });
    const key = (name: string, statusCode: number | null) =>
      db
        .insertInto('idempotency_keys')
        .values({
          company_id: company.id,
          employee_id: employee.id,
          key: name,
          request_fingerprint: 'f',
          status_code: statusCode as number,
          response_body: statusCode === null ? null : '{"id":1}',
        })
        .execute();

    await down(raw());
    await key('claimed', null);
    await key('answered', 201);
    await up(raw());

    const rows = await db
      .selectFrom('idempotency_keys')
      .select(['key', 'status_code', 'response_body'])
      .where('employee_id', '=', employee.id)
      .execute();
    expect(rows).toEqual([{ key: 'answered', status_code: 201, response_body: '{"id":1}' }]);
    await expect(key('claimed-again', null)).rejects.toThrow(/status_code/);
  });
});
