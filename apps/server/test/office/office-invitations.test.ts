import { describe, expect, it } from 'vitest';
import { createCompany } from '../helpers/fixtures';
import { createOfficeUser, OfficeBrowser, OWN_ORIGIN } from '../helpers/office';
import { useTestApp } from '../helpers/test-app';

const ctx = useTestApp();
const db = () => ctx.database.db;

/** A company with its beheerder signed in. */
async function companyWithBeheerder(code: string) {
  const company = await createCompany(db(), { code });
  const user = await createOfficeUser(db(), {
    companyId: company.id,
    email: `petra@${code.toLowerCase()}.example`,
    role: 'beheerder',
  });
  const beheerder = new OfficeBrowser(ctx.app);
  await beheerder.signIn(code, user.email);
  return { company, user, beheerder };
}

const tokenOf = (link: string) => link.split('/').at(-1) ?? '';
const accept = (token: string, password: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/office/v1/invitations/${token}/accept`,
    headers: { origin: OWN_ORIGIN },
    payload: { password },
  });
const auditOf = (companyId: number) =>
  db().selectFrom('audit_log').selectAll().where('company_id', '=', companyId).orderBy('id').execute();

describe('invitations', () => {
  it('a beheerder invites; the link, used once, sets the password and signs the new user in', async () => {
    const { company, beheerder } = await companyWithBeheerder('INV');
    const invited = await beheerder.post('/office/v1/invitations', {
      email: 'Piet@INV.example',
      name: 'Piet',
      role: 'planner',
    });
    expect(invited.statusCode).toBe(201);
    const { link, invitation } = invited.json();
    expect(link).toMatch(/^http:\/\/localhost:80\/kantoor\/uitnodiging\/[A-Za-z0-9_-]{43}$/);
    expect(invitation).toMatchObject({ email: 'piet@inv.example', role: 'planner', purpose: 'invitation' });
    // Without SMTP_URL the link is shown only (office-mail.test.ts has the server that e-mails it).
    expect(invited.json().emailed).toBe(false);
    expect(new Date(invitation.expiresAt).getTime() - Date.now()).toBeGreaterThan(71.9 * 3_600_000);

    const token = tokenOf(link);
    const preview = await ctx.app.inject({ method: 'GET', url: `/office/v1/invitations/${token}` });
    expect(preview.json()).toEqual({
      email: 'piet@inv.example',
      name: 'Piet',
      role: 'planner',
      purpose: 'invitation',
      company: { code: 'INV', name: 'INV B.V.' },
    });

    for (const [password, message] of [
      ['kort', 'at least 10'],
      ['1234567890', 'most common'],
      ['Qwertyuiop', 'most common'],
    ] as const) {
      const refused = await accept(token, password);
      expect(refused.statusCode, password).toBe(400);
      expect(refused.json().message).toContain('password');
      expect(refused.json().message).toContain(message);
    }

    const accepted = await accept(token, 'lange-zin-als-wachtwoord');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().user).toMatchObject({ email: 'piet@inv.example', role: 'planner' });
    const piet = new OfficeBrowser(ctx.app);
    piet.adopt(accepted);
    expect((await piet.get('/office/v1/employees')).statusCode).toBe(200);
    expect(
      (await new OfficeBrowser(ctx.app).signIn('INV', 'piet@inv.example', 'lange-zin-als-wachtwoord')).user.role,
    ).toBe('planner');

    const again = await accept(token, 'nog-een-ander-wachtwoord');
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('INVITATION_USED');
    expect((await ctx.app.inject({ method: 'GET', url: `/office/v1/invitations/${token}` })).statusCode).toBe(409);

    expect((await auditOf(company.id)).map((e) => [e.action, e.actor_name])).toEqual([
      ['office_links.create', 'petra'],
      ['office_users.create', 'Piet'],
    ]);
  });

  it('a link expires after 72 hours; a newer link for the same address replaces it; an unknown one is 404', async () => {
    const { beheerder } = await companyWithBeheerder('EXP');
    const first = tokenOf(
      (
        await beheerder.post('/office/v1/invitations', { email: 'a@exp.example', name: 'A', role: 'administratie' })
      ).json().link,
    );
    const second = tokenOf(
      (
        await beheerder.post('/office/v1/invitations', { email: 'a@exp.example', name: 'A', role: 'administratie' })
      ).json().link,
    );
    expect((await accept(first, 'lange-zin-als-wachtwoord')).json().code).toBe('INVITATION_WITHDRAWN');

    await db()
      .updateTable('office_links')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('email', '=', 'a@exp.example')
      .execute();
    expect((await accept(second, 'lange-zin-als-wachtwoord')).json().code).toBe('INVITATION_EXPIRED');
    expect(await db().selectFrom('office_users').select('id').where('email', '=', 'a@exp.example').execute()).toEqual(
      [],
    );

    const unknown = await accept('B'.repeat(43), 'lange-zin-als-wachtwoord');
    expect(unknown.statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/office/v1/invitations/short' })).statusCode).toBe(400);
  });

  it('an address that is already an office user is not invited again (409); a pending link can be withdrawn', async () => {
    const { beheerder } = await companyWithBeheerder('DUP');
    const taken = await beheerder.post('/office/v1/invitations', {
      email: 'PETRA@dup.example',
      name: 'P',
      role: 'planner',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('EMAIL_TAKEN');

    const { invitation, link } = (
      await beheerder.post('/office/v1/invitations', { email: 'b@dup.example', name: 'B', role: 'planner' })
    ).json();
    expect((await beheerder.get('/office/v1/users')).json().invitations).toHaveLength(1);
    expect((await beheerder.delete(`/office/v1/invitations/${invitation.id}`)).statusCode).toBe(204);
    expect((await beheerder.delete(`/office/v1/invitations/${invitation.id}`)).statusCode).toBe(404);
    expect((await beheerder.get('/office/v1/users')).json().invitations).toEqual([]);
    expect((await accept(tokenOf(link), 'lange-zin-als-wachtwoord')).json().code).toBe('INVITATION_WITHDRAWN');
  });

  it("another company's users and links are not found (404), and nothing of them changes", async () => {
    const { beheerder } = await companyWithBeheerder('OWN');
    const other = await companyWithBeheerder('THEIRS');
    const { invitation } = (
      await other.beheerder.post('/office/v1/invitations', { email: 'c@theirs.example', name: 'C', role: 'planner' })
    ).json();
    expect((await beheerder.patch(`/office/v1/users/${other.user.id}`, { role: 'planner' })).statusCode).toBe(404);
    expect((await beheerder.delete(`/office/v1/users/${other.user.id}/sessions`)).statusCode).toBe(404);
    expect((await beheerder.post(`/office/v1/users/${other.user.id}/password-link`)).statusCode).toBe(404);
    expect((await beheerder.delete(`/office/v1/invitations/${invitation.id}`)).statusCode).toBe(404);
    const listed = (await beheerder.get('/office/v1/users')).json();
    expect(listed.users.map((u: { email: string }) => u.email)).toEqual(['petra@own.example']);
    expect(listed.invitations).toEqual([]);
    expect((await other.beheerder.get('/office/v1/session')).statusCode).toBe(200);
    expect((await other.beheerder.get('/office/v1/users')).json().users[0].role).toBe('beheerder');
  });
});

describe('office users', () => {
  it('a beheerder changes a role, deactivates (which ends the sessions), and cannot remove the last beheerder', async () => {
    const { company, user, beheerder } = await companyWithBeheerder('USERS');
    const piet = await createOfficeUser(db(), { companyId: company.id, email: 'piet@users.example', role: 'planner' });
    const pietBrowser = new OfficeBrowser(ctx.app);
    await pietBrowser.signIn('USERS', 'piet@users.example');

    const last = await beheerder.patch(`/office/v1/users/${user.id}`, { role: 'planner' });
    expect(last.statusCode).toBe(409);
    expect(last.json().code).toBe('LAST_BEHEERDER');
    expect((await beheerder.patch(`/office/v1/users/${user.id}`, { active: false })).json().code).toBe(
      'LAST_BEHEERDER',
    );

    const promoted = await beheerder.patch(`/office/v1/users/${piet.id}`, { role: 'beheerder' });
    expect(promoted.json()).toMatchObject({ id: piet.id, role: 'beheerder', activeSessions: 1 });
    const deactivated = await beheerder.patch(`/office/v1/users/${piet.id}`, { active: false });
    expect(deactivated.json()).toMatchObject({ active: false, activeSessions: 0 });
    expect((await pietBrowser.get('/office/v1/session')).statusCode).toBe(401);
    expect((await beheerder.patch(`/office/v1/users/${piet.id}`, {})).statusCode).toBe(400);

    const entries = await auditOf(company.id);
    expect(entries.map((e) => e.action)).toEqual(['office_users.update', 'office_users.update']);
    expect(entries[1]).toMatchObject({
      before: expect.objectContaining({ active: true }),
      after: expect.objectContaining({ active: false }),
    });
    expect(JSON.stringify(entries)).not.toContain('argon2');
  });

  it('a password link for a forgotten password replaces the password and ends the old sessions', async () => {
    const { company, beheerder } = await companyWithBeheerder('FORGOT');
    const piet = await createOfficeUser(db(), {
      companyId: company.id,
      email: 'piet@forgot.example',
      role: 'administratie',
    });
    const old = new OfficeBrowser(ctx.app);
    await old.signIn('FORGOT', 'piet@forgot.example');
    const answer = await beheerder.post(`/office/v1/users/${piet.id}/password-link`);
    expect(answer.statusCode).toBe(201);
    expect(answer.json().invitation.purpose).toBe('password');
    const token = tokenOf(answer.json().link);
    expect((await ctx.app.inject({ method: 'GET', url: `/office/v1/invitations/${token}` })).json().purpose).toBe(
      'password',
    );
    expect((await accept(token, 'een-nieuw-wachtwoord')).statusCode).toBe(200);
    expect((await old.get('/office/v1/session')).statusCode).toBe(401);
    await expect(new OfficeBrowser(ctx.app).signIn('FORGOT', 'piet@forgot.example')).rejects.toThrow('401');
    expect(
      (await new OfficeBrowser(ctx.app).signIn('FORGOT', 'piet@forgot.example', 'een-nieuw-wachtwoord')).user.id,
    ).toBe(piet.id);
  });

  it("a beheerder ends another user's sessions", async () => {
    const { company, beheerder } = await companyWithBeheerder('END');
    const piet = await createOfficeUser(db(), { companyId: company.id, email: 'piet@end.example', role: 'planner' });
    const browser = new OfficeBrowser(ctx.app);
    await browser.signIn('END', 'piet@end.example');
    expect((await beheerder.delete(`/office/v1/users/${piet.id}/sessions`)).statusCode).toBe(204);
    expect((await browser.get('/office/v1/session')).statusCode).toBe(401);
    expect((await beheerder.get('/office/v1/session')).statusCode).toBe(200);
  });
});

describe('the audit log', () => {
  it('refuses UPDATE and DELETE of an entry, whoever runs them; a removed company takes its log along', async () => {
    const { company, beheerder } = await companyWithBeheerder('LOG');
    await beheerder.post('/office/v1/invitations', { email: 'd@log.example', name: 'D', role: 'planner' });
    await expect(
      db().updateTable('audit_log').set({ actor_name: 'someone else' }).where('company_id', '=', company.id).execute(),
    ).rejects.toThrow('append-only');
    await expect(db().deleteFrom('audit_log').where('company_id', '=', company.id).execute()).rejects.toThrow(
      'append-only',
    );
    expect(await auditOf(company.id)).toHaveLength(1);
    await db().deleteFrom('companies').where('id', '=', company.id).execute();
    expect(await auditOf(company.id)).toHaveLength(0);
  });

  it('GET /audit-log filters by record and by user, newest first, and pages back', async () => {
    const day = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Amsterdam' });
    const { user, beheerder } = await companyWithBeheerder('READ');
    for (const letter of ['e', 'f', 'g'])
      await beheerder.post('/office/v1/invitations', {
        email: `${letter}@read.example`,
        name: letter,
        role: 'planner',
      });
    const all = (await beheerder.get('/office/v1/audit-log')).json();
    expect(all.entries.map((e: { target: { label: string } }) => e.target.label)).toEqual([
      'g@read.example',
      'f@read.example',
      'e@read.example',
    ]);
    expect(all.entries[0]).toMatchObject({
      source: 'console',
      actor: { kind: 'office_user', id: user.id, name: 'petra' },
      before: null,
    });
    expect(all.nextBefore).toBeNull();
    const byUser = (await beheerder.get(`/office/v1/audit-log?actor=office_user:${user.id}`)).json();
    expect(byUser.entries).toHaveLength(3);
    const recordId = all.entries[1].target.id;
    const byRecord = (await beheerder.get(`/office/v1/audit-log?table=office_links&recordId=${recordId}`)).json();
    expect(byRecord.entries.map((e: { target: { id: number } }) => e.target.id)).toEqual([recordId]);
    expect((await beheerder.get(`/office/v1/audit-log?before=${all.entries[0].id}`)).json().entries).toHaveLength(2);
    expect((await beheerder.get('/office/v1/audit-log?recordId=abc')).statusCode).toBe(400);

    // By period: days in Amsterdam, both ends included; the day is read before the entries were written.
    const dayOf = (shift: number) =>
      new Date(Date.parse(`${day}T12:00:00Z`) + shift * 86_400_000).toISOString().slice(0, 10);
    const count = async (query: string) => (await beheerder.get(`/office/v1/audit-log?${query}`)).json().entries.length;
    expect(await count(`from=${day}`)).toBe(3);
    expect(await count(`from=${day}&to=${dayOf(1)}`)).toBe(3);
    expect(await count(`to=${dayOf(-1)}`)).toBe(0);
    expect(await count(`from=${dayOf(2)}`)).toBe(0);
    const backwards = await beheerder.get(`/office/v1/audit-log?from=${day}&to=${dayOf(-1)}`);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toContain('to');
  });
});
