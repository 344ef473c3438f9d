import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createEmployee } from '../helpers/fixtures';
import { createOfficeUser, OfficeBrowser } from '../helpers/office';
import { testImage } from '../helpers/photos';
import { apiHeaders, signIn, useTestApp } from '../helpers/test-app';
import { dispositionFilename, readPdf, signatureDataUrl } from '../helpers/work-order-pdf';

/** A work order's page in the console shows what the field booked and made on it, through the field's own API. */

const ctx = useTestApp();
const db = () => ctx.database.db;

const ids = { order: 0, unsigned: 0, jan: 0, hourType: 0, photo: 0, otherOrder: 0, otherPhoto: 0 };
let office: OfficeBrowser;
let other: OfficeBrowser;

async function officeOf(code: string, role: 'beheerder' | 'administratie') {
  const company = await createCompany(db(), { code });
  const email = `${role}@${code.toLowerCase()}.example`;
  await createOfficeUser(db(), { companyId: company.id, email, role });
  const browser = new OfficeBrowser(ctx.app);
  await browser.signIn(code, email);
  return { company, browser };
}

/** A console-made order with the employee planned on it, and the id the office got back. */
async function createOrder(browser: OfficeBrowser, number: string, employeeIds: number[]) {
  const created = await browser.post('/office/v1/work-orders', {
    number,
    customer: 'Fam. Jansen',
    description: 'Storing cv-ketel',
    startDate: '2026-03-10',
    endDate: '2026-03-12',
    employeeIds,
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().id as number;
}

const field = (token: string, method: 'POST', url: string, payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method, url, headers: { ...apiHeaders(token), ...headers }, payload: payload as string });

async function uploadPhoto(token: string, orderId: number) {
  const response = await field(token, 'POST', `/v1/werkbon/${orderId}/photos`, await testImage(400, 300, 'jpeg'), {
    'content-type': 'image/jpeg',
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as number;
}

beforeAll(async () => {
  const own = await officeOf('WBREC', 'beheerder');
  office = own.browser;
  const jan = await createEmployee(db(), {
    companyId: own.company.id,
    username: 'jan',
    firstName: 'Jan',
    lastName: 'Jansen',
    registratie_rechten: 1,
  });
  ids.jan = jan.id;
  ids.hourType = (
    await db()
      .insertInto('hour_types')
      .values({ company_id: own.company.id, omschrijving: 'Normaal' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  ids.order = await createOrder(office, 'WB-100', [jan.id]);
  ids.unsigned = await createOrder(office, 'WB-101', [jan.id]);

  const token = await signIn(ctx.app, 'WBREC', 'jan');
  const book = (datum: string, aantal: number, opmerking: string, materialen: unknown[]) =>
    field(token, 'POST', '/v1/invoer', {
      datum,
      medewerkerId: jan.id,
      projectId: 0,
      werkbonId: ids.order,
      werkId: 0,
      budgetId: 0,
      stelpostId: 0,
      uursoortId: ids.hourType,
      aantal,
      opmerking,
      omschrijving: '',
      percentage: null,
      materialen,
    });
  for (const response of [
    await book('2026-03-11', 1.25, 'Ketel ontlucht', []),
    await book('2026-03-10', 2.5, 'Leiding vervangen', [
      { aantal: 3, eenheid: 'm1', omschrijving: 'Koperbuis 15 mm' },
      { aantal: 1.5, eenheid: 'm1', omschrijving: 'Isolatie' },
      { aantal: 2, eenheid: 'stuks', omschrijving: 'Knelkoppeling' },
    ]),
  ])
    expect(response.statusCode, response.body).toBe(201);
  ids.photo = await uploadPhoto(token, ids.order);
  const signed = await field(token, 'POST', `/v1/werkbon/${ids.order}/signature`, {
    id: ids.order,
    image: signatureDataUrl(),
    signerName: 'K. de Klant',
  });
  expect(signed.statusCode, signed.body).toBe(200);

  const stranger = await officeOf('WBANDER', 'beheerder');
  other = stranger.browser;
  const piet = await createEmployee(db(), { companyId: stranger.company.id, username: 'piet', registratie_rechten: 1 });
  ids.otherOrder = await createOrder(other, 'WB-900', [piet.id]);
  ids.otherPhoto = await uploadPhoto(await signIn(ctx.app, 'WBANDER', 'piet'), ids.otherOrder);
});

const records = (id: number, what: string, browser = office) => browser.get(`/office/v1/work-orders/${id}/${what}`);

describe('a work order’s registrations in the console', () => {
  it('lists what the field booked on the order, oldest first, with who, type, remark and totals', async () => {
    const response = await records(ids.order, 'registrations');
    expect(response.statusCode, response.body).toBe(200);
    const jan = { id: ids.jan, name: 'Jan Jansen' };
    const common = { employee: jan, validated: false };
    expect(response.json()).toEqual({
      registrations: [
        {
          ...common,
          id: expect.any(Number),
          kind: 'hours',
          date: '2026-03-10',
          quantity: 2.5,
          unit: 'uur',
          type: 'Normaal',
          description: '',
          remark: 'Leiding vervangen',
        },
        {
          ...common,
          id: expect.any(Number),
          kind: 'material',
          date: '2026-03-10',
          quantity: 3,
          unit: 'm1',
          type: '',
          description: 'Koperbuis 15 mm',
          remark: '',
        },
        {
          ...common,
          id: expect.any(Number),
          kind: 'material',
          date: '2026-03-10',
          quantity: 1.5,
          unit: 'm1',
          type: '',
          description: 'Isolatie',
          remark: '',
        },
        {
          ...common,
          id: expect.any(Number),
          kind: 'material',
          date: '2026-03-10',
          quantity: 2,
          unit: 'stuks',
          type: '',
          description: 'Knelkoppeling',
          remark: '',
        },
        {
          ...common,
          id: expect.any(Number),
          kind: 'hours',
          date: '2026-03-11',
          quantity: 1.25,
          unit: 'uur',
          type: 'Normaal',
          description: '',
          remark: 'Ketel ontlucht',
        },
      ],
      totals: {
        hours: 3.75,
        otherCosts: 0,
        materials: [
          { unit: 'm1', quantity: 4.5 },
          { unit: 'stuks', quantity: 2 },
        ],
      },
    });
  });

  it('shows the validated flag the office set, and an order without bookings as empty', async () => {
    await db().updateTable('hour_registrations').set({ validated: 1 }).where('work_order_id', '=', ids.order).execute();
    const hours = (await records(ids.order, 'registrations'))
      .json()
      .registrations.filter((r: { kind: string }) => r.kind === 'hours');
    expect(hours.map((r: { validated: boolean }) => r.validated)).toEqual([true, true]);
    await db().updateTable('hour_registrations').set({ validated: 0 }).where('work_order_id', '=', ids.order).execute();
    expect((await records(ids.unsigned, 'registrations')).json()).toEqual({
      registrations: [],
      totals: { hours: 0, otherCosts: 0, materials: [] },
    });
  });

  it('counts an other cost (an hour row with an other-cost type, as the package books it) apart from hours', async () => {
    const company = await db()
      .selectFrom('companies')
      .select('id')
      .where('code', '=', 'WBREC')
      .executeTakeFirstOrThrow();
    const type = await db()
      .insertInto('other_cost_types')
      .values({ company_id: company.id, omschrijving: 'Parkeerkosten' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const row = await db()
      .insertInto('hour_registrations')
      .values({
        company_id: company.id,
        employee_id: ids.jan,
        date: '2026-03-12',
        hours: 12.5,
        remark: 'Garage',
        other_cost_type_id: type.id,
        work_order_id: ids.order,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const answer = (await records(ids.order, 'registrations')).json();
    expect(answer.registrations.at(-1)).toMatchObject({ id: row.id, kind: 'otherCosts', type: 'Parkeerkosten' });
    expect(answer.totals).toMatchObject({ hours: 3.75, otherCosts: 12.5 });
    await db().deleteFrom('hour_registrations').where('id', '=', row.id).execute();
  });

  it('is read by the administratie role too', async () => {
    const company = await db()
      .selectFrom('companies')
      .select('id')
      .where('code', '=', 'WBREC')
      .executeTakeFirstOrThrow();
    await createOfficeUser(db(), { companyId: company.id, email: 'admin@wbrec.example', role: 'administratie' });
    const admin = new OfficeBrowser(ctx.app);
    await admin.signIn('WBREC', 'admin@wbrec.example');
    expect((await records(ids.order, 'registrations', admin)).json().totals.hours).toBe(3.75);
  });
});

describe('a work order’s photos in the console', () => {
  it('lists the photos with who took them, and sends each as a JPEG and a thumbnail', async () => {
    const list = await records(ids.order, 'photos');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toEqual({
      photos: [{ id: ids.photo, takenAt: expect.any(String), employeeName: 'Jan Jansen', width: 400, height: 300 }],
    });
    const photo = await records(ids.order, `photos/${ids.photo}`);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(photo.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(await sharp(photo.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 400, height: 300 });
    const thumbnail = await records(ids.order, `photos/${ids.photo}/thumbnail`);
    expect(thumbnail.headers['content-type']).toBe('image/jpeg');
    const small = await sharp(thumbnail.rawPayload).metadata();
    expect(small.width).toBeLessThanOrEqual(400);
    expect(thumbnail.rawPayload.equals(photo.rawPayload)).toBe(false);
  });

  it('answers 404 for a photo of another order, and the same order’s list for none', async () => {
    const response = await records(ids.unsigned, `photos/${ids.photo}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'PHOTO_NOT_FOUND', message: expect.any(String) });
    expect((await records(ids.unsigned, 'photos')).json()).toEqual({ photos: [] });
  });
});

describe('a work order’s werkbon in the console', () => {
  it('sends the werkbon PDF the field and the integration make, inline and never cached', async () => {
    const response = await records(ids.order, 'pdf');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(String(response.headers['content-disposition'])).toMatch(/^inline; /);
    expect(dispositionFilename(response.headers['content-disposition'])).toBe('werkbon-WB-100.pdf');
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pdf = await readPdf(response.rawPayload);
    expect(pdf.text).toContain('WB-100');
    expect(pdf.text).toContain('K. de Klant');
  });

  it('tells who signed, when, and who had it signed; an unsigned order says null', async () => {
    const signed = (await records(ids.order, 'signature')).json();
    expect(signed).toEqual({
      signature: { signedAt: expect.any(String), signerName: 'K. de Klant', employeeName: 'Jan Jansen' },
    });
    expect(Date.parse(signed.signature.signedAt)).toBeGreaterThan(Date.now() - 10 * 60_000);
    expect((await records(ids.unsigned, 'signature')).json()).toEqual({ signature: null });
  });

  it('shows in the list of work orders whether each was signed', async () => {
    const { workOrders } = (await office.get('/office/v1/work-orders')).json();
    const signedOf = (id: number) => workOrders.find((order: { id: number }) => order.id === id)?.signed;
    expect([signedOf(ids.order), signedOf(ids.unsigned)]).toEqual([true, false]);
  });
});

describe('what the console refuses', () => {
  const WHAT = ['registrations', 'photos', 'signature', 'pdf'];

  it('answers 404 for another company’s order and its photo, with nothing of it in the answer', async () => {
    for (const what of [...WHAT, `photos/${ids.otherPhoto}`, `photos/${ids.otherPhoto}/thumbnail`]) {
      const response = await records(ids.otherOrder, what);
      expect(response.statusCode, what).toBe(404);
      expect(response.json()).toEqual({ code: 'WORK_ORDER_NOT_FOUND', message: expect.any(String) });
      expect(response.body).not.toContain('WB-900');
    }
    // Its own order's photo id under one's own order is no way in either.
    expect((await records(ids.order, `photos/${ids.otherPhoto}`)).statusCode).toBe(404);
    // The other company sees its own.
    expect((await records(ids.otherOrder, 'photos', other)).json().photos).toHaveLength(1);
  });

  it('answers 404 for an unknown order and 400 naming the field for an id that is none', async () => {
    for (const what of WHAT) {
      expect((await records(2_000_000_000, what)).statusCode).toBe(404);
      const bad = await office.get(`/office/v1/work-orders/abc/${what}`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toMatch(/id/);
    }
    const badPhoto = await records(ids.order, 'photos/0');
    expect(badPhoto.statusCode).toBe(400);
    expect(badPhoto.json().message).toMatch(/photoId/);
  });

  it('needs an office session: none, or a field token, is 401', async () => {
    for (const what of WHAT) {
      const url = `/office/v1/work-orders/${ids.order}/${what}`;
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      const token = await signIn(ctx.app, 'WBREC', 'jan');
      expect((await ctx.app.inject({ method: 'GET', url, headers: apiHeaders(token) })).statusCode).toBe(401);
    }
  });

  it('is removed with its order: a removed order answers 404', async () => {
    await db().updateTable('work_orders').set({ deleted_at: new Date() }).where('id', '=', ids.unsigned).execute();
    for (const what of WHAT) expect((await records(ids.unsigned, what)).statusCode).toBe(404);
    await db().updateTable('work_orders').set({ deleted_at: null }).where('id', '=', ids.unsigned).execute();
  });
});
