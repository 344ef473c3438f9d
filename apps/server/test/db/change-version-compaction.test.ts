import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compactChangeVersions } from '../../src/db/change-version-compaction';
import type { DatabaseHandle } from '../../src/db/database';
import { createChangeVersionsRepository } from '../../src/repositories/change-versions-repository';
import { createCompany, createEmployee } from '../helpers/fixtures';
import { createTestDatabase } from '../helpers/test-database';

// Linux hands out no pid above 2^22: rows of these writers are rows of connections that have ended.
const ENDED = [5_000_000, 5_000_001];

let database: DatabaseHandle;
let owner: { companyId: number; employeeId: number };
let other: { companyId: number; employeeId: number };

const db = () => database.db;
const versionOf = (scope: { companyId: number; employeeId: number }) =>
  createChangeVersionsRepository(db()).of(scope.companyId, scope.employeeId);
/** A version text is the company scope's highest and sum, then the employee scope's. */
const highest = (version: string) => version.split('.').map(Number);
const writersOf = async (companyId: number) =>
  (
    await db()
      .selectFrom('change_versions')
      .select(['employee_id', 'writer'])
      .where('company_id', '=', companyId)
      .orderBy('employee_id')
      .orderBy('writer')
      .execute()
  ).map((row) => [row.employee_id, row.writer]);

beforeAll(async () => {
  database = await createTestDatabase();
  const make = async (code: string) => {
    const company = await createCompany(db(), { code });
    const employee = await createEmployee(db(), { companyId: company.id, username: 'jan' });
    return { companyId: company.id, employeeId: employee.id };
  };
  owner = await make('fold');
  other = await make('other');
  // The template database's rows were written by connections that have ended since: not this test's.
  await compactChangeVersions(db());
});
afterAll(() => database.close());

describe('folding the change versions of ended connections', () => {
  it('leaves every version as it is when no row belongs to an ended connection', async () => {
    const before = await versionOf(owner);
    expect(await compactChangeVersions(db())).toBe(0);
    expect(await versionOf(owner)).toBe(before);
  });

  it("folds an ended connection's rows into one per scope whose version is above every earlier one", async () => {
    const now = Date.now();
    await db()
      .insertInto('change_versions')
      .values([
        // A clock that ran ahead once: the folded row must still rise above it.
        { company_id: owner.companyId, employee_id: 0, writer: ENDED[0]!, version: String(now + 60_000) },
        { company_id: owner.companyId, employee_id: 0, writer: ENDED[1]!, version: String(now - 5) },
        { company_id: owner.companyId, employee_id: owner.employeeId, writer: ENDED[0]!, version: String(now) },
      ])
      .execute();
    const before = await versionOf(owner);
    const otherBefore = await versionOf(other);
    const liveWriters = (await writersOf(owner.companyId)).filter(([, writer]) => !ENDED.includes(writer!));

    expect(await compactChangeVersions(db())).toBe(3);

    const after = await versionOf(owner);
    const [companyHighest, , employeeHighest] = highest(after);
    expect(after).not.toBe(before);
    expect(companyHighest).toBeGreaterThan(now + 60_000);
    expect(employeeHighest).toBeGreaterThan(highest(before)[2]!);
    const writers = await writersOf(owner.companyId);
    expect(writers.some(([, writer]) => ENDED.includes(writer!))).toBe(false);
    // The live connections' rows stay, and each scope holds at most one row more: the folded one.
    for (const row of liveWriters) expect(writers).toContainEqual(row);
    expect(writers.length).toBeLessThanOrEqual(liveWriters.length + 2);
    // Another company had nothing to fold: its phones keep their 304s.
    expect(await versionOf(other)).toBe(otherBefore);

    expect(await compactChangeVersions(db())).toBe(0);
    expect(await versionOf(owner)).toBe(after);
  });

  it('still counts a write after folding as a new version', async () => {
    await db()
      .insertInto('change_versions')
      .values({ company_id: owner.companyId, employee_id: 0, writer: ENDED[0]!, version: String(Date.now()) })
      .execute();
    await compactChangeVersions(db());
    const folded = await versionOf(owner);
    await createEmployee(db(), { companyId: owner.companyId, username: 'piet' });
    const written = await versionOf(owner);
    expect(written).not.toBe(folded);
    expect(highest(written)[0]).toBeGreaterThanOrEqual(highest(folded)[0]!);
  });
});
