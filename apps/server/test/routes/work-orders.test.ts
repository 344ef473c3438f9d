import { randomBytes } from 'node:crypto';
import { WorkOrderSchema, type Employee, type RegistrationGroup, type WorkOrder } from '@bouwwerk/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { RgbImage } from '../../src/seed/png';
import { companyId, employeeId, openOrders, useDemoApp } from '../helpers/demo-refs';
import { apiHeaders } from '../helpers/test-app';

const ctx = useDemoApp(['jan', 'anna']);
const { tokens } = ctx;
const refs = {
  jan: 0,
  openOrder: 0,
  doneOrder: 0,
  plannedOrder: 0,
  plannedDate: '',
  plannedCount: 0,
  projectWithHours: 0,
  projectHoursDate: '',
};
const db = () => ctx.database.db;

beforeAll(async () => {
  const demo = await companyId(db(), 'demo');
  const orders = await db()
    .selectFrom('work_orders')
    .selectAll()
    .where('company_id', '=', demo)
    .orderBy('id')
    .execute();
  refs.openOrder = (await openOrders(db(), demo).select('id').executeTakeFirstOrThrow()).id;
  refs.doneOrder = orders.find((o) => o.is_done)!.id;
  const planned = await db()
    .selectFrom('planning')
    .select(['work_order_id', 'start_date', (eb) => eb.fn.count<number>('employee_id').distinct().as('people')])
    .where('company_id', '=', demo)
    .where('work_order_id', 'is not', null)
    .groupBy(['work_order_id', 'start_date'])
    .orderBy('people', 'desc')
    .executeTakeFirstOrThrow();
  refs.plannedOrder = planned.work_order_id!;
  refs.plannedDate = planned.start_date;
  refs.plannedCount = Number(planned.people);
  refs.jan = await employeeId(db(), demo, 'jan');
  const hours = await db()
    .selectFrom('hour_registrations')
    .select(['project_id', 'date'])
    .where('employee_id', '=', refs.jan)
    .where('project_id', 'is not', null)
    .where('work_order_id', 'is', null)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  refs.projectWithHours = hours.project_id!;
  refs.projectHoursDate = hours.date;
});

const get = (url: string, token = tokens.jan) => ctx.app.inject({ method: 'GET', url, headers: apiHeaders(token) });
const sign = (id: number, image: string, bodyId = id) =>
  ctx.app.inject({
    method: 'POST',
    url: `/v1/werkbon/${id}/signature`,
    headers: apiHeaders(tokens.jan),
    payload: { id: bodyId, image },
  });

function signaturePng(width = 300, height = 120): string {
  const image = new RgbImage(width, height, [255, 255, 255]);
  image.fillRect(20, 60, 200, 3, [0, 0, 0]);
  return `data:image/png;base64,${image.toPng().toString('base64')}`;
}

describe('GET /v1/werkbon/{id}', () => {
  it('returns the work order with address, status, information pairs and no signature yet', async () => {
    const response = await get(`/v1/werkbon/${refs.openOrder}`);
    expect(response.statusCode).toBe(200);
    const order = response.json() as WorkOrder;
    expect(order).toMatchObject({
      id: refs.openOrder,
      orderStatus: 2,
      isDone: false,
      factuurId: null,
      signature: null,
      signedAt: null,
      signerName: null,
      employees: [],
    });
    expect(typeof order.plannedOnOrder).toBe('boolean');
    expect(order.nummer).not.toBe('');
    expect(order.address.street).not.toBe('');
  });

  it('carries the extra information pairs of an order that has them', async () => {
    const withInfo = await db().selectFrom('work_order_info').select('work_order_id').executeTakeFirstOrThrow();
    const order = (await get(`/v1/werkbon/${withInfo.work_order_id}`)).json() as WorkOrder;
    expect(order.additionalInfo.length).toBeGreaterThan(0);
    expect(order.additionalInfo[0]).toEqual({ label: expect.any(String), value: expect.any(String) });
  });

  it('does not show another company’s order (404) and answers 400 for a bad id', async () => {
    expect((await get(`/v1/werkbon/${refs.openOrder}`, tokens.anna)).statusCode).toBe(404);
    expect((await get('/v1/werkbon/abc')).statusCode).toBe(400);
  });
});

describe('GET /v1/resoureplanning/{date}/werkbon/{id}/employees', () => {
  it('lists everyone planned on the order that day', async () => {
    const response = await get(`/v1/resoureplanning/${refs.plannedDate}/werkbon/${refs.plannedOrder}/employees`);
    expect(response.statusCode).toBe(200);
    const people = response.json() as Array<{ id: number; firstName: string; mobile: string }>;
    expect(people).toHaveLength(refs.plannedCount);
    expect(people[0]).toEqual({
      id: expect.any(Number),
      firstName: expect.any(String),
      lastName: expect.any(String),
      mobile: expect.any(String),
      telephone: expect.any(String),
    });
  });

  it('merges with the order into one work order of the contract, its employees those of the day', async () => {
    const [order, employees] = await Promise.all([
      get(`/v1/werkbon/${refs.plannedOrder}`).then((r) => r.json() as WorkOrder),
      get(`/v1/resoureplanning/${refs.plannedDate}/werkbon/${refs.plannedOrder}/employees`).then(
        (r) => r.json() as Employee[],
      ),
    ]);
    const merged = WorkOrderSchema.parse({ ...order, employees });
    expect(merged.id).toBe(refs.plannedOrder);
    expect(merged.employees.map((e) => e.id).sort()).toEqual(employees.map((e) => e.id).sort());
    expect(merged.employees).toHaveLength(refs.plannedCount);
  });

  it('is empty on a day nobody is planned, 404 for another company and 400 for a bad date', async () => {
    expect((await get(`/v1/resoureplanning/2020-01-01/werkbon/${refs.plannedOrder}/employees`)).json()).toEqual([]);
    expect(
      (await get(`/v1/resoureplanning/${refs.plannedDate}/werkbon/${refs.plannedOrder}/employees`, tokens.anna))
        .statusCode,
    ).toBe(404);
    expect((await get(`/v1/resoureplanning/2026-13-01/werkbon/${refs.plannedOrder}/employees`)).statusCode).toBe(400);
  });
});

describe('POST /v1/werkbon/{id}/signature', () => {
  it('stores a PNG signature and returns it with the order', async () => {
    const image = signaturePng();
    const response = await sign(refs.openOrder, image);
    expect(response.statusCode).toBe(200);
    expect(response.json().signature).toBe(image);
    const again = (await get(`/v1/werkbon/${refs.openOrder}`)).json() as WorkOrder;
    expect(again.signature).toBe(image);
    expect(Date.parse(again.signedAt!)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('accepts bare base64 too', async () => {
    const bare = signaturePng().split(',')[1]!;
    expect((await sign(refs.openOrder, bare)).statusCode).toBe(200);
  });

  it.each([
    [
      'a JPEG',
      `data:image/jpeg;base64,${Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]).toString('base64')}`,
      'NOT_A_PNG',
    ],
    ['text that is not base64', 'not an image!', 'NOT_A_PNG'],
    ['bytes that are not a PNG', Buffer.from('hello world, this is not a png at all').toString('base64'), 'NOT_A_PNG'],
  ])('refuses %s (400) and keeps the stored signature', async (_case, image, code) => {
    const before = ((await get(`/v1/werkbon/${refs.openOrder}`)).json() as WorkOrder).signature;
    const response = await sign(refs.openOrder, image);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe(code);
    expect(((await get(`/v1/werkbon/${refs.openOrder}`)).json() as WorkOrder).signature).toBe(before);
  });

  it('refuses a PNG over 512 KB (400)', async () => {
    // Noise does not compress: a 500x500 image of it is about 750 KB, within the body limit as base64.
    const image = new RgbImage(500, 500, [255, 255, 255]);
    image.pixels.set(randomBytes(image.pixels.length));
    const response = await sign(refs.openOrder, image.toPng().toString('base64'));
    expect(response.statusCode).toBe(400);
    // Refused by the body's length limit or, just under it, by the decoded size: either names the limit.
    expect(response.json().message).toContain('512 KB');
  });

  it('refuses a body id that is not the path id (400), a done order (409) and another company (404)', async () => {
    expect((await sign(refs.openOrder, signaturePng(), refs.openOrder + 1)).statusCode).toBe(400);
    const done = await sign(refs.doneOrder, signaturePng());
    expect(done.statusCode).toBe(409);
    expect(done.json()).toEqual({ code: 'WORK_ORDER_LOCKED', message: expect.any(String) });
    const acme = await ctx.app.inject({
      method: 'POST',
      url: `/v1/werkbon/${refs.openOrder}/signature`,
      headers: apiHeaders(tokens.anna),
      payload: { id: refs.openOrder, image: signaturePng() },
    });
    expect(acme.statusCode).toBe(404);
  });
});

describe('GET registrations of a day', () => {
  it('lists jan’s own registrations on a project that day, grouped by work', async () => {
    const response = await get(`/v1/project/${refs.projectWithHours}/registrations/${refs.projectHoursDate}`);
    expect(response.statusCode).toBe(200);
    const groups = response.json() as RegistrationGroup[];
    const hours = groups.flatMap((g) => [...g.budgets, ...g.otherCosts, ...g.variableCharges].flatMap((c) => c.hours));
    expect(hours.length).toBeGreaterThan(0);
    expect(hours.every((h) => h.date === refs.projectHoursDate && h.unit === 'uur')).toBe(true);
  });

  it('lists a booking made on a work order that day', async () => {
    await ctx.app.inject({
      method: 'POST',
      url: '/v1/invoer',
      headers: apiHeaders(tokens.jan),
      payload: {
        datum: '2026-03-10',
        medewerkerId: refs.jan,
        werkbonId: refs.openOrder,
        materialen: [{ aantal: 2, eenheid: 'stuks', omschrijving: 'Wartel 15 mm' }],
      },
    });
    const groups = (await get(`/v1/orders/${refs.openOrder}/registrations/2026-03-10`)).json() as RegistrationGroup[];
    const materials = groups.flatMap((g) => g.budgets.flatMap((c) => c.materials));
    expect(materials).toContainEqual(
      expect.objectContaining({ description: 'Wartel 15 mm', quantity: 2, unit: 'stuks', type: 1 }),
    );
  });

  it('answers 404 for another company’s project or order and 400 for a bad date', async () => {
    expect(
      (await get(`/v1/project/${refs.projectWithHours}/registrations/${refs.projectHoursDate}`, tokens.anna))
        .statusCode,
    ).toBe(404);
    expect((await get(`/v1/orders/${refs.openOrder}/registrations/2026-03-10`, tokens.anna)).statusCode).toBe(404);
    expect((await get(`/v1/orders/${refs.openOrder}/registrations/10-03-2026`)).statusCode).toBe(400);
  });
});
