import { formatDate, shiftDays, todayInAmsterdam, weekStart, WeekSubmissionsPageSchema } from '@bouwwerk/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { INITIAL_CURSOR } from '../../src/integration/feed-cursor';
import { signedInUser } from '../helpers/office';
import { apiHeaders, signIn, useTestApp } from '../helpers/test-app';
import { feedSettled, keyHeaders, officeCompany, type OfficeCompany } from './registrations-fixtures';

const ctx = useTestApp();
let acme: OfficeCompany;
let other: OfficeCompany;
const tokens = { acme: '', other: '' };

beforeAll(async () => {
  acme = await officeCompany(ctx.app, ctx.database.db, 'ACME');
  other = await officeCompany(ctx.app, ctx.database.db, 'OTHER');
  tokens.acme = await signIn(ctx.app, 'ACME', 'jan');
  tokens.other = await signIn(ctx.app, 'OTHER', 'jan');
});

const api = (date: Date) => formatDate(date, 'api');
const weeksAgo = (n: number) => shiftDays(weekStart(todayInAmsterdam()), -7 * n);

async function submitWeek(token: string, monday: Date) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/v1/weekindiening/${api(shiftDays(monday, 2))}`,
    headers: apiHeaders(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { weekStart: string; submittedAt: string };
}

async function page(key: string, query: Record<string, string | number> = {}) {
  await feedSettled(ctx.database.db);
  const search = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/integration/v1/week-submissions?${search}`,
    headers: keyHeaders(key),
  });
  expect(response.statusCode, response.body).toBe(200);
  return WeekSubmissionsPageSchema.parse(response.json());
}

describe('GET /integration/v1/week-submissions', () => {
  it("shows the office its employees' submitted weeks, oldest first, paged by cursor", async () => {
    expect(await page(acme.key)).toEqual({ submissions: [], next: INITIAL_CURSOR });

    const first = await submitWeek(tokens.acme, weeksAgo(2));
    await submitWeek(tokens.other, weeksAgo(2));
    const second = await submitWeek(tokens.acme, weeksAgo(1));
    // A repeat is no new submission.
    await submitWeek(tokens.acme, weeksAgo(2));

    const one = await page(acme.key, { limit: 1 });
    expect(one.submissions).toEqual([
      {
        submissionId: expect.any(Number),
        employeeId: acme.employee,
        employeeExternalId: 'E-ACME',
        employeeName: 'Jan Jansen',
        weekStart: first.weekStart,
        weekNumber: expect.any(Number),
        submittedAt: first.submittedAt,
        state: 'submitted',
        reason: '',
        reviewedAt: null,
        reviewedBy: null,
      },
    ]);
    const two = await page(acme.key, { after: one.next, limit: 1 });
    expect(two.submissions.map((s) => [s.weekStart, s.submittedAt])).toEqual([[second.weekStart, second.submittedAt]]);
    expect(await page(acme.key, { after: two.next })).toEqual({ submissions: [], next: two.next });

    // The other company's office sees its own only.
    const others = await page(other.key);
    expect(others.submissions.map((s) => s.employeeId)).toEqual([other.employee]);
  });

  it("shows a week again, after every earlier page, with each of the office's decisions", async () => {
    const { office } = await signedInUser(
      ctx.app,
      ctx.database.db,
      { id: acme.companyId, code: 'ACME' },
      {
        role: 'administratie',
        name: 'Anne',
      },
    );
    const { next } = await page(acme.key);
    const monday = api(weeksAgo(2));
    const decide = (body: object) => office.post(`/office/v1/weeks/${acme.employee}/${monday}/decision`, body);
    expect((await decide({ decision: 'send-back', reason: 'Mist vrijdag' })).statusCode).toBe(200);
    const sentBack = await page(acme.key, { after: next });
    expect(sentBack.submissions).toEqual([
      expect.objectContaining({ weekStart: monday, state: 'sent-back', reason: 'Mist vrijdag', reviewedBy: 'Anne' }),
    ]);
    await submitWeek(tokens.acme, weeksAgo(2));
    expect((await decide({ decision: 'approve' })).statusCode).toBe(200);
    const approved = await page(acme.key, { after: sentBack.next });
    expect(approved.submissions.map((s) => [s.weekStart, s.state])).toEqual([[monday, 'approved']]);
    expect(approved.submissions[0]!.submittedAt > sentBack.submissions[0]!.submittedAt).toBe(true);
  });

  it('gives the ISO week number of the Monday', async () => {
    const { submissions } = await page(acme.key);
    for (const submission of submissions) {
      const monday = new Date(`${submission.weekStart}T12:00:00Z`);
      const thursday = new Date(monday.getTime() + 3 * 86_400_000);
      const yearStart = Date.UTC(thursday.getUTCFullYear(), 0, 1);
      expect(submission.weekNumber).toBe(Math.ceil(((thursday.getTime() - yearStart) / 86_400_000 + 1) / 7));
    }
  });

  it('refuses a cursor it did not make and a call without a key', async () => {
    const bad = await ctx.app.inject({
      method: 'GET',
      url: '/integration/v1/week-submissions?after=bm90LWEtY3Vyc29y',
      headers: keyHeaders(acme.key),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'BAD_CURSOR' });
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/integration/v1/week-submissions' });
    expect(anonymous.statusCode).toBe(401);
    // An app token is no integration key.
    const app = await ctx.app.inject({
      method: 'GET',
      url: '/integration/v1/week-submissions',
      headers: { authorization: `Bearer ${tokens.acme}` },
    });
    expect(app.statusCode).toBe(401);
  });

  it('is in the OpenAPI document with its fields', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/integration/v1/openapi.json' })).json() as {
      paths: Record<string, { get?: { parameters?: Array<{ name: string }> } }>;
      components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
    };
    const call = document.paths['/integration/v1/week-submissions']?.get;
    expect(call?.parameters?.map((p) => p.name).sort()).toEqual(['after', 'limit']);
    expect(Object.keys(document.components.schemas.WeekSubmission?.properties ?? {})).toEqual(
      expect.arrayContaining(['employeeExternalId', 'weekStart', 'submittedAt', 'state', 'reason']),
    );
  });
});
