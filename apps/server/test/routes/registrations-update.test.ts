import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { activeHourTypeId, bookable, companyId, employeeId, ofSoort, parts, useDemoApp } from '../helpers/demo-refs';
import { apiHeaders } from '../helpers/test-app';

const ctx = useDemoApp(['jan', 'els', 'anna']);
const { tokens } = ctx;
const refs = {
  jan: 0,
  demo: 0,
  budget: 0,
  otherBudgetSameWork: 0,
  work: 0,
  project: 0,
  regieWork: 0,
  otherProjectWork: 0,
  hourType: 0,
  order: 0,
  lockedHour: 0,
};
const db = () => ctx.database.db;

beforeAll(async () => {
  refs.demo = await companyId(db(), 'demo');
  refs.jan = await employeeId(db(), refs.demo, 'jan');
  const open = await parts(db(), refs.demo).$call(ofSoort(0)).$call(bookable).orderBy('w.id').orderBy('b.id').execute();
  const first = open[0]!;
  refs.budget = first.id;
  refs.work = first.work_id;
  refs.project = first.project_id;
  refs.otherBudgetSameWork = open.find((b) => b.work_id === first.work_id && b.id !== first.id)!.id;
  refs.otherProjectWork = open.find((b) => b.project_id !== first.project_id)!.work_id;
  refs.regieWork = (
    await db()
      .selectFrom('works')
      .select('id')
      .where('project_id', '=', refs.project)
      .where('soort_id', '=', 1)
      .where('active', '=', true)
      .executeTakeFirstOrThrow()
  ).id;
  refs.hourType = await activeHourTypeId(db(), refs.demo);
  refs.lockedHour = (
    await db()
      .selectFrom('hour_registrations')
      .select('id')
      .where('employee_id', '=', refs.jan)
      .where('verkoopfactuurregel_id', '<>', 0)
      .executeTakeFirstOrThrow()
  ).id;
});

/** Books a fresh hour row for jan to change, so tests do not depend on each other. */
async function bookHour(hours = 2) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/v1/invoer',
    headers: apiHeaders(tokens.jan),
    payload: {
      datum: '2026-03-10',
      medewerkerId: refs.jan,
      projectId: refs.project,
      budgetId: refs.budget,
      uursoortId: refs.hourType,
      aantal: hours,
      opmerking: '',
    },
  });
  return (response.json().hours as number[])[0]!;
}

async function bookMaterial() {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/v1/invoer',
    headers: apiHeaders(tokens.jan),
    payload: {
      datum: '2026-03-10',
      medewerkerId: refs.jan,
      budgetId: refs.budget,
      materialen: [{ aantal: 5, eenheid: 'stuks', omschrijving: 'Lasdop' }],
    },
  });
  return (response.json().materials as number[])[0]!;
}

const send = (method: 'PATCH' | 'PUT', url: string, payload: object, token = tokens.jan) =>
  ctx.app.inject({ method, url, headers: apiHeaders(token), payload });
const hour = (id: number) =>
  db().selectFrom('hour_registrations').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const material = (id: number) =>
  db().selectFrom('material_registrations').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const hourUpdate = (id: number, overrides: object = {}) => ({
  id,
  date: '2026-03-09',
  work: { id: refs.work },
  budget: { id: refs.budget },
  quantity: 3.75,
  description: 'Normaal',
  remark: 'Aangepast',
  uursoortId: refs.hourType,
  budgetTypeId: 0,
  unit: 'uur',
  ...overrides,
});

describe('PATCH v1/registrations/hours', () => {
  it('stores its answer with the change: a retry replays it', async () => {
    const id = await bookHour();
    const key = randomUUID();
    const change = () =>
      ctx.app.inject({
        method: 'PATCH',
        url: '/v1/registrations/hours',
        headers: { ...apiHeaders(tokens.jan), 'idempotency-key': key },
        payload: hourUpdate(id),
      });
    const first = await change();
    const retry = await change();
    expect(first.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body).toBe(first.body);
  });

  it('changes date, hours and remark', async () => {
    const id = await bookHour();
    const response = await send('PATCH', '/v1/registrations/hours', hourUpdate(id));
    expect(response.statusCode).toBe(200);
    expect(await hour(id)).toMatchObject({ date: '2026-03-09', hours: 3.75, remark: 'Aangepast' });
  });

  it('moves the hours to another part of the work, and to a cost-plus work with part 0', async () => {
    const id = await bookHour();
    expect(
      (await send('PATCH', '/v1/registrations/hours', hourUpdate(id, { budget: { id: refs.otherBudgetSameWork } })))
        .statusCode,
    ).toBe(200);
    expect((await hour(id)).budget_id).toBe(refs.otherBudgetSameWork);
    expect(
      (
        await send(
          'PATCH',
          '/v1/registrations/hours',
          hourUpdate(id, { work: { id: refs.regieWork }, budget: { id: 0 } }),
        )
      ).statusCode,
    ).toBe(200);
    expect(await hour(id)).toMatchObject({ work_id: refs.regieWork, budget_id: null });
  });

  it('refuses a move to a work of another project (400) and keeps the row', async () => {
    const id = await bookHour();
    const response = await send(
      'PATCH',
      '/v1/registrations/hours',
      hourUpdate(id, { work: { id: refs.otherProjectWork }, budget: null }),
    );
    expect(response.statusCode).toBe(400);
    expect((await hour(id)).work_id).toBe(refs.work);
  });

  it.each([
    ['0 hours', { quantity: 0 }],
    ['25 hours', { quantity: 25 }],
    ['a bad date', { date: '2026-02-30' }],
  ])('answers 400 for %s', async (_case, overrides) => {
    const id = await bookHour();
    expect((await send('PATCH', '/v1/registrations/hours', hourUpdate(id, overrides))).statusCode).toBe(400);
    expect((await hour(id)).hours).toBe(2);
  });

  it('refuses an invoiced registration (409), a colleague (409) and another company (404)', async () => {
    expect((await send('PATCH', '/v1/registrations/hours', hourUpdate(refs.lockedHour))).statusCode).toBe(409);
    const id = await bookHour();
    expect((await send('PATCH', '/v1/registrations/hours', hourUpdate(id), tokens.els)).statusCode).toBe(409);
    expect((await send('PATCH', '/v1/registrations/hours', hourUpdate(id), tokens.anna)).statusCode).toBe(404);
    expect((await hour(id)).hours).toBe(2);
  });
});

describe('PATCH v1/registrations/materials and PUT /v1/invoer/materiaal/{id}', () => {
  it('changes the quantity and the date, never unit or text', async () => {
    const id = await bookMaterial();
    const response = await send('PATCH', '/v1/registrations/materials', {
      id,
      date: '2026-03-09',
      quantity: 7,
      unit: 'kg',
      description: 'Iets anders',
    });
    expect(response.statusCode).toBe(200);
    expect(await material(id)).toMatchObject({ date: '2026-03-09', quantity: 7, unit: 'stuks', description: 'Lasdop' });
  });

  it('refuses quantity 0 (400)', async () => {
    const id = await bookMaterial();
    expect(
      (await send('PATCH', '/v1/registrations/materials', { id, date: '2026-03-10', quantity: 0 })).statusCode,
    ).toBe(400);
  });

  it('PUT changes a material entry with its unit and text, checked like a new line', async () => {
    const id = await bookMaterial();
    const ok = await send('PUT', `/v1/invoer/materiaal/${id}`, {
      datum: '2026-03-10',
      aantal: 2,
      eenheid: 'doos',
      omschrijving: 'Lasdoppen',
      opmerking: 'doos van 100',
    });
    expect(ok.statusCode).toBe(200);
    expect(await material(id)).toMatchObject({
      quantity: 2,
      unit: 'doos',
      description: 'Lasdoppen',
      remark: 'doos van 100',
    });
    const bad = await send('PUT', `/v1/invoer/materiaal/${id}`, {
      datum: '2026-03-10',
      aantal: 2,
      eenheid: 'pallet',
      omschrijving: 'x',
    });
    expect(bad.statusCode).toBe(400);
    expect((await material(id)).unit).toBe('doos');
  });
});

describe('PATCH /v1/registrations and PUT /v1/registrations/hoursandmaterials (all or nothing)', () => {
  it('changes every row of the batch', async () => {
    const a = await bookHour();
    const m = await bookMaterial();
    const response = await send('PATCH', '/v1/registrations', {
      hours: [hourUpdate(a, { quantity: 1 })],
      materials: [{ id: m, date: '2026-03-10', quantity: 9 }],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ hours: [a], materials: [m] });
    expect((await hour(a)).hours).toBe(1);
    expect((await material(m)).quantity).toBe(9);
  });

  it('changes nothing when one row is refused', async () => {
    const a = await bookHour();
    const m = await bookMaterial();
    const response = await send('PUT', '/v1/registrations/hoursandmaterials', {
      hours: [hourUpdate(a, { quantity: 6 }), hourUpdate(refs.lockedHour)],
      materials: [{ id: m, date: '2026-03-10', quantity: 11 }],
      predefinedMaterials: [],
    });
    expect(response.statusCode).toBe(409);
    expect((await hour(a)).hours).toBe(2);
    expect((await material(m)).quantity).toBe(5);
  });

  it('keeps the date of predefined order material (400 when it changes)', async () => {
    const predefined = await db()
      .selectFrom('material_registrations as m')
      .innerJoin('work_orders as o', 'o.id', 'm.work_order_id')
      .select(['m.id', 'm.date', 'm.quantity'])
      .where('m.is_predefined', '=', true)
      .where('o.order_status', '=', 2)
      .where('o.is_done', '=', false)
      .where('o.factuur_id', 'is', null)
      .executeTakeFirstOrThrow();
    const moved = await send('PUT', '/v1/registrations/hoursandmaterials', {
      predefinedMaterials: [{ id: predefined.id, date: '2020-01-01', quantity: 3 }],
    });
    expect(moved.statusCode).toBe(400);
    const ok = await send('PUT', '/v1/registrations/hoursandmaterials', {
      predefinedMaterials: [{ id: predefined.id, date: predefined.date, quantity: 3 }],
    });
    expect(ok.statusCode).toBe(200);
    expect((await material(predefined.id)).quantity).toBe(3);
  });
});
