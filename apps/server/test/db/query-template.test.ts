import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/database';
import { queryTemplate } from '../../src/db/query-template';
import type { Database } from '../../src/db/types';
import type { Executor } from '../../src/repositories/executor';
import { createCompany } from '../helpers/fixtures';
import { createTestDatabase } from '../helpers/test-database';

describe('queryTemplate', () => {
  let handle: DatabaseHandle;
  let db: Kysely<Database>;
  const companyIds: number[] = [];

  beforeAll(async () => {
    handle = await createTestDatabase();
    db = handle.db;
    for (const code of ['tpl-a', 'tpl-b', 'tpl-c']) companyIds.push((await createCompany(db, { code })).id);
  });
  afterAll(() => handle.close());

  /** A builder that counts its calls, to see how often a shape is compiled. */
  function countingTemplate() {
    let builds = 0;
    const run = queryTemplate((ex: Executor, a: { ids: number[]; code?: string; descending: boolean }) => {
      builds++;
      let query = ex
        .selectFrom('companies')
        .select(['id', 'code'])
        .where('id', '=', sql<number>`any(${sql.val(a.ids)}::int[])`);
      if (a.code !== undefined) query = query.where('code', '=', a.code);
      return query.orderBy('id', a.descending ? 'desc' : 'asc');
    });
    return { run, builds: () => builds };
  }

  it('compiles a shape once and runs it with each call’s own values', async () => {
    const { run, builds } = countingTemplate();
    const [a, b, c] = companyIds as [number, number, number];
    expect(await run(db, { ids: [a, b], descending: false })).toEqual([
      { id: a, code: 'tpl-a' },
      { id: b, code: 'tpl-b' },
    ]);
    expect(await run(db, { ids: [c], descending: false })).toEqual([{ id: c, code: 'tpl-c' }]);
    expect(await run(db, { ids: [], descending: false })).toEqual([]);
    expect(builds()).toBe(1);
  });

  it('compiles another shape for another boolean or an argument left out', async () => {
    const { run, builds } = countingTemplate();
    const [a, b, c] = companyIds as [number, number, number];
    expect((await run(db, { ids: [a, b, c], descending: true })).map((r) => r.id)).toEqual([c, b, a]);
    expect(await run(db, { ids: [a, b, c], descending: false, code: 'tpl-b' })).toEqual([{ id: b, code: 'tpl-b' }]);
    expect((await run(db, { ids: [a, b], descending: false })).map((r) => r.id)).toEqual([a, b]);
    expect(builds()).toBe(3);
  });

  it('runs inside a transaction, which sees its own writes', async () => {
    const { run } = countingTemplate();
    await db.transaction().execute(async (tx) => {
      const { id } = await tx
        .insertInto('companies')
        .values({ code: 'tpl-tx', name: 'tx' })
        .returning('id')
        .executeTakeFirstOrThrow();
      expect(await run(tx, { ids: [id], descending: false })).toEqual([{ id, code: 'tpl-tx' }]);
    });
  });

  it('leaves its statement prepared on the connection, on PGlite and on PostgreSQL alike', async () => {
    const { run } = countingTemplate();
    await db.connection().execute(async (connection) => {
      await run(connection, { ids: [companyIds[0]!], descending: true, code: 'tpl-a' });
      const prepared = await sql<{ statement: string }>`SELECT statement FROM pg_prepared_statements`.execute(
        connection,
      );
      expect(prepared.rows.some((r) => r.statement.includes('"code" = $2') && r.statement.includes('desc'))).toBe(true);
    });
  });

  it('refuses a builder that looks inside an argument instead of passing it on', async () => {
    const run = queryTemplate((ex: Executor, a: { ids: number[] }) =>
      ex
        .selectFrom('companies')
        .select('id')
        .where('id', '=', a.ids.length > 0 ? 1 : 0),
    );
    await expect(run(db, { ids: [1] })).rejects.toThrow(/argument 'ids' does not reach the statement/);
  });
});
