import type { WorkOrder } from '@bouwwerk/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/seed/rights';
import { companyId, employeeId, useDemoApp } from '../helpers/demo-refs';
import { apiHeaders, signIn } from '../helpers/test-app';

/**
 * The material the office put on a work order (predefined material) is changed or deleted only by an employee
 * with registration rights who is planned on the order, on any day (predefinedMaterialRefusal of
 * @bouwwerk/domain): jan is planned on the order; els has the rights but is not planned on it (403); kees has
 * no rights (403); anna is of another company (404). A refusal changes nothing.
 */

const ctx = useDemoApp(['jan', 'els', 'kees', 'anna']);
const { tokens } = ctx;
const refs = { demo: 0, jan: 0, els: 0, piet: 0, order: 0, pietMaterial: 0 };
let pietToken = '';
const db = () => ctx.database.db;

beforeAll(async () => {
  refs.demo = await companyId(db(), 'demo');
  refs.jan = await employeeId(db(), refs.demo, 'jan');
  refs.els = await employeeId(db(), refs.demo, 'els');
  refs.piet = await employeeId(db(), refs.demo, 'piet');
  // An open order with predefined material that jan is planned on and piet (who has all rights) is not.
  const orders = await db()
    .selectFrom('material_registrations as m')
    .innerJoin('work_orders as o', 'o.id', 'm.work_order_id')
    .select('o.id')
    .distinct()
    .where('m.company_id', '=', refs.demo)
    .where('m.is_predefined', '=', true)
    .where('o.order_status', '=', 2)
    .where('o.is_done', '=', false)
    .where('o.factuur_id', 'is', null)
    .orderBy('o.id')
    .execute();
  for (const { id } of orders) {
    const planned = await db().selectFrom('planning').select('employee_id').where('work_order_id', '=', id).execute();
    const who = new Set(planned.map((p) => p.employee_id));
    if (who.has(refs.jan) && !who.has(refs.els) && !who.has(refs.piet)) {
      refs.order = id;
      break;
    }
  }
  expect(refs.order, 'the demo has an order with predefined material that jan is planned on').not.toBe(0);
  pietToken = await signIn(ctx.app, 'demo', 'piet', DEMO_PASSWORD);
  // A material line piet booked himself on the order, for the all-or-nothing case.
  const booked = await ctx.app.inject({
    method: 'POST',
    url: '/v1/invoer',
    headers: apiHeaders(pietToken),
    payload: {
      datum: '2026-03-11',
      medewerkerId: refs.piet,
      werkbonId: refs.order,
      materialen: [{ aantal: 2, eenheid: 'stuks', omschrijving: 'Wartel 15 mm' }],
    },
  });
  expect(booked.statusCode, booked.body).toBe(201);
  refs.pietMaterial = (booked.json().materials as number[])[0]!;
});

/** The order's predefined rows, fresh from the database. */
const predefinedRows = () =>
  db()
    .selectFrom('material_registrations')
    .select(['id', 'date', 'quantity'])
    .where('work_order_id', '=', refs.order)
    .where('is_predefined', '=', true)
    .orderBy('id')
    .execute();
const quantityOf = async (id: number) =>
  (await db().selectFrom('material_registrations').select('quantity').where('id', '=', id).executeTakeFirst())
    ?.quantity;

const inject = (method: 'PUT' | 'PATCH' | 'DELETE' | 'GET', url: string, token: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: apiHeaders(token), ...(payload ? { payload } : {}) });
const putPredefined = (row: { id: number; date: string }, quantity: number, token: string, extra: object = {}) =>
  inject('PUT', '/v1/registrations/hoursandmaterials', token, {
    predefinedMaterials: [{ id: row.id, date: row.date, quantity }],
    ...extra,
  });

const REFUSED = [
  ['els (rights, not planned on the order)', () => tokens.els, 403, 'NOT_PLANNED_ON_ORDER'],
  ['kees (no registration rights)', () => tokens.kees, 403, 'NO_REGISTRATION_RIGHTS'],
  ['anna (another company)', () => tokens.anna, 404, 'REGISTRATION_NOT_FOUND'],
] as const;

describe('PUT /v1/registrations/hoursandmaterials with predefinedMaterials', () => {
  it.each(REFUSED)('is refused to %s and changes nothing', async (_who, token, status, code) => {
    const [row] = await predefinedRows();
    const response = await putPredefined(row!, row!.quantity + 7, token());
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ code, message: expect.any(String) });
    expect(await quantityOf(row!.id)).toBe(row!.quantity);
  });

  it('refuses the whole batch: piet’s change of his own line in the same call is not made either', async () => {
    const [row] = await predefinedRows();
    const own = { id: refs.pietMaterial, date: '2026-03-11', quantity: 9 };
    const response = await putPredefined(row!, row!.quantity + 1, pietToken, { materials: [own] });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('NOT_PLANNED_ON_ORDER');
    expect(await quantityOf(refs.pietMaterial)).toBe(2);
    expect(await quantityOf(row!.id)).toBe(row!.quantity);
  });

  it('lets jan, planned on the order, change its quantity', async () => {
    const [row] = await predefinedRows();
    const response = await putPredefined(row!, row!.quantity + 2, tokens.jan);
    expect(response.statusCode, response.body).toBe(200);
    expect(await quantityOf(row!.id)).toBe(row!.quantity + 2);
  });
});

describe('PATCH /v1/registrations/materials on a predefined row', () => {
  it.each([
    ['jan', () => tokens.jan],
    ['els', () => tokens.els],
    ['kees', () => tokens.kees],
  ] as const)(
    'never reaches it, for %s either (404): predefined material changes only as predefinedMaterials',
    async (_who, token) => {
      const [row] = await predefinedRows();
      const response = await inject('PATCH', '/v1/registrations/materials', token(), {
        id: row!.id,
        date: row!.date,
        quantity: row!.quantity + 5,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'REGISTRATION_NOT_FOUND', message: expect.any(String) });
      expect(await quantityOf(row!.id)).toBe(row!.quantity);
    },
  );
});

describe('DELETE /v1/predefinedordermaterial/{id}', () => {
  it.each(REFUSED)('is refused to %s and deletes nothing', async (_who, token, status, code) => {
    const rows = await predefinedRows();
    const last = rows.at(-1)!;
    const response = await inject('DELETE', `/v1/predefinedordermaterial/${last.id}`, token());
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ code, message: expect.any(String) });
    expect(await predefinedRows()).toEqual(rows);
  });

  it('lets jan, planned on the order, delete a row', async () => {
    const rows = await predefinedRows();
    const last = rows.at(-1)!;
    expect((await inject('DELETE', `/v1/predefinedordermaterial/${last.id}`, tokens.jan)).statusCode).toBe(204);
    expect(await quantityOf(last.id)).toBeUndefined();
  });
});

describe('planned on any day of the order', () => {
  it('GET /v1/werkbon/{id} tells whether the signed-in employee is planned on the order', async () => {
    expect(((await inject('GET', `/v1/werkbon/${refs.order}`, tokens.jan)).json() as WorkOrder).plannedOnOrder).toBe(
      true,
    );
    expect(((await inject('GET', `/v1/werkbon/${refs.order}`, tokens.els)).json() as WorkOrder).plannedOnOrder).toBe(
      false,
    );
  });

  it('lets piet change it once he is planned on the order, on another day than the material’s', async () => {
    const [row] = await predefinedRows();
    expect((await putPredefined(row!, row!.quantity + 1, pietToken)).statusCode).toBe(403);
    expect(((await inject('GET', `/v1/werkbon/${refs.order}`, pietToken)).json() as WorkOrder).plannedOnOrder).toBe(
      false,
    );

    await db()
      .insertInto('planning')
      .values({
        company_id: refs.demo,
        employee_id: refs.piet,
        start_date: '2026-03-16',
        end_date: '2026-03-16',
        work_order_id: refs.order,
        description: 'Nazorg',
      })
      .execute();
    expect(((await inject('GET', `/v1/werkbon/${refs.order}`, pietToken)).json() as WorkOrder).plannedOnOrder).toBe(
      true,
    );
    const response = await putPredefined(row!, row!.quantity + 1, pietToken);
    expect(response.statusCode, response.body).toBe(200);
    expect(await quantityOf(row!.id)).toBe(row!.quantity + 1);
  });
});
