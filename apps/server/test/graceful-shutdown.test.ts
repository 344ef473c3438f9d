import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { Kysely } from 'kysely';
import { createPgliteDatabase, createPostgresDatabase } from '../src/db/database';
import type { Database } from '../src/db/types';
import { browserPasswordDigest } from '../src/lib/passwords';
import { DEMO_LOGINS } from '../src/seed/demo-seed';
import { startBuiltServer, type RunningProcess } from './helpers/child-process';
import { APP_KEY } from './helpers/test-app';
import { copyPostgresTemplate, makeMigratedDataDir } from './helpers/test-database';
import { startTwoProcessServer } from './helpers/two-process-server';

const RUNNING_ON = /is running on http:\/\/localhost:(\d+)/;
/** What the process may take beyond its grace period: the database's close and the exit. */
const EXIT_MARGIN_MS = 5000;

/**
 * The state pg_control records (Postgres's DBState, at byte 16): 1 after a clean shutdown; 6 (in production) when
 * the process ended with the database open, which the next start must recover from.
 */
const SHUT_DOWN_CLEANLY = 1;
const controlFileState = (dataDir: string) => readFileSync(path.join(dataDir, 'global', 'pg_control')).readUInt32LE(16);

const since = (start: number) => Date.now() - start;

type Outcome = number | 'connection error' | 'hung';
interface Booking {
  key: string;
  body: string;
}

/** jan of the demo company, signed in: the headers of his requests and what a booking of his needs. */
async function signInJan(url: string) {
  const jan = DEMO_LOGINS.find((login) => login.username === 'jan')!;
  const signIn = await fetch(`${url}/v1/sessions`, {
    method: 'POST',
    headers: { 'x-application-key': APP_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({
      RelatieId: jan.companyCode,
      Gebruikersnaam: jan.username,
      Wachtwoord: browserPasswordDigest(jan.password),
    }),
  });
  const session = (await signIn.json()) as { authToken: string; contactpersoonId: number };
  const headers = { 'x-application-key': APP_KEY, authorization: `Bearer ${session.authToken}` };
  const types = (await (await fetch(`${url}/v1/indirectewerken`, { headers })).json()) as Array<{ id: number }>;
  const bookings: Booking[] = Array.from({ length: 240 }, (_, i) => ({
    key: randomUUID(),
    body: JSON.stringify({
      datum: '2026-03-11',
      medewerkerId: session.contactpersoonId,
      aantal: 0.25,
      opmerking: `graceful-${i}`,
      indirectId: types[0]!.id,
    }),
  }));
  return { headers, bookings };
}

/** A keyed booking, as the app's outbox sends it; given up after `timeoutMs` (then it counts as hung). */
const sendBooking = (url: string, headers: Record<string, string>, booking: Booking, timeoutMs: number) =>
  fetch(`${url}/v1/invoer`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json', 'idempotency-key': booking.key },
    body: booking.body,
    signal: AbortSignal.timeout(timeoutMs),
  });

/**
 * Eight clients booking one after the other, on through a SIGTERM sent after 40 answers: some requests are in
 * flight at the signal, some arrive on kept-alive connections while it closes, some after the listener closed.
 */
async function bookThroughSigterm(options: {
  url: string;
  pid: number;
  headers: Record<string, string>;
  bookings: Booking[];
  timeoutMs: number;
}): Promise<{ outcomes: Outcome[]; signalAt: number }> {
  const { url, headers, bookings, timeoutMs } = options;
  const outcomes: Outcome[] = Array(bookings.length);
  let answered = 0;
  let signalAt = 0;
  let next = 0;
  const client = async () => {
    while (next < bookings.length) {
      const i = next++;
      outcomes[i] = await sendBooking(url, headers, bookings[i]!, timeoutMs).then(
        (response) => {
          if (++answered === 40) {
            signalAt = Date.now();
            process.kill(options.pid, 'SIGTERM');
          }
          return response.status;
        },
        (error: Error) => (error.name === 'TimeoutError' ? 'hung' : 'connection error'),
      );
    }
  };
  await Promise.all(Array.from({ length: 8 }, client));
  return { outcomes, signalAt };
}

/** Every outcome an answer or a connection error; some acknowledged, and some not: the signal came mid-load. */
function expectAnsweredOrRefused(outcomes: Outcome[]) {
  expect(outcomes.filter((outcome) => ![201, 503, 'connection error'].includes(outcome))).toEqual([]);
  expect(outcomes.filter((outcome) => outcome === 201).length).toBeGreaterThanOrEqual(40);
  expect(outcomes.filter((outcome) => outcome !== 201).length).toBeGreaterThan(0);
}

/** Sent again after the restart: all 201, and each acknowledged before the shutdown replays from its stored key. */
async function expectRetriesFindEveryAcknowledgedBooking(
  url: string,
  headers: Record<string, string>,
  bookings: Booking[],
  outcomes: Outcome[],
) {
  const retries = await Promise.all(bookings.map((booking) => sendBooking(url, headers, booking, 60_000)));
  expect(retries.map((response) => response.status)).toEqual(Array(bookings.length).fill(201));
  const acknowledged = outcomes.flatMap((outcome, i) => (outcome === 201 ? [i] : []));
  expect(acknowledged.filter((i) => retries[i]!.headers.get('idempotent-replayed') !== 'true')).toEqual([]);
}

/** Each booking exactly once in the database. */
async function expectEachBookingOnce(db: Kysely<Database>, count: number) {
  const rows = await db
    .selectFrom('hour_registrations')
    .select(({ fn }) => ['remark', fn.countAll<number>().as('count')])
    .where('remark', 'like', 'graceful-%')
    .groupBy('remark')
    .execute();
  expect(rows).toHaveLength(count);
  expect(rows.filter((row) => Number(row.count) !== 1)).toEqual([]);
}

// The real server as `npm start` runs it (compiled), on a PGlite data directory, stopped with SIGTERM.
describe.skipIf(inject('dbKind') !== 'pglite')('SIGTERM: a graceful shutdown', () => {
  const dataDirs: string[] = [];
  const servers: RunningProcess[] = [];
  afterAll(async () => {
    for (const server of servers) await server.stop();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  const start = async (dataDir: string, env: Record<string, string> = {}) => {
    const server = await startBuiltServer({
      env: {
        DATA_DIR: dataDir,
        DATABASE_URL: undefined,
        SERVER_PROCESSES: '1',
        APP_KEYS: APP_KEY,
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        ...env,
      },
      ready: RUNNING_ON,
      timeoutMs: 120_000,
    });
    servers.push(server);
    return { server, url: `http://127.0.0.1:${RUNNING_ON.exec(server.output())![1]}` };
  };
  const newDataDir = async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'bouwwerk-graceful-'));
    dataDirs.push(dir);
    await makeMigratedDataDir(dir);
    return dir;
  };

  it('under a write load of bookings: every client gets an answer or a connection error, no acknowledged booking is lost, and the directory opens without recovery', async () => {
    const graceMs = 10_000;
    const dataDir = await newDataDir();
    let { server, url } = await start(dataDir, {
      SEED_DEMO_DATA: 'true',
      SHUTDOWN_GRACE_SECONDS: String(graceMs / 1000),
    });
    const { headers, bookings } = await signInJan(url);
    const timeoutMs = graceMs + EXIT_MARGIN_MS + 5000;
    const load = bookThroughSigterm({ url, pid: server.pid, headers, bookings, timeoutMs });
    const exit = await server.exited;
    const exitedAt = Date.now();
    const { outcomes, signalAt } = await load;

    expect(exit).toEqual({ code: 0, signal: null });
    expect(exitedAt - signalAt).toBeLessThan(graceMs + EXIT_MARGIN_MS);
    expect(server.output()).toMatch(/SIGTERM: closing/);
    expectAnsweredOrRefused(outcomes);
    expect(controlFileState(dataDir)).toBe(SHUT_DOWN_CLEANLY);

    ({ server, url } = await start(dataDir));
    await expectRetriesFindEveryAcknowledgedBooking(url, headers, bookings, outcomes);

    const stopAt = Date.now();
    process.kill(server.pid, 'SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(since(stopAt)).toBeLessThan(graceMs);
    expect(controlFileState(dataDir)).toBe(SHUT_DOWN_CLEANLY);

    const database = await createPgliteDatabase({ dataDir });
    try {
      await expectEachBookingOnce(database.db, bookings.length);
    } finally {
      await database.close();
    }
  }, 300_000);

  it('closes a connection whose request outlasts the grace period, closes idle kept-alive ones at once, and still exits 0', async () => {
    const dataDir = await newDataDir();
    const { server, url } = await start(dataDir, { SEED_DEMO_DATA: 'false', SHUTDOWN_GRACE_SECONDS: '1' });
    const { port } = new URL(url);

    const open = async () => {
      const socket = connect(Number(port), '127.0.0.1');
      await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
      let received = '';
      socket.on('data', (chunk) => (received += chunk.toString()));
      const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(Date.now())));
      socket.on('error', () => {});
      return { socket, received: () => received, closed };
    };
    const waitFor = async (test: () => boolean) => {
      const deadline = Date.now() + 10_000;
      while (!test() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    };

    // Kept alive, idle at the signal.
    const idle = await open();
    idle.socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n');
    await waitFor(() => idle.received().includes('{"status":"ok"}'));
    expect(idle.received()).toMatch(/^HTTP\/1\.1 200/);

    // A sign-in whose body comes a byte at a time, never complete: in flight for as long as the socket lives.
    const slow = await open();
    slow.socket.write(
      'POST /v1/sessions HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        `X-Application-Key: ${APP_KEY}\r\nContent-Length: 10000\r\n\r\n{`,
    );
    const trickle = setInterval(() => slow.socket.writable && slow.socket.write(' '), 100);
    await new Promise((resolve) => setTimeout(resolve, 300));

    const signalAt = Date.now();
    process.kill(server.pid, 'SIGTERM');
    try {
      const idleClosedAt = await idle.closed;
      expect(idleClosedAt - signalAt).toBeLessThan(500);
      // The listener is closed while the slow request still has its grace.
      await expect(fetch(`${url}/healthz`)).rejects.toThrow();
      const slowClosedAt = await slow.closed;
      expect(slowClosedAt - signalAt).toBeGreaterThanOrEqual(950);
      expect(slowClosedAt - signalAt).toBeLessThan(1000 + 2000);
      expect(slow.received()).toBe('');
    } finally {
      clearInterval(trickle);
    }

    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(since(signalAt)).toBeLessThan(1000 + EXIT_MARGIN_MS);
    expect(server.output()).toMatch(/requests still in flight after 1000 ms: closing their connections/);
    expect(controlFileState(dataDir)).toBe(SHUT_DOWN_CLEANLY);
  }, 180_000);
});

// The same on PostgreSQL with two server processes: SIGTERM to the primary, which passes it on to both.
describe.skipIf(inject('dbKind') !== 'postgres')('SIGTERM to the primary of two server processes', () => {
  it('loses no acknowledged booking under a write load, and every process stops by itself with 0', async () => {
    const graceMs = 10_000; // SHUTDOWN_GRACE_SECONDS' default
    const running = await startTwoProcessServer();
    try {
      const { headers, bookings } = await signInJan(running.url);
      const timeoutMs = graceMs + EXIT_MARGIN_MS + 5000;
      const load = bookThroughSigterm({ url: running.url, pid: running.server.pid, headers, bookings, timeoutMs });
      const exit = await running.server.exited;
      const exitedAt = Date.now();
      const { outcomes, signalAt } = await load;

      expect(exit).toEqual({ code: 0, signal: null });
      expect(exitedAt - signalAt).toBeLessThan(graceMs + EXIT_MARGIN_MS);
      expect(running.server.output()).not.toMatch(/did not stop within/);
      expectAnsweredOrRefused(outcomes);

      const again = await startBuiltServer({
        env: {
          DATABASE_URL: running.databaseUrl,
          SERVER_PROCESSES: '2',
          PORT: '0',
          HOST: '127.0.0.1',
          LOG_LEVEL: 'warn',
        },
        ready: RUNNING_ON,
        timeoutMs: 120_000,
      });
      try {
        const url = `http://127.0.0.1:${RUNNING_ON.exec(again.output())![1]}`;
        await expectRetriesFindEveryAcknowledgedBooking(url, headers, bookings, outcomes);
      } finally {
        await again.stop();
      }
      const database = createPostgresDatabase(running.databaseUrl, 1);
      try {
        await expectEachBookingOnce(database.db, bookings.length);
      } finally {
        await database.close();
      }
    } finally {
      await running.stop();
    }
  }, 300_000);

  it('kills a process that does not stop within the grace and the margin, and then exits 1', async () => {
    const database = await copyPostgresTemplate();
    const server = await startBuiltServer({
      env: {
        DATABASE_URL: database.url,
        SERVER_PROCESSES: '2',
        SHUTDOWN_GRACE_SECONDS: '1',
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
      },
      ready: RUNNING_ON,
      timeoutMs: 120_000,
    });
    try {
      const workers = execFileSync('ps', ['-o', 'pid=,comm=', '--ppid', String(server.pid)], { encoding: 'utf8' })
        .split('\n')
        .map((line) => line.trim().split(/\s+/))
        .filter(([, command]) => command === 'node')
        .map(([pid]) => Number(pid));
      expect(workers).toHaveLength(2);
      // Stopped, it cannot act on the SIGTERM its primary passes on: as good as a process stuck in a statement.
      process.kill(workers[0]!, 'SIGSTOP');
      const signalAt = Date.now();
      process.kill(server.pid, 'SIGTERM');
      expect(await server.exited).toEqual({ code: 1, signal: null });
      // Grace 1 s + the margin (requests-in-progress.ts's 10 s for handlers still running, and 5 s).
      expect(since(signalAt)).toBeGreaterThanOrEqual(1000 + 15_000);
      expect(since(signalAt)).toBeLessThan(1000 + 15_000 + 3000);
      expect(server.output()).toContain(`Server process ${workers[0]} did not stop within 16000 ms; killed`);
      expect(() => process.kill(workers[0]!, 0)).toThrow();
    } finally {
      await server.stop();
      await database.drop();
    }
  }, 180_000);
});
