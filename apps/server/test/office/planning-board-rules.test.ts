import { PlanningBoardSchema, PlanningCopyResultSchema, type PlanningLine } from '@bouwwerk/domain';
import { describe, expect, it } from 'vitest';
import { importingCompany } from '../integration-api/import-client';
import { boardCompany, lineOf, MONDAY, NEXT_MONDAY, planningEntries } from '../helpers/planning-board';
import { signedInUser } from '../helpers/office';
import { useTestApp } from '../helpers/test-app';

const ctx = useTestApp();
const db = () => ctx.database.db;
const companyOf = (code: string, role?: 'beheerder' | 'planner' | 'administratie') =>
  boardCompany(ctx.app, db(), code, role);

const boardOf = async (office: Awaited<ReturnType<typeof companyOf>>['office'], from = MONDAY, weeks = 2) => {
  const response = await office.get(`/office/v1/planning?from=${from}&weeks=${weeks}`);
  expect(response.statusCode, response.body).toBe(200);
  return PlanningBoardSchema.parse(response.json());
};

describe('the conflict rules of a planning line', () => {
  it('saves a line with warnings (more than the working hours, on a day of leave) and refuses the blocking ones', async () => {
    const { company, office, ids } = await companyOf('RULES');
    const leave = await office.post(
      '/office/v1/planning',
      lineOf(ids, { projectId: null, indirectTypeId: ids.leave, startDate: '2026-03-11', endDate: '2026-03-11' }),
    );
    expect(leave.statusCode, leave.body).toBe(201);
    expect(leave.json().target).toEqual({ kind: 'indirect', id: ids.leave, label: 'Verlof', closed: false });
    // 8 hours on the school Tuesday and Wednesday, 4 more on the work order Tuesday: over 8, and on leave Wednesday.
    expect((await office.post('/office/v1/planning', lineOf(ids))).statusCode).toBe(201);
    const extra = await office.post(
      '/office/v1/planning',
      lineOf(ids, { projectId: null, workOrderId: ids.order, endDate: '2026-03-10', durationHours: 4 }),
    );
    expect(extra.statusCode, extra.body).toBe(201);
    expect(extra.json().target).toMatchObject({ kind: 'workOrder', label: 'WB-1 Lekkage', closed: false });

    const saved = await planningEntries(db(), company.id);
    for (const [changes, code, field] of [
      [{ projectId: ids.doneProject }, 'PLANNING_TARGET_CLOSED', 'body.projectId'],
      [{ projectId: ids.blockedProject }, 'PLANNING_TARGET_CLOSED', 'body.projectId'],
      [{ projectId: null, workOrderId: ids.finishedOrder }, 'PLANNING_TARGET_CLOSED', 'body.workOrderId'],
      [{ employeeId: ids.oud }, 'EMPLOYEE_INACTIVE', 'body.employeeId'],
    ] as const) {
      const response = await office.post('/office/v1/planning', lineOf(ids, changes));
      expect(response.statusCode, JSON.stringify(changes)).toBe(409);
      expect(response.json()).toEqual({ code, message: expect.stringContaining(field) });
    }
    // A project the package removed is closed too.
    await db().updateTable('projects').set({ deleted_at: new Date() }).where('id', '=', ids.school).execute();
    const removed = await office.post('/office/v1/planning', lineOf(ids));
    expect(removed.json().code).toBe('PLANNING_TARGET_CLOSED');
    // Moving a line onto a closed target is refused the same way, and leaves it as it was.
    const line = leave.json() as PlanningLine;
    const onto = await office.put(`/office/v1/planning/${line.id}`, {
      ...lineOf(ids, { projectId: ids.doneProject }),
      version: line.version,
    });
    expect(onto.statusCode).toBe(409);
    expect(onto.json().code).toBe('PLANNING_TARGET_CLOSED');
    expect(await planningEntries(db(), company.id)).toEqual(saved);
  });

  it('bad input is a 400 naming the field, and writes nothing', async () => {
    const { company, office, ids } = await companyOf('BADLINE');
    const line = (await office.post('/office/v1/planning', lineOf(ids))).json();
    const before = await planningEntries(db(), company.id);
    for (const [body, field] of [
      [lineOf(ids, { endDate: '2026-03-09' }), 'endDate'],
      [lineOf(ids, { endDate: '2026-07-01' }), 'endDate'],
      [lineOf(ids, { workOrderId: ids.order }), 'workOrderId'],
      [lineOf(ids, { projectId: null }), 'projectId'],
      [lineOf(ids, { arrival: '25:00' }), 'arrival'],
      [lineOf(ids, { durationHours: -1 }), 'durationHours'],
      [lineOf(ids, { startDate: '2026-02-30' }), 'startDate'],
      [lineOf(ids, { externalId: 'PL-9' }), 'externalId'],
      [lineOf(ids, { employeeId: 999_999 }), 'employeeId'],
      [lineOf(ids, { projectId: 999_999 }), 'projectId'],
      [lineOf(ids, { projectId: null, workOrderId: 999_999 }), 'workOrderId'],
      [lineOf(ids, { projectId: null, indirectTypeId: 999_999 }), 'indirectTypeId'],
    ] as const) {
      const response = await office.post('/office/v1/planning', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message, JSON.stringify(body)).toContain(`body.${field}`);
    }
    const noVersion = await office.put(`/office/v1/planning/${line.id}`, lineOf(ids));
    expect(noVersion.statusCode).toBe(400);
    expect(noVersion.json().message).toContain('body.version');
    expect(await planningEntries(db(), company.id)).toEqual(before);
  });
});

describe('who may plan', () => {
  it('the administratie reads the board but changes nothing (403); a beheerder plans', async () => {
    const { company, office, ids } = await companyOf('ROLES', 'administratie');
    await db()
      .insertInto('planning')
      .values({
        company_id: company.id,
        employee_id: ids.jan,
        start_date: MONDAY,
        end_date: MONDAY,
        project_id: ids.school,
      })
      .execute();
    const board = await boardOf(office);
    const [line] = board.lines;
    for (const response of [
      await office.post('/office/v1/planning', lineOf(ids)),
      await office.put(`/office/v1/planning/${line!.id}`, { ...lineOf(ids), version: 1 }),
      await office.delete(`/office/v1/planning/${line!.id}?version=1`),
      await office.post('/office/v1/planning/copy-week', { fromWeek: MONDAY, toWeek: NEXT_MONDAY }),
    ])
      expect(response.statusCode).toBe(403);
    expect(await planningEntries(db(), company.id)).toEqual([]);

    const { office: beheerder } = await signedInUser(ctx.app, db(), company, { role: 'beheerder', name: 'Bea' });
    const made = await beheerder.post('/office/v1/planning', lineOf(ids));
    expect(made.statusCode).toBe(201);
    expect(made.json().lastChange.name).toBe('Bea');
  });
});

describe('another company', () => {
  it('its lines are 404, its records 400, and nothing of it shows', async () => {
    const mine = await companyOf('MINE');
    const theirs = await companyOf('THEIRS');
    const their = (await theirs.office.post('/office/v1/planning', lineOf(theirs.ids))).json() as PlanningLine;
    await theirs.office.post('/office/v1/planning', lineOf(theirs.ids, { employeeId: theirs.ids.kees }));

    for (const response of [
      await mine.office.put(`/office/v1/planning/${their.id}`, { ...lineOf(mine.ids), version: 1 }),
      await mine.office.delete(`/office/v1/planning/${their.id}?version=1`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('School');
    }
    for (const [changes, field] of [
      [{ employeeId: theirs.ids.jan }, 'employeeId'],
      [{ projectId: theirs.ids.school }, 'projectId'],
      [{ projectId: null, workOrderId: theirs.ids.order }, 'workOrderId'],
      [{ projectId: null, indirectTypeId: theirs.ids.leave }, 'indirectTypeId'],
    ] as const) {
      const response = await mine.office.post('/office/v1/planning', lineOf(mine.ids, changes));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(`body.${field}`);
      expect(response.body).not.toMatch(/School|Lekkage|Verlof|Jansen/);
    }
    const copy = await mine.office.post('/office/v1/planning/copy-week', {
      fromWeek: MONDAY,
      toWeek: NEXT_MONDAY,
      employeeIds: [theirs.ids.jan],
    });
    expect(copy.statusCode).toBe(400);
    expect(copy.json().message).toContain('body.employeeIds');

    const board = await boardOf(mine.office);
    expect(board.lines).toEqual([]);
    expect(board.employees.map((e) => e.id)).toEqual([mine.ids.jan, mine.ids.kees]);
    const asked = await mine.office.get(
      `/office/v1/planning?from=${MONDAY}&employeeIds=${theirs.ids.jan},${theirs.ids.kees}`,
    );
    expect(PlanningBoardSchema.parse(asked.json())).toMatchObject({ employees: [], lines: [], booked: [] });
    const stillTheirs = await boardOf(theirs.office);
    expect(stillTheirs.lines.find((l) => l.id === their.id)).toEqual(their);
  });
});

describe('a line the calculation package manages', () => {
  it('shows with its externalId and is read-only (409 MANAGED_BY_INTEGRATION)', async () => {
    const { company, office, ids } = await companyOf('MANAGED');
    const line = (await office.post('/office/v1/planning', lineOf(ids))).json();
    await db().updateTable('planning').set({ external_id: 'PL-7' }).where('id', '=', line.id).execute();
    const shown = (await boardOf(office)).lines[0]!;
    expect(shown).toMatchObject({ id: line.id, externalId: 'PL-7', version: 2 });
    const before = await planningEntries(db(), company.id);
    for (const response of [
      await office.put(`/office/v1/planning/${line.id}`, { ...lineOf(ids), version: shown.version }),
      await office.delete(`/office/v1/planning/${line.id}?version=${shown.version}`),
    ]) {
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('MANAGED_BY_INTEGRATION');
    }
    expect(await planningEntries(db(), company.id)).toEqual(before);
  });
});

describe('copying a week', () => {
  async function plannedWeek(code: string) {
    const board = await companyOf(code);
    const { company, ids } = board;
    const plan = (values: Record<string, unknown>) =>
      db()
        .insertInto('planning')
        .values({ company_id: company.id, arrival: '07:30', duration: 8, description: 'Werk', ...values } as never)
        .execute();
    await plan({ employee_id: ids.jan, start_date: '2026-03-09', end_date: '2026-03-11', project_id: ids.school });
    await plan({ employee_id: ids.jan, start_date: '2026-03-12', end_date: '2026-03-13', work_order_id: ids.order });
    // From last week's Friday to Tuesday: only its days in the week are copied.
    await plan({ employee_id: ids.kees, start_date: '2026-03-06', end_date: '2026-03-10', project_id: ids.school });
    // The package's line: copied as the board's own.
    await plan({
      employee_id: ids.kees,
      start_date: '2026-03-12',
      end_date: '2026-03-12',
      indirect_work_type_id: ids.leave,
      external_id: 'PL-1',
    });
    // Refused, and counted: a done project, an inactive employee.
    await plan({ employee_id: ids.jan, start_date: '2026-03-09', end_date: '2026-03-09', project_id: ids.doneProject });
    await plan({ employee_id: ids.oud, start_date: '2026-03-09', end_date: '2026-03-09', project_id: ids.school });
    return board;
  }

  it('copies every employee’s lines a week on, leaves out what cannot be saved, and not twice', async () => {
    const { company, office, ids } = await plannedWeek('COPY');
    const copied = await office.post('/office/v1/planning/copy-week', { fromWeek: MONDAY, toWeek: NEXT_MONDAY });
    expect(copied.statusCode, copied.body).toBe(200);
    expect(PlanningCopyResultSchema.parse(copied.json())).toEqual({ copied: 4, skipped: 2 });
    const next = (await boardOf(office, NEXT_MONDAY, 1)).lines;
    expect(next.map((l) => [l.employeeId, l.startDate, l.endDate, l.target.kind, l.externalId, l.version])).toEqual([
      [ids.jan, '2026-03-16', '2026-03-18', 'project', null, 1],
      [ids.jan, '2026-03-19', '2026-03-20', 'workOrder', null, 1],
      [ids.kees, '2026-03-16', '2026-03-17', 'project', null, 1],
      [ids.kees, '2026-03-19', '2026-03-19', 'indirect', null, 1],
    ]);
    expect(next.every((l) => l.arrival === '07:30' && l.durationHours === 8 && l.lastChange?.name === 'Piet')).toBe(
      true,
    );
    const entries = await planningEntries(db(), company.id);
    expect(entries.map((e) => e.action)).toEqual(Array(4).fill('planning.insert'));

    const again = await office.post('/office/v1/planning/copy-week', { fromWeek: MONDAY, toWeek: NEXT_MONDAY });
    expect(again.json()).toEqual({ copied: 0, skipped: 6 });
    expect((await boardOf(office, NEXT_MONDAY, 1)).lines).toHaveLength(4);
  });

  it('copies some employees only, any whole number of weeks on; both weeks must be Mondays', async () => {
    const { office, ids } = await plannedWeek('COPYSOME');
    const copied = await office.post('/office/v1/planning/copy-week', {
      fromWeek: MONDAY,
      toWeek: '2026-03-23',
      employeeIds: [ids.kees],
    });
    expect(copied.json()).toEqual({ copied: 2, skipped: 0 });
    const later = (await boardOf(office, '2026-03-23', 1)).lines;
    expect(later.map((l) => [l.employeeId, l.startDate])).toEqual([
      [ids.kees, '2026-03-23'],
      [ids.kees, '2026-03-26'],
    ]);
    for (const [body, field] of [
      [{ fromWeek: '2026-03-10', toWeek: NEXT_MONDAY }, 'fromWeek'],
      [{ fromWeek: MONDAY, toWeek: '2026-03-15' }, 'toWeek'],
      [{ fromWeek: MONDAY, toWeek: MONDAY }, 'toWeek'],
      [{ fromWeek: MONDAY, toWeek: 'volgende week' }, 'toWeek'],
      [{ fromWeek: MONDAY, toWeek: NEXT_MONDAY, employeeIds: [999_999] }, 'employeeIds'],
    ] as const) {
      const response = await office.post('/office/v1/planning/copy-week', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toContain(`body.${field}`);
    }
  });
});

describe('the board’s lines and the integration API', () => {
  it('a line made on the board is listed by GET /integration/v1/planning and survives the next import', async () => {
    const pkg = await importingCompany(ctx, 'PKG');
    const { office } = await signedInUser(ctx.app, db(), { id: pkg.companyId, code: 'PKG' }, { name: 'Piet' });
    await pkg.put('employees', [{ externalId: 'E-1', firstName: 'Jan', username: 'jan' }]);
    await pkg.put('projects', [{ externalId: 'P-1', code: '2026-05', description: 'Brug' }]);
    const [employee] = await pkg.list('employees');
    const [project] = await pkg.list('projects');
    const ids = { jan: employee!.id as number, school: project!.id as number };
    const managed = {
      externalId: 'PL-1',
      employeeExternalId: 'E-1',
      projectExternalId: 'P-1',
      startDate: '2026-03-09',
      endDate: '2026-03-09',
      durationHours: 8,
    };
    expect((await pkg.put('planning', [managed])).statusCode).toBe(200);
    const own = (await office.post('/office/v1/planning', lineOf(ids))).json() as PlanningLine;

    const listed = await pkg.list('planning');
    expect(listed).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ externalId: 'PL-1', employeeExternalId: 'E-1', projectExternalId: 'P-1' }),
        expect.objectContaining({
          externalId: null,
          id: own.id,
          employeeExternalId: 'E-1',
          projectExternalId: 'P-1',
          startDate: '2026-03-10',
          endDate: '2026-03-11',
          durationHours: 8,
        }),
      ]),
    );

    // The package changes its line, adds one and later removes its own: the board's line stays as it was.
    await pkg.put('planning', [
      { ...managed, endDate: '2026-03-10' },
      { ...managed, externalId: 'PL-2' },
    ]);
    await pkg.put('planning', [{ externalId: 'PL-1', deleted: true }]);
    const lines = (await boardOf(office)).lines;
    expect(lines.map((l) => l.externalId)).toEqual(expect.arrayContaining([null, 'PL-2']));
    expect(lines).toHaveLength(2);
    expect(lines.find((l) => l.externalId === null)).toEqual(own);
    const byPackage = lines.find((l) => l.externalId === 'PL-2')!;
    expect(pkg.key.startsWith(byPackage.lastChange!.name)).toBe(true);

    // A line the package changed has a new version: a board holding the old one is refused.
    const [pl1] = (await pkg.list('planning')).filter((item) => item.externalId === 'PL-2');
    await pkg.put('planning', [{ ...managed, externalId: 'PL-2', arrival: '06:45' }]);
    expect((await boardOf(office)).lines.find((l) => l.id === pl1!.id)?.version).toBe(2);
  });
});
