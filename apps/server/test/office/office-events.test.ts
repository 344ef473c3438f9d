import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp, type App } from '../../src/app';
import { DEFAULT_DATABASE_POOL_SIZE } from '../../src/config';
import { createPostgresDatabase, type DatabaseHandle } from '../../src/db/database';
import type { Database } from '../../src/db/types';
import { browserPasswordDigest } from '../../src/lib/passwords';
import { officeEventHubOf } from '../../src/office/event-hub';
import { RequestsInProgress } from '../../src/lib/requests-in-progress';
import { officeChangeFeedOf, type OfficeChange } from '../../src/db/office-change-feed';
import { EventStreamReader } from '../helpers/event-stream';
import { startTsProcess, type RunningProcess } from '../helpers/child-process';
import { createCompany, createEmployee, PASSWORD } from '../helpers/fixtures';
import { createOfficeUser, OFFICE_PASSWORD, sessionCookieOf, signedInUser } from '../helpers/office';
import { APP_KEY, apiHeaders, bookProjectHours, signIn, testConfig } from '../helpers/test-app';
import { copyPostgresTemplate, createTestDatabase, openMigratedDataDir } from '../helpers/test-database';
import { officeCompany, type OfficeCompany } from '../integration-api/registrations-fixtures';

/** The app listening on a free port, as the server runs it: the stream is read over real HTTP. */
async function listening(
  db: Kysely<Database>,
  requests = new RequestsInProgress(),
): Promise<{ app: App; url: string }> {
  const app = await buildApp({ db, config: testConfig(), requests });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (typeof address !== 'object' || !address) throw new Error('not listening');
  return { app, url: `http://127.0.0.1:${address.port}` };
}

const EVENTS = '/office/v1/events';

const planningLine = (acme: OfficeCompany, employeeId: number, startDate = '2026-03-10') => ({
  company_id: acme.companyId,
  employee_id: employeeId,
  start_date: startDate,
  end_date: startDate,
  project_id: acme.project,
});

describe('the office live change stream (GET /office/v1/events)', () => {
  let database: DatabaseHandle;
  let app: App;
  let url: string;
  const db = () => database.db;
  const open: EventStreamReader[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    ({ app, url } = await listening(database.db));
  });
  afterAll(async () => {
    for (const stream of open) stream.close();
    await app?.close();
    await database?.close();
  });

  /** A company with a planner signed in and his board's stream open, past `ready`. */
  async function board(code: string) {
    const acme = await officeCompany(app, db(), code);
    const { office } = await signedInUser(app, db(), { id: acme.companyId, code });
    const stream = await EventStreamReader.open(`${url}${EVENTS}`, { cookie: office.cookie });
    open.push(stream);
    expect(stream.response.status).toBe(200);
    await stream.next('ready');
    return { acme, office, stream };
  }

  it('opens with ready, as an event stream no cache keeps', async () => {
    const { stream } = await board('READY');
    expect(stream.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.response.headers.get('cache-control')).toBe('no-store');
    // The app's own headers, which a raw response would leave out.
    expect(stream.response.headers.get('x-app-version')).toBe('9.9.9-test');
    expect(stream.text.startsWith('retry: 2000\n\n')).toBe(true);
    expect(stream.events.map((e) => e.event)).toEqual(['ready']);
  });

  it('tells of a planning line written by any door, and of both employees of a moved line', async () => {
    const { acme, stream } = await board('PLAN');
    const piet = await createEmployee(db(), { companyId: acme.companyId, username: 'piet' });
    const line = await db()
      .insertInto('planning')
      .values(planningLine(acme, acme.employee))
      .returning('id')
      .executeTakeFirstOrThrow();
    await stream.next('change', (d) => equal(d, { scope: 'planning', employeeId: acme.employee }));

    const from = stream.events.length;
    await sql`update planning set employee_id = ${piet.id} where id = ${line.id}`.execute(db());
    await stream.until(() => (stream.events.length >= from + 2 ? true : undefined), 'two changes');
    expect(stream.changes().slice(-2)).toEqual(
      expect.arrayContaining([
        { scope: 'planning', employeeId: acme.employee },
        { scope: 'planning', employeeId: piet.id },
      ]),
    );
  });

  it("tells of the field's booking, a week submitted and the company's projects", async () => {
    const { acme, stream } = await board('FIELD');
    const token = await signIn(app, 'FIELD', 'jan');
    const booked = await bookProjectHours(app, token, {
      employeeId: acme.employee,
      projectId: acme.project,
      workId: acme.work,
      partId: acme.part,
      hourTypeId: acme.hourType,
      hours: 3,
    });
    expect(booked.statusCode).toBe(201);
    await stream.next('change', (d) => equal(d, { scope: 'registrations', employeeId: acme.employee }));

    await db()
      .insertInto('week_submissions')
      .values({ company_id: acme.companyId, employee_id: acme.employee, week_start: '2026-03-09' })
      .execute();
    await stream.next('change', (d) => equal(d, { scope: 'week-submissions', employeeId: acme.employee }));

    // An update that changes nothing tells nothing; a renamed project tells every board of the company.
    const from = stream.events.length;
    await sql`update projects set description = description where id = ${acme.project}`.execute(db());
    await sql`update projects set description = 'Nieuwbouw sporthal' where id = ${acme.project}`.execute(db());
    await stream.next('change', (d) => equal(d, { scope: 'planning', employeeId: null }), from);
    expect(stream.changes().slice(from - stream.events.length)).toEqual([{ scope: 'planning', employeeId: null }]);
  });

  it('folds a bulk write: one change per employee, and one for all past fifty', async () => {
    const { acme, stream } = await board('BULK');
    const from = stream.events.length;
    const lines = Array.from({ length: 200 }, (_, i) => planningLine(acme, acme.employee, `2026-03-${10 + (i % 5)}`));
    await db().insertInto('planning').values(lines).execute();
    await stream.next('change', (d) => equal(d, { scope: 'planning', employeeId: acme.employee }), from);

    const team = await db()
      .insertInto('employees')
      .values(
        Array.from({ length: 60 }, (_, i) => ({
          company_id: acme.companyId,
          username: `m${i}`,
          first_name: 'M',
          last_name: String(i),
          password_hash: new Uint8Array(1),
          password_salt: new Uint8Array(1),
        })),
      )
      .returning('id')
      .execute();
    await stream.next('change', (d) => equal(d, { scope: 'employees', employeeId: null }), from);
    const middle = stream.events.length;
    await db()
      .insertInto('planning')
      .values(team.map((employee) => planningLine(acme, employee.id)))
      .execute();
    await stream.next('change', (d) => equal(d, { scope: 'planning', employeeId: null }), middle);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(stream.changes().slice(middle - stream.events.length)).toEqual([{ scope: 'planning', employeeId: null }]);
  });

  it("never sends another company's changes", async () => {
    const own = await board('MINE');
    const other = await board('THEIRS');
    await db().insertInto('planning').values(planningLine(own.acme, own.acme.employee)).execute();
    await sql`update projects set description = 'x' where id = ${own.acme.project}`.execute(db());
    await own.stream.next('change', (d) => equal(d, { scope: 'planning', employeeId: null }));
    // The other company's own change comes after; nothing of the first came before it.
    await db().insertInto('planning').values(planningLine(other.acme, other.acme.employee)).execute();
    await other.stream.next('change');
    expect(other.stream.changes()).toEqual([{ scope: 'planning', employeeId: other.acme.employee }]);
  });

  it('answers 401 without a session, or with one that ended', async () => {
    const none = await EventStreamReader.open(`${url}${EVENTS}`);
    expect(none.response.status).toBe(401);
    expect(await none.response.json()).toMatchObject({ code: 'NOT_SIGNED_IN' });
    const forged = await EventStreamReader.open(`${url}${EVENTS}`, { cookie: 'bouwwerk-kantoor=forged' });
    expect(forged.response.status).toBe(401);
  });

  it('ends the stream at a sign-out, at once', async () => {
    const { office, stream } = await board('SIGNOUT');
    expect((await office.delete('/office/v1/session')).statusCode).toBe(204);
    await stream.endedByServer(2_000);
    const again = await EventStreamReader.open(`${url}${EVENTS}`, { cookie: office.cookie });
    expect(again.response.status).toBe(401);
  });

  it('keeps the stream alive with comments, and ends it at the keep-alive after its session expired', async () => {
    const { acme, stream } = await board('IDLE');
    const hub = officeEventHubOf(db())!;
    await hub.tick();
    await stream.until(() => (stream.text.includes(': keep-alive\n\n') ? true : undefined), 'a keep-alive');
    expect(stream.ended).toBe(false);
    await sql`update office_sessions set last_seen_at = now() - interval '9 hours' where company_id = ${acme.companyId}`.execute(
      db(),
    );
    await hub.tick();
    await stream.endedByServer(2_000);
  });

  it('hears a commit, never a write rolled back', async () => {
    const acme = await officeCompany(app, db(), 'COMMIT');
    const piet = await createEmployee(db(), { companyId: acme.companyId, username: 'piet' });
    const feed = officeChangeFeedOf(db() as never)!;
    await feed.listening();
    const heard: OfficeChange[] = [];
    // The fixture's own notifications may still be on their way (PostgreSQL): only planning lines count here.
    const stop = feed.subscribe({
      heard: (change) =>
        void (change.kind === 'change' && change.event.scope === 'planning' && change.event.employeeId !== null
          ? heard.push(change)
          : undefined),
      lost: () => {},
    });
    await expect(
      db()
        .transaction()
        .execute(async (trx) => {
          await trx.insertInto('planning').values(planningLine(acme, acme.employee)).execute();
          throw new Error('undone');
        }),
    ).rejects.toThrow('undone');
    await db().insertInto('planning').values(planningLine(acme, piet.id)).execute();
    for (let i = 0; i < 100 && !heard.some((change) => change.companyId === acme.companyId); i++)
      await new Promise((resolve) => setTimeout(resolve, 20));
    stop();
    expect(heard.filter((change) => change.companyId === acme.companyId)).toEqual([
      { companyId: acme.companyId, kind: 'change', event: { scope: 'planning', employeeId: piet.id } },
    ]);
  });

  it('ends open streams when the server closes, without waiting for them', async () => {
    // An open stream is no request in progress: PGlite's client and maintenance still see the server idle.
    const requests = new RequestsInProgress();
    const second = await listening(db(), requests);
    const acme = await officeCompany(second.app, db(), 'CLOSE');
    const { office } = await signedInUser(second.app, db(), { id: acme.companyId, code: 'CLOSE' });
    const stream = await EventStreamReader.open(`${second.url}${EVENTS}`, { cookie: office.cookie });
    await stream.next('ready');
    expect(requests.size).toBe(0);
    const started = performance.now();
    await second.app.close();
    expect(performance.now() - started).toBeLessThan(2_000);
    await stream.endedByServer(1_000);
    // The other app on the same database goes on.
    const { stream: still } = await board('STILL');
    expect(still.ended).toBe(false);
  });
});

// The real server (src/server.ts) stopped with SIGTERM while a board is open: its stream ends at once, and the
// process exits long before its grace period, which an open stream would otherwise take whole.
describe.skipIf(inject('dbKind') !== 'pglite')('SIGTERM with an open board', () => {
  const RUNNING_ON = /is running on http:\/\/localhost:(\d+)/;
  let dataDir = '';
  let server: RunningProcess | undefined;
  afterAll(async () => {
    await server?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('ends the stream and exits within seconds of a 30 s grace period', async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'bouwwerk-events-'));
    const prepared = await openMigratedDataDir(dataDir);
    const company = await createCompany(prepared.db, { code: 'SIGTERM' });
    await createOfficeUser(prepared.db, { companyId: company.id, email: 'planner@sigterm.example', role: 'planner' });
    await prepared.close();
    server = await startTsProcess('apps/server/src/server.ts', {
      env: {
        DATA_DIR: dataDir,
        DATABASE_URL: undefined,
        SERVER_PROCESSES: '1',
        PORT: '0',
        HOST: '127.0.0.1',
        SEED_DEMO_DATA: 'false',
        SHUTDOWN_GRACE_SECONDS: '30',
      },
      ready: RUNNING_ON,
      timeoutMs: 120_000,
    });
    const origin = `http://127.0.0.1:${RUNNING_ON.exec(server.output())![1]}`;
    const signedIn = await fetch(`${origin}/office/v1/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ companyCode: 'SIGTERM', email: 'planner@sigterm.example', password: OFFICE_PASSWORD }),
    });
    expect(signedIn.status).toBe(200);
    const stream = await EventStreamReader.open(`${origin}${EVENTS}`, {
      cookie: sessionCookieOf(signedIn.headers.getSetCookie()),
    });
    await stream.next('ready');

    const signalAt = Date.now();
    process.kill(server.pid, 'SIGTERM');
    await stream.endedByServer(5_000);
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(Date.now() - signalAt).toBeLessThan(10_000);
  }, 180_000);
});

// Several server processes or instances: each hears every commit through a LISTEN of its own (migration 018).
describe.skipIf(inject('dbKind') !== 'postgres')('the live change stream across server processes on PostgreSQL', () => {
  let copy: Awaited<ReturnType<typeof copyPostgresTemplate>>;
  let writer: DatabaseHandle;
  let reader: DatabaseHandle;
  let writing: { app: App; url: string };
  let reading: { app: App; url: string };
  const streams: EventStreamReader[] = [];
  const processes: RunningProcess[] = [];

  beforeAll(async () => {
    copy = await copyPostgresTemplate();
    writer = createPostgresDatabase(copy.url, DEFAULT_DATABASE_POOL_SIZE);
    reader = createPostgresDatabase(copy.url, DEFAULT_DATABASE_POOL_SIZE);
    writing = await listening(writer.db);
    reading = await listening(reader.db);
  });
  afterAll(async () => {
    for (const stream of streams) stream.close();
    for (const server of processes) await server.stop();
    await writing?.app.close();
    await reading?.app.close();
    await writer?.close();
    await reader?.close();
    await copy?.drop();
  });

  it("delivers a write through one instance to the other's stream, and a sign-out there ends it", async () => {
    const acme = await officeCompany(writing.app, writer.db, 'TWO');
    const { office } = await signedInUser(writing.app, writer.db, { id: acme.companyId, code: 'TWO' });
    const stream = await EventStreamReader.open(`${reading.url}${EVENTS}`, { cookie: office.cookie });
    streams.push(stream);
    await stream.next('ready');

    const token = await signIn(writing.app, 'TWO', 'jan');
    const booked = await bookProjectHours(writing.app, token, {
      employeeId: acme.employee,
      projectId: acme.project,
      workId: acme.work,
      partId: acme.part,
      hourTypeId: acme.hourType,
    });
    expect(booked.statusCode).toBe(201);
    await stream.next('change', (d) => equal(d, { scope: 'registrations', employeeId: acme.employee }), 0, 2_000);
    await writer.db.insertInto('planning').values(planningLine(acme, acme.employee)).execute();
    await stream.next('change', (d) => equal(d, { scope: 'planning', employeeId: acme.employee }), 0, 2_000);

    expect((await office.delete('/office/v1/session')).statusCode).toBe(204);
    await stream.endedByServer(2_000);
  });

  it('delivers a booking made through one server process (src/server.ts) to a board on another', async () => {
    const RUNNING_ON = /is running on http:\/\/localhost:(\d+)/;
    const start = () =>
      startTsProcess('apps/server/src/server.ts', {
        env: {
          DATABASE_URL: copy.url,
          SERVER_PROCESSES: '1',
          APP_KEYS: APP_KEY,
          PORT: '0',
          HOST: '127.0.0.1',
          SEED_DEMO_DATA: 'false',
        },
        ready: RUNNING_ON,
        timeoutMs: 120_000,
      });
    const [first, second] = await Promise.all([start(), start()]);
    processes.push(first, second);
    const [one, other] = [first, second].map((server) => `http://127.0.0.1:${RUNNING_ON.exec(server.output())![1]}`);
    const acme = await officeCompany(writing.app, writer.db, 'PROC');
    const { office } = await signedInUser(writing.app, writer.db, { id: acme.companyId, code: 'PROC' });
    const stream = await EventStreamReader.open(`${other}${EVENTS}`, { cookie: office.cookie });
    streams.push(stream);
    await stream.next('ready');

    const signedIn = await fetch(`${one}/v1/sessions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-application-key': APP_KEY },
      body: JSON.stringify({ RelatieId: 'PROC', Gebruikersnaam: 'jan', Wachtwoord: browserPasswordDigest(PASSWORD) }),
    });
    const { authToken } = (await signedIn.json()) as { authToken: string };
    const booked = await fetch(`${one}/v1/invoer`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...apiHeaders(authToken) },
      body: JSON.stringify({
        datum: '2026-03-10',
        medewerkerId: acme.employee,
        projectId: acme.project,
        werkId: acme.work,
        budgetId: acme.part,
        uursoortId: acme.hourType,
        aantal: 3,
        opmerking: '',
      }),
    });
    expect(booked.status).toBe(201);
    await stream.next('change', (d) => equal(d, { scope: 'registrations', employeeId: acme.employee }), 0, 2_000);
  }, 180_000);

  it('ends the streams when the listening connection is lost, and listens again for the next', async () => {
    const acme = await officeCompany(writing.app, writer.db, 'LOST');
    const { office } = await signedInUser(writing.app, writer.db, { id: acme.companyId, code: 'LOST' });
    const stream = await EventStreamReader.open(`${reading.url}${EVENTS}`, { cookie: office.cookie });
    streams.push(stream);
    await stream.next('ready');
    await sql`select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and query = 'LISTEN bouwwerk_office_changes'`.execute(writer.db);
    await stream.endedByServer(2_000);

    const again = await EventStreamReader.open(`${reading.url}${EVENTS}`, { cookie: office.cookie });
    streams.push(again);
    await again.next('ready');
    await writer.db.insertInto('planning').values(planningLine(acme, acme.employee)).execute();
    await again.next('change', (d) => equal(d, { scope: 'planning', employeeId: acme.employee }), 0, 2_000);
  });
});

function equal(data: unknown, expected: unknown): boolean {
  return JSON.stringify(data) === JSON.stringify(expected);
}
