import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { WriteGate, writeGateOf } from '../../src/db/write-gate';
import { RevalidationCache } from '../../src/lib/revalidation-cache';
import { useTestApp } from '../helpers/test-app';

const ctx = useTestApp();
const db = () => ctx.database.db;
const gate = () => writeGateOf(db() as never);

describe('the write gate', () => {
  it('lets plain reads pass, raw ones too, and moves on every other statement, also a writing WITH', async () => {
    const g = gate()!;
    // PostgreSQL's gate also listens for other writers (change-listener.ts): it keeps nothing until it does.
    for (let i = 0; i < 100 && g.readStarts() === null; i++) await new Promise((r) => setTimeout(r, 20));
    const moves = async (run: () => Promise<unknown>) => {
      const before = g.readStarts()!;
      await run();
      return !g.unchangedSince(before);
    };
    expect(await moves(() => db().selectFrom('companies').select('id').execute())).toBe(false);
    expect(
      await moves(() =>
        db()
          .with('c', (q) => q.selectFrom('companies').select('id'))
          .selectFrom('c')
          .selectAll()
          .execute(),
      ),
    ).toBe(false);
    // Raw SQL: a plain SELECT reads (the webhook dispatcher polls so every second); anything else writes.
    // (Reads first: on PostgreSQL a write's notification arrives a moment later and moves the gate then.)
    expect(await moves(() => sql`select 1`.execute(db()))).toBe(false);
    const companies = db().selectFrom('companies').select('id');
    expect(await moves(() => sql`select exists (${companies}) and ${sql`true`} as any`.execute(db()))).toBe(false);
    expect(await moves(() => db().updateTable('companies').set({ name: 'x' }).where('id', '=', -1).execute())).toBe(
      true,
    );
    expect(await moves(() => sql`update companies set name = 'x' where id = ${-1}`.execute(db()))).toBe(true);
    expect(await moves(() => sql`select 1 from companies where ${sql`id = -1 for update`}`.execute(db()))).toBe(true);
    expect(await moves(() => sql`with gone as (delete from companies where id = -1) select 1`.execute(db()))).toBe(
      true,
    );
    expect(
      await moves(() =>
        db()
          .with('gone', (q) => q.deleteFrom('companies').where('id', '=', -1).returning('id'))
          .selectFrom('gone')
          .selectAll()
          .execute(),
      ),
    ).toBe(true);
    // A transaction's end counts as a write, whatever ran in it; on PGlite one that ran nothing was never begun.
    expect(
      await moves(() =>
        db()
          .transaction()
          .execute(async (trx) => trx.selectFrom('companies').select('id').execute()),
      ),
    ).toBe(true);
  });
});

describe('RevalidationCache', () => {
  const value = (n: number) => ({ n, expiresAt: new Date(Date.now() + 60_000) });

  it('keeps a read while nothing is written, and reads again once a write started', async () => {
    const g = new WriteGate();
    const cache = new RevalidationCache<ReturnType<typeof value>>(g);
    let reads = 0;
    const read = async () => value(++reads);
    expect((await cache.get('t', read))!.n).toBe(1);
    expect((await cache.get('t', read))!.n).toBe(1);
    await g.around({ kind: 'InsertQueryNode' }, async () => {});
    expect((await cache.get('t', read))!.n).toBe(2);
  });

  it('keeps no read that overlapped a write, nor one of an ended session, nor one without a gate', async () => {
    const g = new WriteGate();
    const cache = new RevalidationCache<ReturnType<typeof value>>(g);
    let reads = 0;
    let finishWrite = () => {};
    const writing = g.around({ kind: 'UpdateQueryNode' }, () => new Promise<void>((r) => (finishWrite = r)));
    await cache.get('t', async () => value(++reads));
    finishWrite();
    await writing;
    await cache.get('t', async () => value(++reads));
    expect(reads).toBe(2);

    const ended = { n: 0, expiresAt: new Date(Date.now() - 1) };
    await cache.get('e', async () => ended);
    let again = 0;
    await cache.get('e', async () => (again++, ended));
    expect(again).toBe(1);

    const none = new RevalidationCache<ReturnType<typeof value>>(undefined);
    let direct = 0;
    await none.get('t', async () => value(++direct));
    await none.get('t', async () => value(++direct));
    expect(direct).toBe(2);
  });
});
