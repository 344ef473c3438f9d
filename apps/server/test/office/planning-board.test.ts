import { PlanningBoardSchema, PlanningLineSchema, PlanningVersionConflictSchema } from '@bouwwerk/domain';
import { describe, expect, it } from 'vitest';
import { createRepositories } from '../../src/repositories';
import { boardCompany, lineOf, MONDAY, NEXT_MONDAY, planningEntries } from '../helpers/planning-board';
import { useTestApp } from '../helpers/test-app';

const ctx = useTestApp();
const db = () => ctx.database.db;
const companyOf = (code: string) => boardCompany(ctx.app, db(), code);

const WEEK_HOURS = [8, 8, 8, 8, 7.5, 0, 0];
const KEES_HOURS = [6, 6, 6, 6, 0, 0, 0];
const NO_RIGHTS = {
  registrationRights: false,
  projectAdministration: false,
  createCostPlusWork: false,
  bookOtherProjectCosts: false,
  createSurplusWork: false,
  validateRegistrations: false,
};

describe('the planning board’s data', () => {
  it('shows working hours per day, submitted weeks, lines with their target and last change, and booked hours', async () => {
    const { company, office, ids } = await companyOf('BOARD');
    const c = company.id;
    const made = await office.post('/office/v1/planning', lineOf(ids));
    expect(made.statusCode, made.body).toBe(201);
    // Written without an actor (an old import, the seed): on the board without a last change.
    const leave = await db()
      .insertInto('planning')
      .values({
        company_id: c,
        employee_id: ids.kees,
        start_date: '2026-03-16',
        end_date: '2026-03-17',
        indirect_work_type_id: ids.leave,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Oud is inactive but planned in the period: he shows; Weg is inactive and not planned: he does not.
    await db()
      .insertInto('planning')
      .values({
        company_id: c,
        employee_id: ids.oud,
        start_date: '2026-03-06',
        end_date: '2026-03-09',
        project_id: ids.school,
      })
      .execute();
    await db()
      .insertInto('planning')
      .values({
        company_id: c,
        employee_id: ids.jan,
        start_date: '2026-03-23',
        end_date: '2026-03-24',
        project_id: ids.school,
      })
      .execute();
    await db()
      .insertInto('week_submissions')
      .values({ company_id: c, employee_id: ids.jan, week_start: MONDAY })
      .execute();
    await db()
      .insertInto('week_submissions')
      .values({ company_id: c, employee_id: ids.jan, week_start: '2026-03-02' })
      .execute();
    const book = (employee_id: number, date: string, hours: number, target: Record<string, number>) =>
      db()
        .insertInto('hour_registrations')
        .values({ company_id: c, employee_id, date, hours, ...target })
        .execute();
    await book(ids.jan, '2026-03-10', 2, { project_id: ids.school });
    await book(ids.jan, '2026-03-10', 1, { project_id: ids.school });
    await book(ids.jan, '2026-03-10', 2, { work_order_id: ids.order, project_id: ids.school });
    await book(ids.kees, '2026-03-16', 6, { indirect_work_type_id: ids.leave });
    await book(ids.kees, '2026-03-30', 6, { indirect_work_type_id: ids.leave });

    // The board groups by team and filters by right: Jan's are on his row.
    await db()
      .updateTable('employees')
      .set({ team: 'Installatie Noord', registratie_rechten: 1, boeken_overige_projectkosten: 1 })
      .where('id', '=', ids.jan)
      .execute();

    const response = await office.get(`/office/v1/planning?from=${MONDAY}&weeks=2`);
    expect(response.statusCode, response.body).toBe(200);
    const board = PlanningBoardSchema.parse(response.json());
    expect(board.from).toBe(MONDAY);
    expect(board.to).toBe('2026-03-22');
    expect(board.employees).toEqual([
      {
        id: ids.jan,
        name: 'Jan Jansen',
        active: true,
        workingHours: [...WEEK_HOURS, ...WEEK_HOURS],
        submittedWeeks: [MONDAY],
        team: 'Installatie Noord',
        rights: { ...NO_RIGHTS, registrationRights: true, bookOtherProjectCosts: true },
      },
      {
        id: ids.kees,
        name: 'Kees de Vries',
        active: true,
        workingHours: [...KEES_HOURS, ...KEES_HOURS],
        submittedWeeks: [],
        team: '',
        rights: NO_RIGHTS,
      },
      {
        id: ids.oud,
        name: 'Oud Gediende',
        active: false,
        workingHours: [...WEEK_HOURS, ...WEEK_HOURS],
        submittedWeeks: [],
        team: '',
        rights: NO_RIGHTS,
      },
    ]);
    const line = made.json();
    expect(board.lines.map((l) => [l.employeeId, l.startDate, l.endDate, l.target])).toEqual([
      [
        ids.jan,
        '2026-03-10',
        '2026-03-11',
        { kind: 'project', id: ids.school, label: '2026-01 School', closed: false },
      ],
      [ids.kees, '2026-03-16', '2026-03-17', { kind: 'indirect', id: ids.leave, label: 'Verlof', closed: false }],
      [
        ids.oud,
        '2026-03-06',
        '2026-03-09',
        { kind: 'project', id: ids.school, label: '2026-01 School', closed: false },
      ],
    ]);
    expect(board.lines[0]).toEqual({
      ...line,
      id: line.id,
      version: 1,
      externalId: null,
      arrival: '07:30',
      durationHours: 8,
      description: 'Lokalen slopen',
      remark: 'Sleutel bij de conciërge',
      lastChange: { name: 'Piet', at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) },
    });
    expect(board.lines.find((l) => l.id === leave.id)?.lastChange).toBeNull();
    expect(board.booked).toEqual([
      {
        employeeId: ids.jan,
        date: '2026-03-10',
        hours: 5,
        on: [
          { kind: 'project', id: ids.school, label: '2026-01 School', hours: 3 },
          { kind: 'workOrder', id: ids.order, label: 'WB-1 Lekkage', hours: 2 },
        ],
      },
      {
        employeeId: ids.kees,
        date: '2026-03-16',
        hours: 6,
        on: [{ kind: 'indirect', id: ids.leave, label: 'Verlof', hours: 6 }],
      },
    ]);

    // One week, and only the rows a board heard changed.
    const week = PlanningBoardSchema.parse(
      (await office.get(`/office/v1/planning?from=${NEXT_MONDAY}&weeks=1`)).json(),
    );
    expect(week.to).toBe('2026-03-22');
    expect(week.employees.map((e) => e.id)).toEqual([ids.jan, ids.kees]);
    expect(week.employees[0]!.workingHours).toEqual(WEEK_HOURS);
    const keesOnly = PlanningBoardSchema.parse(
      (await office.get(`/office/v1/planning?from=${MONDAY}&weeks=2&employeeIds=${ids.kees}`)).json(),
    );
    expect(keesOnly.employees.map((e) => e.id)).toEqual([ids.kees]);
    expect(keesOnly.lines.map((l) => l.employeeId)).toEqual([ids.kees]);
    expect(keesOnly.booked.map((b) => b.employeeId)).toEqual([ids.kees]);
  });

  it('a closed target shows closed, and bad queries are 400s naming the field', async () => {
    const { company, office, ids } = await companyOf('BOARDQ');
    await db()
      .insertInto('planning')
      .values([
        {
          company_id: company.id,
          employee_id: ids.jan,
          start_date: MONDAY,
          end_date: MONDAY,
          project_id: ids.doneProject,
        },
        {
          company_id: company.id,
          employee_id: ids.jan,
          start_date: MONDAY,
          end_date: MONDAY,
          work_order_id: ids.finishedOrder,
        },
      ])
      .execute();
    const board = (await office.get(`/office/v1/planning?from=${MONDAY}&weeks=1`)).json();
    expect(board.lines.map((l: { target: { closed: boolean } }) => l.target.closed)).toEqual([true, true]);
    for (const [query, field] of [
      ['from=2026-02-30', 'from'],
      [`from=${MONDAY}&weeks=3`, 'weeks'],
      [`from=${MONDAY}&employeeIds=1,x`, 'employeeIds'],
      [`from=${MONDAY}&employeeIds=9999999999`, 'employeeIds'],
      ['weeks=2', 'from'],
      [`from=${MONDAY}&bogus=1`, 'bogus'],
    ]) {
      const response = await office.get(`/office/v1/planning?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toContain(`querystring.${field}`);
    }
  });
});

describe('planning lines made, moved, stretched and removed on the board', () => {
  it('each change raises the version and is the planner’s in the audit log, without the version in it', async () => {
    const { company, office, ids } = await companyOf('MOVE');
    const versionBefore = await ctx.app.repos.changeVersions.ofCompany(company.id);
    const created = await office.post('/office/v1/planning', lineOf(ids));
    expect(created.statusCode, created.body).toBe(201);
    const line = PlanningLineSchema.parse(created.json());
    expect(line).toMatchObject({ version: 1, employeeId: ids.jan, externalId: null, lastChange: { name: 'Piet' } });
    // The phones' next revalidation of the week sees it (the change versions of migration 009).
    expect(await ctx.app.repos.changeVersions.ofCompany(company.id)).not.toBe(versionBefore);

    const moved = await office.put(`/office/v1/planning/${line.id}`, {
      ...lineOf(ids, { employeeId: ids.kees, startDate: '2026-03-12', endDate: '2026-03-13' }),
      version: 1,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({
      version: 2,
      employeeId: ids.kees,
      startDate: '2026-03-12',
      endDate: '2026-03-13',
    });

    const stretched = await office.put(`/office/v1/planning/${line.id}`, {
      ...lineOf(ids, { employeeId: ids.kees, startDate: '2026-03-12', endDate: '2026-03-17' }),
      version: 2,
    });
    expect(stretched.json()).toMatchObject({ version: 3, endDate: '2026-03-17' });
    // The same line again changes nothing: the version stays, and no entry.
    const same = await office.put(`/office/v1/planning/${line.id}`, {
      ...lineOf(ids, { employeeId: ids.kees, startDate: '2026-03-12', endDate: '2026-03-17' }),
      version: 3,
    });
    expect(same.json()).toMatchObject({ version: 3 });

    const removed = await office.delete(`/office/v1/planning/${line.id}?version=3`);
    expect(removed.statusCode, removed.body).toBe(204);
    expect((await office.get(`/office/v1/planning?from=${MONDAY}&weeks=2`)).json().lines).toEqual([]);

    const entries = await planningEntries(db(), company.id);
    expect(entries.map((e) => [e.action, e.actor_name, e.source, e.target_id])).toEqual([
      ['planning.insert', 'Piet', 'console', line.id],
      ['planning.update', 'Piet', 'console', line.id],
      ['planning.update', 'Piet', 'console', line.id],
      ['planning.delete', 'Piet', 'console', line.id],
    ]);
    expect(entries[1]!.before).toMatchObject({ employee_id: ids.jan, start_date: '2026-03-10' });
    expect(entries[1]!.after).toMatchObject({ employee_id: ids.kees, start_date: '2026-03-12' });
    for (const entry of entries) {
      expect(entry.before ?? {}).not.toHaveProperty('version');
      expect(entry.after ?? {}).not.toHaveProperty('version');
    }
  });

  it('an update from any door raises the version, and an update that changes nothing neither raises nor logs', async () => {
    const { company, office, ids } = await companyOf('TRIGGER');
    const line = (await office.post('/office/v1/planning', lineOf(ids))).json();
    await db().updateTable('planning').set({ remark: 'Via een andere deur' }).where('id', '=', line.id).execute();
    await db().updateTable('planning').set({ remark: 'Via een andere deur' }).where('id', '=', line.id).execute();
    // No door sets the version itself: the trigger decides it.
    await db().updateTable('planning').set({ version: 1, arrival: '09:00' }).where('id', '=', line.id).execute();
    const stored = await db()
      .selectFrom('planning')
      .select('version')
      .where('id', '=', line.id)
      .executeTakeFirstOrThrow();
    expect(stored.version).toBe(3);
    const before = (await planningEntries(db(), company.id)).length;
    await db()
      .transaction()
      .execute(async (trx) => {
        await createRepositories(trx).auditLog.actAs({
          source: 'console',
          kind: 'office_user',
          id: null,
          name: 'Test',
        });
        await trx.updateTable('planning').set({ arrival: '09:00' }).where('id', '=', line.id).execute();
      });
    expect(await planningEntries(db(), company.id)).toHaveLength(before);
  });
});

describe('a change based on an older version', () => {
  it('is refused with 409 and the line as it is now, for PUT and DELETE, and for a line removed meanwhile', async () => {
    const { office, ids, colleague } = await companyOf('STALE');
    const petra = await colleague('Petra');
    const line = (await office.post('/office/v1/planning', lineOf(ids))).json();
    const petraMoves = await petra.put(`/office/v1/planning/${line.id}`, {
      ...lineOf(ids, { startDate: '2026-03-12', endDate: '2026-03-12' }),
      version: 1,
    });
    expect(petraMoves.statusCode, petraMoves.body).toBe(200);

    const stale = await office.put(`/office/v1/planning/${line.id}`, {
      ...lineOf(ids, { startDate: '2026-03-16', endDate: '2026-03-16' }),
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    const body = PlanningVersionConflictSchema.parse(stale.json());
    expect(body.current).toMatchObject({
      id: line.id,
      version: 2,
      startDate: '2026-03-12',
      lastChange: { name: 'Petra' },
    });
    expect(body.message).toContain('Petra');
    const staleRemoval = await office.delete(`/office/v1/planning/${line.id}?version=1`);
    expect(staleRemoval.statusCode).toBe(409);
    expect(PlanningVersionConflictSchema.parse(staleRemoval.json()).current).toMatchObject({ version: 2 });

    expect((await petra.delete(`/office/v1/planning/${line.id}?version=2`)).statusCode).toBe(204);
    for (const response of [
      await office.put(`/office/v1/planning/${line.id}`, { ...lineOf(ids), version: 2 }),
      await office.delete(`/office/v1/planning/${line.id}?version=2`),
    ]) {
      expect(response.statusCode).toBe(409);
      expect(PlanningVersionConflictSchema.parse(response.json())).toMatchObject({
        code: 'PLANNING_VERSION_CONFLICT',
        current: null,
      });
    }
    // An id the company never had is not there at all.
    for (const response of [
      await office.put('/office/v1/planning/999999', { ...lineOf(ids), version: 1 }),
      await office.delete('/office/v1/planning/999999?version=1'),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('PLANNING_LINE_NOT_FOUND');
    }
  });

  it('two planners moving the same line at once: one wins, the other gets 409 with the winner’s line', async () => {
    const { office, ids, colleague } = await companyOf('RACE');
    const petra = await colleague('Petra');
    const line = (await office.post('/office/v1/planning', lineOf(ids))).json();
    const [mine, hers] = await Promise.all([
      office.put(`/office/v1/planning/${line.id}`, {
        ...lineOf(ids, { startDate: '2026-03-12', endDate: '2026-03-12' }),
        version: 1,
      }),
      petra.put(`/office/v1/planning/${line.id}`, {
        ...lineOf(ids, { startDate: '2026-03-13', endDate: '2026-03-13' }),
        version: 1,
      }),
    ]);
    const statuses = [mine.statusCode, hers.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const [won, lost] = mine.statusCode === 200 ? [mine, hers] : [hers, mine];
    expect(lost.json().current).toEqual(won.json());
    expect(won.json().version).toBe(2);
  });

  it('a DELETE needs the version it removes', async () => {
    const { office, ids } = await companyOf('DELV');
    const line = (await office.post('/office/v1/planning', lineOf(ids))).json();
    for (const query of ['', '?version=abc', '?version=0', '?version=1&x=1']) {
      const response = await office.delete(`/office/v1/planning/${line.id}${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toMatch(/querystring/);
    }
    for (const id of ['abc', '0', '99999999999', '1.5']) {
      const response = await office.delete(`/office/v1/planning/${id}?version=1`);
      expect(response.statusCode, id).toBe(400);
      expect(response.json().message).toContain('params.id');
    }
    expect((await office.delete(`/office/v1/planning/${line.id}?version=1`)).statusCode).toBe(204);
  });
});
