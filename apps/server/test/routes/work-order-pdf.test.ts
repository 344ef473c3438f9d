import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderWorkOrderPdf, workOrderPdfFilename, type WorkOrderDocument } from '../../src/lib/work-order-pdf/index';
import { logoPng } from '../../src/lib/pdf/logo';
import { officeCompany, type OfficeCompany } from '../integration-api/registrations-fixtures';
import { apiHeaders, signIn, useTestApp } from '../helpers/test-app';
import { addTestPhoto, dispositionFilename, readPdf, signatureDataUrl } from '../helpers/work-order-pdf';

/**
 * GET /v1/werkbon/:id/pdf (docs/decisions/013-werkbon-documents.md): the order's werkbon as the customer signed it, for
 * any employee of its company; a locked order still gives it, another company's order is not found.
 */

const ctx = useTestApp();
let acme: OfficeCompany;
let other: OfficeCompany;
const tokens = { acme: '', other: '' };
const orders = { unsigned: 0, locked: 0, long: 0 };

const newOrder = async (company: OfficeCompany, nummer: string, extra: { order_status?: number } = {}) =>
  (
    await ctx.database.db
      .insertInto('work_orders')
      .values({ company_id: company.companyId, nummer, customer: `Klant van ${nummer}`, ...extra })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

const getPdf = (id: number, token?: string) =>
  ctx.app.inject({ method: 'GET', url: `/v1/werkbon/${id}/pdf`, headers: apiHeaders(token) });

beforeAll(async () => {
  const db = ctx.database.db;
  acme = await officeCompany(ctx.app, db, 'ACME');
  other = await officeCompany(ctx.app, db, 'OTHER');
  tokens.acme = await signIn(ctx.app, 'ACME', 'jan');
  tokens.other = await signIn(ctx.app, 'OTHER', 'jan');
  await db
    .updateTable('work_orders')
    .set({
      customer: 'Familie de Vries',
      street: 'Dorpsstraat 12',
      postal: '3511 AB',
      city: 'Utrecht',
      description: 'Lekkage dakgoot',
      order_description: 'Dakgoot vervangen',
    })
    .where('id', '=', acme.order)
    .execute();
  const logo = await sharp({ create: { width: 300, height: 100, channels: 3, background: '#c0392b' } })
    .png()
    .toBuffer();
  await db
    .updateTable('companies')
    .set({ name: 'Bouwbedrijf Acme', logo, logo_mime: 'image/png' })
    .where('id', '=', acme.companyId)
    .execute();

  // 2:30 + 1:45 + 0:20 = 4:35 on the order; the hours on the project are not the order's.
  await acme.hours({ onOrder: true, hours: 2.5, date: '2026-03-10', remark: 'Goot gedemonteerd' });
  await acme.hours({ onOrder: true, hours: 1.75, date: '2026-03-11' });
  await acme.hours({ onOrder: true, hours: 20 / 60, date: '2026-03-11' });
  await acme.hours({ onOrder: false, hours: 7 });
  await acme.material({ quantity: 6, unit: 'm', description: 'Zinken mastgoot' });
  await acme.material({ quantity: 2.5, unit: 'm', description: 'Loodslab' });
  for (const shade of [40, 120, 200]) await addTestPhoto(ctx.app, acme.companyId, acme.order, acme.employee, shade);
  const signed = await ctx.app.inject({
    method: 'POST',
    url: `/v1/werkbon/${acme.order}/signature`,
    headers: { ...apiHeaders(tokens.acme), 'idempotency-key': randomUUID() },
    payload: { id: acme.order, image: signatureDataUrl(), signerName: 'Piet de Vries' },
  });
  expect(signed.statusCode, signed.body).toBe(200);

  orders.unsigned = await newOrder(acme, 'WB-OPEN');
  orders.locked = await newOrder(acme, 'WB-DICHT', { order_status: 4 });
  await db
    .insertInto('work_order_signatures')
    .values({
      company_id: acme.companyId,
      work_order_id: orders.locked,
      signature_png: Buffer.from(signatureDataUrl().split(',')[1]!, 'base64'),
      signer_name: 'Karel Klant',
      signed_at: new Date('2026-03-12T15:30:00Z'),
      signed_by: acme.employee,
    })
    .execute();
  orders.long = await newOrder(acme, 'WB-LANG');
  await db
    .insertInto('hour_registrations')
    .values(
      Array.from({ length: 70 }, (_, i) => ({
        company_id: acme.companyId,
        employee_id: acme.employee,
        date: `2026-03-${String(1 + (i % 28)).padStart(2, '0')}`,
        work_order_id: orders.long,
        hour_type_id: acme.hourType,
        hours: 1,
        remark: `Regel ${i + 1}`,
      })),
    )
    .execute();
});

describe('GET /v1/werkbon/:id/pdf', () => {
  it('answers the signed order as an inline PDF that no cache keeps', async () => {
    const response = await getPdf(acme.order, tokens.acme);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('inline; filename="werkbon-WB-ACME.pdf"');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it("holds the order, its customer, hours with their total, materials, the signer's name and every image", async () => {
    const pdf = await readPdf((await getPdf(acme.order, tokens.acme)).rawPayload);
    expect(pdf.pages).toHaveLength(1);
    expect(pdf.text).toContain('Werkbon WB-ACME');
    expect(pdf.text).toContain('Bouwbedrijf Acme');
    expect(pdf.text).toContain('Familie de Vries');
    expect(pdf.text).toContain('3511 AB Utrecht');
    expect(pdf.text).toContain('Dakgoot vervangen');
    expect(pdf.text).toContain('Jan Jansen');
    expect(pdf.text).toMatch(/10-03-2026 Jan Jansen Normaal 2:30 Goot gedemonteerd/);
    expect(pdf.text).toMatch(/Totaal uren 4:35/);
    // A row, not any '7:00': the signing time is today's clock and may read 17:00.
    expect(pdf.text).not.toMatch(/Normaal 7:00/);
    expect(pdf.text).toMatch(/10-03-2026 2,5 m Loodslab/);
    expect(pdf.text).toMatch(/Totaal 8,5 m/);
    expect(pdf.text).toMatch(/Naam klant: Piet de Vries/);
    expect(pdf.text).toMatch(/Getekend op: \d{1,2} \w+ 20\d\d om \d\d:\d\d/);
    expect(pdf.text).toContain('Pagina 1 van 1');
    // Three photos, the signature and the logo.
    expect(pdf.images).toBe(5);
  });

  it("an unsigned order says so, and without a logo the company's name stands alone", async () => {
    const response = await getPdf(orders.unsigned, tokens.acme);
    expect(response.statusCode).toBe(200);
    const pdf = await readPdf(response.rawPayload);
    expect(pdf.text).toContain('Werkbon WB-OPEN');
    expect(pdf.text).toContain('Niet getekend.');
    expect(pdf.text).toContain('Geen uren geregistreerd.');
    expect(pdf.text).toContain('Geen materiaal geregistreerd.');
    expect(pdf.images).toBe(1);

    const theirs = await readPdf((await getPdf(other.order, tokens.other)).rawPayload);
    expect(theirs.text).toContain('Werkbon WB-OTHER');
    expect(theirs.images).toBe(0);
  });

  it('still gives the PDF of a finished (locked) order, with its signature', async () => {
    const response = await getPdf(orders.locked, tokens.acme);
    expect(response.statusCode, response.body).toBe(200);
    const pdf = await readPdf(response.rawPayload);
    expect(pdf.text).toContain('Werkbon WB-DICHT');
    expect(pdf.text).toContain('Naam klant: Karel Klant');
    expect(pdf.text).toContain('Getekend op: 12 maart 2026 om 16:30');
    expect(pdf.images).toBe(2);
  });

  it('breaks 70 hour lines over pages with the header row on each and numbered pages', async () => {
    const pdf = await readPdf((await getPdf(orders.long, tokens.acme)).rawPayload);
    expect(pdf.pages.length).toBeGreaterThanOrEqual(2);
    pdf.pages.forEach((page, i) => expect(page).toContain(`Pagina ${i + 1} van ${pdf.pages.length}`));
    expect(pdf.pages[1]).toMatch(/Datum Medewerker Soort Uren Opmerking/);
    for (let line = 1; line <= 70; line++) expect(pdf.text).toContain(`Regel ${line} `);
    expect(pdf.text).toMatch(/Totaal uren 70:00/);
  });

  it("does not tell another company's order nor an unknown one (404)", async () => {
    const theirs = await getPdf(other.order, tokens.acme);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ code: 'WORK_ORDER_NOT_FOUND', message: expect.any(String) });
    expect((await getPdf(2_000_000_000, tokens.acme)).statusCode).toBe(404);
  });

  it('needs a signed-in employee (401)', async () => {
    expect((await getPdf(acme.order)).statusCode).toBe(401);
  });
});

describe('renderWorkOrderPdf', () => {
  const data = (): WorkOrderDocument => ({
    company: { name: 'Bouwbedrijf Acme', logo: null },
    order: {
      nummer: 'WB-1',
      customer: 'Klant',
      address: { name: '', street: '', postal: '', city: '', telephone: '' },
      externalReference: '',
      externalOrder: '',
      description: 'Één dakgoot, café',
      orderDescription: '',
    },
    employees: ['Jan Jansen'],
    hours: [{ id: 1, date: '2026-03-10', employee: 'Jan Jansen', hourType: 'Normaal', hours: 8, remark: '' }],
    materials: [],
    photos: [],
    signature: null,
    madeAt: new Date('2026-03-12T08:00:00Z'),
  });

  it('gives the same bytes for the same data: embedded fonts, dates from the data', async () => {
    const [first, second] = [await renderWorkOrderPdf(data()), await renderWorkOrderPdf(data())];
    expect(first.equals(second)).toBe(true);
    expect(first.toString('latin1')).toContain('DejaVuSans');
    expect(first.toString('latin1')).not.toContain('Helvetica');
    const pdf = await readPdf(first);
    expect(pdf.text).toContain('Één dakgoot, café');
    expect(pdf.text).toContain('Gemaakt op 12 maart 2026 om 09:00');
  });
});

describe('workOrderPdfFilename', () => {
  it('keeps letters, digits, dots and dashes of the order number', () => {
    expect(workOrderPdfFilename('WB-2026.001')).toBe('werkbon-WB-2026.001.pdf');
    expect(workOrderPdfFilename('WB "12"/3\r\nX')).toBe('werkbon-WB-12-3-X.pdf');
    expect(workOrderPdfFilename('Café')).toBe('werkbon-Cafe.pdf');
    expect(workOrderPdfFilename('""')).toBe('werkbon-onbekend.pdf');
    expect(dispositionFilename('inline; filename="werkbon-x.pdf"')).toBe('werkbon-x.pdf');
  });
});

describe('logoPng', () => {
  it('rasterizes an SVG logo to a PNG of 80 px high, and leaves out what is no image', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="100"><rect width="300" height="100" fill="#c33"/></svg>',
    );
    const png = await logoPng(svg, 'image/svg+xml');
    expect(png).toMatchObject({ width: 240, height: 80 });
    expect(png!.data.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(await logoPng(Buffer.from('not an image'), 'image/png')).toBeNull();
    expect(await logoPng(null, null)).toBeNull();
  });
});
