import { beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp, type App } from '../../src/app';
import { createPostgresDatabase } from '../../src/db/database';
import { browserPasswordDigest } from '../../src/lib/passwords';
import { hashToken } from '../../src/lib/tokens';
import { createSignInRepository } from '../../src/repositories/sign-in-repository';
import { createCompany, createEmployee, PASSWORD } from '../helpers/fixtures';
import { apiHeaders, testConfig, useTestApp } from '../helpers/test-app';
import { copyPostgresTemplate } from '../helpers/test-database';

/**
 * Sign-in under attack (decision 008). Password checks are counted by their answers: 401 comes only after a
 * password (or the stand-in for an unknown account) was checked, 429 only without one.
 */
const limits = {
  ...testConfig().loginRateLimit,
  maxPerAccountAndAddress: 5,
  maxPerAddress: 20,
  accountFailuresBeforeDelay: 8,
  // Long waits, so that no test depends on how quickly the machine answers.
  accountFirstDelayMs: 10 * 60 * 1000,
  accountMaxDelayMs: 10 * 60 * 1000,
  maxPerDevice: 3,
};
const ctx = useTestApp({ loginRateLimit: limits });

const WRONG = browserPasswordDigest('fout');

beforeAll(async () => {
  const demo = await createCompany(ctx.database.db, { code: 'demo' });
  for (const username of ['jan', 'piet', 'kees', 'anna', 'bram', 'cor', 'dirk', 'eva', 'fien', 'gijs', 'hans']) {
    await createEmployee(ctx.database.db, { companyId: demo.id, username });
  }
});

interface Attempt {
  username: string;
  password?: string;
  address: string;
  deviceToken?: string;
}

function attempt(app: App, { username, password = browserPasswordDigest(PASSWORD), address, deviceToken }: Attempt) {
  return app.inject({
    method: 'POST',
    url: '/v1/sessions',
    headers: apiHeaders(),
    remoteAddress: address,
    payload: {
      RelatieId: 'demo',
      Gebruikersnaam: username,
      Wachtwoord: password,
      ...(deviceToken ? { deviceToken } : {}),
    },
  });
}

async function deviceTokenOf(username: string, address: string): Promise<string> {
  const response = await attempt(ctx.app, { username, address });
  expect(response.statusCode).toBe(200);
  return response.json().deviceToken as string;
}

function tally(responses: Array<{ statusCode: number }>) {
  const counts: Record<number, number> = {};
  for (const r of responses) counts[r.statusCode] = (counts[r.statusCode] ?? 0) + 1;
  return counts;
}

const parallel = <T>(n: number, make: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, i) => make(i)));

describe('sign-in limits under concurrency', () => {
  it('checks at most the limit of 100 parallel wrong guesses from one address; the rest get 429 with Retry-After', async () => {
    const responses = await parallel(100, () =>
      attempt(ctx.app, { username: 'jan', password: WRONG, address: '10.0.0.1' }),
    );
    expect(tally(responses)).toEqual({
      401: limits.maxPerAccountAndAddress,
      429: 100 - limits.maxPerAccountAndAddress,
    });
    const refused = responses.find((r) => r.statusCode === 429)!;
    expect(refused.json()).toEqual({
      code: 'TOO_MANY_ATTEMPTS',
      message: expect.stringMatching(/^Too many failed sign-ins/),
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Refused attempts were not counted: the address's count holds only the checked ones.
    const address = await ctx.database.db
      .selectFrom('sign_in_counters')
      .select('attempts')
      .where('key', '=', 'address:10.0.0.1')
      .executeTakeFirstOrThrow();
    expect(address.attempts).toBe(limits.maxPerAccountAndAddress);
  });

  it('checks at most the account’s free attempts of 100 parallel wrong guesses from 100 addresses', async () => {
    const responses = await parallel(100, (i) =>
      attempt(ctx.app, { username: 'piet', password: WRONG, address: `10.1.0.${i}` }),
    );
    expect(tally(responses)).toEqual({
      401: limits.accountFailuresBeforeDelay,
      429: 100 - limits.accountFailuresBeforeDelay,
    });
  });

  it('checks a stolen device token’s guesses only up to its own limit, then the stranger’s limits apply', async () => {
    const stolen = await deviceTokenOf('kees', '10.2.0.1');
    const responses = await parallel(100, () =>
      attempt(ctx.app, { username: 'kees', password: WRONG, address: '10.2.0.2', deviceToken: stolen }),
    );
    expect(tally(responses)).toEqual({
      401: limits.maxPerDevice + limits.maxPerAccountAndAddress,
      429: 100 - limits.maxPerDevice - limits.maxPerAccountAndAddress,
    });
    // The right password with the spent token from the thief's address: refused, the token no longer vouches.
    expect((await attempt(ctx.app, { username: 'kees', address: '10.2.0.2', deviceToken: stolen })).statusCode).toBe(
      429,
    );
  });
});

describe('a counter reached by attempts out of clock order', () => {
  it('lets an attempt through whose clock reading is earlier than the last counted one, and keeps the later time', async () => {
    // Parallel sign-ins read the clock, then reach the row in any order: one that read it first may arrive last.
    const repo = createSignInRepository(ctx.database.db);
    const rule = { key: 'test:out-of-order', limit: 3, delayFrom: 10, firstDelayMs: 1000, maxDelayMs: 1000 };
    const later = new Date('2026-03-11T10:00:00.050Z');
    const earlier = new Date('2026-03-11T10:00:00.010Z');
    expect(await repo.reserve(rule, later, 60_000)).toEqual({ reserved: true });
    expect(await repo.reserve(rule, earlier, 60_000)).toEqual({ reserved: true });
    const row = await ctx.database.db
      .selectFrom('sign_in_counters')
      .selectAll()
      .where('key', '=', rule.key)
      .executeTakeFirstOrThrow();
    expect({ attempts: row.attempts, lastAt: new Date(row.last_at).toISOString() }).toEqual({
      attempts: 2,
      lastAt: later.toISOString(),
    });
  });
});

describe('sign-in of the real employee while others guess', () => {
  it('lets a device that signed in before through while the account is attacked from everywhere', async () => {
    const device = await deviceTokenOf('anna', '192.168.1.10');
    await parallel(60, (i) => attempt(ctx.app, { username: 'anna', password: WRONG, address: `10.3.0.${i}` }));
    // Without the device token, even from home, the account's wait holds the sign-in up ...
    expect((await attempt(ctx.app, { username: 'anna', address: '192.168.1.10' })).statusCode).toBe(429);
    // ... with it, from home or from an address the attack used up, it goes through.
    const home = await attempt(ctx.app, { username: 'anna', address: '192.168.1.10', deviceToken: device });
    expect(home.statusCode).toBe(200);
    expect(home.json().deviceToken).toBe(device);
    expect((await attempt(ctx.app, { username: 'anna', address: '10.3.0.1', deviceToken: device })).statusCode).toBe(
      200,
    );
  });

  it('does not let one account’s device token help another account', async () => {
    const hansDevice = await deviceTokenOf('hans', '10.4.0.1');
    for (let i = 0; i < limits.maxPerAccountAndAddress; i++) {
      expect((await attempt(ctx.app, { username: 'bram', password: WRONG, address: '10.4.0.1' })).statusCode).toBe(401);
    }
    const bram = await attempt(ctx.app, { username: 'bram', address: '10.4.0.1', deviceToken: hansDevice });
    expect(bram.statusCode).toBe(429);
    // Nor does a guess at Bram with it count against Hans's device.
    await attempt(ctx.app, { username: 'bram', password: WRONG, address: '10.4.0.2', deviceToken: hansDevice });
    const row = await ctx.database.db
      .selectFrom('device_tokens')
      .select('failures')
      .where('token_hash', '=', hashToken(hansDevice))
      .executeTakeFirstOrThrow();
    expect(row.failures).toBe(0);
  });

  it('does not let a stranger at a shared address lock out the others behind it', async () => {
    const site = '172.16.0.1';
    const corsDevice = await deviceTokenOf('cor', site);
    // A stranger on the building site's network guesses at Dirk's account until refused ...
    const guesses = await parallel(30, () => attempt(ctx.app, { username: 'dirk', password: WRONG, address: site }));
    expect(tally(guesses)[429]).toBeGreaterThan(0);
    // ... and Eva, on the same address, signs in for the first time on her phone.
    expect((await attempt(ctx.app, { username: 'eva', address: site })).statusCode).toBe(200);

    // Then the stranger guesses at every account until the address's own limit is full ...
    for (const username of ['fien', 'cor', 'jan', 'unknown1', 'unknown2']) {
      await parallel(limits.maxPerAccountAndAddress, () =>
        attempt(ctx.app, { username, password: WRONG, address: site }),
      );
    }
    const gijs = await attempt(ctx.app, { username: 'gijs', address: site });
    expect(gijs.statusCode).toBe(429);
    expect(Number(gijs.headers['retry-after'])).toBeGreaterThan(0);
    // ... and those who signed in on their device before still go through, Cor included, whom he guessed at.
    expect((await attempt(ctx.app, { username: 'cor', address: site, deviceToken: corsDevice })).statusCode).toBe(200);
  });
});

describe.runIf(inject('dbKind') === 'postgres')('sign-in limits across server processes', () => {
  it('checks at most the limit of 100 wrong guesses spread over two processes with their own connections', async () => {
    const copy = await copyPostgresTemplate();
    const handles = [createPostgresDatabase(copy.url, 1), createPostgresDatabase(copy.url, 1)];
    const apps = await Promise.all(
      handles.map((h) => buildApp({ db: h.db, config: testConfig({ loginRateLimit: limits }) })),
    );
    try {
      await Promise.all(apps.map((a) => a.ready()));
      const demo = await createCompany(handles[0]!.db, { code: 'demo' });
      await createEmployee(handles[0]!.db, { companyId: demo.id, username: 'jan' });
      const responses = await parallel(100, (i) =>
        attempt(apps[i % 2]!, { username: 'jan', password: WRONG, address: '10.9.0.1' }),
      );
      expect(tally(responses)).toEqual({
        401: limits.maxPerAccountAndAddress,
        429: 100 - limits.maxPerAccountAndAddress,
      });
    } finally {
      await Promise.all(apps.map((a) => a.close()));
      await Promise.all(handles.map((h) => h.close()));
      await copy.drop();
    }
  });
});
