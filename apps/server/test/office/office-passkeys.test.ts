import { describe, expect, it } from 'vitest';
import { createCompany } from '../helpers/fixtures';
import { createOfficeUser, OfficeBrowser, OWN_ORIGIN } from '../helpers/office';
import { SoftAuthenticator } from '../helpers/soft-authenticator';
import { useTestApp } from '../helpers/test-app';

const ctx = useTestApp();
const db = () => ctx.database.db;

async function signedIn(code: string) {
  const company = await createCompany(db(), { code });
  const user = await createOfficeUser(db(), {
    companyId: company.id,
    email: `petra@${code.toLowerCase()}.example`,
    role: 'planner',
  });
  const browser = new OfficeBrowser(ctx.app);
  await browser.signIn(code, user.email);
  return { company, user, browser };
}

/** Adds a passkey of `authenticator` for the signed-in user of `browser`. */
async function addPasskey(browser: OfficeBrowser, authenticator: SoftAuthenticator, name = 'Laptop') {
  const { challengeId, options } = (await browser.post('/office/v1/passkeys/options')).json();
  return browser.post('/office/v1/passkeys', { challengeId, name, response: authenticator.register(options) });
}

const publicPost = (url: string, payload?: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url,
    headers: { origin: OWN_ORIGIN },
    ...(payload !== undefined && { payload: payload as object }),
  });

async function signInWith(authenticator: SoftAuthenticator) {
  const { challengeId, options } = (await publicPost('/office/v1/passkey-sign-in/options')).json();
  return publicPost('/office/v1/passkey-sign-in', { challengeId, response: authenticator.signIn(options) });
}

describe('passkeys', () => {
  it('a user adds a passkey and signs in with it instead of the password; its counter moves', async () => {
    const { user, browser } = await signedIn('KEY');
    const authenticator = new SoftAuthenticator(OWN_ORIGIN);
    const added = await addPasskey(browser, authenticator);
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ name: 'Laptop', lastUsedAt: null });
    expect((await browser.get('/office/v1/passkeys')).json().passkeys).toHaveLength(1);

    const first = await signInWith(authenticator);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().user.id).toBe(user.id);
    expect(String(first.headers['set-cookie'])).toContain('HttpOnly');
    expect((await signInWith(authenticator)).statusCode).toBe(200);
    const [stored] = await db().selectFrom('office_passkeys').select(['counter', 'last_used_at']).execute();
    expect(stored).toMatchObject({ counter: 2, last_used_at: expect.any(Date) });
  });

  it('a challenge is used once; an answer for another origin, an unknown key or a deactivated user is refused', async () => {
    const { user, browser } = await signedIn('ONCE');
    const authenticator = new SoftAuthenticator(OWN_ORIGIN);
    expect((await addPasskey(browser, authenticator)).statusCode).toBe(201);

    const { challengeId, options } = (await publicPost('/office/v1/passkey-sign-in/options')).json();
    const answer = authenticator.signIn(options);
    expect((await publicPost('/office/v1/passkey-sign-in', { challengeId, response: answer })).statusCode).toBe(200);
    const replay = await publicPost('/office/v1/passkey-sign-in', { challengeId, response: answer });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().code).toBe('PASSKEY_CHALLENGE');

    const phishing = new SoftAuthenticator('https://bouwwerk.evil.example', 'localhost');
    expect((await addPasskey(browser, phishing, 'Phish')).json().code).toBe('PASSKEY_INVALID');
    expect((await signInWith(new SoftAuthenticator(OWN_ORIGIN))).json().code).toBe('PASSKEY_REFUSED');

    await db().updateTable('office_users').set({ active: false }).where('id', '=', user.id).execute();
    expect((await signInWith(authenticator)).statusCode).toBe(401);
  });

  it("a user removes his own passkey, not another's; the log names both changes", async () => {
    const { company, browser } = await signedIn('REMOVE');
    const other = await signedIn('REMOVEOTHER');
    const mine = new SoftAuthenticator(OWN_ORIGIN);
    const theirs = new SoftAuthenticator(OWN_ORIGIN);
    const myKey = (await addPasskey(browser, mine)).json();
    const theirKey = (await addPasskey(other.browser, theirs)).json();
    expect((await browser.delete(`/office/v1/passkeys/${theirKey.id}`)).statusCode).toBe(404);
    expect((await browser.delete(`/office/v1/passkeys/${myKey.id}`)).statusCode).toBe(204);
    expect((await signInWith(mine)).statusCode).toBe(401);
    expect((await signInWith(theirs)).statusCode).toBe(200);
    const actions = await db()
      .selectFrom('audit_log')
      .select('action')
      .where('company_id', '=', company.id)
      .orderBy('id')
      .execute();
    expect(actions.map((a) => a.action)).toEqual(['office_passkeys.insert', 'office_passkeys.delete']);
  });

  it("a passkey sign-in's challenges are counted per address, so that no address fills the table", async () => {
    const limit = ctx.app.config.loginRateLimit.maxPerAddress;
    const ask = (remoteAddress: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/office/v1/passkey-sign-in/options',
        headers: { origin: OWN_ORIGIN },
        remoteAddress,
      });
    const stored = async () =>
      Number(
        (
          await db()
            .selectFrom('office_passkey_challenges')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await stored();
    for (let n = 0; n < limit; n++) expect((await ask('203.0.113.7')).statusCode).toBe(200);
    const refused = await ask('203.0.113.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json()).toMatchObject({ code: expect.any(String), message: expect.stringContaining('address') });
    expect(await stored()).toBe(before + limit);
    // Another address is not held up by it.
    expect((await ask('203.0.113.8')).statusCode).toBe(200);
  });
});
