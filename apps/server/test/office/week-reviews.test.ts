import { describe, expect, it } from 'vitest';
import { officeCompany } from '../integration-api/registrations-fixtures';
import { signedInUser } from '../helpers/office';
import { apiHeaders, signIn, useTestApp } from '../helpers/test-app';

// Week approval (decision 021): one state per employee and week, the same on the phone and in the office:
// open → submitted → approved, or sent back → submitted again; an approved week reopens only by a beheerder.

const ctx = useTestApp();
const db = () => ctx.database.db;

/** Monday 12 October 2026, a week in the past of any run. */
const MONDAY = '2026-10-12';

async function reviewedCompany(code: string) {
  const company = await officeCompany(ctx.app, db(), code);
  const { id, code: companyCode } = { id: company.companyId, code };
  const administratie = (
    await signedInUser(ctx.app, db(), { id, code: companyCode }, { role: 'administratie', name: 'Anne' })
  ).office;
  const beheerder = (await signedInUser(ctx.app, db(), { id, code: companyCode }, { role: 'beheerder', name: 'Bert' }))
    .office;
  const planner = (await signedInUser(ctx.app, db(), { id, code: companyCode }, { role: 'planner', name: 'Piet' }))
    .office;
  const token = await signIn(ctx.app, code, 'jan');
  const phone = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: apiHeaders(token), ...(payload ? { payload } : {}) });
  const weekUrl = (monday = MONDAY) => `/office/v1/weeks/${company.employee}/${monday}`;
  return { company, administratie, beheerder, planner, phone, weekUrl };
}

const validatedOf = (id: number) =>
  db().selectFrom('hour_registrations').select('validated').where('id', '=', id).executeTakeFirstOrThrow();

describe('approving a week', () => {
  it('is sent back with a reason, corrected, submitted again and approved; then its rows are final', async () => {
    const { company, administratie, beheerder, phone, weekUrl } = await reviewedCompany('WKA');
    const wednesday = await company.hours({ date: '2026-10-14', hours: 8 });
    expect((await phone('GET', `/v1/weekindiening/${MONDAY}`)).json()).toMatchObject({ state: 'open' });
    expect((await phone('POST', '/v1/weekindiening/2026-10-15')).json()).toMatchObject({
      weekStart: MONDAY,
      state: 'submitted',
      reason: '',
    });

    const list = await administratie.get(`/office/v1/weeks?from=${MONDAY}&weeks=1`);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().employees[0].weeks[0]).toMatchObject({ state: 'submitted', bookedHours: 8, lateChanges: 0 });

    const withoutReason = await administratie.post(`${weekUrl()}/decision`, { decision: 'send-back' });
    expect(withoutReason.statusCode).toBe(400);
    expect(withoutReason.json().message).toContain('reason');
    const sentBack = await administratie.post(`${weekUrl()}/decision`, {
      decision: 'send-back',
      reason: 'Uren op woensdag horen bij P26-009',
    });
    expect(sentBack.statusCode, sentBack.body).toBe(200);
    expect(sentBack.json()).toMatchObject({ state: 'sent-back', reviewedBy: 'Anne' });
    expect((await phone('GET', `/v1/weekindiening/${MONDAY}`)).json()).toMatchObject({
      state: 'sent-back',
      reason: 'Uren op woensdag horen bij P26-009',
      reviewedBy: 'Anne',
    });

    // Sent back, the week is the employee's again: he corrects a row and submits anew.
    const corrected = await phone('PATCH', '/v1/registrations/hours', {
      id: wednesday,
      date: '2026-10-14',
      quantity: 7.5,
      remark: 'P26-009',
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect((await phone('POST', `/v1/weekindiening/${MONDAY}`)).json()).toMatchObject({ state: 'submitted' });

    const approved = await administratie.post(`${weekUrl()}/decision`, { decision: 'approve' });
    expect(approved.json()).toMatchObject({ state: 'approved', bookedHours: 7.5 });
    expect(await validatedOf(wednesday)).toEqual({ validated: 1 });
    // Submitting an approved week again changes nothing.
    expect((await phone('POST', `/v1/weekindiening/${MONDAY}`)).json()).toMatchObject({ state: 'approved' });

    const refused = await phone('PATCH', '/v1/registrations/hours', {
      id: wednesday,
      date: '2026-10-14',
      quantity: 8,
      remark: '',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('WEEK_APPROVED');
    const booking = await company.hours({ date: '2026-10-13' }).catch((error: unknown) => error);
    expect(booking).toMatchObject({ code: 'BW002' });
    expect((await phone('DELETE', `/v1/registrations/${wednesday}`)).json().code).toBe('WEEK_APPROVED');

    // Only a beheerder reopens, and says why.
    expect((await administratie.post(`${weekUrl()}/decision`, { decision: 'reopen', reason: 'x' })).statusCode).toBe(
      403,
    );
    expect((await beheerder.post(`${weekUrl()}/decision`, { decision: 'reopen' })).statusCode).toBe(400);
    const reopened = await beheerder.post(`${weekUrl()}/decision`, { decision: 'reopen', reason: 'Correctie loon' });
    expect(reopened.json()).toMatchObject({ state: 'submitted', reason: 'Correctie loon', reviewedBy: 'Bert' });
    expect((await phone('DELETE', `/v1/registrations/${wednesday}`)).statusCode).toBe(204);

    const log = await beheerder.get('/office/v1/audit-log?table=week_submissions');
    expect(log.statusCode, log.body).toBe(200);
    const states = log.json().entries.map((entry: { after: { state?: string } | null }) => entry.after?.state);
    expect(states).toEqual(expect.arrayContaining(['sent-back', 'approved', 'submitted']));
  });

  it('refuses a decision that does not fit the state, and the second of two at once', async () => {
    const { administratie, planner, phone, weekUrl } = await reviewedCompany('WKB');
    const open = await administratie.post(`${weekUrl()}/decision`, { decision: 'approve' });
    expect(open.statusCode).toBe(409);
    expect(open.json().code).toBe('WEEK_STATE_CONFLICT');
    await phone('POST', `/v1/weekindiening/${MONDAY}`);
    const [first, second] = await Promise.all([
      planner.post(`${weekUrl()}/decision`, { decision: 'approve' }),
      administratie.post(`${weekUrl()}/decision`, { decision: 'send-back', reason: 'Mist dinsdag' }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
  });

  it('answers bad input, another company and a field token with the right status', async () => {
    const { administratie, weekUrl } = await reviewedCompany('WKC');
    const other = await reviewedCompany('WKD');
    expect((await administratie.get('/office/v1/weeks?from=2026-10-13')).statusCode).toBe(400);
    expect((await administratie.get(`/office/v1/weeks?from=${MONDAY}&weeks=3`)).statusCode).toBe(400);
    expect((await administratie.post(`${weekUrl()}/decision`, { decision: 'bless' })).statusCode).toBe(400);
    const foreign = await administratie.get(other.weekUrl());
    expect(foreign.statusCode).toBe(404);
    expect((await administratie.post(`${other.weekUrl()}/decision`, { decision: 'approve' })).statusCode).toBe(404);
    expect((await other.phone('GET', weekUrl())).statusCode).toBe(401);
  });

  it("'Goedkeuren wat klopt' approves the submitted weeks without deviations or late changes", async () => {
    const { company, administratie, phone, weekUrl } = await reviewedCompany('WKE');
    await db()
      .insertInto('company_working_hours')
      .values([1, 2, 3, 4, 5].map((weekday) => ({ company_id: company.companyId, weekday, hours: 8 })))
      .execute();
    const full = ['2026-10-12', '2026-10-13', '2026-10-14', '2026-10-15', '2026-10-16'];
    for (const date of full) await company.hours({ date, hours: 8 });
    await phone('POST', `/v1/weekindiening/${MONDAY}`);
    // The next week is short of hours on four days.
    await company.hours({ date: '2026-10-19', hours: 8 });
    await phone('POST', '/v1/weekindiening/2026-10-19');

    const result = await administratie.post('/office/v1/weeks/approve-clean', { from: MONDAY, weeks: 2 });
    expect(result.statusCode, result.body).toBe(200);
    expect(result.json()).toEqual({ approved: [{ employeeId: company.employee, weekStart: MONDAY }] });
    const detail = (await administratie.get(weekUrl('2026-10-19'))).json();
    expect(detail.week).toMatchObject({ state: 'submitted', deviationDays: 4 });
    expect(detail.days[1].deviations).toEqual(['missing-hours']);
    expect(detail.registrations).toHaveLength(1);
    expect(detail.registrations[0]).toMatchObject({ kind: 'hours', amount: 8, validated: false, late: false });
  });

  it('shows the registrations written after the week was submitted as late', async () => {
    const { company, administratie, phone, weekUrl } = await reviewedCompany('WKF');
    const before = await company.hours({ date: '2026-10-13', hours: 4 });
    await phone('POST', `/v1/weekindiening/${MONDAY}`);
    // Booked on Friday afternoon, submitted an hour later (the clock of this test, not today's).
    await db()
      .updateTable('hour_registrations')
      .set({ updated_at: new Date('2026-10-16T14:00:00Z') })
      .where('id', '=', before)
      .execute();
    await db()
      .updateTable('week_submissions')
      .set({ submitted_at: new Date('2026-10-16T15:00:00Z') })
      .execute();
    await company.hours({ date: '2026-10-14', hours: 3 });
    const detail = (await administratie.get(weekUrl())).json();
    expect(detail.week.lateChanges).toBe(1);
    expect(detail.registrations.map((r: { late: boolean }) => r.late)).toEqual([false, true]);
  });
});
