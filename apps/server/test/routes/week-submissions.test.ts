import { formatDate, shiftDays, todayInAmsterdam, weekStart } from '@bouwwerk/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createEmployee } from '../helpers/fixtures';
import { apiHeaders, signIn, useTestApp } from '../helpers/test-app';

/** A week nobody submitted yet, nor the office decided on. */
const OPEN = { submittedAt: null, state: 'open', reason: '', reviewedAt: null, reviewedBy: null };

const ctx = useTestApp();
const tokens = { jan: '', kees: '', anna: '' };

beforeAll(async () => {
  const db = ctx.database.db;
  const demo = await createCompany(db, { code: 'demo' });
  const acme = await createCompany(db, { code: 'acme' });
  await createEmployee(db, { companyId: demo.id, username: 'jan', registratie_rechten: 1 });
  await createEmployee(db, { companyId: demo.id, username: 'kees', registratie_rechten: 0 });
  await createEmployee(db, { companyId: acme.id, username: 'anna', registratie_rechten: 1 });
  tokens.jan = await signIn(ctx.app, 'demo', 'jan');
  tokens.kees = await signIn(ctx.app, 'demo', 'kees');
  tokens.anna = await signIn(ctx.app, 'acme', 'anna');
});

const thisMonday = () => weekStart(todayInAmsterdam());
const api = (date: Date) => formatDate(date, 'api');

const submit = (date: string, token?: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: `/v1/weekindiening/${date}`, headers: { ...apiHeaders(token), ...headers } });
const status = (date: string, token?: string) =>
  ctx.app.inject({ method: 'GET', url: `/v1/weekindiening/${date}`, headers: apiHeaders(token) });
const rowCount = async () =>
  Number(
    (
      await ctx.database.db
        .selectFrom('week_submissions')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('/v1/weekindiening/{date}', () => {
  it('submits the week of any of its days, kept by its Monday, and tells it on a read', async () => {
    const monday = shiftDays(thisMonday(), -14);
    const before = await status(api(monday), tokens.jan);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({ weekStart: api(monday), ...OPEN });

    const response = await submit(api(shiftDays(monday, 3)), tokens.jan);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as { weekStart: string; submittedAt: string };
    expect(body.weekStart).toBe(api(monday));
    expect(Date.now() - Date.parse(body.submittedAt)).toBeLessThan(60_000);

    const after = await status(api(shiftDays(monday, 6)), tokens.jan);
    expect(after.json()).toEqual(body);
  });

  it('accepts the current week, any day of it', async () => {
    const response = await submit(api(thisMonday()), tokens.jan);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ weekStart: api(thisMonday()) });
  });

  it('answers a second submit with the first one and writes nothing', async () => {
    const monday = shiftDays(thisMonday(), -21);
    const first = await submit(api(monday), tokens.jan);
    const rows = await rowCount();
    const second = await submit(api(shiftDays(monday, 4)), tokens.jan);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(await rowCount()).toBe(rows);
  });

  it('replays a repeat under the same Idempotency-Key', async () => {
    const monday = shiftDays(thisMonday(), -28);
    const key = 'week-submit-0001';
    const first = await submit(api(monday), tokens.jan, { 'idempotency-key': key });
    const retry = await submit(api(monday), tokens.jan, { 'idempotency-key': key });
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body).toBe(first.body);
    // The same key for another week is another request.
    expect((await submit(api(shiftDays(monday, -7)), tokens.jan, { 'idempotency-key': key })).statusCode).toBe(422);
  });

  it('refuses a week that has not begun (409) and writes nothing', async () => {
    const rows = await rowCount();
    const response = await submit(api(shiftDays(thisMonday(), 7)), tokens.jan);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'WEEK_NOT_STARTED', message: expect.stringContaining('not begun') });
    expect(await rowCount()).toBe(rows);
  });

  it('refuses a date that is no date (400) and writes nothing', async () => {
    const rows = await rowCount();
    for (const date of ['2026-02-30', '26-11-2026', 'week-48']) {
      const response = await submit(date, tokens.jan);
      expect(response.statusCode, date).toBe(400);
      expect(response.json()).toMatchObject({
        code: expect.any(String),
        message: expect.stringContaining('yyyy-MM-dd'),
      });
    }
    expect((await status('2026-13-01', tokens.jan)).statusCode).toBe(400);
    expect(await rowCount()).toBe(rows);
  });

  it('needs a valid token (401)', async () => {
    expect((await submit(api(thisMonday()))).statusCode).toBe(401);
    expect((await submit(api(thisMonday()), 'not-a-token')).statusCode).toBe(401);
    expect((await status(api(thisMonday()))).statusCode).toBe(401);
  });

  it('needs registration rights to submit (403), not to read', async () => {
    const rows = await rowCount();
    const response = await submit(api(shiftDays(thisMonday(), -7)), tokens.kees);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'NO_REGISTRATION_RIGHTS' });
    expect(await rowCount()).toBe(rows);
    expect((await status(api(thisMonday()), tokens.kees)).json()).toMatchObject({ submittedAt: null });
  });

  it("keeps each company's and employee's weeks apart", async () => {
    const monday = shiftDays(thisMonday(), -35);
    expect((await submit(api(monday), tokens.anna)).statusCode).toBe(200);
    expect((await status(api(monday), tokens.jan)).json()).toEqual({ weekStart: api(monday), ...OPEN });
    expect((await status(api(monday), tokens.kees)).json()).toEqual({ weekStart: api(monday), ...OPEN });
    // Jan's own submission of the same week is his, beside Anna's.
    expect((await submit(api(monday), tokens.jan)).statusCode).toBe(200);
    const [anna, jan] = [await status(api(monday), tokens.anna), await status(api(monday), tokens.jan)];
    expect(anna.json().submittedAt).not.toBe(jan.json().submittedAt);
  });
});
