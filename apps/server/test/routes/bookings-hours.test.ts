import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  bookable,
  companyId,
  employeeId,
  ofSoort,
  openOrders,
  parts,
  projectOld,
  useDemoApp,
} from '../helpers/demo-refs';
import { createLockedOrders, LOCK_KINDS, type LockKind } from '../helpers/locked-orders';
import { statementCountingApp } from '../helpers/statement-counter';
import { apiHeaders } from '../helpers/test-app';

const ctx = useDemoApp(['jan', 'els', 'anna']);
const { tokens } = ctx;
const ids = { jan: 0, els: 0, anna: 0 };
const refs = {
  budget: 0,
  project: 0,
  opBudget: 0,
  oldOpBudget: 0,
  openOrder: 0,
  finishedOrder: 0,
  hourType: 0,
  inactiveHourType: 0,
  indirect: 0,
  acmeHourType: 0,
  acmeIndirect: 0,
};

let lockedOrders = {} as Record<LockKind, number>;

const db = () => ctx.database.db;

beforeAll(async () => {
  const demo = await companyId(db(), 'demo');
  const acme = await companyId(db(), 'acme');
  ids.jan = await employeeId(db(), demo, 'jan');
  ids.els = await employeeId(db(), demo, 'els');
  ids.anna = await employeeId(db(), acme, 'anna');

  const openPart = (soort: number, oldProject: boolean) =>
    parts(db(), demo)
      .$call(ofSoort(soort))
      .$call(bookable)
      .$call(projectOld(oldProject))
      .orderBy('b.id')
      .executeTakeFirstOrThrow();
  const budget = await openPart(0, false);
  refs.budget = budget.id;
  refs.project = budget.project_id;
  refs.opBudget = (await openPart(2, false)).id;
  refs.oldOpBudget = (await openPart(2, true)).id;
  const orders = await db()
    .selectFrom('work_orders')
    .select(['id', 'order_status', 'factuur_id', 'is_done'])
    .where('company_id', '=', demo)
    .orderBy('id')
    .execute();
  refs.openOrder = (await openOrders(db(), demo).select('id').executeTakeFirstOrThrow()).id;
  lockedOrders = await createLockedOrders(db(), demo);
  refs.finishedOrder =
    orders.find((o) => o.order_status === 3 && !o.factuur_id)?.id ?? orders.find((o) => o.order_status !== 2)!.id;
  const types = await db()
    .selectFrom('hour_types')
    .select(['id', 'active', 'company_id'])
    .orderBy('sort_order')
    .execute();
  refs.hourType = types.find((t) => t.company_id === demo && t.active)!.id;
  refs.inactiveHourType = types.find((t) => t.company_id === demo && !t.active)!.id;
  refs.acmeHourType = types.find((t) => t.company_id === acme)!.id;
  const indirect = await db().selectFrom('indirect_work_types').select(['id', 'company_id']).execute();
  refs.indirect = indirect.find((t) => t.company_id === demo)!.id;
  refs.acmeIndirect = indirect.find((t) => t.company_id === acme)!.id;
});

const post = (body: Record<string, unknown>, token = tokens.jan) =>
  ctx.app.inject({ method: 'POST', url: '/v1/invoer', headers: apiHeaders(token), payload: body });

const hoursBody = (overrides: Record<string, unknown> = {}) => ({
  datum: '2026-03-11',
  medewerkerId: ids.jan,
  projectId: refs.project,
  werkbonId: 0,
  werkId: 0,
  uursoortId: refs.hourType,
  aantal: 2.5,
  opmerking: 'Leidingen getrokken',
  omschrijving: '',
  materialen: [],
  percentage: null,
  stelpostId: 0,
  budgetId: refs.budget,
  ...overrides,
});

const hourRow = (id: number) =>
  db().selectFrom('hour_registrations').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const countHours = async () =>
  Number(
    (
      await db()
        .selectFrom('hour_registrations')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('POST /v1/invoer (project and order hours)', () => {
  it('stores decimal hours on the budget with hour type and remark', async () => {
    const response = await post(hoursBody());
    expect(response.statusCode).toBe(201);
    const [id] = response.json().hours as number[];
    expect(await hourRow(id!)).toMatchObject({
      hours: 2.5,
      budget_id: refs.budget,
      project_id: refs.project,
      hour_type_id: refs.hourType,
      remark: 'Leidingen getrokken',
      employee_id: ids.jan,
    });
  });

  it('books the materials sent along with the hours on the same part', async () => {
    const response = await post(
      hoursBody({ materialen: [{ aantal: 3, eenheid: 'm1', omschrijving: 'Koperbuis 15 mm' }] }),
    );
    expect(response.statusCode).toBe(201);
    const [materialId] = response.json().materials as number[];
    const row = await db()
      .selectFrom('material_registrations')
      .selectAll()
      .where('id', '=', materialId!)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ budget_id: refs.budget, quantity: 3, unit: 'm1' });
  });

  it('stores other project costs with their omschrijving and without an hour type', async () => {
    const response = await post(
      hoursBody({ budgetId: refs.opBudget, uursoortId: 0, omschrijving: 'Parkeerkosten', aantal: 1 }),
    );
    expect(response.statusCode).toBe(201);
    expect(await hourRow(response.json().hours[0])).toMatchObject({
      omschrijving: 'Parkeerkosten',
      hour_type_id: null,
      budget_id: refs.opBudget,
    });
  });

  it("lists other project costs booked by the app under their omschrijving among the day's registrations", async () => {
    const response = await post(
      hoursBody({
        datum: '2026-03-12',
        budgetId: refs.opBudget,
        uursoortId: 0,
        omschrijving: 'Containerhuur',
        opmerking: 'op-lijst',
      }),
    );
    expect(response.statusCode).toBe(201);
    const { project_id: projectId } = await hourRow(response.json().hours[0]);
    const day = await ctx.app.inject({
      method: 'GET',
      url: `/v1/project/${projectId}/registrations/2026-03-12`,
      headers: apiHeaders(tokens.jan),
    });
    const hours = (
      day.json() as Array<{ otherCosts: Array<{ hours: Array<{ remark: string; description: string }> }> }>
    )
      .flatMap((group) => group.otherCosts)
      .flatMap((category) => category.hours)
      .filter((hour) => hour.remark === 'op-lijst');
    expect(hours).toEqual([expect.objectContaining({ description: 'Containerhuur' })]);
  });

  it('stores hours on an open work order', async () => {
    const response = await post(hoursBody({ projectId: 0, budgetId: 0, werkbonId: refs.openOrder, aantal: 1.25 }));
    expect(response.statusCode).toBe(201);
    expect(await hourRow(response.json().hours[0])).toMatchObject({ work_order_id: refs.openOrder, hours: 1.25 });
  });

  it.each([
    ['0 hours', { aantal: 0 }, /body\.aantal: must be more than 0 and at most 24 hours/],
    ['negative hours', { aantal: -1 }, /body\.aantal: must be more than 0 and at most 24 hours/],
    ['more than 24 hours', { aantal: 24.5 }, /body\.aantal: must be more than 0 and at most 24 hours/],
    [
      'hours that round to 0 in the column',
      { aantal: 0.00001 },
      /body\.aantal: must be more than 0 and at most 24 hours \(to 4 decimals\)/,
    ],
    ['hours that are not a number', { aantal: '2:30' }, /aantal: must be a number of hours/],
    ['no hour type', { uursoortId: 0 }, /uursoortId: an hour type is required/],
    ['no part, work or order', { budgetId: 0, werkId: 0, stelpostId: 0 }, /Name the work/],
  ])('answers 400 for %s and writes nothing', async (_case, overrides, message) => {
    const before = await countHours();
    const response = await post(hoursBody(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
    expect(await countHours()).toBe(before);
  });

  it('asks for an omschrijving on other project costs (400)', async () => {
    const response = await post(hoursBody({ budgetId: refs.opBudget, uursoortId: 0, omschrijving: ' ' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/omschrijving/);
  });

  it('refuses other project costs on an old project (409)', async () => {
    const response = await post(
      hoursBody({ projectId: 0, budgetId: refs.oldOpBudget, uursoortId: 0, omschrijving: 'Containerhuur' }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('PROJECT_OLD');
  });

  it('refuses hours on a finished work order (409)', async () => {
    const response = await post(hoursBody({ projectId: 0, budgetId: 0, werkbonId: refs.finishedOrder }));
    expect(response.statusCode).toBe(409);
  });

  it.each(LOCK_KINDS)('refuses hours on a work order that is %s (409) and stores nothing', async (kind) => {
    const before = await countHours();
    const response = await post(hoursBody({ projectId: 0, budgetId: 0, werkbonId: lockedOrders[kind] }));
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('WORK_ORDER_LOCKED');
    expect(await countHours()).toBe(before);
  });

  it('refuses an inactive hour type and another company’s hour type (404)', async () => {
    expect((await post(hoursBody({ uursoortId: refs.inactiveHourType }))).statusCode).toBe(404);
    expect((await post(hoursBody({ uursoortId: refs.acmeHourType }))).statusCode).toBe(404);
  });

  it('refuses acme on a demo project (404)', async () => {
    const response = await post(hoursBody({ medewerkerId: ids.anna, uursoortId: refs.acmeHourType }), tokens.anna);
    expect(response.statusCode).toBe(404);
  });
});

describe('POST /v1/invoer, statement by statement', () => {
  it('a keyed booking reads its session, then declares its actor, judges on one read, writes and stores its answer', async () => {
    // Inside the transaction each statement keeps PGlite's one connection from every other request: what a
    // booking judges (rights, part, work, project, hour type) is one read.
    const { app, statements, reset } = await statementCountingApp(ctx.database.db);
    const keyed = (key: string) =>
      app.inject({
        method: 'POST',
        url: '/v1/invoer',
        headers: { ...apiHeaders(tokens.jan), 'idempotency-key': key },
        payload: hoursBody({ opmerking: 'Geteld' }),
      });
    try {
      // The first keyed write of a process also removes expired keys (once a minute).
      expect((await keyed(randomUUID())).statusCode).toBe(201);
      reset();
      expect((await keyed(randomUUID())).statusCode).toBe(201);
      // session | the actor, facts, insert, the key with its answer (BEGIN and COMMIT pass the plugins by). On
      // PGlite the actor goes with the facts and the key with the COMMIT: three round trips in the transaction.
      expect(statements()).toBe(5);
    } finally {
      await app.close();
    }
  });
});

describe('POST /v1/invoer (indirect hours)', () => {
  const indirectBody = (overrides: Record<string, unknown> = {}) => ({
    datum: '2026-03-12',
    medewerkerId: ids.jan,
    aantal: 7.5,
    opmerking: 'Tandarts',
    indirectId: refs.indirect,
    ...overrides,
  });

  it('stores indirect hours, not validated yet', async () => {
    const response = await post(indirectBody());
    expect(response.statusCode).toBe(201);
    expect(await hourRow(response.json().hours[0])).toMatchObject({
      indirect_work_type_id: refs.indirect,
      hours: 7.5,
      remark: 'Tandarts',
      validated: 0,
      project_id: null,
    });
  });

  it.each([
    ['0 hours', { aantal: 0 }],
    ['25 hours', { aantal: 25 }],
    ['a bad date', { datum: '12-03-2026' }],
    ['a missing type', { indirectId: 'Verlof' }],
  ])('answers 400 for %s', async (_case, overrides) => {
    expect((await post(indirectBody(overrides))).statusCode).toBe(400);
  });

  it('refuses another company’s indirect work type (404)', async () => {
    expect((await post(indirectBody({ indirectId: refs.acmeIndirect }))).statusCode).toBe(404);
  });

  it('refuses booking for a colleague (403)', async () => {
    expect((await post(indirectBody({ medewerkerId: ids.els }))).statusCode).toBe(403);
  });
});

describe('GET /v1/uursoorten, /v1/indirectewerken, /v1/overigeprojectkosten', () => {
  it.each(['/v1/uursoorten', '/v1/indirectewerken', '/v1/overigeprojectkosten'])(
    '%s lists the company’s active types',
    async (url) => {
      const demo = (await ctx.app.inject({ method: 'GET', url, headers: apiHeaders(tokens.jan) })).json() as Array<{
        id: number;
        omschrijving: string;
      }>;
      const acme = (await ctx.app.inject({ method: 'GET', url, headers: apiHeaders(tokens.anna) })).json() as Array<{
        id: number;
      }>;
      expect(demo.length).toBeGreaterThan(0);
      expect(demo[0]).toEqual({ id: expect.any(Number), omschrijving: expect.any(String) });
      // acme has types of its own: none of them may be demo's.
      expect(acme.length).toBeGreaterThan(0);
      expect(acme.filter((t) => demo.some((d) => d.id === t.id))).toEqual([]);
    },
  );

  it('leaves inactive hour types out', async () => {
    const list = (
      await ctx.app.inject({ method: 'GET', url: '/v1/uursoorten', headers: apiHeaders(tokens.jan) })
    ).json() as Array<{ id: number }>;
    expect(list.map((t) => t.id)).not.toContain(refs.inactiveHourType);
  });

  it('answers 401 without a token', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/v1/uursoorten', headers: apiHeaders() })).statusCode).toBe(
      401,
    );
  });
});
