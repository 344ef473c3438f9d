import { describe, expect, it } from 'vitest';
import { createCompany } from '../helpers/fixtures';
import { createOfficeUser, OFFICE_PASSWORD, OfficeBrowser, OWN_ORIGIN } from '../helpers/office';
import { useTestApp } from '../helpers/test-app';

const ctx = useTestApp({ trustProxy: true });
const db = () => ctx.database.db;

async function companyWithUser(code: string, role: 'beheerder' | 'planner' | 'administratie' = 'beheerder') {
  const company = await createCompany(db(), { code });
  const user = await createOfficeUser(db(), {
    companyId: company.id,
    email: `petra@${code.toLowerCase()}.example`,
    role,
  });
  return { company, user };
}

const signInBody = (code: string, email: string, password = OFFICE_PASSWORD) => ({
  companyCode: code,
  email,
  password,
});

describe('office sign-in', () => {
  it('sets an HttpOnly SameSite=Strict cookie and answers who is signed in, with a CSRF token', async () => {
    const { user } = await companyWithUser('SIGN');
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/office/v1/session',
      headers: { origin: OWN_ORIGIN },
      payload: signInBody('sign', 'PETRA@sign.example'),
    });
    expect(response.statusCode).toBe(200);
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^bouwwerk-kantoor=[A-Za-z0-9_-]{43};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/');
    expect(cookie).not.toContain('Secure');
    expect(response.json()).toMatchObject({
      user: { id: user.id, email: 'petra@sign.example', role: 'beheerder' },
      company: { code: 'SIGN', name: 'SIGN B.V.' },
      csrfToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    // Only the id's hash is stored.
    const stored = await db()
      .selectFrom('office_sessions')
      .select('id_hash')
      .where('office_user_id', '=', user.id)
      .execute();
    expect(stored).toHaveLength(1);
    expect(Buffer.from(stored[0]!.id_hash).toString('base64url')).not.toBe(
      cookie.slice('bouwwerk-kantoor='.length, cookie.indexOf(';')),
    );
  });

  it('over HTTPS the cookie is __Host- prefixed and Secure', async () => {
    await companyWithUser('TLS');
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/office/v1/session',
      headers: { origin: 'https://localhost:80', 'x-forwarded-proto': 'https' },
      payload: signInBody('TLS', 'petra@tls.example'),
    });
    expect(response.statusCode).toBe(200);
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^__Host-bouwwerk-kantoor=/);
    expect(cookie).toContain('Secure');
  });

  it('one answer for a wrong company, address, password or an inactive user: 401, and a 400 names a bad field', async () => {
    const { company } = await companyWithUser('WRONG');
    await createOfficeUser(db(), {
      companyId: company.id,
      email: 'gone@wrong.example',
      role: 'planner',
      active: false,
    });
    for (const body of [
      signInBody('NOPE', 'petra@wrong.example'),
      signInBody('WRONG', 'piet@wrong.example'),
      signInBody('WRONG', 'petra@wrong.example', 'not-the-password'),
      signInBody('WRONG', 'gone@wrong.example'),
    ]) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/office/v1/session',
        headers: { origin: OWN_ORIGIN },
        payload: body,
      });
      expect(response.statusCode, JSON.stringify(body)).toBe(401);
      expect(response.json()).toEqual({ code: 'INVALID_CREDENTIALS', message: expect.any(String) });
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/office/v1/session',
      headers: { origin: OWN_ORIGIN },
      payload: { companyCode: 'WRONG', email: 'not an address', password: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('email');
  });

  it('a sign-in from another origin, or without one, is refused before the password is checked', async () => {
    await companyWithUser('ORIG');
    for (const headers of [{ origin: 'https://evil.example' }, {}]) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/office/v1/session',
        headers,
        payload: signInBody('ORIG', 'petra@orig.example'),
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('CSRF_ORIGIN');
    }
  });

  it('is limited like the field sign-in: after the limit per account and address, 429 with Retry-After', async () => {
    await companyWithUser('LIMIT');
    const limit = ctx.app.config.loginRateLimit.maxPerAccountAndAddress;
    for (let attempt = 0; attempt < limit; attempt++) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/office/v1/session',
        headers: { origin: OWN_ORIGIN },
        payload: signInBody('LIMIT', 'petra@limit.example', 'wrong-password'),
      });
      expect(response.statusCode).toBe(401);
    }
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/office/v1/session',
      headers: { origin: OWN_ORIGIN },
      payload: signInBody('LIMIT', 'petra@limit.example'),
    });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('office sessions', () => {
  it('GET /session answers the signed-in user; Afmelden ends this session only', async () => {
    await companyWithUser('OUT');
    const laptop = new OfficeBrowser(ctx.app);
    const desktop = new OfficeBrowser(ctx.app);
    await laptop.signIn('OUT', 'petra@out.example');
    await desktop.signIn('OUT', 'petra@out.example');
    expect((await laptop.get('/office/v1/session')).statusCode).toBe(200);

    const out = await laptop.delete('/office/v1/session');
    expect(out.statusCode).toBe(204);
    expect(String(out.headers['set-cookie'])).toMatch(/^bouwwerk-kantoor=;.*Expires=Thu, 01 Jan 1970/);
    expect((await laptop.get('/office/v1/session')).json().code).toBe('SESSION_ENDED');
    expect((await desktop.get('/office/v1/session')).statusCode).toBe(200);
  });

  it("Overal afmelden ends every session of the user, and no other user's", async () => {
    const { company } = await companyWithUser('ALL');
    await createOfficeUser(db(), { companyId: company.id, email: 'piet@all.example', role: 'planner' });
    const [one, two, other] = [new OfficeBrowser(ctx.app), new OfficeBrowser(ctx.app), new OfficeBrowser(ctx.app)];
    await one.signIn('ALL', 'petra@all.example');
    await two.signIn('ALL', 'petra@all.example');
    await other.signIn('ALL', 'piet@all.example');
    expect((await one.delete('/office/v1/sessions')).statusCode).toBe(204);
    expect((await one.get('/office/v1/session')).statusCode).toBe(401);
    expect((await two.get('/office/v1/session')).statusCode).toBe(401);
    expect((await other.get('/office/v1/session')).statusCode).toBe(200);
  });

  it('ends after 8 idle hours and after 7 days whatever the use', async () => {
    const { user } = await companyWithUser('IDLE');
    const idle = new OfficeBrowser(ctx.app);
    await idle.signIn('IDLE', 'petra@idle.example');
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
    await db()
      .updateTable('office_sessions')
      .set({ last_seen_at: hoursAgo(7.9) })
      .where('office_user_id', '=', user.id)
      .execute();
    expect((await idle.get('/office/v1/session')).statusCode).toBe(200);
    // The request moved last_seen_at: the idle time starts again.
    await db()
      .updateTable('office_sessions')
      .set({ last_seen_at: hoursAgo(8.1) })
      .where('office_user_id', '=', user.id)
      .execute();
    expect((await idle.get('/office/v1/session')).statusCode).toBe(401);

    const old = new OfficeBrowser(ctx.app);
    await old.signIn('IDLE', 'petra@idle.example');
    await db()
      .updateTable('office_sessions')
      .set({ created_at: hoursAgo(7 * 24 + 0.1) })
      .where('office_user_id', '=', user.id)
      .where('ended_at', 'is', null)
      .execute();
    expect((await old.get('/office/v1/session')).statusCode).toBe(401);
  });

  it("a deactivated user's session opens nothing", async () => {
    const { company } = await companyWithUser('DEACT');
    const planner = await createOfficeUser(db(), {
      companyId: company.id,
      email: 'piet@deact.example',
      role: 'planner',
    });
    const browser = new OfficeBrowser(ctx.app);
    await browser.signIn('DEACT', 'piet@deact.example');
    await db().updateTable('office_users').set({ active: false }).where('id', '=', planner.id).execute();
    expect((await browser.get('/office/v1/employees')).statusCode).toBe(401);
  });

  it("a write needs the session's CSRF token and our Origin: 403 otherwise, and nothing is written", async () => {
    await companyWithUser('CSRF');
    const browser = new OfficeBrowser(ctx.app);
    await browser.signIn('CSRF', 'petra@csrf.example');
    const other = new OfficeBrowser(ctx.app);
    await other.signIn('CSRF', 'petra@csrf.example');
    const body = { firstName: 'Kees', username: 'kees' };
    const cases: Array<[Record<string, string>, string]> = [
      [{ 'x-csrf-token': '' }, 'CSRF_TOKEN'],
      [{ 'x-csrf-token': other.csrfToken }, 'CSRF_TOKEN'],
      [{ origin: 'https://evil.example' }, 'CSRF_ORIGIN'],
      [{ origin: 'http://localhost:8080' }, 'CSRF_ORIGIN'],
    ];
    for (const [headers, code] of cases) {
      const response = await browser.request({ method: 'POST', url: '/office/v1/employees', payload: body, headers });
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(response.json().code).toBe(code);
    }
    const kept = await db().selectFrom('employees').select('id').where('username', '=', 'kees').execute();
    expect(kept).toHaveLength(0);
    expect((await browser.post('/office/v1/employees', body)).statusCode).toBe(201);
  });
});
