import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGliteStatementCache } from '../../src/db/pglite-statements';
import { PGliteWorker } from '../../src/db/pglite-worker-client';

// The cache is PGlite's only; this file tests it on the server's PGlite thread whichever database the project runs on.
describe('PGliteStatementCache', () => {
  let client: PGliteWorker;

  beforeAll(async () => {
    client = await PGliteWorker.create();
    await client.exec(`
      CREATE TABLE things (id serial PRIMARY KEY, name text NOT NULL UNIQUE, day date, tags int[], data bytea, amount numeric);
      INSERT INTO things (name, day, tags, data, amount) VALUES ('a', '2026-11-16', '{1,2}', '\\x0102', 1.5), ('b', NULL, '{}', NULL, NULL);
    `);
  });
  afterAll(() => client.close());

  const preparedCount = async () =>
    (await client.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_prepared_statements')).rows[0]!.n;

  it('answers like query() for every kind of parameter, and prepares a text once', async () => {
    const cache = new PGliteStatementCache(client);
    const text =
      'SELECT id, name, day, tags, data, amount FROM things WHERE name = $1 OR id = any($2::int[]) OR data = $3 ORDER BY id';
    const params = ['a', [2], new Uint8Array([1, 2])];
    const expected = await client.query(text, params);
    const first = await cache.query(text, params);
    const again = await cache.query(text, params);
    expect(first.rows).toEqual(expected.rows);
    expect(again.rows).toEqual(expected.rows);
    expect(first.rows).toHaveLength(2);
    expect(cache.size).toBe(1);
    expect(await preparedCount()).toBe(1);
  });

  it('reports affected rows and RETURNING rows of writes, and binds null', async () => {
    const cache = new PGliteStatementCache(client);
    const inserted = await cache.query<{ id: number }>('INSERT INTO things (name, day) VALUES ($1, $2) RETURNING id', [
      'c',
      null,
    ]);
    expect(inserted.rows).toHaveLength(1);
    const updated = await cache.query('UPDATE things SET amount = $1 WHERE name = any($2::text[])', [2, ['b', 'c']]);
    expect(updated.affectedRows).toBe(2);
  });

  it('throws the database error and keeps working after it', async () => {
    const cache = new PGliteStatementCache(client);
    const insert = 'INSERT INTO things (name) VALUES ($1)';
    await expect(cache.query(insert, ['a'])).rejects.toMatchObject({ code: '23505' });
    await expect(cache.query('SELECT nope FROM things', [])).rejects.toMatchObject({ code: '42703' });
    const after = await cache.query<{ n: number }>('SELECT count(*)::int AS n FROM things WHERE name = $1', ['a']);
    expect(after.rows).toEqual([{ n: 1 }]);
    await cache.query(insert, ['d']);
    expect((await client.query('SELECT 1 FROM things WHERE name = $1', ['d'])).rows).toHaveLength(1);
  });

  it('rolls back with the transaction it ran in', async () => {
    const cache = new PGliteStatementCache(client);
    await client.exec('BEGIN');
    await cache.query('INSERT INTO things (name) VALUES ($1)', ['in-tx']);
    await client.exec('ROLLBACK');
    expect((await cache.query('SELECT 1 FROM things WHERE name = $1', ['in-tx'])).rows).toHaveLength(0);
  });

  it('closes the least recently used statement beyond its capacity', async () => {
    const before = await preparedCount();
    const cache = new PGliteStatementCache(client, 2);
    await cache.query('SELECT 1 AS one WHERE $1::int > 0', [1]);
    await cache.query('SELECT 2 AS two WHERE $1::int > 0', [1]);
    await cache.query('SELECT 1 AS one WHERE $1::int > 0', [1]);
    await cache.query('SELECT 3 AS three WHERE $1::int > 0', [1]);
    expect(cache.size).toBe(2);
    expect(await preparedCount()).toBe(before + 2);
    const names = (await client.query<{ statement: string }>('SELECT statement FROM pg_prepared_statements')).rows.map(
      (r) => r.statement,
    );
    expect(names.some((s) => s.includes('SELECT 2 AS two'))).toBe(false);
    expect(names.some((s) => s.includes('SELECT 1 AS one'))).toBe(true);
  });

  it('prepares a text once for queries that ask at the same time, and never closes one in use', async () => {
    const before = await preparedCount();
    const cache = new PGliteStatementCache(client, 2);
    const texts = Array.from({ length: 6 }, (_, i) => `SELECT ${i} AS k, $1::int AS n`);
    // Each text asked by four queries at once; six texts for room for two: evicting runs while others wait for answers.
    const asked = texts.flatMap((text) =>
      Array.from({ length: 4 }, (_, n) => cache.query<{ k: number; n: number }>(text, [n]).then(({ rows }) => rows[0])),
    );
    expect(await Promise.all(asked)).toEqual(texts.flatMap((_, k) => Array.from({ length: 4 }, (_, n) => ({ k, n }))));
    // What the cache holds is what the connection holds: nothing closed twice, nothing left open.
    expect(await preparedCount()).toBe(before + cache.size);
  });
});
