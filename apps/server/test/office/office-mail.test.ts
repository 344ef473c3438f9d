import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { createCompany } from '../helpers/fixtures';
import { createOfficeUser, OfficeBrowser } from '../helpers/office';
import { useTestApp } from '../helpers/test-app';

/** A local mail server that keeps what it receives, and refuses mail to any address at refused.example. */
const received: Array<{ to: string[]; raw: string }> = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onRcptTo(address, _session, callback) {
    callback(address.address.endsWith('@refused.example') ? new Error('mailbox unavailable') : undefined);
  },
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      received.push({
        to: session.envelope.rcptTo.map((r) => r.address),
        raw: Buffer.concat(chunks).toString('latin1'),
      });
      callback();
    });
  },
});
const port = await new Promise<number>((resolve) => {
  smtp.listen(0, '127.0.0.1', () => resolve((smtp.server.address() as { port: number }).port));
});
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

const ctx = useTestApp({ smtp: { url: `smtp://127.0.0.1:${port}`, from: 'Bouwwerk <kantoor@test.example>' } });

/** The text of a message as its reader sees it: quoted-printable soft breaks joined, folded headers unfolded. */
const readable = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/\r?\n[ \t]+/g, ' ');

async function beheerderOf(code: string) {
  const company = await createCompany(ctx.database.db, { code });
  await createOfficeUser(ctx.database.db, {
    companyId: company.id,
    email: `petra@${code.toLowerCase()}.example`,
    role: 'beheerder',
  });
  const browser = new OfficeBrowser(ctx.app);
  await browser.signIn(code, `petra@${code.toLowerCase()}.example`);
  return { company, browser };
}

describe('links by e-mail (SMTP_URL set)', () => {
  it('an invitation and a password link go out by e-mail as well, in Dutch, with the link', async () => {
    const { company, browser } = await beheerderOf('MAIL');
    const invited = await browser.post('/office/v1/invitations', {
      email: 'piet@mail.example',
      name: 'Piet',
      role: 'planner',
    });
    expect(invited.statusCode).toBe(201);
    expect(invited.json().emailed).toBe(true);
    const invitation = received.find((m) => m.to.includes('piet@mail.example'));
    expect(invitation).toBeDefined();
    const text = readable(invitation!.raw);
    expect(text).toContain('Subject: Uitnodiging voor Bouwwerk kantoor van MAIL B.V.');
    expect(text).toContain('From: Bouwwerk <kantoor@test.example>');
    expect(text).toContain(invited.json().link);
    expect(text).toContain('als planner');

    const user = await createOfficeUser(ctx.database.db, {
      companyId: company.id,
      email: 'anna@mail.example',
      role: 'administratie',
      name: 'Anna',
    });
    const reset = await browser.post(`/office/v1/users/${user.id}/password-link`);
    expect(reset.json().emailed).toBe(true);
    const mail = readable(received.find((m) => m.to.includes('anna@mail.example'))!.raw);
    expect(mail).toContain('Subject: Nieuw wachtwoord voor Bouwwerk kantoor van MAIL B.V.');
    expect(mail).toContain(reset.json().link);
  });

  it('a refused e-mail leaves the link standing and says so', async () => {
    const { browser } = await beheerderOf('REFUSED');
    const invited = await browser.post('/office/v1/invitations', {
      email: 'kees@refused.example',
      name: 'Kees',
      role: 'planner',
    });
    expect(invited.statusCode).toBe(201);
    expect(invited.json().emailed).toBe(false);
    const token = String(invited.json().link).split('/').at(-1);
    expect((await ctx.app.inject({ method: 'GET', url: `/office/v1/invitations/${token}` })).statusCode).toBe(200);
  });
});
