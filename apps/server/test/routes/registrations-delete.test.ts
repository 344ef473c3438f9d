import { beforeAll, describe, expect, it } from 'vitest';
import { companyId, employeeId, useDemoApp } from '../helpers/demo-refs';
import { apiHeaders } from '../helpers/test-app';

const ctx = useDemoApp(['jan', 'els', 'anna']);
const { tokens } = ctx;
const ids = { jan: 0, els: 0, demo: 0 };
const db = () => ctx.database.db;

beforeAll(async () => {
  ids.demo = await companyId(db(), 'demo');
  ids.jan = await employeeId(db(), ids.demo, 'jan');
  ids.els = await employeeId(db(), ids.demo, 'els');
});

/** jan's hour rows in the seed, picked by the state that matters for the test. */
const janHour = (where: { invoiced?: boolean; blocked?: boolean; onOrder?: boolean }) => {
  let q = db()
    .selectFrom('hour_registrations as h')
    .leftJoin('budgets as b', 'b.id', 'h.budget_id')
    .leftJoin('work_orders as o', 'o.id', 'h.work_order_id')
    .leftJoin('projects as p', 'p.id', 'h.project_id')
    .select('h.id')
    .where('h.employee_id', '=', ids.jan)
    .where('h.is_done', '=', false)
    .where((eb) =>
      eb.or([
        eb('p.id', 'is', null),
        eb.and([eb('p.is_done', '=', false), eb('p.has_active_administration', '=', true)]),
      ]),
    )
    .where((eb) =>
      eb.or([
        eb('b.id', 'is', null),
        eb.and([eb('b.is_done', '=', false), eb('b.geblokkeerd', '=', false), eb('b.factuur_id', 'is', null)]),
      ]),
    )
    .where((eb) =>
      eb.or([
        eb('o.id', 'is', null),
        eb.and([eb('o.order_status', '=', 2), eb('o.is_done', '=', false), eb('o.factuur_id', 'is', null)]),
      ]),
    );
  q = where.invoiced ? q.where('h.verkoopfactuurregel_id', '<>', 0) : q.where('h.verkoopfactuurregel_id', '=', 0);
  q = q.where('h.geblokkeerd', '=', where.blocked ?? false);
  return q.orderBy('h.id').executeTakeFirstOrThrow();
};

const del = (url: string, token = tokens.jan) => ctx.app.inject({ method: 'DELETE', url, headers: apiHeaders(token) });
const hourExists = async (id: number) =>
  (await db().selectFrom('hour_registrations').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
const materialExists = async (id: number) =>
  (await db().selectFrom('material_registrations').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;

describe('DELETE /v1/registrations/{id}', () => {
  it('deletes an open hour registration of the signed-in employee', async () => {
    const { id } = await janHour({});
    const response = await del(`/v1/registrations/${id}`);
    expect(response.statusCode).toBe(204);
    expect(await hourExists(id)).toBe(false);
  });

  it('refuses an invoiced registration (409) and keeps it', async () => {
    const { id } = await janHour({ invoiced: true });
    const response = await del(`/v1/registrations/${id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('REGISTRATION_LOCKED');
    expect(await hourExists(id)).toBe(true);
  });

  it('refuses a blocked registration (409)', async () => {
    const { id } = await janHour({ blocked: true });
    expect((await del(`/v1/registrations/${id}`)).statusCode).toBe(409);
    expect(await hourExists(id)).toBe(true);
  });

  it('refuses a colleague’s registration (409) and another company’s (404)', async () => {
    const { id } = await janHour({});
    const byEls = await del(`/v1/registrations/${id}`, tokens.els);
    expect(byEls.statusCode).toBe(409);
    expect(byEls.json().code).toBe('NOT_OWN_REGISTRATION');
    expect((await del(`/v1/registrations/${id}`, tokens.anna)).statusCode).toBe(404);
    expect(await hourExists(id)).toBe(true);
  });

  it('lets els delete only validated registrations, since her company validates first', async () => {
    const rows = await db()
      .selectFrom('hour_registrations as h')
      .leftJoin('budgets as b', 'b.id', 'h.budget_id')
      .select(['h.id', 'h.validated'])
      .where('h.employee_id', '=', ids.els)
      .where('h.verkoopfactuurregel_id', '=', 0)
      .where('h.geblokkeerd', '=', false)
      .where('h.is_done', '=', false)
      .where((eb) =>
        eb.or([
          eb('b.id', 'is', null),
          eb.and([eb('b.is_done', '=', false), eb('b.geblokkeerd', '=', false), eb('b.factuur_id', 'is', null)]),
        ]),
      )
      .execute();
    const unvalidated = rows.find((r) => r.validated !== 1)!;
    const validated = rows.find((r) => r.validated === 1)!;
    expect((await del(`/v1/registrations/${unvalidated.id}`, tokens.els)).statusCode).toBe(409);
    expect((await del(`/v1/registrations/${validated.id}`, tokens.els)).statusCode).toBe(204);
  });

  it('answers 404 for an id that does not exist, 400 for one that is not a number, 401 without a token', async () => {
    expect((await del('/v1/registrations/99999999')).statusCode).toBe(404);
    expect((await del('/v1/registrations/abc')).statusCode).toBe(400);
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: '/v1/registrations/1', headers: apiHeaders() })).statusCode,
    ).toBe(401);
  });
});

describe('DELETE /v1/ordermaterialregistrations/{id} and /v1/predefinedordermaterial/{id}', () => {
  it('deletes a material line jan booked, and refuses it for acme (404)', async () => {
    const order = await db()
      .selectFrom('work_orders')
      .select('id')
      .where('company_id', '=', ids.demo)
      .where('order_status', '=', 2)
      .where('is_done', '=', false)
      .where('factuur_id', 'is', null)
      .executeTakeFirstOrThrow();
    const booked = await ctx.app.inject({
      method: 'POST',
      url: '/v1/invoer',
      headers: apiHeaders(tokens.jan),
      payload: {
        datum: '2026-03-11',
        medewerkerId: ids.jan,
        werkbonId: order.id,
        materialen: [{ aantal: 1, eenheid: 'stuks', omschrijving: 'Knelkoppeling' }],
      },
    });
    const [id] = booked.json().materials as number[];
    expect((await del(`/v1/ordermaterialregistrations/${id}`, tokens.anna)).statusCode).toBe(404);
    expect((await del(`/v1/predefinedordermaterial/${id}`)).statusCode).toBe(404);
    expect((await del(`/v1/ordermaterialregistrations/${id}`)).statusCode).toBe(204);
    expect(await materialExists(id!)).toBe(false);
  });

  it('deletes predefined order material only through its own call', async () => {
    const predefined = await db()
      .selectFrom('material_registrations as m')
      .innerJoin('work_orders as o', 'o.id', 'm.work_order_id')
      .select('m.id')
      .where('m.is_predefined', '=', true)
      .where('o.order_status', '=', 2)
      .where('o.is_done', '=', false)
      .where('o.factuur_id', 'is', null)
      .where('m.verkoopfactuurregel_id', '=', 0)
      .executeTakeFirstOrThrow();
    expect((await del(`/v1/ordermaterialregistrations/${predefined.id}`)).statusCode).toBe(404);
    expect((await del(`/v1/predefinedordermaterial/${predefined.id}`)).statusCode).toBe(204);
    expect(await materialExists(predefined.id)).toBe(false);
  });
});
