import { describe, expect, it, beforeAll } from 'vitest';
import { browserPasswordDigest } from '../../src/lib/passwords';
import { hashToken } from '../../src/lib/tokens';
import { createCompany, createEmployee, PASSWORD } from '../helpers/fixtures';
import { apiHeaders, signIn, testConfig, useTestApp } from '../helpers/test-app';

const ctx = useTestApp({
  loginRateLimit: { ...testConfig().loginRateLimit, maxPerAccountAndAddress: 3, maxPerAddress: 100 },
});
let janId: number;

beforeAll(async () => {
  const demo = await createCompany(ctx.database.db, { code: 'demo', name: 'Bouwbedrijf Demo B.V.' });
  const jan = await createEmployee(ctx.database.db, {
    companyId: demo.id,
    username: 'jan',
    firstName: 'Jan',
    lastName: 'de Vries',
  });
  janId = jan.id;
  await createEmployee(ctx.database.db, { companyId: demo.id, username: 'ex', active: false });
  await createEmployee(ctx.database.db, { companyId: demo.id, username: 'locked' });
  await createEmployee(ctx.database.db, { companyId: demo.id, username: 'limited' });
});

const login = (body: Record<string, unknown>, headers = apiHeaders()) =>
  ctx.app.inject({ method: 'POST', url: '/v1/sessions', headers, payload: body });

const credentials = (overrides: Record<string, unknown> = {}) => ({
  RelatieId: 'demo',
  Gebruikersnaam: 'jan',
  Wachtwoord: browserPasswordDigest(PASSWORD),
  ...overrides,
});

describe('POST /v1/sessions', () => {
  it('signs in with company code, username and the SHA-256 of the password', async () => {
    const response = await login(credentials());
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-app-version']).toBe('9.9.9-test');
    const body = response.json();
    expect(body).toMatchObject({
      bedrijfsnaam: 'Bouwbedrijf Demo B.V.',
      logoExt: '',
      contactpersoonId: janId,
      naam: 'Jan',
      achternaam: 'de Vries',
    });
    expect(body.authToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.deviceToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.deviceToken).not.toBe(body.authToken);
  });

  it('gives a device token bound to the employee, stores only its hash, and keeps it for sign-ins that send it', async () => {
    const first = (await login(credentials())).json();
    const row = await ctx.database.db
      .selectFrom('device_tokens')
      .select(['company_id', 'employee_id', 'failures'])
      .where('token_hash', '=', hashToken(first.deviceToken))
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ employee_id: janId, failures: 0 });
    const plain = await ctx.database.db
      .selectFrom('device_tokens')
      .select('id')
      .where('token_hash', '=', Buffer.from(first.deviceToken))
      .executeTakeFirst();
    expect(plain).toBeUndefined();

    const again = await login(credentials({ deviceToken: first.deviceToken }));
    expect(again.statusCode).toBe(200);
    expect(again.json().deviceToken).toBe(first.deviceToken);
    expect(again.json().authToken).not.toBe(first.authToken);
  });

  it('gives a new device token for one that this account never gave (another account’s, or made up)', async () => {
    const limited = (await login(credentials({ Gebruikersnaam: 'limited' }))).json();
    const jan = await login(credentials({ deviceToken: limited.deviceToken }));
    expect(jan.statusCode).toBe(200);
    expect(jan.json().deviceToken).not.toBe(limited.deviceToken);
    const madeUp = await login(credentials({ deviceToken: 'A'.repeat(43) }));
    expect(madeUp.statusCode).toBe(200);
    expect(madeUp.json().deviceToken).not.toBe('A'.repeat(43));
  });

  it.each([
    ['too short', 'abc'],
    ['too long', 'A'.repeat(44)],
    ['not base64url', `${'A'.repeat(42)}=`],
    ['not a string', 12],
  ])('answers 400 for a device token that is %s', async (_case, deviceToken) => {
    const response = await login(credentials({ deviceToken }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/deviceToken/);
  });

  it('matches company code and username case-insensitively', async () => {
    const response = await login(credentials({ RelatieId: ' DEMO ', Gebruikersnaam: 'Jan' }));
    expect(response.statusCode).toBe(200);
  });

  it('stores only the hash of the token, with an expiry of 30 days', async () => {
    const token = (await login(credentials())).json().authToken as string;
    const row = await ctx.database.db
      .selectFrom('sessions')
      .select(['token_hash', 'expires_at', 'created_at'])
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirstOrThrow();
    const days = (row.expires_at.getTime() - row.created_at.getTime()) / 86_400_000;
    expect(days).toBeCloseTo(30, 0);
    const plain = await ctx.database.db
      .selectFrom('sessions')
      .select('id')
      .where('token_hash', '=', Buffer.from(token))
      .executeTakeFirst();
    expect(plain).toBeUndefined();
  });

  it.each([
    ['a wrong password', { Wachtwoord: browserPasswordDigest('fout') }],
    ['an unknown username', { Gebruikersnaam: 'piet' }],
    ['an unknown company code', { RelatieId: 'nope' }],
    ['an inactive employee', { Gebruikersnaam: 'ex' }],
  ])('answers 401 with the same body for %s', async (_case, overrides) => {
    const response = await login(credentials(overrides));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      code: 'INVALID_CREDENTIALS',
      message: 'The company code, username or password is not correct',
    });
  });

  it.each([
    ['a missing body field', { Wachtwoord: undefined }, /Wachtwoord/],
    ['a plain-text password', { Wachtwoord: 'welkom123' }, /SHA-256/],
    ['an empty company code', { RelatieId: '' }, /RelatieId: is required/],
    ['a number as username', { Gebruikersnaam: 12 }, /Gebruikersnaam/],
  ])('answers 400 for %s and creates no session', async (_case, overrides, message) => {
    const before = await ctx.database.db
      .selectFrom('sessions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const response = await login(credentials(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('BAD_REQUEST');
    expect(response.json().message).toMatch(message);
    const after = await ctx.database.db
      .selectFrom('sessions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('answers 400 for a body that is not JSON', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/v1/sessions',
      headers: { ...apiHeaders(), 'content-type': 'application/json' },
      payload: '{"RelatieId": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('message');
  });

  it('limits repeated failures per company and username with 429, even for the right password', async () => {
    for (let i = 0; i < 3; i++) {
      expect(
        (await login(credentials({ Gebruikersnaam: 'locked', Wachtwoord: browserPasswordDigest('x') }))).statusCode,
      ).toBe(401);
    }
    const blocked = await login(credentials({ Gebruikersnaam: 'locked' }));
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      code: 'TOO_MANY_ATTEMPTS',
      message: expect.stringMatching(/try again in \d+ minute/),
    });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Another account from the same address is not affected by this account's failures.
    expect((await login(credentials({ Gebruikersnaam: 'limited' }))).statusCode).toBe(200);
  });

  it('clears the failure count of an account after a successful sign-in', async () => {
    for (let i = 0; i < 2; i++) {
      await login(credentials({ Gebruikersnaam: 'limited', Wachtwoord: browserPasswordDigest('x') }));
    }
    expect((await login(credentials({ Gebruikersnaam: 'limited' }))).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) {
      expect(
        (await login(credentials({ Gebruikersnaam: 'limited', Wachtwoord: browserPasswordDigest('x') }))).statusCode,
      ).toBe(401);
    }
    expect((await login(credentials({ Gebruikersnaam: 'limited' }))).statusCode).toBe(200);
  });
});

describe('POST /v1/sessions/user', () => {
  it('refreshes the signed-in employee with the same response shape and token', async () => {
    const token = await signIn(ctx.app, 'demo', 'jan');
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/v1/sessions/user',
      headers: apiHeaders(token),
      payload: { RelatieId: 'demo', Gebruikersnaam: 'jan', contactpersoonId: janId, Wachtwoord: '' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      bedrijfsnaam: 'Bouwbedrijf Demo B.V.',
      logoExt: '',
      contactpersoonId: janId,
      authToken: token,
      naam: 'Jan',
      achternaam: 'de Vries',
    });
  });

  it('refuses a body that names another employee (403)', async () => {
    const token = await signIn(ctx.app, 'demo', 'jan');
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/v1/sessions/user',
      headers: apiHeaders(token),
      payload: { RelatieId: 'demo', Gebruikersnaam: 'limited', contactpersoonId: janId + 3, Wachtwoord: '' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('answers 400 for a bad body and 401 without a token', async () => {
    const token = await signIn(ctx.app, 'demo', 'jan');
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/v1/sessions/user',
      headers: apiHeaders(token),
      payload: { RelatieId: 'demo', Gebruikersnaam: 'jan', contactpersoonId: 'abc' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/contactpersoonId/);
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/v1/sessions/user',
      headers: apiHeaders(),
      payload: { RelatieId: 'demo', Gebruikersnaam: 'jan', contactpersoonId: janId },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('MISSING_TOKEN');
  });
});

describe('DELETE /v1/sessions (sign-out)', () => {
  it('revokes the token: it no longer opens anything', async () => {
    const token = await signIn(ctx.app, 'demo', 'jan');
    const rights = () =>
      ctx.app.inject({ method: 'GET', url: `/v1/medewerker/${janId}/rechten`, headers: apiHeaders(token) });
    expect((await rights()).statusCode).toBe(200);
    const out = await ctx.app.inject({ method: 'DELETE', url: '/v1/sessions', headers: apiHeaders(token) });
    expect(out.statusCode).toBe(204);
    const after = await rights();
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('INVALID_TOKEN');
  });

  it('leaves the employee’s other sessions alone', async () => {
    const phone = await signIn(ctx.app, 'demo', 'jan');
    const tablet = await signIn(ctx.app, 'demo', 'jan');
    await ctx.app.inject({ method: 'DELETE', url: '/v1/sessions', headers: apiHeaders(phone) });
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/v1/medewerker/${janId}/rechten`,
      headers: apiHeaders(tablet),
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('token expiry', () => {
  it('refuses an expired token with 401', async () => {
    const token = await signIn(ctx.app, 'demo', 'jan');
    await ctx.database.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('token_hash', '=', hashToken(token))
      .execute();
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/v1/medewerker/${janId}/rechten`,
      headers: apiHeaders(token),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('INVALID_TOKEN');
  });

  it('refuses a token that was never issued', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/v1/medewerker/${janId}/rechten`,
      headers: apiHeaders('made-up-token'),
    });
    expect(response.statusCode).toBe(401);
  });
});
