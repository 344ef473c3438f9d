import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp, type App } from '../../src/app';
import { createPostgresDatabase, type DatabaseHandle } from '../../src/db/database';
import { readChangeFeed } from '../../src/integration/registrations/change-feed';
import { copyPostgresTemplate } from '../helpers/test-database';
import { testConfig } from '../helpers/test-app';
import { feedSettled, officeCompany, type OfficeCompany } from './registrations-fixtures';

/**
 * The feed's promise under concurrent transactions (decision 009), with two connections of our own holding
 * transactions open at chosen moments. PGlite is one connection: two transactions cannot be open at once there.
 */
describe.skipIf(inject('dbKind') !== 'postgres')('the change feed under concurrent transactions (PostgreSQL)', () => {
  let copy: Awaited<ReturnType<typeof copyPostgresTemplate>>;
  let handle: DatabaseHandle;
  let app: App;
  let office: OfficeCompany;
  const clients: pg.Client[] = [];

  beforeAll(async () => {
    copy = await copyPostgresTemplate();
    handle = createPostgresDatabase(copy.url, 4);
    app = await buildApp({ db: handle.db, config: testConfig() });
    office = await officeCompany(app, handle.db, 'ORDER');
  });
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.end()));
    await app?.close();
    await handle?.close();
    await copy?.drop();
  });

  async function connection() {
    const client = new pg.Client({ connectionString: copy.url });
    await client.connect();
    clients.push(client);
    return client;
  }

  const insertHours = async (client: pg.Client, remark: string) =>
    Number(
      (
        await client.query(
          `INSERT INTO hour_registrations (company_id, employee_id, date, project_id, work_id, budget_id, hour_type_id, hours, remark)
           VALUES ($1, $2, '2026-03-10', $3, $4, $5, $6, 2, $7) RETURNING id`,
          [office.companyId, office.employee, office.project, office.work, office.part, office.hourType, remark],
        )
      ).rows[0].id,
    );

  const read = (after: string) => readChangeFeed(handle.db, office.companyId, after, 100);

  /** What a feed paging by seq alone would return after `seq`. */
  const naiveAfter = async (seq: number) =>
    (
      await handle.db
        .selectFrom('registration_changes')
        .select('registration_id')
        .where('seq', '>', seq)
        .orderBy('seq')
        .execute()
    ).map((r) => r.registration_id);

  it('lets two open transactions of one employee write without waiting, and each commit changes his version', async () => {
    // Migration 009: each connection bumps a version row of its own, so neither waits for the other's row.
    const version = () => app.repos.changeVersions.of(office.companyId, office.employee);
    const before = await version();
    const [t1, t2] = [await connection(), await connection()];
    await t1.query('BEGIN');
    await insertHours(t1, 'T1: open while T2 commits');
    await t2.query('BEGIN');
    await insertHours(t2, 'T2: commits first');
    await t2.query('COMMIT');
    const afterT2 = await version();
    expect(afterT2).not.toBe(before);
    await t1.query('COMMIT');
    expect(await version()).not.toBe(afterT2);
  });

  it('holds back a committed change behind an older running transaction, then returns both exactly once', async () => {
    await feedSettled(handle.db);
    const start = (await readChangeFeed(handle.db, office.companyId, null, 5000)).next;
    const maxSeq = Number(
      (
        await handle.db
          .selectFrom('registration_changes')
          .select((eb) => eb.fn.max('seq').as('seq'))
          .executeTakeFirst()
      )?.seq ?? 0,
    );
    const [t1, t2] = [await connection(), await connection()];

    await t1.query('BEGIN');
    const early = await insertHours(t1, 'T1: took its number first, commits last');
    await t2.query('BEGIN');
    const late = await insertHours(t2, 'T2: took its number later, commits first');
    await t2.query('COMMIT');

    // The hazard is real: by seq alone, T2's change is readable now and a cursor after it would skip T1's.
    expect(await naiveAfter(maxSeq)).toEqual([late]);
    const whileT1Runs = await read(start);
    expect(whileT1Runs).toEqual({ changes: [], next: start });

    await t1.query('COMMIT');
    await feedSettled(handle.db);
    const afterBoth = await read(whileT1Runs.next);
    expect(afterBoth.changes.map((c) => [c.registrationId, c.action])).toEqual([
      [early, 'created'],
      [late, 'created'],
    ]);
    expect(await read(afterBoth.next)).toEqual({ changes: [], next: afterBoth.next });
  });

  it('orders by transaction, not by number, when a transaction numbers its change after a later one', async () => {
    await feedSettled(handle.db);
    const start = (await readChangeFeed(handle.db, office.companyId, null, 5000)).next;
    const [older, younger] = [await connection(), await connection()];

    await older.query('BEGIN');
    await older.query('SELECT pg_current_xact_id()'); // its transaction id now, its change's number later
    await younger.query('BEGIN');
    const first = await insertHours(younger, 'younger transaction, smaller number');
    const second = await insertHours(older, 'older transaction, larger number');
    await younger.query('COMMIT');
    expect((await read(start)).changes).toEqual([]);
    await older.query('COMMIT');

    await feedSettled(handle.db);
    const { changes, next } = await read(start);
    expect(changes.map((c) => c.registrationId)).toEqual([second, first]);
    expect(changes[0]!.changeId).toBeGreaterThan(changes[1]!.changeId);
    expect((await read(next)).changes).toEqual([]);
  });

  it('numbers the changes of one registration in the order they happened, whatever the feed order', async () => {
    await feedSettled(handle.db);
    const id = await insertHours(await connection(), 'created');
    await feedSettled(handle.db);
    const start = (await readChangeFeed(handle.db, office.companyId, null, 5000)).next;
    const [a, b] = [await connection(), await connection()];

    // b has the older transaction but writes second: it waits for a's row lock.
    await b.query('BEGIN');
    await b.query('SELECT pg_current_xact_id()');
    await a.query('BEGIN');
    await a.query(`UPDATE hour_registrations SET remark = 'A' WHERE id = $1`, [id]);
    const bWrites = b.query(`UPDATE hour_registrations SET remark = 'B' WHERE id = $1`, [id]);
    await a.query('COMMIT');
    await bWrites;
    await b.query('COMMIT');

    await feedSettled(handle.db);
    const { changes } = await read(start);
    expect(changes.map((c) => c.registration?.remark)).toEqual(['B', 'A']);
    // The consumer's rule (a registration takes a change only with a higher changeId) ends at the stored state.
    const latest = changes.reduce((kept, change) => (change.changeId > kept.changeId ? change : kept));
    expect(latest.registration?.remark).toBe('B');
    const stored = await handle.db
      .selectFrom('hour_registrations')
      .select('remark')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored.remark).toBe('B');
  });
});
