import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PGliteWorker } from '../../src/db/pglite-worker-client';
import { pgliteTemplate } from '../helpers/test-database';

const SCHEMA = `
  CREATE TABLE things (id serial PRIMARY KEY, name text NOT NULL UNIQUE, day date, tags int[], names text[], data bytea, amount numeric, big int8, info jsonb);
  INSERT INTO things (name, day, tags, names, data, amount, big, info)
  VALUES ('a', '2026-11-16', '{1,2}', '{"x","y z"}', '\\x0102', 1.5, 9007199254740991, '{"k": [1, "two"]}'),
         ('b', NULL, '{}', NULL, NULL, NULL, NULL, NULL);
`;

// Every PGlite here starts from the run's template: loading a dump takes about a second, initdb four or five.
const fromTemplate = () => ({ loadDataDir: pgliteTemplate() });

// The server's PGlite runs in a worker thread behind this client; it must answer as PGlite itself does.
describe('PGliteWorker', () => {
  let worker: PGliteWorker;
  let reference: PGlite;

  beforeAll(async () => {
    [worker, reference] = await Promise.all([PGliteWorker.create(fromTemplate()), PGlite.create(fromTemplate())]);
    await worker.exec(SCHEMA);
    await reference.exec(SCHEMA);
  });
  afterAll(async () => {
    await worker.close();
    await reference.close();
  });

  it('answers statements with parameters of every kind as PGlite does', async () => {
    const statements: [string, unknown[]][] = [
      ['SELECT * FROM things ORDER BY id', []],
      ['SELECT id, name FROM things WHERE name = $1 OR id = any($2::int[]) ORDER BY id', ['a', [2]]],
      [
        'SELECT name FROM things WHERE data = $1 AND day = $2 AND amount = $3',
        [new Uint8Array([1, 2]), '2026-11-16', 1.5],
      ],
      [
        'SELECT $1::text[] AS list, $2::jsonb AS doc, $3::int8 AS big, $4::boolean AS yes',
        [['p', 'q r', null], { a: [1] }, 3, true],
      ],
      ['SELECT count(*) FROM things WHERE tags @> $1', [[1]]],
    ];
    for (const [text, parameters] of statements) {
      const [ours, theirs] = [await worker.query(text, parameters), await reference.query(text, parameters)];
      expect(ours.rows, text).toEqual(theirs.rows);
      expect(ours.fields, text).toEqual(theirs.fields);
    }
  });

  it('runs several statements in one exec, and reports affected rows of writes', async () => {
    const results = await worker.exec(
      `UPDATE things SET amount = 2 WHERE name = 'b'; SELECT name FROM things ORDER BY name`,
    );
    expect(results).toHaveLength(2);
    expect(results[0]!.affectedRows).toBe(1);
    expect(results[1]!.rows).toEqual([{ name: 'a' }, { name: 'b' }]);
    const inserted = await worker.query<{ id: number }>('INSERT INTO things (name) VALUES ($1), ($2) RETURNING id', [
      'c',
      'd',
    ]);
    expect(inserted.rows).toHaveLength(2);
    expect(inserted.affectedRows).toBe(2);
    await worker.query('DELETE FROM things WHERE name = any($1)', [['c', 'd']]);
  });

  it('throws the database error with its code, and goes on after it', async () => {
    await expect(worker.query('INSERT INTO things (name) VALUES ($1)', ['a'])).rejects.toMatchObject({ code: '23505' });
    await expect(worker.exec('SELECT nope FROM things')).rejects.toMatchObject({ code: '42703' });
    await expect(worker.query('SELECT $1::int', ['not a number'])).rejects.toMatchObject({ code: '22P02' });
    expect((await worker.query('SELECT count(*)::int AS n FROM things WHERE name = $1', ['a'])).rows).toEqual([
      { n: 1 },
    ]);
  });

  it('carries requests and answers larger than its shared buffer', async () => {
    const text = Array.from({ length: 30_000 }, (_, i) => `${i}-αβ;`).join('');
    expect(text.length).toBeGreaterThan(200_000);
    const echoed = await worker.query<{ echoed: string; length: number }>(
      'SELECT $1::text AS echoed, length($1::text) AS length',
      [text],
    );
    expect(echoed.rows).toEqual([{ echoed: text, length: text.length }]);
    const many = await worker.query<{ n: number }>('SELECT n FROM generate_series(1, 50000) AS n');
    expect(many.rows).toHaveLength(50_000);
    expect(many.rows.at(-1)).toEqual({ n: 50_000 });
  });

  it('answers many requests in flight at once each with its own answer, more than the channel has slots', async () => {
    // Mixed sizes (some past a slot's first buffer) and failures, so a slot read too early, too late or twice shows.
    const requests = Array.from({ length: 120 }, (_, i) =>
      i % 7 === 3
        ? worker.query('SELECT 1 / $1::int AS n', [0]).then(
            () => 'answered',
            (error: { code?: string }) => `failed ${error.code}`,
          )
        : worker
            .query<{ n: number; filler: string }>('SELECT $1::int AS n, repeat($2::text, $3::int) AS filler', [
              i,
              String(i % 10),
              (i % 5) * 40_000,
            ])
            .then(({ rows }) => `${rows[0]!.n} ${rows[0]!.filler.length}`),
    );
    const expected = Array.from({ length: 120 }, (_, i) => (i % 7 === 3 ? 'failed 22012' : `${i} ${(i % 5) * 40_000}`));
    expect(await Promise.all(requests)).toEqual(expected);
    expect(
      (await worker.query('SELECT name FROM pg_prepared_statements WHERE name LIKE $1', ['bw_call_%'])).rows,
    ).toHaveLength(1);
  });

  it('executes the next request while the server has yet to read the answer before it', async () => {
    const first = worker.exec('SELECT clock_timestamp() AS at');
    const second = worker.exec('SELECT clock_timestamp() AS at');
    // The event loop is held for 300 ms: one request at a time, the second would be sent after it.
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 300);
    const [[a], [b]] = await Promise.all([first, second]);
    const executed = (result: typeof a) => (result!.rows[0] as { at: Date }).at.getTime();
    expect(executed(b) - executed(a)).toBeLessThan(300);
  });

  it('blocks the event loop for an answer only while the process has nothing else to do', async () => {
    let idle = true;
    const client = await PGliteWorker.create({ ...fromTemplate(), idle: () => idle });
    const blockingWaits = vi.spyOn(Atomics, 'wait');
    try {
      await client.exec('SELECT 1');
      expect(blockingWaits).toHaveBeenCalledTimes(1);
      // Behind another request in the channel the thread has work queued: no reason to hold the loop.
      const slow = client.exec('SELECT pg_sleep(0.2)');
      await client.exec('SELECT 2');
      await slow;
      expect(blockingWaits).toHaveBeenCalledTimes(2);
      idle = false;
      await client.exec('SELECT 3');
      expect(blockingWaits).toHaveBeenCalledTimes(2);
    } finally {
      blockingWaits.mockRestore();
      await client.close();
    }
  });

  it('keeps the event loop free while a statement executes', async () => {
    const order: string[] = [];
    const slow = worker.exec('SELECT count(*) FROM generate_series(1, 3000000)').then(() => order.push('statement'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    order.push('timer');
    await slow;
    // In-process, PGlite's WebAssembly held the event loop until the statement was done.
    expect(order).toEqual(['timer', 'statement']);
  });

  it('reads only answers, also while a CPU profiler interrupts the threads', async () => {
    // Under the profiler a wait for the answer ended now and then without it, and the request's own bytes
    // were read as the answer; thousands of round trips made that show every time.
    const inspector = new Session();
    inspector.connect();
    await inspector.post('Profiler.enable');
    await inspector.post('Profiler.setSamplingInterval', { interval: 50 });
    await inspector.post('Profiler.start');
    try {
      const wrong: number[] = [];
      for (let i = 0; i < 15_000; i++) {
        const { rows } = await worker.query<{ n: number }>('SELECT $1::int AS n', [i]);
        if (rows[0]?.n !== i) wrong.push(i);
      }
      expect(wrong).toEqual([]);
    } finally {
      await inspector.post('Profiler.stop');
      inspector.disconnect();
    }
  });

  it('dumps its data directory, which another PGlite thread loads', async () => {
    const dump = await worker.dumpDataDir();
    const copy = await PGliteWorker.create({ loadDataDir: dump });
    try {
      expect((await copy.query<{ name: string }>('SELECT name FROM things ORDER BY name')).rows).toEqual([
        { name: 'a' },
        { name: 'b' },
      ]);
    } finally {
      await copy.close();
    }
  });
});

describe('PGliteWorker on a data directory', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'bouwwerk-pglite-worker-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps what was written after it closes, and refuses requests once closed', async () => {
    const first = await PGliteWorker.create({ ...fromTemplate(), dataDir: path.join(dir, 'db') });
    await first.exec('CREATE TABLE kept (id int)');
    await first.query('INSERT INTO kept VALUES ($1)', [7]);
    await first.close();
    await expect(first.query('SELECT 1')).rejects.toThrow(/stopped/);

    const again = await PGliteWorker.create({ dataDir: path.join(dir, 'db') });
    try {
      expect((await again.query('SELECT id FROM kept')).rows).toEqual([{ id: 7 }]);
    } finally {
      await again.close();
    }
  });

  it('reports a thread that stops without close() as lost, and a closed one not', async () => {
    const crashing = await PGliteWorker.create(fromTemplate());
    // As a crash of the thread would: the worker is gone without being closed.
    await (crashing as unknown as { worker: { terminate: () => Promise<number> } }).worker.terminate();
    expect((await crashing.lost).message).toMatch(/The PGlite thread stopped/);
    await expect(crashing.query('SELECT 1')).rejects.toThrow(/stopped/);

    const closed = await PGliteWorker.create(fromTemplate());
    await closed.close();
    const settled = await Promise.race([
      closed.lost.then(() => 'lost'),
      new Promise((resolve) => setTimeout(resolve, 200, 'still')),
    ]);
    expect(settled).toBe('still');
  });

  it('says why when PGlite cannot start', async () => {
    const file = path.join(dir, 'not-a-directory');
    writeFileSync(file, 'x');
    await expect(PGliteWorker.create({ dataDir: file })).rejects.toThrow(/PGlite did not start/);
  });
});
