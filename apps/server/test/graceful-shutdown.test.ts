import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createPgliteDatabase } from '../src/db/database';
import { browserPasswordDigest } from '../src/lib/passwords';
import { DEMO_LOGINS } from '../src/seed/demo-seed';
import { startBuiltServer, type RunningProcess } from './helpers/child-process';
import { APP_KEY } from './helpers/test-app';

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
  const newDataDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'bouwwerk-graceful-'));
    dataDirs.push(dir);
    return dir;
  };

  it('under a write load of bookings: every client gets an answer or a connection error, no acknowledged booking is lost, and the directory opens without recovery', async () => {
    const graceMs = 10_000;
    const dataDir = newDataDir();
    let { server, url } = await start(dataDir, {
      SEED_DEMO_DATA: 'true',
      SHUTDOWN_GRACE_SECONDS: String(graceMs / 1000),
    });
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

    const bookings = Array.from({ length: 240 }, (_, i) => ({
      key: randomUUID(),
      body: JSON.stringify({
        datum: '2026-03-11',
        medewerkerId: session.contactpersoonId,
        aantal: 0.25,
        opmerking: `graceful-${i}`,
        indirectId: types[0]!.id,
      }),
    }));
    const send = (base: string, booking: (typeof bookings)[number]) =>
      fetch(`${base}/v1/invoer`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', 'idempotency-key': booking.key },
        body: booking.body,
        // Longer than the grace and the margin: a request still waiting then is one the shutdown left hanging.
        signal: AbortSignal.timeout(graceMs + EXIT_MARGIN_MS + 5000),
      });

    // Eight clients booking one after the other, on through the shutdown: some requests are in flight at the
    // signal, some arrive on kept-alive connections while it closes, some after the listener closed.
    const outcomes: Array<number | 'connection error' | 'hung'> = Array(bookings.length);
    let answered = 0;
    let signalled!: () => void;
    const signalledNow = new Promise<void>((resolve) => (signalled = resolve));
    let next = 0;
    const client = async () => {
      while (next < bookings.length) {
        const i = next++;
        outcomes[i] = await send(url, bookings[i]!).then(
          (response) => {
            if (++answered === 40) signalled();
            return response.status;
          },
          (error: Error) => (error.name === 'TimeoutError' ? 'hung' : 'connection error'),
        );
      }
    };
    const load = Promise.all(Array.from({ length: 8 }, client));
    await signalledNow;
    const signalAt = Date.now();
    process.kill(server.pid, 'SIGTERM');
    const exit = await server.exited;
    const exitMs = since(signalAt);
    await load;

    expect(exit).toEqual({ code: 0, signal: null });
    expect(exitMs).toBeLessThan(graceMs + EXIT_MARGIN_MS);
    expect(server.output()).toMatch(/SIGTERM: closing/);
    expect(outcomes.filter((outcome) => ![201, 503, 'connection error'].includes(outcome))).toEqual([]);
    expect(outcomes.filter((outcome) => outcome === 201).length).toBeGreaterThanOrEqual(40);
    // The signal came mid-load: some bookings were refused, to be sent again.
    expect(outcomes.filter((outcome) => outcome !== 201).length).toBeGreaterThan(0);
    expect(controlFileState(dataDir)).toBe(SHUT_DOWN_CLEANLY);

    ({ server, url } = await start(dataDir));
    const retries = await Promise.all(bookings.map((booking) => send(url, booking)));
    expect(retries.map((response) => response.status)).toEqual(Array(bookings.length).fill(201));
    // Each booking acknowledged before the shutdown is found again: its retry is answered from the stored key.
    const acknowledged = outcomes.flatMap((outcome, i) => (outcome === 201 ? [i] : []));
    expect(acknowledged.filter((i) => retries[i]!.headers.get('idempotent-replayed') !== 'true')).toEqual([]);

    const stopAt = Date.now();
    process.kill(server.pid, 'SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(since(stopAt)).toBeLessThan(graceMs);
    expect(controlFileState(dataDir)).toBe(SHUT_DOWN_CLEANLY);

    const database = await createPgliteDatabase({ dataDir });
    try {
      const rows = await database.db
        .selectFrom('hour_registrations')
        .select(({ fn }) => ['remark', fn.countAll<number>().as('count')])
        .where('remark', 'like', 'graceful-%')
        .groupBy('remark')
        .execute();
      expect(rows).toHaveLength(bookings.length);
      expect(rows.filter((row) => Number(row.count) !== 1)).toEqual([]);
    } finally {
      await database.close();
    }
  }, 300_000);

  it('closes a connection whose request outlasts the grace period, closes idle kept-alive ones at once, and still exits 0', async () => {
    const dataDir = newDataDir();
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
