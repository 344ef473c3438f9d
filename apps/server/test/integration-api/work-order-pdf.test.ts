import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiHeaders, signIn, useTestApp } from '../helpers/test-app';
import { addTestPhoto, readPdf, signatureDataUrl } from '../helpers/work-order-pdf';
import { keyHeaders, officeCompany, type OfficeCompany } from './registrations-fixtures';

/**
 * GET /integration/v1/work-orders/:externalId/pdf (docs/decisions/013-werkbon-documents.md): the office reads the
 * werkbon the app made, by its own id, with its key; another company's order is not found, and the OpenAPI document
 * says it is a PDF.
 */

const ctx = useTestApp();
let acme: OfficeCompany;
let other: OfficeCompany;

const getPdf = (externalId: string, key?: string) =>
  ctx.app.inject({
    method: 'GET',
    url: `/integration/v1/work-orders/${encodeURIComponent(externalId)}/pdf`,
    headers: key ? keyHeaders(key) : {},
  });

beforeAll(async () => {
  acme = await officeCompany(ctx.app, ctx.database.db, 'ACME');
  other = await officeCompany(ctx.app, ctx.database.db, 'OTHER');
  await ctx.database.db
    .updateTable('work_orders')
    .set({ customer: 'Familie de Vries', order_status: 4 })
    .where('id', '=', acme.order)
    .execute();
  await acme.hours({ onOrder: true, hours: 3.25 });
  await acme.material({ quantity: 4, unit: 'stuks', description: 'Beugel' });
  await addTestPhoto(ctx.app, acme.companyId, acme.order, acme.employee);
  await addTestPhoto(ctx.app, acme.companyId, acme.order, acme.employee, 200);
  // Signed while open, finished afterwards: the office reads the PDF of the locked order.
  await ctx.database.db.updateTable('work_orders').set({ order_status: 2 }).where('id', '=', acme.order).execute();
  const signed = await ctx.app.inject({
    method: 'POST',
    url: `/v1/werkbon/${acme.order}/signature`,
    headers: { ...apiHeaders(await signIn(ctx.app, 'ACME', 'jan')), 'idempotency-key': randomUUID() },
    payload: { id: acme.order, image: signatureDataUrl(), signerName: 'Piet de Vries' },
  });
  expect(signed.statusCode, signed.body).toBe(200);
  await ctx.database.db.updateTable('work_orders').set({ order_status: 4 }).where('id', '=', acme.order).execute();
});

describe('GET /integration/v1/work-orders/:externalId/pdf', () => {
  it("gives the office the signed, finished order's werkbon by its own id", async () => {
    const response = await getPdf('W-ACME', acme.key);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('inline; filename="werkbon-WB-ACME.pdf"');
    expect(response.headers['cache-control']).toBe('private, no-store');
    const pdf = await readPdf(response.rawPayload);
    expect(pdf.text).toContain('Werkbon WB-ACME');
    expect(pdf.text).toContain('Familie de Vries');
    expect(pdf.text).toMatch(/Totaal uren 3:15/);
    expect(pdf.text).toMatch(/4 stuks Beugel/);
    expect(pdf.text).toContain('Naam klant: Piet de Vries');
    // Two photos and the signature; the company has no logo.
    expect(pdf.images).toBe(3);
  });

  it("does not tell another company's order, an unknown one, nor one the office removed (404)", async () => {
    const theirs = await getPdf('W-OTHER', acme.key);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ code: 'WORK_ORDER_NOT_FOUND', message: expect.any(String) });
    expect((await getPdf('W-OTHER', other.key)).statusCode).toBe(200);
    expect((await getPdf('W-NOPE', acme.key)).statusCode).toBe(404);
    await ctx.database.db
      .updateTable('work_orders')
      .set({ deleted_at: new Date() })
      .where('id', '=', other.order)
      .execute();
    expect((await getPdf('W-OTHER', other.key)).statusCode).toBe(404);
  });

  it('refuses an externalId with a NUL or another control character with 400, never a 500', async () => {
    for (const externalId of ['W\u0000X', 'W\u0007X']) {
      const response = await getPdf(externalId, acme.key);
      expect(response.statusCode, JSON.stringify(externalId)).toBe(400);
      expect(response.json()).toEqual({ code: 'BAD_REQUEST', message: expect.stringContaining('params.externalId') });
    }
  });

  it('needs an integration key (401), and an app sign-in token is none', async () => {
    const without = await getPdf('W-ACME');
    expect(without.statusCode).toBe(401);
    expect(without.json()).toMatchObject({ code: 'MISSING_API_KEY' });
    const token = await signIn(ctx.app, 'ACME', 'jan');
    expect((await getPdf('W-ACME', token)).statusCode).toBe(401);
  });

  it('is in the OpenAPI document as a binary application/pdf answer', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/integration/v1/openapi.json' })).json() as {
      paths: Record<string, { get?: { responses: Record<string, { content?: Record<string, unknown> }> } }>;
    };
    const operation = document.paths['/integration/v1/work-orders/{externalId}/pdf']?.get;
    expect(operation).toBeDefined();
    expect(operation!.responses['200']!.content).toEqual({
      'application/pdf': { schema: { type: 'string', format: 'binary' } },
    });
    expect(Object.keys(operation!.responses)).toEqual(expect.arrayContaining(['401', '404']));
  });
});
