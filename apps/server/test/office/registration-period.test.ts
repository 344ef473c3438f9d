import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { keyHeaders, officeCompany } from '../integration-api/registrations-fixtures';
import { signedInUser } from '../helpers/office';
import { apiHeaders, bookProjectHours, signIn, useTestApp } from '../helpers/test-app';

// 'Periode afsluiten' (decision 020): the office closes the company's registrations up to a day, and no door
// writes a registration dated in it any more; the office's own marks (validated, invoiced) still change.

const ctx = useTestApp();
const db = () => ctx.database.db;

async function closedCompany(code: string) {
  const company = await officeCompany(ctx.app, db(), code);
  const { office: administratie } = await signedInUser(
    ctx.app,
    db(),
    { id: company.companyId, code },
    { role: 'administratie', name: 'Anne' },
  );
  const token = await signIn(ctx.app, code, 'jan');
  const book = (date: string) =>
    bookProjectHours(ctx.app, token, {
      employeeId: company.employee,
      projectId: company.project,
      workId: company.work,
      partId: company.part,
      hourTypeId: company.hourType,
      date,
    });
  const field = (method: 'PATCH' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: apiHeaders(token), ...(payload ? { payload } : {}) });
  return { company, administratie, token, book, field };
}

const hoursOf = (id: number) =>
  db().selectFrom('hour_registrations').select(['date', 'hours', 'validated']).where('id', '=', id).executeTakeFirst();

describe('closing a period', () => {
  it('administratie closes October: the field can no longer book, change or remove a registration in it', async () => {
    const { company, administratie, token, book, field } = await closedCompany('OKT');
    const rightsTag = String(
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/v1/medewerker/${company.employee}/rechten`,
          headers: apiHeaders(token),
        })
      ).headers.etag,
    );
    const october = await company.hours({ date: '2026-10-15', hours: 2 });
    const november = await company.hours({ date: '2026-11-02', hours: 2 });
    expect((await administratie.get('/office/v1/registration-period')).json()).toEqual({
      closedThrough: null,
      reason: '',
    });

    const closed = await administratie.put('/office/v1/registration-period', {
      closedThrough: '2026-10-31',
      reason: 'Oktober verwerkt',
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toEqual({ closedThrough: '2026-10-31', reason: 'Oktober verwerkt' });
    // The phone learns the day with its rights, whose tag the close changed: its rows say 'Periode afgesloten'.
    const rights = await ctx.app.inject({
      method: 'GET',
      url: `/v1/medewerker/${company.employee}/rechten`,
      headers: { ...apiHeaders(token), 'if-none-match': rightsTag },
    });
    expect(rights.statusCode).toBe(200);
    expect(rights.json()).toMatchObject({ registrationsClosedThrough: '2026-10-31' });

    const refusedBooking = await book('2026-10-31');
    expect(refusedBooking.statusCode).toBe(409);
    expect(refusedBooking.json()).toEqual({
      code: 'PERIOD_CLOSED',
      message: 'date 2026-10-31 is in a closed period: registrations are closed through 2026-10-31',
    });
    expect((await book('2026-11-01')).statusCode).toBe(201);

    const change = (id: number, date: string) =>
      field('PATCH', '/v1/registrations/hours', { id, date, quantity: 3, remark: '' });
    expect((await change(october, '2026-10-15')).json().code).toBe('PERIOD_CLOSED');
    // Moved into the closed period, or out of it: both are writes in it.
    expect((await change(november, '2026-10-30')).json().code).toBe('PERIOD_CLOSED');
    expect((await change(october, '2026-11-03')).json().code).toBe('PERIOD_CLOSED');
    expect((await field('DELETE', `/v1/registrations/${october}`)).json().code).toBe('PERIOD_CLOSED');
    expect(await hoursOf(october)).toEqual({ date: '2026-10-15', hours: 2, validated: 0 });
    expect(await hoursOf(november)).toEqual({ date: '2026-11-02', hours: 2, validated: 0 });
    expect((await change(november, '2026-11-04')).statusCode).toBe(200);
  });

  it('the integration still validates and invoices what is closed: those are the office’s marks', async () => {
    const { company, administratie } = await closedCompany('MARK');
    const october = await company.hours({ date: '2026-10-15' });
    await administratie.put('/office/v1/registration-period', { closedThrough: '2026-10-31', reason: '' });
    const validated = await ctx.app.inject({
      method: 'POST',
      url: '/integration/v1/registrations/validate',
      headers: keyHeaders(company.key),
      payload: { registrations: [{ kind: 'hours', registrationId: october }] },
    });
    expect(validated.statusCode, validated.body).toBe(200);
    expect(await hoursOf(october)).toMatchObject({ validated: 1 });
  });

  it('only a beheerder reopens, and says why; the Logboek keeps who and why', async () => {
    const { company, administratie, book } = await closedCompany('HEROPEN');
    await administratie.put('/office/v1/registration-period', { closedThrough: '2026-10-31', reason: '' });
    // Closing more is administratie's; moving the day back or clearing it is a reopening.
    expect(
      (await administratie.put('/office/v1/registration-period', { closedThrough: '2026-11-30', reason: '' }))
        .statusCode,
    ).toBe(200);
    for (const closedThrough of ['2026-10-31', null]) {
      const refused = await administratie.put('/office/v1/registration-period', { closedThrough, reason: 'Fout' });
      expect([refused.statusCode, refused.json().code]).toEqual([403, 'REOPEN_NEEDS_BEHEERDER']);
    }
    const { office: beheerder } = await signedInUser(
      ctx.app,
      db(),
      { id: company.companyId, code: 'HEROPEN' },
      { role: 'beheerder', name: 'Bea' },
    );
    const withoutReason = await beheerder.put('/office/v1/registration-period', { closedThrough: '2026-10-31' });
    expect(withoutReason.statusCode).toBe(400);
    expect(withoutReason.json()).toMatchObject({ code: 'REASON_REQUIRED', message: expect.stringMatching(/^reason:/) });
    const reopened = await beheerder.put('/office/v1/registration-period', {
      closedThrough: '2026-10-31',
      reason: 'Uren van 4 november te laat doorgegeven',
    });
    expect(reopened.json()).toEqual({ closedThrough: '2026-10-31', reason: 'Uren van 4 november te laat doorgegeven' });
    expect((await book('2026-11-04')).statusCode).toBe(201);

    const entries = await db()
      .selectFrom('audit_log')
      .select(['action', 'actor_name', 'before', 'after'])
      .where('company_id', '=', company.companyId)
      .where('target_table', '=', 'companies')
      .orderBy('id')
      .execute();
    expect(entries.map((entry) => [entry.actor_name, entry.after])).toEqual([
      ['Anne', expect.objectContaining({ registrations_closed_through: '2026-10-31' })],
      ['Anne', expect.objectContaining({ registrations_closed_through: '2026-11-30' })],
      [
        'Bea',
        expect.objectContaining({
          registrations_closed_through: '2026-10-31',
          registrations_period_reason: 'Uren van 4 november te laat doorgegeven',
        }),
      ],
    ]);
  });

  it('refuses a planner, a date that is none, and closes only its own company', async () => {
    const { company, administratie } = await closedCompany('EIGEN');
    const other = await closedCompany('ANDER');
    const { office: planner } = await signedInUser(ctx.app, db(), { id: company.companyId, code: 'EIGEN' });
    expect(
      (await planner.put('/office/v1/registration-period', { closedThrough: '2026-10-31', reason: '' })).statusCode,
    ).toBe(403);
    const bad = await administratie.put('/office/v1/registration-period', { closedThrough: '2026-02-30' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^body.closedThrough/);
    await administratie.put('/office/v1/registration-period', { closedThrough: '2026-10-31', reason: '' });
    expect((await other.book('2026-10-15')).statusCode).toBe(201);
  });
});

describe('the rule lives in the database', () => {
  it('every registrations table refuses writes in a closed period, whoever writes', async () => {
    // A registrations table added later without the trigger fails here, before any route can forget it.
    const { rows } = await sql<{ table: string; guarded: boolean }>`
      SELECT c.relname AS table,
        EXISTS (SELECT 1 FROM pg_trigger t WHERE t.tgrelid = c.oid AND t.tgname = 'final_registration') AS guarded
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = current_schema() AND c.relkind = 'r' AND c.relname LIKE '%registrations'
      ORDER BY 1`.execute(db());
    expect(rows).toEqual([
      { table: 'hour_registrations', guarded: true },
      { table: 'material_registrations', guarded: true },
    ]);

    const { company, administratie } = await closedCompany('SQL');
    const hour = await company.hours({ date: '2026-10-15' });
    const material = await company.material({ date: '2026-10-15' });
    await administratie.put('/office/v1/registration-period', { closedThrough: '2026-10-31', reason: '' });
    const writes = [
      () => company.hours({ date: '2026-10-01' }),
      () => company.material({ date: '2026-10-01' }),
      () => db().updateTable('hour_registrations').set({ remark: 'Later' }).where('id', '=', hour).execute(),
      () => db().updateTable('material_registrations').set({ quantity: 9 }).where('id', '=', material).execute(),
      () => db().deleteFrom('hour_registrations').where('id', '=', hour).execute(),
      () => db().deleteFrom('material_registrations').where('id', '=', material).execute(),
    ];
    for (const write of writes) await expect(write()).rejects.toMatchObject({ code: 'BW001' });
    expect(await hoursOf(hour)).toEqual({ date: '2026-10-15', hours: 2.5, validated: 0 });
  });
});
