import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createPostgresDatabase, type DatabaseHandle } from '../../src/db/database';
import { writeGateOf, type ChangeGate } from '../../src/db/write-gate';
import { copyPostgresTemplate } from '../helpers/test-database';

/** Polls until `done` holds, for at most two seconds; a notification takes a moment, not a guaranteed one. */
async function eventually(done: () => boolean): Promise<boolean> {
  for (let i = 0; i < 100 && !done(); i++) await sleep(20);
  return done();
}

// PostgreSQL's gate (change-listener.ts): this process's own writes are seen at once, everyone else's when
// their commit's notification arrives (migration 010), and while it cannot listen nothing is kept.
describe.skipIf(inject('dbKind') !== 'postgres')('the change listener on PostgreSQL', () => {
  let copy: Awaited<ReturnType<typeof copyPostgresTemplate>>;
  let handle: DatabaseHandle;
  let other: pg.Client;
  let gate: ChangeGate;

  beforeAll(async () => {
    copy = await copyPostgresTemplate();
    handle = createPostgresDatabase(copy.url, 1);
    other = new pg.Client({ connectionString: copy.url });
    await other.connect();
    gate = writeGateOf(handle.db as never)!;
  });
  afterAll(async () => {
    await other?.end();
    await handle?.close();
    await copy?.drop();
  });

  const listening = () => eventually(() => gate.readStarts() !== null);
  /** A generation after the notifications of earlier tests' writes (this process's own too) have arrived. */
  async function quiet(): Promise<number> {
    for (;;) {
      const generation = gate.readStarts()!;
      await sleep(100);
      if (gate.unchangedSince(generation)) return generation;
    }
  }

  it('keeps nothing until it listens, then keeps while nothing is written', async () => {
    expect(gate.readStarts()).toBeNull();
    expect(await listening()).toBe(true);
    const generation = gate.readStarts()!;
    await handle.db.selectFrom('companies').select('id').execute();
    await sleep(50);
    expect(gate.unchangedSince(generation)).toBe(true);
  });

  it('sees its own write at once, before any notification of it', async () => {
    const generation = gate.readStarts()!;
    await sql`update sessions set revoked_at = now() where false`.execute(handle.db);
    expect(gate.unchangedSince(generation)).toBe(false);
  });

  it('hears a commit of another connection: a change version, a session', async () => {
    for (const statement of [
      'insert into change_versions values (-1, 0, 1, 1) on conflict do nothing',
      'update sessions set revoked_at = now() where false',
    ]) {
      const generation = await quiet();
      await other.query(statement);
      expect(await eventually(() => !gate.unchangedSince(generation))).toBe(true);
    }
  });

  it('hears nothing of a transaction that has not committed, and the commit once it has', async () => {
    const generation = await quiet();
    await other.query('begin');
    await other.query('insert into change_versions values (-2, 0, 1, 1)');
    await sleep(100);
    expect(gate.unchangedSince(generation)).toBe(true);
    await other.query('commit');
    expect(await eventually(() => !gate.unchangedSince(generation))).toBe(true);
  });

  it('keeps nothing while its connection is lost, and nothing from before once it listens again', async () => {
    const before = gate.readStarts()!;
    const { rows } = await other.query<{ pid: number }>(
      `select pid from pg_stat_activity where datname = current_database() and query = 'LISTEN bouwwerk_changes'`,
    );
    expect(rows).toHaveLength(1);
    await other.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
    expect(await eventually(() => gate.readStarts() === null)).toBe(true);
    expect(gate.unchangedSince(before)).toBe(false);
    // It tries again after a second, when next asked.
    expect(await eventually(() => gate.readStarts() !== null)).toBe(true);
    expect(gate.unchangedSince(before)).toBe(false);
  });
});
