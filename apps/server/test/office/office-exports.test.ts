import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { officeCompany } from '../integration-api/registrations-fixtures';
import { signedInUser } from '../helpers/office';
import { apiHeaders, signIn, useTestApp } from '../helpers/test-app';
import { dispositionFilename, readPdf } from '../helpers/work-order-pdf';

// The office's exports: an employee's week as an urenstaat PDF, and the werkbonnen of a period as one ZIP.

const ctx = useTestApp();
const db = () => ctx.database.db;

/** Monday 9 November 2026: ISO week 46. */
const MONDAY = '2026-11-09';

async function exportingCompany(code: string) {
  const company = await officeCompany(ctx.app, db(), code);
  const ref = { id: company.companyId, code };
  const administratie = (await signedInUser(ctx.app, db(), ref, { role: 'administratie', name: 'Anne' })).office;
  const planner = (await signedInUser(ctx.app, db(), ref, { role: 'planner', name: 'Piet' })).office;
  const beheerder = (await signedInUser(ctx.app, db(), ref, { role: 'beheerder', name: 'Bert' })).office;
  const token = await signIn(ctx.app, code, 'jan');
  const phone = (url: string) => ctx.app.inject({ method: 'POST', url, headers: apiHeaders(token) });
  const pdfUrl = (monday = MONDAY, employee: number | string = company.employee) =>
    `/office/v1/weeks/${employee}/${monday}/pdf`;
  return { company, administratie, planner, beheerder, token, phone, pdfUrl };
}

describe('the urenstaat PDF of a week', () => {
  it('lists the hours, the totals against the working hours, the material and how far the approval got', async () => {
    const { company, administratie, planner, beheerder, phone, pdfUrl } = await exportingCompany('EXA');
    await db()
      .insertInto('company_working_hours')
      .values([1, 2, 3, 4, 5].map((weekday) => ({ company_id: company.companyId, weekday, hours: 8 })))
      .execute();
    await company.hours({ date: '2026-11-10', hours: 7.5, remark: 'Kabels getrokken' });
    await company.hours({ date: '2026-11-11', hours: 2, onOrder: true });
    await company.material({ date: '2026-11-11', quantity: 12, description: 'Lasdop' });

    const open = await planner.get(pdfUrl());
    expect(open.statusCode, open.body).toBe(200);
    expect(open.headers['content-type']).toBe('application/pdf');
    expect(open.headers['cache-control']).toBe('private, no-store');
    expect(dispositionFilename(open.headers['content-disposition'])).toBe('urenstaat-week-46-Jan-Jansen.pdf');
    const pdf = await readPdf(open.rawPayload);
    expect(pdf.text).toContain('Urenstaat week 46 – Jan Jansen');
    expect(pdf.text).toContain('ma 9 t/m zo 15 november 2026');
    expect(pdf.text).toMatch(/di 10-11-2026 EXA-P1 Nieuwbouw school Normaal 7:30 Kabels getrokken/);
    expect(pdf.text).toMatch(/wo 11-11-2026 WB-EXA Normaal 2:00/);
    // Tuesday against its 8 hours, and the week: 9:30 booked of 40:00.
    expect(pdf.text).toMatch(/di 10-11-2026 7:30 8:00 -0:30/);
    expect(pdf.text).toMatch(/Totaal week 9:30 40:00 -30:30/);
    expect(pdf.text).toMatch(/wo 11-11-2026 WB-EXA 12 Lasdop/);
    expect(pdf.text).toContain('Niet ingediend');
    expect(pdf.text).toContain('Pagina 1 van 1');

    expect((await phone(`/v1/weekindiening/${MONDAY}`)).statusCode).toBe(200);
    const submitted = await readPdf((await administratie.get(pdfUrl())).rawPayload);
    expect(submitted.text).toMatch(/Ingediend op \d\d-\d\d-20\d\d \d\d:\d\d, nog niet goedgekeurd/);

    const decide = (body: object) =>
      administratie.post(`/office/v1/weeks/${company.employee}/${MONDAY}/decision`, body);
    expect((await decide({ decision: 'send-back', reason: 'Mist vrijdag' })).statusCode).toBe(200);
    const sentBack = await readPdf((await beheerder.get(pdfUrl())).rawPayload);
    expect(sentBack.text).toContain('Teruggestuurd: Mist vrijdag');

    await phone(`/v1/weekindiening/${MONDAY}`);
    expect((await decide({ decision: 'approve' })).statusCode).toBe(200);
    const approved = await readPdf((await planner.get(pdfUrl())).rawPayload);
    expect(approved.text).toMatch(/Goedgekeurd door Anne op \d\d-\d\d-20\d\d \d\d:\d\d/);
  });

  it('says so for a week without hours', async () => {
    const { planner, pdfUrl } = await exportingCompany('EXB');
    const response = await planner.get(pdfUrl('2026-11-16'));
    expect(response.statusCode, response.body).toBe(200);
    const pdf = await readPdf(response.rawPayload);
    expect(pdf.text).toContain('Urenstaat week 47 – Jan Jansen');
    expect(pdf.text).toContain('ma 16 t/m zo 22 november 2026');
    expect(pdf.text).toContain('Geen uren geregistreerd.');
    expect(pdf.text).toMatch(/Totaal week 0:00 0:00 0:00/);
  });

  it('answers a bad Monday 400, another company’s employee 404 and the field 401', async () => {
    const { planner, pdfUrl, token } = await exportingCompany('EXC');
    const other = await exportingCompany('EXD');
    for (const monday of ['2026-11-10', '2026-13-02', 'maandag']) {
      const response = await planner.get(pdfUrl(monday));
      expect(response.statusCode, monday).toBe(400);
      expect(response.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    }
    expect((await planner.get(pdfUrl(MONDAY, 'jan'))).statusCode).toBe(400);
    const foreign = await planner.get(other.pdfUrl());
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('EMPLOYEE_NOT_FOUND');
    const field = await ctx.app.inject({ method: 'GET', url: pdfUrl(), headers: apiHeaders(token) });
    expect(field.statusCode).toBe(401);
  });
});

describe('the werkbonnen as one ZIP', () => {
  const ZIP_URL = '/office/v1/work-orders/pdf-zip';

  async function ordersOf(code: string) {
    const exporting = await exportingCompany(code);
    const second = await db()
      .insertInto('work_orders')
      .values({ company_id: exporting.company.companyId, nummer: `WB-${code}-2`, customer: 'Fam. de Vries' })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { ...exporting, orders: [exporting.company.order, second.id] };
  }

  it('holds one werkbon PDF per order, for every office role', async () => {
    const { administratie, planner, beheerder, company, orders } = await ordersOf('EXE');
    await company.hours({ date: '2026-11-10', hours: 3, onOrder: true });
    for (const office of [planner, administratie, beheerder]) {
      // Twice the same id gives one PDF.
      const response = await office.post(ZIP_URL, { workOrderIds: [...orders, orders[0]] });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('application/zip');
      expect(response.headers['content-disposition']).toBe('attachment; filename="werkbonnen.zip"');
      const entries = unzipSync(new Uint8Array(response.rawPayload));
      expect(Object.keys(entries).sort()).toEqual(['werkbon-WB-EXE-2.pdf', 'werkbon-WB-EXE.pdf']);
      for (const data of Object.values(entries)) expect(Buffer.from(data.subarray(0, 5)).toString()).toBe('%PDF-');
    }
    const response = await planner.post(ZIP_URL, { workOrderIds: [orders[0]] });
    const first = await readPdf(unzipSync(new Uint8Array(response.rawPayload))['werkbon-WB-EXE.pdf']!);
    expect(first.text).toContain('Werkbon WB-EXE');
    expect(first.text).toMatch(/Totaal uren 3:00/);
  });

  it('names two orders of the same number apart', async () => {
    const { planner, company } = await ordersOf('EXF');
    const twin = await db()
      .insertInto('work_orders')
      .values({ company_id: company.companyId, nummer: 'WB/EXF' })
      .returning('id')
      .executeTakeFirstOrThrow();
    // 'WB/EXF' and 'WB-EXF' are two numbers, but both make werkbon-WB-EXF.pdf.
    const ids = [company.order, twin.id];
    const response = await planner.post(ZIP_URL, { workOrderIds: ids });
    expect(response.statusCode, response.body).toBe(200);
    const names = Object.keys(unzipSync(new Uint8Array(response.rawPayload)));
    expect(names).toHaveLength(ids.length);
    expect(names).toContain('werkbon-WB-EXF (2).pdf');
  });

  it('refuses the whole ZIP for an order that is not the company’s, naming it', async () => {
    const { planner, orders } = await ordersOf('EXG');
    const other = await ordersOf('EXH');
    const response = await planner.post(ZIP_URL, { workOrderIds: [orders[0], other.orders[1], 999_999] });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'WORK_ORDER_NOT_FOUND' });
    expect(response.json().message).toContain(`${other.orders[1]}, 999999`);
    expect(response.json().message).not.toContain(String(orders[0]));
  });

  it('answers bad input 400, naming the field', async () => {
    const { planner, token, orders } = await ordersOf('EXI');
    const tooMany = Array.from({ length: 201 }, (_, i) => i + 1);
    for (const body of [
      {},
      { workOrderIds: [] },
      { workOrderIds: tooMany },
      { workOrderIds: ['1'] },
      { workOrderIds: [0] },
      { workOrderIds: [1.5] },
      { workOrderIds: 7 },
      { workOrderIds: [orders[0]], extra: true },
    ]) {
      const response = await planner.post(ZIP_URL, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message, JSON.stringify(body)).toMatch(/workOrderIds|extra/);
    }
    const field = await ctx.app.inject({
      method: 'POST',
      url: ZIP_URL,
      headers: apiHeaders(token),
      payload: { workOrderIds: orders },
    });
    // Refused before the token is read: the office's writes come from its own page only.
    expect([401, 403]).toContain(field.statusCode);
  });
});
