import { missingHoursDays, overviewDayOf, type OverviewDay } from '@bouwwerk/domain';
import { describe, expect, it } from 'vitest';
import { createEmployee } from '../helpers/fixtures';
import { signedInCompany, type OfficeBrowser } from '../helpers/office';
import { apiHeaders, signIn, useTestApp } from '../helpers/test-app';

const ctx = useTestApp();
const db = () => ctx.database.db;

// The week of Monday 9 to Sunday 15 March 2026, judged on Saturday 14 March: Monday to Friday have passed.
const SATURDAY = new Date(2026, 2, 14);
const WEEK = '/v3/weekoverzicht/2026-03-11';
const PART_TIMER = [8, 8, 8, 8, 0, 0, 0];

/** A company working Monday to Thursday 8 hours and Friday 7.5, its planner, and two employees with phones. */
async function companyWith(code: string, role: 'beheerder' | 'planner' | 'administratie' = 'planner') {
  const { company, office } = await signedInCompany(ctx.app, db(), code, { role, name: 'piet' });
  await db()
    .insertInto('company_working_hours')
    .values([8, 8, 8, 8, 7.5].map((hours, i) => ({ company_id: company.id, weekday: i + 1, hours })))
    .execute();
  const kees = await createEmployee(db(), { companyId: company.id, username: 'kees', firstName: 'Kees' });
  const anna = await createEmployee(db(), { companyId: company.id, username: 'anna', firstName: 'Anna' });
  return {
    company,
    office,
    kees,
    anna,
    keesToken: await signIn(ctx.app, code, 'kees'),
    annaToken: await signIn(ctx.app, code, 'anna'),
  };
}

const weekOf = (token: string, etag?: string) =>
  ctx.app.inject({
    method: 'GET',
    url: WEEK,
    headers: { ...apiHeaders(token), ...(etag ? { 'if-none-match': etag } : {}) },
  });

async function weekDays(token: string) {
  const response = await weekOf(token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Record<string, OverviewDay>;
}

/** Working hours Monday to Sunday, and the passed workdays the app reminds him of (missing hours). */
async function hoursOf(token: string) {
  const week = await weekDays(token);
  return {
    working: Object.values(week).map((day) => day.workingHours),
    remaining: Object.values(week).map((day) => day.remainingHours),
    missing: missingHoursDays(SATURDAY, (date) => overviewDayOf([week], date)).map((day) => day.missing),
  };
}

const ownHoursOf = (companyId: number) =>
  db().selectFrom('employee_working_hours').selectAll().where('company_id', '=', companyId).execute();

const auditOf = (companyId: number) =>
  db().selectFrom('audit_log').selectAll().where('company_id', '=', companyId).orderBy('id').execute();

const put = (office: OfficeBrowser, id: number, workingHours: unknown) =>
  office.put(`/office/v1/employees/${id}/working-hours`, { workingHours });

describe('PUT /office/v1/employees/{id}/working-hours', () => {
  it("a part-timer's own hours are what his week overview counts the missing hours against; back to the company's", async () => {
    const { office, kees, keesToken, annaToken } = await companyWith('PART');
    expect((await office.get(`/office/v1/employees/${kees.id}`)).json().workingHours).toBeNull();
    expect(await hoursOf(keesToken)).toEqual({
      working: [8, 8, 8, 8, 7.5, 0, 0],
      remaining: [8, 8, 8, 8, 7.5, 0, 0],
      missing: [8, 8, 8, 8, 7.5],
    });

    const saved = await put(office, kees.id, PART_TIMER);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ id: kees.id, username: 'kees', workingHours: PART_TIMER });
    expect((await office.get('/office/v1/employees')).json().employees).toEqual([
      expect.objectContaining({ username: 'anna', workingHours: null }),
      expect.objectContaining({ username: 'kees', workingHours: PART_TIMER }),
    ]);
    // Friday is his day off: nothing is missing there; his colleague keeps the company's hours.
    expect(await hoursOf(keesToken)).toEqual({
      working: PART_TIMER,
      remaining: PART_TIMER,
      missing: [8, 8, 8, 8],
    });
    expect((await hoursOf(annaToken)).working).toEqual([8, 8, 8, 8, 7.5, 0, 0]);

    const quarters = [7.25, 7.5, 7.75, 6, 0, 4, 0];
    expect((await put(office, kees.id, quarters)).json().workingHours).toEqual(quarters);
    expect((await hoursOf(keesToken)).working).toEqual(quarters);

    const back = await put(office, kees.id, null);
    expect(back.statusCode).toBe(200);
    expect(back.json().workingHours).toBeNull();
    expect((await hoursOf(keesToken)).working).toEqual([8, 8, 8, 8, 7.5, 0, 0]);
  });

  it("his phone's next revalidation of the week is a 200 after a change, his colleague's stays a 304", async () => {
    const { office, kees, keesToken, annaToken } = await companyWith('ETAG');
    const keesTag = (await weekOf(keesToken)).headers.etag as string;
    const annaTag = (await weekOf(annaToken)).headers.etag as string;
    expect((await weekOf(keesToken, keesTag)).statusCode).toBe(304);

    await put(office, kees.id, PART_TIMER);
    const changed = await weekOf(keesToken, keesTag);
    expect(changed.statusCode).toBe(200);
    expect((await weekOf(annaToken, annaTag)).statusCode).toBe(304);

    // The same hours again write nothing: the week he has stays current.
    const newTag = changed.headers.etag as string;
    await put(office, kees.id, PART_TIMER);
    expect((await weekOf(keesToken, newTag)).statusCode).toBe(304);

    await put(office, kees.id, null);
    expect((await weekOf(keesToken, newTag)).statusCode).toBe(200);
  });

  it('the audit log has each change with before and after; the same hours again log nothing', async () => {
    const { company, office, kees } = await companyWith('AUDIT', 'beheerder');
    await put(office, kees.id, PART_TIMER);
    await put(office, kees.id, PART_TIMER);
    await put(office, kees.id, [8, 8, 8, 8, 4, 0, 0]);
    await put(office, kees.id, null);
    await put(office, kees.id, null);
    const entries = await auditOf(company.id);
    expect(entries.map((entry) => [entry.action, entry.target_id])).toEqual([
      ['employee_working_hours.insert', kees.id],
      ['employee_working_hours.update', kees.id],
      ['employee_working_hours.delete', kees.id],
    ]);
    expect(entries[0]).toMatchObject({
      source: 'console',
      actor_kind: 'office_user',
      actor_name: 'piet',
      before: null,
    });
    expect(entries[0]!.after).toMatchObject({ employee_id: kees.id, monday: 8, friday: 0 });
    expect(entries[1]!.before).toMatchObject({ friday: 0 });
    expect(entries[1]!.after).toMatchObject({ friday: 4 });
    expect(entries[2]).toMatchObject({ after: null, before: expect.objectContaining({ friday: 4 }) });

    // The employee's page shows them in his history, beside the changes of the employee himself.
    const history = await office.get(`/office/v1/audit-log?table=employees,employee_working_hours&recordId=${kees.id}`);
    expect(history.json().entries.map((e: { action: string }) => e.action)).toEqual([
      'employee_working_hours.delete',
      'employee_working_hours.update',
      'employee_working_hours.insert',
    ]);
    const tooMany = await office.get('/office/v1/audit-log?table=a,b,c,d,e&recordId=1');
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toContain('table');
  });

  it('bad hours are a 400 naming the day, and nothing is written', async () => {
    const { company, office, kees } = await companyWith('BAD');
    const refusals: Array<[unknown, RegExp]> = [
      [[8, 8, 8, 8, 25, 0, 0], /workingHours\[4\].*at most 24/],
      [[-1, 8, 8, 8, 8, 0, 0], /workingHours\[0\].*at least 0/],
      [[8, 7.3, 8, 8, 8, 0, 0], /workingHours\[1\].*quarters/],
      [[8, 8, 8, 8, 8, 0, '8'], /workingHours\[6\]/],
      [[8, 8, 8, 8, 8], /workingHours.*7 days/],
      [[8, 8, 8, 8, 8, 0, 0, 0], /workingHours.*7 days/],
      ['8', /workingHours/],
    ];
    for (const [workingHours, message] of refusals) {
      const response = await put(office, kees.id, workingHours);
      expect(response.statusCode, JSON.stringify(workingHours)).toBe(400);
      expect(response.json().code).toBe('BAD_REQUEST');
      expect(response.json().message).toMatch(message);
    }
    const missing = await office.put(`/office/v1/employees/${kees.id}/working-hours`, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/workingHours/);
    const extra = await office.put(`/office/v1/employees/${kees.id}/working-hours`, {
      workingHours: null,
      monday: 8,
    });
    expect(extra.statusCode).toBe(400);
    expect(await ownHoursOf(company.id)).toEqual([]);
    expect(await auditOf(company.id)).toEqual([]);
  });

  it("another company's employee is a 404 and nothing is written; a managed employee's hours are the office's", async () => {
    const { company, office } = await companyWith('MINE');
    const other = await companyWith('THEIRS');
    const refused = await put(office, other.kees.id, PART_TIMER);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().code).toBe('EMPLOYEE_NOT_FOUND');
    expect((await hoursOf(other.keesToken)).working).toEqual([8, 8, 8, 8, 7.5, 0, 0]);
    expect(await ownHoursOf(other.company.id)).toEqual([]);
    expect(await auditOf(other.company.id)).toEqual([]);

    // The calculation package sends no working hours: the office keeps them also for an employee it manages.
    const fed = await createEmployee(db(), { companyId: company.id, username: 'fed' });
    await db().updateTable('employees').set({ external_id: 'M-1' }).where('id', '=', fed.id).execute();
    const managed = await put(office, fed.id, PART_TIMER);
    expect(managed.statusCode).toBe(200);
    expect(managed.json()).toMatchObject({ externalId: 'M-1', workingHours: PART_TIMER });
  });

  it('the administratie reads the hours but changes none (403, nothing written)', async () => {
    const { company, office, kees } = await companyWith('READER', 'administratie');
    expect((await office.get(`/office/v1/employees/${kees.id}`)).json().workingHours).toBeNull();
    expect((await put(office, kees.id, PART_TIMER)).statusCode).toBe(403);
    expect(await ownHoursOf(company.id)).toEqual([]);
    expect(await auditOf(company.id)).toEqual([]);
  });
});
