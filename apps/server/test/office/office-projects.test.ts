import type { OfficeRole } from '@bouwwerk/domain';
import { describe, expect, it } from 'vitest';
import { createCompany, createEmployee } from '../helpers/fixtures';
import { signedInCompany } from '../helpers/office';
import { apiHeaders, bookProjectHours, signIn, useTestApp } from '../helpers/test-app';

const ctx = useTestApp();
const db = () => ctx.database.db;

const companyWith = (code: string, role: OfficeRole = 'planner') => signedInCompany(ctx.app, db(), code, { role });

const PROJECT = { code: '2026-013', customer: 'Gemeente Utrecht', description: 'Renovatie school', city: 'Utrecht' };
const entriesOf = (companyId: number) =>
  db()
    .selectFrom('audit_log')
    .select(['action', 'actor_name'])
    .where('company_id', '=', companyId)
    .orderBy('id')
    .execute();

describe('projects, works and parts in the office console', () => {
  it('a planner makes a project with a work and a part, which a field employee can book on', async () => {
    const { company, office } = await companyWith('PROJ');
    const created = await office.post('/office/v1/projects', PROJECT);
    expect(created.statusCode, created.body).toBe(201);
    const project = created.json();
    expect(project).toMatchObject({ ...PROJECT, externalId: null, done: false, activeAdministration: true, works: [] });

    const withWork = await office.post(`/office/v1/projects/${project.id}/works`, { description: 'Elektra' });
    expect(withWork.statusCode, withWork.body).toBe(201);
    const work = withWork.json().works[0];
    const withPart = await office.post(`/office/v1/works/${work.id}/parts`, { code: '01', description: 'Groepenkast' });
    expect(withPart.statusCode, withPart.body).toBe(201);
    const part = withPart.json().works[0].parts[0];
    expect(part).toMatchObject({
      code: '01',
      description: 'Groepenkast',
      kind: 'budget',
      active: true,
      blocked: false,
    });

    const list = (await office.get('/office/v1/projects')).json().projects;
    expect(list).toEqual([expect.objectContaining({ id: project.id, code: '2026-013', works: 1 })]);

    // The field books on it at once: the part is the company's, open and active.
    const jan = await createEmployee(db(), { companyId: company.id, username: 'jan', registratie_rechten: 1 });
    const hourType = await db()
      .insertInto('hour_types')
      .values({ company_id: company.id, omschrijving: 'Normaal' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const token = await signIn(ctx.app, 'PROJ', 'jan');
    const booked = await bookProjectHours(ctx.app, token, {
      employeeId: jan.id,
      projectId: project.id,
      workId: work.id,
      partId: part.id,
      hourTypeId: hourType.id,
    });
    expect(booked.statusCode, booked.body).toBe(201);

    const closed = await office.put(`/office/v1/parts/${part.id}`, {
      code: '01',
      description: 'Groepenkast',
      blocked: true,
    });
    expect(closed.json().works[0].parts[0].blocked).toBe(true);
    expect((await entriesOf(company.id)).map((e) => e.action)).toEqual([
      'projects.insert',
      'works.insert',
      'budgets.insert',
      'hour_registrations.insert',
      'budgets.update',
    ]);
  });

  it("refuses what the package manages (409), another company's records (404) and bad input (400, nothing written)", async () => {
    const { company, office } = await companyWith('PROJRULES');
    const project = (await office.post('/office/v1/projects', PROJECT)).json();
    await db().updateTable('projects').set({ external_id: 'P-1' }).where('id', '=', project.id).execute();
    const managed = await office.put(`/office/v1/projects/${project.id}`, { ...PROJECT, done: true });
    expect(managed.statusCode).toBe(409);
    expect(managed.json().code).toBe('MANAGED_BY_INTEGRATION');

    const other = await companyWith('PROJOTHER');
    const theirs = (await other.office.post('/office/v1/projects', PROJECT)).json();
    for (const response of [
      await office.get(`/office/v1/projects/${theirs.id}`),
      await office.put(`/office/v1/projects/${theirs.id}`, PROJECT),
      await office.post(`/office/v1/projects/${theirs.id}/works`, { description: 'Stiekem' }),
    ])
      expect(response.statusCode).toBe(404);

    const before = await entriesOf(company.id);
    for (const body of [
      { ...PROJECT, startDate: '2026-05-01', endDate: '2026-04-01' },
      { ...PROJECT, code: 'x'.repeat(41) },
      { ...PROJECT, done: 'yes' },
      { ...PROJECT, externalId: 'P-2' },
    ]) {
      const response = await office.post('/office/v1/projects', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.json())).toEqual(['code', 'message']);
    }
    expect(await entriesOf(company.id)).toEqual(before);
  });

  it('the administratie reads projects but changes none', async () => {
    const { office } = await companyWith('PROJREAD', 'administratie');
    expect((await office.get('/office/v1/projects')).statusCode).toBe(200);
    expect((await office.post('/office/v1/projects', PROJECT)).statusCode).toBe(403);
  });
});

describe('work orders in the office console', () => {
  it('a work order for an employee plans him on its days, so his week shows it; a change moves or drops him', async () => {
    const { company, office } = await companyWith('ORDER');
    const jan = await createEmployee(db(), { companyId: company.id, username: 'jan', registratie_rechten: 1 });
    const kees = await createEmployee(db(), { companyId: company.id, username: 'kees' });
    const order = {
      number: 'WB-2026-0042',
      customer: 'Fam. Jansen',
      description: 'Storing cv-ketel',
      address: { street: 'Kerkstraat 1', city: 'Utrecht' },
      startDate: '2026-03-10',
      info: [{ label: 'Sleutel', value: 'Bij de buren' }],
      employeeIds: [jan.id],
    };
    const created = await office.post('/office/v1/work-orders', order);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id;
    expect(created.json()).toMatchObject({
      number: 'WB-2026-0042',
      status: 2,
      employeeIds: [jan.id],
      info: order.info,
      externalId: null,
    });

    const token = await signIn(ctx.app, 'ORDER', 'jan');
    const week = await ctx.app.inject({
      method: 'GET',
      url: '/v3/weekoverzicht/2026-03-10',
      headers: apiHeaders(token),
    });
    expect(week.statusCode).toBe(200);
    expect(JSON.stringify(week.json())).toContain('WB-2026-0042');

    const moved = await office.put(`/office/v1/work-orders/${id}`, {
      ...order,
      startDate: '2026-03-11',
      endDate: '2026-03-12',
      employeeIds: [kees.id],
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().employeeIds).toEqual([kees.id]);
    const planning = await db()
      .selectFrom('planning')
      .select(['employee_id', 'start_date', 'end_date'])
      .where('work_order_id', '=', id)
      .execute();
    expect(planning).toEqual([{ employee_id: kees.id, start_date: '2026-03-11', end_date: '2026-03-12' }]);
    expect((await office.get('/office/v1/work-orders')).json().workOrders).toEqual([
      expect.objectContaining({ id, number: 'WB-2026-0042' }),
    ]);
  });

  it("refuses a taken number (409), another company's employee or project (400), employees without a date (400)", async () => {
    const { office } = await companyWith('ORDERRULES');
    const other = await createCompany(db(), { code: 'ORDERTHEIRS' });
    const stranger = await createEmployee(db(), { companyId: other.id, username: 'stranger' });
    expect((await office.post('/office/v1/work-orders', { number: 'WB-1' })).statusCode).toBe(201);
    const taken = await office.post('/office/v1/work-orders', { number: 'WB-1' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('NUMBER_TAKEN');
    const strangers = await office.post('/office/v1/work-orders', {
      number: 'WB-2',
      startDate: '2026-03-10',
      employeeIds: [stranger.id],
    });
    expect(strangers.statusCode).toBe(400);
    expect(strangers.json().message).toContain('employeeIds');
    const undated = await office.post('/office/v1/work-orders', { number: 'WB-3', employeeIds: [stranger.id] });
    expect(undated.statusCode).toBe(400);
    expect(undated.json().message).toContain('startDate');
    expect((await office.post('/office/v1/work-orders', { number: 'WB-4', projectId: 999_999 })).statusCode).toBe(400);
    expect(await db().selectFrom('planning').select('id').where('employee_id', '=', stranger.id).execute()).toEqual([]);
  });
});
