import { sql, type Generated, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPgliteDatabase, type DatabaseHandle } from '../../src/db/database';

interface Scratch {
  notes: { id: Generated<number>; text: string };
}

// The dialect lets statements of many requests run at once on PGlite's one connection, but never beside a transaction.
describe('PGliteDialect', () => {
  let handle: DatabaseHandle;
  let db: Kysely<Scratch>;

  beforeAll(async () => {
    handle = await createPgliteDatabase({});
    db = handle.db as unknown as Kysely<Scratch>;
    await sql`CREATE TABLE notes (id serial PRIMARY KEY, text text NOT NULL)`.execute(db);
  });
  afterAll(() => handle.close());

  const count = async (executor: Kysely<Scratch> = db) =>
    Number(
      (
        await executor
          .selectFrom('notes')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('runs many statements at once, each with its own answer', async () => {
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        sql<{ n: number }>`SELECT ${i}::int AS n`.execute(db).then(({ rows }) => rows[0]!.n),
      ),
    );
    expect(answers).toEqual(Array.from({ length: 60 }, (_, i) => i));
  });

  it('runs no other statement while a transaction holds the connection, and none of them inside it', async () => {
    let opened!: () => void;
    const insideTransaction = new Promise<void>((resolve) => (opened = resolve));
    let finish!: () => void;
    const held = new Promise<void>((resolve) => (finish = resolve));
    const transaction = db
      .transaction()
      .execute(async (trx) => {
        await trx.insertInto('notes').values({ text: 'not kept' }).execute();
        opened();
        await held;
        throw new Error('roll back');
      })
      .catch((error: Error) => error.message);

    await insideTransaction;
    let outsideDone = false;
    const outside = count().then(async (n) => {
      await db.insertInto('notes').values({ text: 'kept' }).execute();
      outsideDone = true;
      return n;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(outsideDone).toBe(false);

    finish();
    expect(await transaction).toBe('roll back');
    // Run inside the transaction, the count would have seen its row and the insert would have been rolled back with it.
    expect(await outside).toBe(0);
    expect(await db.selectFrom('notes').select('text').execute()).toEqual([{ text: 'kept' }]);
  });

  it('begins a transaction with its first statement, and rolls back one whose first statement failed', async () => {
    await db.deleteFrom('notes').execute();
    const inTransaction = async (executor: Kysely<Scratch>) =>
      (await sql<{ open: boolean }>`SELECT now() = statement_timestamp() AS open`.execute(executor)).rows[0]!.open;
    // Inside a transaction now() is its start, so a later statement's own timestamp differs from it.
    const seen = await db.transaction().execute(async (trx) => {
      await trx.insertInto('notes').values({ text: 'first' }).execute();
      await new Promise((resolve) => setTimeout(resolve, 5));
      return inTransaction(trx);
    });
    expect(seen).toBe(false);

    const failed = await db
      .transaction()
      .execute(async (trx) => {
        await trx.insertInto('notes').values({ id: 1_000_000, text: 'twice' }).execute();
        await trx.insertInto('notes').values({ id: 1_000_000, text: 'twice' }).execute();
      })
      .catch((error: Error) => error.message);
    expect(failed).toMatch(/duplicate key/);
    const firstFails = await db
      .transaction()
      .execute(async (trx) => {
        await trx
          .insertInto('notes')
          .values({ id: 1, text: null as never })
          .execute();
      })
      .catch((error: Error) => error.message);
    expect(firstFails).toMatch(/null value/);
    // Nothing of either is kept, and the connection is out of the transaction: a new one begins and commits.
    expect(await db.selectFrom('notes').select('text').execute()).toEqual([{ text: 'first' }]);
    await db.transaction().execute(async () => {});
    await db.transaction().execute((trx) => trx.insertInto('notes').values({ text: 'after' }).execute());
    expect(await count()).toBe(2);
  });
});
