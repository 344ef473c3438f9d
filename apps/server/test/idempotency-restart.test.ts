import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createPgliteDatabase } from '../src/db/database';
import { browserPasswordDigest } from '../src/lib/passwords';
import { DEMO_LOGINS } from '../src/seed/demo-seed';
import { startBuiltServer, type RunningProcess } from './helpers/child-process';
import { APP_KEY } from './helpers/test-app';
import { makeMigratedDataDir } from './helpers/test-database';

const RUNNING_ON = /is running on http:\/\/localhost:(\d+)/;
const BOOKINGS = 120;

// The real server on a PGlite data directory, killed with SIGKILL while keyed bookings are in flight and
// started again on the same directory: the phone's outbox then sends every booking again with its key.
describe.skipIf(inject('dbKind') !== 'pglite')('Idempotency-Key across a kill -9 of the server', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bouwwerk-idempotency-restart-'));
  let server: RunningProcess | undefined;
  beforeAll(() => makeMigratedDataDir(dataDir));
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const start = async () => {
    server = await startBuiltServer({
      env: {
        DATA_DIR: dataDir,
        DATABASE_URL: undefined,
        SERVER_PROCESSES: '1',
        APP_KEYS: APP_KEY,
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
      },
      ready: RUNNING_ON,
      timeoutMs: 120_000,
    });
    return `http://127.0.0.1:${RUNNING_ON.exec(server.output())![1]}`;
  };

  it('answers every retry at once after the restart, and each booking exists exactly once', async () => {
    let url = await start();
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

    const bookings = Array.from({ length: BOOKINGS }, (_, i) => ({
      key: randomUUID(),
      body: JSON.stringify({
        datum: '2026-03-11',
        medewerkerId: session.contactpersoonId,
        aantal: 0.25,
        opmerking: `restart-${i}`,
        indirectId: types[0]!.id,
      }),
    }));
    const send = (base: string, booking: (typeof bookings)[number]) =>
      fetch(`${base}/v1/invoer`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', 'idempotency-key': booking.key },
        body: booking.body,
      });

    // All at once; the server is killed once the first few were answered, with the rest on their way.
    let answered = 0;
    let killed!: () => void;
    const killedNow = new Promise<void>((resolve) => (killed = resolve));
    const firstRound = bookings.map((booking) =>
      send(url, booking).then(
        (response) => {
          if (++answered === 10) killed();
          return response.status;
        },
        () => 'lost' as const,
      ),
    );
    await killedNow;
    process.kill(server!.pid, 'SIGKILL');
    const before = await Promise.all(firstRound);
    expect(before.filter((status) => status === 201).length).toBeGreaterThanOrEqual(10);
    expect(before).toContain('lost');
    expect(before.every((status) => status === 201 || status === 'lost')).toBe(true);

    url = await start();
    const retries = await Promise.all(bookings.map((booking) => send(url, booking)));
    expect(retries.map((response) => response.status)).toEqual(Array(BOOKINGS).fill(201));
    const replayed = retries.filter((response) => response.headers.get('idempotent-replayed') === 'true').length;
    // Those answered before the kill replay; those lost either committed (replayed) or left nothing (booked now).
    expect(replayed).toBeGreaterThanOrEqual(before.filter((status) => status === 201).length);
    expect(replayed).toBeLessThan(BOOKINGS);

    await server!.stop();
    server = undefined;
    const database = await createPgliteDatabase({ dataDir });
    try {
      const rows = await database.db
        .selectFrom('hour_registrations')
        .select(({ fn }) => ['remark', fn.countAll<number>().as('count')])
        .where('remark', 'like', 'restart-%')
        .groupBy('remark')
        .execute();
      expect(rows).toHaveLength(BOOKINGS);
      expect(rows.filter((row) => Number(row.count) !== 1)).toEqual([]);
    } finally {
      await database.close();
    }
  }, 300_000);
});
