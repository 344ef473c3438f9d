import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createPostgresDatabase, type DatabaseHandle } from '../src/db/database';
import { DEMO_INTEGRATION_KEY } from '../src/lib/integration-keys';
import { browserPasswordDigest } from '../src/lib/passwords';
import { DEMO_LOGINS } from '../src/seed/demo-seed';
import { startBuiltServer, type RunningProcess } from './helpers/child-process';
import { APP_KEY } from './helpers/test-app';
import { copyPostgresTemplate } from './helpers/test-database';

const RUNNING_ON = /is running on http:\/\/localhost:(\d+)/;
/** Small, so that the shared count is reached in a few requests; the default is 10. */
const MAX_FAILURES = 3;

interface Instance {
  server: RunningProcess;
  url: string;
}

/** One instance as an orchestrator runs it: its own `node apps/server/dist/server.mjs`, one process, own port. */
async function startInstance(databaseUrl: string): Promise<Instance> {
  const server = await startBuiltServer({
    env: {
      DATABASE_URL: databaseUrl,
      SERVER_PROCESSES: '1',
      APP_KEYS: APP_KEY,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS: String(MAX_FAILURES),
    },
    ready: RUNNING_ON,
    timeoutMs: 120_000,
  });
  return { server, url: `http://127.0.0.1:${RUNNING_ON.exec(server.output())![1]}` };
}

/**
 * Two separately started server processes on one PostgreSQL database, behind a load balancer that may send each
 * request to either: everything a client relies on between requests lives in the database, none of it in a
 * process. Each step alternates between the two.
 */
describe.skipIf(inject('dbKind') !== 'postgres')('two server instances on one PostgreSQL database', () => {
  let drop: () => Promise<void>;
  let handle: DatabaseHandle;
  let a: Instance;
  let b: Instance;
  const [jan, els, kees] = DEMO_LOGINS;

  beforeAll(async () => {
    // An empty database (no migrations), both started at once: as on a first deploy with two replicas.
    const database = await copyPostgresTemplate('template0');
    drop = database.drop;
    [a, b] = await Promise.all([startInstance(database.url), startInstance(database.url)]);
    handle = createPostgresDatabase(database.url, 1);
  }, 180_000);
  afterAll(async () => {
    await Promise.all([a?.server.stop(), b?.server.stop()]);
    await handle?.close();
    await drop?.();
  });

  const call = async (
    instance: Instance,
    method: string,
    path: string,
    headers: Record<string, string>,
    body?: unknown,
  ) => {
    const response = await fetch(`${instance.url}${path}`, {
      method,
      headers: {
        'x-application-key': APP_KEY,
        ...headers,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, headers: response.headers, text, json: () => JSON.parse(text) };
  };
  const signIn = (instance: Instance, login: (typeof DEMO_LOGINS)[number], password = login.password) =>
    call(
      instance,
      'POST',
      '/v1/sessions',
      {},
      {
        RelatieId: login.companyCode,
        Gebruikersnaam: login.username,
        Wachtwoord: browserPasswordDigest(password),
      },
    );
  const session = async (instance: Instance, login: (typeof DEMO_LOGINS)[number]) => {
    const response = await signIn(instance, login);
    expect(response.status, response.text).toBe(200);
    const { authToken, contactpersoonId } = response.json() as { authToken: string; contactpersoonId: number };
    return { id: contactpersoonId, headers: { authorization: `Bearer ${authToken}` } };
  };
  type Session = Awaited<ReturnType<typeof session>>;

  // The server's today: the date in Amsterdam (en-CA writes it as YYYY-MM-DD).
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(new Date());
  const WEEK = `/v3/weekoverzicht/${today}`;
  /** An indirect hour booking of today: a type any employee with booking rights may book on. */
  const booking = async (instance: Instance, who: Session, remark: string) => {
    const types = await call(instance, 'GET', '/v1/indirectewerken', who.headers);
    expect(types.status, types.text).toBe(200);
    const [type] = types.json() as Array<{ id: number }>;
    return { datum: today, medewerkerId: who.id, aantal: 0.25, opmerking: remark, indirectId: type!.id };
  };
  const book = (instance: Instance, who: Session, body: object, key = randomUUID()) =>
    call(instance, 'POST', '/v1/invoer', { ...who.headers, 'idempotency-key': key }, body);

  it('migrates and seeds once when both start at once', async () => {
    const starts = [a.server.output(), b.server.output()];
    expect(starts.filter((output) => output.includes('migrations applied'))).toHaveLength(1);
    expect(starts.filter((output) => output.includes('demo data seeded'))).toHaveLength(1);
    const { rows } = await sql<{ count: string }>`select count(*) as count from kysely_migration`.execute(handle.db);
    const { rows: companies } = await sql<{ code: string }>`select code from companies order by code`.execute(
      handle.db,
    );
    expect(Number(rows[0]!.count)).toBeGreaterThan(0);
    expect(companies.map((company) => company.code)).toEqual(['acme', 'demo']);
  });

  it('serves a session signed in on one instance from the other, and signs it out everywhere', async () => {
    const onA = await session(a, jan!);
    expect((await call(b, 'GET', WEEK, onA.headers)).status).toBe(200);
    expect((await call(b, 'DELETE', '/v1/sessions', onA.headers)).status).toBe(204);
    const refused = await call(a, 'GET', WEEK, onA.headers);
    expect(refused.status).toBe(401);
    expect(refused.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  });

  it('replays a keyed booking on the other instance, once, and refuses the key for another body', async () => {
    const who = await session(a, jan!);
    const remark = `multi-instance-${randomUUID()}`;
    const body = await booking(a, who, remark);
    const key = randomUUID();
    const first = await book(a, who, body, key);
    expect(first.status, first.text).toBe(201);
    const replay = await book(b, who, body, key);
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.json()).toEqual(first.json());
    const other = await book(b, who, { ...body, aantal: 0.5 }, key);
    expect(other.status).toBe(422);
    expect(other.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    const rows = await handle.db.selectFrom('hour_registrations').select('id').where('remark', '=', remark).execute();
    expect(rows).toHaveLength(1);
  });

  it('counts failed sign-ins on both instances together', async () => {
    const instances = [a, b, a, b, a];
    const statuses: number[] = [];
    for (const instance of instances) statuses.push((await signIn(instance, kees!, 'not-the-password')).status);
    expect(statuses).toEqual([...Array(MAX_FAILURES).fill(401), ...Array(instances.length - MAX_FAILURES).fill(429)]);
    // The right password too: the count closed the account for this address, not one instance's door.
    expect((await signIn(b, kees!)).status).toBe(429);
  });

  it("shows a booking made on one instance in the change feed read on the other, after that one's cursor", async () => {
    const office = { authorization: `Bearer ${DEMO_INTEGRATION_KEY}` };
    const feed = async (after?: string) => {
      const query = `limit=500${after ? `&after=${after}` : ''}`;
      const page = await call(b, 'GET', `/integration/v1/registrations/changes?${query}`, office);
      expect(page.status, page.text).toBe(200);
      return page.json() as { changes: Array<{ registrationId: number; action: string }>; next: string };
    };
    let cursor = (await feed()).next;
    for (let page = await feed(cursor); page.changes.length > 0; page = await feed(cursor)) cursor = page.next;

    const who = await session(b, els!);
    const created = await book(a, who, await booking(a, who, 'in the feed'));
    expect(created.status, created.text).toBe(201);
    const [id] = (created.json() as { hours: number[] }).hours;
    // A change shows once no older transaction runs anywhere (decision 009): moments, on an idle database. An
    // earlier test's booking that a transaction elsewhere on the server held back may show first.
    const deadline = Date.now() + 10_000;
    const seen: Array<{ registrationId: number; action: string }> = [];
    while (!seen.some((change) => change.registrationId === id) && Date.now() < deadline) {
      const page = await feed(cursor);
      seen.push(...page.changes);
      cursor = page.next;
    }
    expect(seen.filter((change) => change.registrationId === id)).toEqual([
      expect.objectContaining({ registrationId: id, action: 'created' }),
    ]);
  });

  it('revalidates a week read on one instance with its ETag on the other, until a booking changes it', async () => {
    const who = await session(a, els!);
    const full = await call(a, 'GET', WEEK, who.headers);
    expect(full.status).toBe(200);
    const etag = full.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"/);
    const unchanged = await call(b, 'GET', WEEK, { ...who.headers, 'if-none-match': etag });
    expect(unchanged.status).toBe(304);

    // A keeps its revalidation in memory (its listener connects on the first one), until it hears of a commit.
    const revalidateOnA = () => call(a, 'GET', WEEK, { ...who.headers, 'if-none-match': etag });
    expect((await revalidateOnA()).status).toBe(304);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await revalidateOnA()).status).toBe(304);

    expect((await book(b, who, await booking(b, who, 'changes the week'))).status).toBe(201);
    // B's own write is seen by B at once; A sees it when the commit's notification arrives, a moment later.
    expect((await call(b, 'GET', WEEK, { ...who.headers, 'if-none-match': etag })).status).toBe(200);
    let changed = await revalidateOnA();
    for (let i = 0; i < 100 && changed.status === 304; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      changed = await revalidateOnA();
    }
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
  });
});
