import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/database';
import { createCompany } from '../helpers/fixtures';
import { createTestDatabase } from '../helpers/test-database';

/**
 * The audit trigger's entries for updates (migrations 013 and 025): one row's update pairs its old and new
 * row directly, many rows' by their keys; an update that changed nothing is no entry.
 */

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const ACTOR = JSON.stringify({ source: 'console', kind: 'office_user', id: 1, name: 'Test' });

/** The entries an update of the companies writes, as (company, name before, name after). */
async function entriesOf(update: (trx: DatabaseHandle['db']) => Promise<unknown>, ids: number[]) {
  return database.db.transaction().execute(async (trx) => {
    await sql`SELECT set_config('bouwwerk.actor', ${ACTOR}, true)`.execute(trx);
    await update(trx as never);
    const rows = await trx
      .selectFrom('audit_log')
      .select(['target_id', 'action', 'before', 'after'])
      .where('company_id', 'in', ids)
      .where('tx', '=', sql<string>`pg_current_xact_id()`)
      .orderBy('target_id')
      .execute();
    return rows.map((row) => [
      Number(row.target_id),
      row.action,
      (row.before as { name: string }).name,
      (row.after as { name: string }).name,
    ]);
  });
}

describe('the audit trigger on updates', () => {
  it('logs one row’s update, many rows’ each with its own old row, and nothing for an update that changed nothing', async () => {
    const a = (await createCompany(database.db, { code: 'audit-a', name: 'A' })).id;
    const b = (await createCompany(database.db, { code: 'audit-b', name: 'B' })).id;
    const rename = (ids: number[], suffix: string) => (trx: DatabaseHandle['db']) =>
      trx
        .updateTable('companies')
        .set({ name: sql`name || ${suffix}` })
        .where('id', 'in', ids)
        .execute();

    expect(await entriesOf(rename([a], '1'), [a, b])).toEqual([[a, 'companies.update', 'A', 'A1']]);
    expect(await entriesOf(rename([a, b], '2'), [a, b])).toEqual([
      [a, 'companies.update', 'A1', 'A12'],
      [b, 'companies.update', 'B', 'B2'],
    ]);
    expect(await entriesOf(rename([a], ''), [a, b])).toEqual([]);
    expect(await entriesOf(rename([a, b], ''), [a, b])).toEqual([]);
  });
});
