import { Kysely, sql, type Generated } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPgliteDatabase, type DatabaseHandle } from '../../src/db/database';
import { PGliteDialect } from '../../src/db/pglite-dialect';
import { PGliteWorker } from '../../src/db/pglite-worker-client';
import { lastStatement, sentWithNext } from '../../src/db/pipelined-statements';

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

// A transaction's statements that need no answer of their own go in the request of one that does.
describe('PGliteDialect, statements sent together', () => {
  let worker: PGliteWorker;
  let db: Kysely<Scratch>;
  let requests = 0;

  beforeAll(async () => {
    worker = await PGliteWorker.create({});
    const execProtocol = worker.execProtocol.bind(worker);
    worker.execProtocol = (message, options) => {
      requests++;
      return execProtocol(message, options);
    };
    db = new Kysely<Scratch>({ dialect: new PGliteDialect(worker) });
    await sql`CREATE TABLE notes (id serial PRIMARY KEY, text text NOT NULL)`.execute(db);
  });
  afterAll(() => db.destroy());

  const texts = async () => (await db.selectFrom('notes').select('text').orderBy('id').execute()).map((n) => n.text);
  const declare = (trx: Kysely<Scratch>, value: string) =>
    trx.executeQuery(sentWithNext(trx.selectNoFrom(sql`set_config('bw.test', ${value}, true)`.as('v')).compile()));
  const insert = (trx: Kysely<Scratch>, text: string) => trx.insertInto('notes').values({ text }).compile();
  /** A booking's shape: a declaration, a statement that reads it, and a last one. */
  const write = (text: string, last = insert(db, `${text}, last`)) =>
    db.transaction().execute(async (trx) => {
      await declare(trx, text);
      const rows = await trx
        .insertInto('notes')
        .values({ text: sql<string>`current_setting('bw.test')` })
        .returning('text')
        .execute();
      await trx.executeQuery(lastStatement(last));
      return rows[0]!.text;
    });

  it('sends a declaration with the next statement and the last statement with the COMMIT: two round trips', async () => {
    await db.deleteFrom('notes').execute();
    await write('prepared');
    requests = 0;
    expect(await write('booked')).toBe('booked');
    expect(requests).toBe(2);
    expect(await texts()).toEqual(['prepared', 'prepared, last', 'booked', 'booked, last']);
  });

  it('rolls the whole transaction back when its last statement fails, and the connection goes on', async () => {
    await db.deleteFrom('notes').execute();
    const failing = db
      .insertInto('notes')
      .values({ text: null as never })
      .compile();
    await expect(write('refused', failing)).rejects.toThrow(/null value/);
    expect(await texts()).toEqual([]);
    await write('after');
    expect(await texts()).toEqual(['after', 'after, last']);
  });

  it('fails the next statement with the error of one sent ahead of it, and rolls back', async () => {
    await db.deleteFrom('notes').execute();
    const failed = db.transaction().execute(async (trx) => {
      await trx.executeQuery(sentWithNext(trx.insertInto('notes').values({ id: 1, text: 'ahead' }).compile()));
      await trx.executeQuery(sentWithNext(trx.insertInto('notes').values({ id: 1, text: 'twice' }).compile()));
      await trx.selectFrom('notes').selectAll().execute();
    });
    await expect(failed).rejects.toThrow(/duplicate key/);
    expect(await texts()).toEqual([]);
  });

  it('sends what is left ahead with the COMMIT, and counts each statement’s own rows', async () => {
    await db.deleteFrom('notes').execute();
    const updated = await db.transaction().execute(async (trx) => {
      await trx.executeQuery(
        sentWithNext(
          trx
            .insertInto('notes')
            .values([{ text: 'a' }, { text: 'b' }])
            .compile(),
        ),
      );
      const { numUpdatedRows } = await trx
        .updateTable('notes')
        .set({ text: 'c' })
        .where('text', '=', 'a')
        .executeTakeFirst();
      await trx.executeQuery(sentWithNext(insert(trx, 'd')));
      return numUpdatedRows;
    });
    expect(updated).toBe(1n);
    expect(await texts()).toEqual(['c', 'b', 'd']);
  });

  it('runs marked statements on their own outside a transaction', async () => {
    await db.deleteFrom('notes').execute();
    await db.executeQuery(sentWithNext(insert(db, 'alone')));
    await db.executeQuery(lastStatement(insert(db, 'also alone')));
    await db
      .transaction()
      .execute(async (trx) => {
        await trx.insertInto('notes').values({ text: 'rolled back' }).execute();
        throw new Error('roll back');
      })
      .catch(() => {});
    expect(await texts()).toEqual(['alone', 'also alone']);
  });
});
