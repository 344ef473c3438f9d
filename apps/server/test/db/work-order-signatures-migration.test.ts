import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { down, up } from '../../src/db/migrations/004-work-order-signatures';
import { createCompany, createEmployee } from '../helpers/fixtures';
import { migrationTestDatabase } from '../helpers/migration-test-database';

/**
 * Migration 004 moves the one signature an order kept in its own columns into the history table, so an order
 * signed before the upgrade still shows its signature, and down() puts the latest back. Run as down, fill the
 * old columns, up, on the kind of database of the run (PGlite or PostgreSQL).
 */

const database = migrationTestDatabase();
const { raw } = database;

const png = (byte: number) => new Uint8Array([0x89, 0x50, 0x4e, 0x47, byte]);

describe('migration 004-work-order-signatures', () => {
  it('moves existing signatures into the history, keeps unsigned orders unsigned, and down() restores the latest', async () => {
    const db = database.db;
    const company = await createCompany(db, { code: 'sig' });
    const signer = await createEmployee(db, { companyId: company.id, username: 'signer' });
    const order = (nummer: string) =>
      db
        .insertInto('work_orders')
        .values({ company_id: company.id, nummer })
        .returning('id')
        .executeTakeFirstOrThrow()
        .then((r) => r.id);
    const signed = await order('WB-1');
    const unsigned = await order('WB-2');

    await down(raw());
    const signedAt = new Date('2025-11-04T09:30:00Z');
    await sql`UPDATE work_orders SET signature_png = ${png(1)}, signed_at = ${signedAt}, signed_by = ${signer.id} WHERE id = ${signed}`.execute(
      db,
    );
    await up(raw());

    const rows = await db
      .selectFrom('work_order_signatures')
      .selectAll()
      .where('company_id', '=', company.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ work_order_id: signed, signed_by: signer.id });
    expect([...rows[0]!.signature_png]).toEqual([...png(1)]);
    expect(rows[0]!.signed_at.toISOString()).toBe(signedAt.toISOString());
    const columns = await sql<{
      column_name: string;
    }>`SELECT column_name FROM information_schema.columns WHERE table_name = 'work_orders'`.execute(db);
    expect(columns.rows.map((c) => c.column_name)).not.toContain('signature_png');

    // A second signature later; down() keeps the latest of each order in the order's columns.
    await db
      .insertInto('work_order_signatures')
      .values({
        company_id: company.id,
        work_order_id: signed,
        signature_png: png(2),
        signed_at: new Date('2025-11-05T10:00:00Z'),
        signed_by: signer.id,
      })
      .execute();
    await down(raw());
    const back = await sql<{
      id: number;
      signature_png: Uint8Array | null;
    }>`SELECT id, signature_png FROM work_orders WHERE id IN (${signed}, ${unsigned}) ORDER BY id`.execute(db);
    expect(back.rows.map((r) => (r.signature_png ? [...r.signature_png] : null))).toEqual([[...png(2)], null]);
    await up(raw());
    expect(
      await db
        .selectFrom('work_order_signatures')
        .select('work_order_id')
        .where('company_id', '=', company.id)
        .execute(),
    ).toEqual([{ work_order_id: signed }]);
  });
});
