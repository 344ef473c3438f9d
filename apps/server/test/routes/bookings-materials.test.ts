import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  companyId,
  employeeId,
  ofSoort,
  onOpenWork,
  openOrders,
  partActive,
  parts,
  partUnlocked,
  projectAdministration,
  projectDone,
  useDemoApp,
  workActive,
} from '../helpers/demo-refs';
import { createLockedOrders, LOCK_KINDS, type LockKind } from '../helpers/locked-orders';
import { apiHeaders } from '../helpers/test-app';

const ctx = useDemoApp(['jan', 'kees', 'anna']);
const { tokens } = ctx;
const ids = { jan: 0, kees: 0, anna: 0 };
const targets = {
  budget: 0,
  budgetWork: 0,
  budgetProject: 0,
  stelpost: 0,
  openOrder: 0,
  invoicedOrder: 0,
  doneProjectBudget: 0,
  lockedProjectBudget: 0,
  regieWork: 0,
  inactiveBudget: 0,
  finishedBudget: 0,
  catalogueLine: 0,
  acmeCatalogueLine: 0,
};

beforeAll(async () => {
  const db = ctx.database.db;
  const demo = await companyId(db, 'demo');
  const acme = await companyId(db, 'acme');
  ids.jan = await employeeId(db, demo, 'jan');
  ids.kees = await employeeId(db, demo, 'kees');
  ids.anna = await employeeId(db, acme, 'anna');

  /** A part of the demo company matching the conditions, found in the data rather than assumed. */
  const demoBudget = (where: { soort: number; active?: boolean; projectDone?: boolean; administration?: boolean }) => {
    let q = parts(db, demo)
      .$call(ofSoort(where.soort))
      .$call(partActive(where.active ?? true))
      .$call(workActive)
      .$call(projectDone(where.projectDone ?? false))
      .$call(projectAdministration(where.administration ?? true));
    // The parts of a done project are closed too; elsewhere take an open part, so only the project decides.
    if (!where.projectDone) q = q.$call(partUnlocked);
    return q.orderBy('b.id').executeTakeFirstOrThrow();
  };
  const budget = await demoBudget({ soort: 0 });
  Object.assign(targets, { budget: budget.id, budgetWork: budget.work_id, budgetProject: budget.project_id });
  targets.stelpost = (await demoBudget({ soort: 1 })).id;
  targets.inactiveBudget = (await demoBudget({ soort: 0, active: false })).id;
  targets.doneProjectBudget = (await demoBudget({ soort: 0, projectDone: true })).id;
  // Any company's: the first finished part on an open work.
  const finished = await parts(db)
    .where('b.is_done', '=', true)
    .$call(partActive())
    .$call(onOpenWork)
    .executeTakeFirstOrThrow();
  targets.finishedBudget = finished.id;
  targets.lockedProjectBudget = (await demoBudget({ soort: 0, administration: false })).id;
  const orders = await db
    .selectFrom('work_orders')
    .select(['id', 'factuur_id'])
    .where('company_id', '=', demo)
    .orderBy('id')
    .execute();
  targets.openOrder = (await openOrders(db, demo).select('id').executeTakeFirstOrThrow()).id;
  targets.invoicedOrder = orders.find((o) => o.factuur_id)!.id;
  lockedOrders = await createLockedOrders(db, demo);
  const regie = await db
    .selectFrom('works as w')
    .innerJoin('projects as p', 'p.id', 'w.project_id')
    .select('w.id')
    .where('w.company_id', '=', demo)
    .where('w.soort_id', '=', 1)
    .where('w.active', '=', true)
    .where('p.is_done', '=', false)
    .where('p.has_active_administration', '=', true)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('budgets as b').select('b.id').whereRef('b.work_id', '=', 'w.id'))),
    )
    .executeTakeFirstOrThrow();
  targets.regieWork = regie.id;
  const line = (code: string) =>
    db
      .selectFrom('materials as m')
      .innerJoin('companies as c', 'c.id', 'm.company_id')
      .select('m.id')
      .where('c.code', '=', code)
      .orderBy('m.id')
      .executeTakeFirstOrThrow();
  targets.catalogueLine = (await line('demo')).id;
  targets.acmeCatalogueLine = (await line('acme')).id;
});

let lockedOrders = {} as Record<LockKind, number>;

const line = (overrides: Record<string, unknown> = {}) => ({
  aantal: 4,
  eenheid: 'stuks',
  omschrijving: 'Spaanplaatschroef 4x40',
  ...overrides,
});

const book = (body: Record<string, unknown>, token = tokens.jan, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/v1/invoer',
    headers: { ...apiHeaders(token), ...headers },
    payload: { datum: '2026-03-11', medewerkerId: ids.jan, materialen: [line()], ...body },
  });

const materialsOf = (employee: number) =>
  ctx.database.db
    .selectFrom('material_registrations')
    .selectAll()
    .where('employee_id', '=', employee)
    .orderBy('id')
    .execute();

describe('POST /v1/invoer (materials)', () => {
  it('stores every line on the budget, with its work and project', async () => {
    const before = (await materialsOf(ids.jan)).length;
    const response = await book({
      projectId: targets.budgetProject,
      budgetId: targets.budget,
      materialen: [
        line(),
        line({ aantal: 2.5, eenheid: 'm1', omschrijving: 'Kabelgoot 60x60', id: targets.catalogueLine }),
      ],
    });
    expect(response.statusCode).toBe(201);
    const created = response.json().materials as number[];
    expect(created).toHaveLength(2);
    const rows = (await materialsOf(ids.jan)).slice(before);
    expect(rows.map((r) => r.id)).toEqual(created);
    expect(rows[1]).toMatchObject({
      date: '2026-03-11',
      project_id: targets.budgetProject,
      work_id: targets.budgetWork,
      budget_id: targets.budget,
      work_order_id: null,
      material_id: targets.catalogueLine,
      quantity: 2.5,
      unit: 'm1',
      description: 'Kabelgoot 60x60',
      type: 0,
    });
  });

  it('stores a line on a stelpost given as stelpostId', async () => {
    const response = await book({ stelpostId: targets.stelpost });
    expect(response.statusCode).toBe(201);
    const [row] = (await materialsOf(ids.jan)).slice(-1);
    expect(row!.budget_id).toBe(targets.stelpost);
  });

  it('stores lines on a cost-plus work without parts (part 0)', async () => {
    const response = await book({ werkId: targets.regieWork });
    expect(response.statusCode).toBe(201);
    const [row] = (await materialsOf(ids.jan)).slice(-1);
    expect(row).toMatchObject({ work_id: targets.regieWork, budget_id: null });
  });

  it('stores order material (type 1) on an open work order', async () => {
    const response = await book({ werkbonId: targets.openOrder });
    expect(response.statusCode).toBe(201);
    const [row] = (await materialsOf(ids.jan)).slice(-1);
    expect(row).toMatchObject({ work_order_id: targets.openOrder, type: 1 });
  });

  it.each([
    ['an empty description', { omschrijving: '  ' }, /body\.materialen\[1\]\.omschrijving: must not be empty/],
    ['quantity 0', { aantal: 0 }, /body\.materialen\[1\]\.aantal: must be a number other than 0/],
    [
      'an unknown unit',
      { eenheid: 'pallet' },
      /body\.materialen\[1\]\.eenheid: must be one of stuks, m1, m2, m3, doos, bbag, kg, liter, km/,
    ],
    ['a quantity that is not a number', { aantal: 'veel' }, /body\.materialen\[1\]\.aantal: must be a number/],
  ])(
    'refuses the whole request for %s in one line (400, naming the line) and stores nothing',
    async (_case, bad, message) => {
      const before = (await materialsOf(ids.jan)).length;
      const response = await book({ budgetId: targets.budget, materialen: [line(), line(bad)] });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(message);
      expect(await materialsOf(ids.jan)).toHaveLength(before);
    },
  );

  it.each([
    ['no lines', () => ({ budgetId: targets.budget, materialen: [] }), /materialen: must hold at least one line/],
    ['a missing date', () => ({ budgetId: targets.budget, datum: undefined }), /datum/],
    [
      'an impossible date',
      () => ({ budgetId: targets.budget, datum: '2026-02-30' }),
      /datum: must be a date as yyyy-MM-dd/,
    ],
    ['no work, part or order (0 means none)', () => ({ budgetId: 0, werkId: 0 }), /Name the work/],
    [
      'both a budget and another stelpost',
      () => ({ budgetId: targets.budget, stelpostId: targets.stelpost }),
      /either budgetId or stelpostId/,
    ],
  ])('answers 400 for %s', async (_case, body, message) => {
    const response = await book(body());
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });

  it('refuses a part that does not belong to the named work (400)', async () => {
    const response = await book({ budgetId: targets.budget, werkId: targets.regieWork });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('PART_NOT_IN_WORK');
  });

  it('refuses a work with parts without naming the part (400)', async () => {
    const response = await book({ werkId: targets.budgetWork });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('PART_REQUIRED');
  });

  it.each([
    ['an invoiced work order', () => ({ werkbonId: targets.invoicedOrder }), 'WORK_ORDER_LOCKED'],
    ['a done project', () => ({ budgetId: targets.doneProjectBudget }), 'PROJECT_DONE'],
    ['a finished part', () => ({ budgetId: targets.finishedBudget }), 'PART_LOCKED'],
    ['a project without active administration', () => ({ budgetId: targets.lockedProjectBudget }), 'PROJECT_LOCKED'],
    ['an inactive part', () => ({ budgetId: targets.inactiveBudget }), 'PART_NOT_ACTIVE'],
  ])('answers 409 for %s and stores nothing', async (_case, body, code) => {
    const before = (await materialsOf(ids.jan)).length;
    const response = await book(body());
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe(code);
    expect(await materialsOf(ids.jan)).toHaveLength(before);
  });

  it.each(LOCK_KINDS)('answers 409 for materials on a work order that is %s and stores nothing', async (kind) => {
    const before = (await materialsOf(ids.jan)).length;
    const response = await book({ werkbonId: lockedOrders[kind] });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('WORK_ORDER_LOCKED');
    expect(await materialsOf(ids.jan)).toHaveLength(before);
  });

  it('does not let acme book on a demo project or order (404)', async () => {
    const onProject = await book({ medewerkerId: ids.anna, budgetId: targets.budget }, tokens.anna);
    expect(onProject.statusCode).toBe(404);
    const onOrder = await book({ medewerkerId: ids.anna, werkbonId: targets.openOrder }, tokens.anna);
    expect(onOrder.statusCode).toBe(404);
    expect(await materialsOf(ids.anna)).toEqual(
      expect.not.arrayContaining([expect.objectContaining({ work_order_id: targets.openOrder })]),
    );
  });

  it('does not accept a catalogue line of another company (404)', async () => {
    const response = await book({ budgetId: targets.budget, materialen: [line({ id: targets.acmeCatalogueLine })] });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('MATERIAL_NOT_FOUND');
  });

  it('refuses booking for another employee and without registration rights (403)', async () => {
    expect((await book({ budgetId: targets.budget, medewerkerId: ids.kees })).statusCode).toBe(403);
    const kees = await book({ budgetId: targets.budget, medewerkerId: ids.kees }, tokens.kees);
    expect(kees.statusCode).toBe(403);
    expect(kees.json().code).toBe('NO_REGISTRATION_RIGHTS');
  });

  it('books once when the same Idempotency-Key is sent twice', async () => {
    const key = randomUUID();
    const before = (await materialsOf(ids.jan)).length;
    const first = await book({ budgetId: targets.budget }, tokens.jan, { 'idempotency-key': key });
    const retry = await book({ budgetId: targets.budget }, tokens.jan, { 'idempotency-key': key });
    expect(first.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body).toBe(first.body);
    expect(await materialsOf(ids.jan)).toHaveLength(before + 1);
  });

  it('answers 401 without a token', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/v1/invoer', headers: apiHeaders(), payload: {} });
    expect(response.statusCode).toBe(401);
  });
});
