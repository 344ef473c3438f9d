import type { OfficeRole } from '@bouwwerk/domain';
import ExcelJS from 'exceljs';
import { unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { createCompany, createEmployee } from '../helpers/fixtures';
import { signedInCompany, type OfficeBrowser } from '../helpers/office';
import { apiHeaders, signIn, useTestApp } from '../helpers/test-app';
import { zipOf } from '../helpers/zip';

const ctx = useTestApp();
const db = () => ctx.database.db;

const CSV = 'text/csv';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const companyWith = (code: string, role: OfficeRole = 'planner') => signedInCompany(ctx.app, db(), code, { role });

const LINE = {
  parentGroupCode: '10',
  parentGroupDescription: 'Elektra',
  groupCode: '10.20',
  groupDescription: 'Kabels',
  code: 'K-3X2.5',
  description: 'Installatiekabel 3x2,5 mm²',
  unit: 'm1',
  quantity: 1,
};

const insertLine = (companyId: number, values: Partial<Record<string, string | number | null>> = {}) =>
  db()
    .insertInto('materials')
    .values({
      company_id: companyId,
      parent_group_code: '10',
      group_code: '10.20',
      code: 'A-1',
      description: 'Kabelgoot',
      unit: 'm1',
      quantity: 0,
      ...values,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

const upload = (office: OfficeBrowser, url: string, type: string, body: Buffer | string) =>
  office.request({ method: 'POST', url, payload: body, headers: { 'content-type': type } });

const catalogueRows = (companyId: number) =>
  db()
    .selectFrom('materials')
    .select(['code', 'description', 'unit', 'quantity'])
    .where('company_id', '=', companyId)
    .orderBy('code')
    .execute();

const HEADER = ['Hoofdgroep', 'Groep', 'Artikelnummer', 'Omschrijving', 'Eenheid', 'Aantal', 'Prijs'];
/** One new line, one changed, one unchanged (B-2), one refused (a unit not in the list), one managed (M-1). */
const FILE_ROWS = [
  ['10', '10.20', 'N-1', 'Nieuwe kabel', 'm1', '2,5', '9.95'],
  ['10', '10.20', 'A-1', 'Kabelgoot 60 mm', 'm1', '0', '4'],
  ['10', '10.20', 'B-2', 'Lasdoos', 'stuks', '1', '1'],
  ['10', '10.20', 'C-3', 'Schroef', 'zak', '1', '1'],
  ['10', '10.20', 'M-1', 'Van het pakket', 'stuks', '1', '1'],
];
const csvOf = (rows: string[][]) => [HEADER, ...rows].map((row) => row.join(';')).join('\r\n');

async function xlsxOf(rows: Array<Array<string | number>>) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Catalogus');
  sheet.addRow(HEADER);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * The workbook zipped again as some tools do: the shared strings, then the sheet, and the workbook part last.
 */
async function workbookPartLast(file: Promise<Buffer>) {
  const {
    'xl/sharedStrings.xml': sharedStrings,
    'xl/worksheets/sheet1.xml': sheet,
    'xl/workbook.xml': workbook,
    ...rest
  } = unzipSync(new Uint8Array(await file));
  return Buffer.from(
    zipSync({
      ...rest,
      'xl/sharedStrings.xml': sharedStrings!,
      'xl/worksheets/sheet1.xml': sheet!,
      'xl/workbook.xml': workbook!,
    }),
  );
}

async function catalogueToImportInto(companyId: number) {
  const changed = await insertLine(companyId, { code: 'A-1', description: 'Kabelgoot' });
  await insertLine(companyId, { code: 'B-2', description: 'Lasdoos', unit: 'stuks', quantity: 1 });
  await insertLine(companyId, { code: 'M-1', description: 'Van het pakket', unit: 'stuks', external_id: 'PKG-1' });
  return changed.id;
}

describe('the material catalogue in the office console', () => {
  it('lists a page at a time with a search, makes, changes and removes a line', async () => {
    const { company, office } = await companyWith('MAT');
    for (let i = 0; i < 60; i++)
      await insertLine(company.id, { code: `L-${String(i).padStart(2, '0')}`, description: `Lijn ${i}` });
    await insertLine(company.id, { code: 'GOOT', description: 'Kabelgoot 100% zink' });

    const first = (await office.get('/office/v1/materials')).json();
    expect(first).toMatchObject({ total: 61, page: 1, pageSize: 50 });
    expect(first.materials).toHaveLength(50);
    expect((await office.get('/office/v1/materials?page=2')).json().materials).toHaveLength(11);
    const found = (await office.get('/office/v1/materials?search=zink%20100%25')).json();
    expect(found.total).toBe(1);
    expect(found.materials[0]).toMatchObject({ code: 'GOOT', externalId: null });
    // % and _ are searched as themselves.
    expect((await office.get('/office/v1/materials?search=_')).json().total).toBe(0);

    const created = await office.post('/office/v1/materials', LINE);
    expect(created.statusCode, created.body).toBe(201);
    const line = created.json();
    expect(line).toMatchObject({ ...LINE, externalId: null });
    const changed = await office.put(`/office/v1/materials/${line.id}`, { ...LINE, quantity: 2.5, unit: 'm2' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ quantity: 2.5, unit: 'm2' });

    const removed = await office.delete(`/office/v1/materials/${line.id}`);
    expect(removed.statusCode).toBe(204);
    expect((await office.get(`/office/v1/materials?search=${LINE.code}`)).json().total).toBe(0);

    // Only the lines: the catalogue's last-modified, moved by each write, is no change of the company's.
    const actions = await db()
      .selectFrom('audit_log')
      .select(['action', 'actor_name'])
      .where('company_id', '=', company.id)
      .orderBy('id')
      .execute();
    expect(actions).toEqual([
      { action: 'materials.insert', actor_name: 'Piet' },
      { action: 'materials.update', actor_name: 'Piet' },
      { action: 'materials.delete', actor_name: 'Piet' },
    ]);
  });

  it('refuses bad input naming the field, the package’s lines (409), another company’s (404), and writes for administratie (403)', async () => {
    const { company, office } = await companyWith('MATB');
    const bad = await office.post('/office/v1/materials', { ...LINE, unit: 'vat' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('unit');
    const noDescription = await office.post('/office/v1/materials', { ...LINE, description: '' });
    expect(noDescription.statusCode).toBe(400);
    expect(noDescription.json().message).toContain('description');
    expect((await office.get('/office/v1/materials?page=0')).statusCode).toBe(400);

    const managed = await insertLine(company.id, { external_id: 'PKG-9' });
    expect((await office.put(`/office/v1/materials/${managed.id}`, LINE)).statusCode).toBe(409);
    expect((await office.delete(`/office/v1/materials/${managed.id}`)).json().code).toBe('MANAGED_BY_INTEGRATION');

    const other = await createCompany(db(), { code: 'ANDER' });
    const theirs = await insertLine(other.id, { code: 'GEHEIM', description: 'Van een ander' });
    expect((await office.put(`/office/v1/materials/${theirs.id}`, LINE)).statusCode).toBe(404);
    expect((await office.delete(`/office/v1/materials/${theirs.id}`)).statusCode).toBe(404);
    expect((await office.get('/office/v1/materials?search=GEHEIM')).json()).toMatchObject({ total: 0, materials: [] });
    expect(await catalogueRows(other.id)).toEqual([
      { code: 'GEHEIM', description: 'Van een ander', unit: 'm1', quantity: 0 },
    ]);

    const { office: administratie } = await companyWith('MATC', 'administratie');
    expect((await administratie.get('/office/v1/materials')).statusCode).toBe(200);
    expect((await administratie.post('/office/v1/materials', LINE)).statusCode).toBe(403);
    expect((await upload(administratie, '/office/v1/materials/import', CSV, csvOf(FILE_ROWS))).statusCode).toBe(403);
  });

  it.each([
    ['CSV', CSV, async () => Buffer.from(csvOf(FILE_ROWS)), 'CSV'],
    ['XLSX', XLSX, () => xlsxOf(FILE_ROWS), 'XLSX'],
    ['XLSX zipped with its workbook part last', XLSX, () => workbookPartLast(xlsxOf(FILE_ROWS)), 'LAST'],
  ])('previews a %s file row by row and writes nothing', async (_name, type, file, code) => {
    const { company, office } = await companyWith(`PREV-${code}`);
    const changedId = await catalogueToImportInto(company.id);
    const before = await catalogueRows(company.id);
    const modified = (
      await db()
        .selectFrom('companies')
        .select('materials_modified_at')
        .where('id', '=', company.id)
        .executeTakeFirstOrThrow()
    ).materials_modified_at;

    const preview = await upload(office, '/office/v1/materials/import/preview', type, await file());
    expect(preview.statusCode, preview.body).toBe(200);
    const report = preview.json();
    expect(report).toMatchObject({
      applied: false,
      counts: { create: 1, change: 1, unchanged: 1, refused: 2 },
      ignoredColumns: ['Prijs'],
    });
    expect(report.rows).toEqual([
      { row: 2, action: 'create', id: null, code: 'N-1', description: 'Nieuwe kabel', changes: [], reasons: [] },
      {
        row: 3,
        action: 'change',
        id: changedId,
        code: 'A-1',
        description: 'Kabelgoot 60 mm',
        changes: ['description'],
        reasons: [],
      },
      {
        row: 5,
        action: 'refused',
        id: null,
        code: 'C-3',
        description: 'Schroef',
        changes: [],
        reasons: [
          { reason: 'invalid', field: 'unit', column: 'Eenheid', message: expect.stringContaining('must be one of') },
        ],
      },
      {
        row: 6,
        action: 'refused',
        id: expect.any(Number),
        code: 'M-1',
        description: 'Van het pakket',
        changes: [],
        reasons: [expect.objectContaining({ reason: 'managed', field: null })],
      },
    ]);
    expect(await catalogueRows(company.id)).toEqual(before);
    const after = (
      await db()
        .selectFrom('companies')
        .select('materials_modified_at')
        .where('id', '=', company.id)
        .executeTakeFirstOrThrow()
    ).materials_modified_at;
    expect(after).toEqual(modified);
  });

  it('refuses a row without an article number, and one whose number the file has twice', async () => {
    const { office } = await companyWith('DUBBEL');
    const csv = csvOf([
      ['10', '10.20', '', 'Zonder nummer', 'm1', '1', ''],
      ['10', '10.20', 'D-1', 'Eerste', 'm1', '1', ''],
      ['10', '10.20', 'D-1', 'Tweede', 'm1', '1', ''],
    ]);
    const report = (await upload(office, '/office/v1/materials/import/preview', CSV, csv)).json();
    expect(report.counts).toEqual({ create: 1, change: 0, unchanged: 0, refused: 2 });
    expect(
      report.rows.map((r: { row: number; reasons: Array<{ reason: string }> }) => [r.row, r.reasons[0]?.reason]),
    ).toEqual([
      [2, 'no-code'],
      [3, undefined],
      [4, 'duplicate'],
    ]);
  });

  it('imports in one transaction: the catalogue changes, its last-modified moves, the phones fetch it again', async () => {
    const { company, office } = await companyWith('IMP');
    await catalogueToImportInto(company.id);
    await createEmployee(db(), { companyId: company.id, username: 'jan' });
    const token = await signIn(ctx.app, 'IMP', 'jan');
    const catalogue = await ctx.app.inject({ method: 'GET', url: '/v1/materialen', headers: apiHeaders(token) });
    expect(catalogue.statusCode).toBe(200);
    const etag = String(catalogue.headers.etag);
    const unchanged = await ctx.app.inject({
      method: 'GET',
      url: '/v1/materialen',
      headers: { ...apiHeaders(token), 'if-none-match': etag },
    });
    expect(unchanged.statusCode).toBe(304);

    const imported = await upload(office, '/office/v1/materials/import', XLSX, await xlsxOf(FILE_ROWS));
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toMatchObject({
      applied: true,
      counts: { create: 1, change: 1, unchanged: 1, refused: 2 },
    });
    expect(imported.json().rows.map((r: { code: string }) => r.code)).toEqual(['C-3', 'M-1']);
    expect(await catalogueRows(company.id)).toEqual([
      { code: 'A-1', description: 'Kabelgoot 60 mm', unit: 'm1', quantity: 0 },
      { code: 'B-2', description: 'Lasdoos', unit: 'stuks', quantity: 1 },
      { code: 'M-1', description: 'Van het pakket', unit: 'stuks', quantity: 0 },
      { code: 'N-1', description: 'Nieuwe kabel', unit: 'm1', quantity: 2.5 },
    ]);

    const refetched = await ctx.app.inject({
      method: 'GET',
      url: '/v1/materialen',
      headers: { ...apiHeaders(token), 'if-none-match': etag },
    });
    expect(refetched.statusCode).toBe(200);
    expect(JSON.stringify(refetched.json())).toContain('Nieuwe kabel');

    const entries = await db()
      .selectFrom('audit_log')
      .select(['action', 'actor_name'])
      .where('company_id', '=', company.id)
      .where('target_table', '=', 'materials')
      .orderBy('id')
      .execute();
    expect(entries).toEqual([
      { action: 'materials.insert', actor_name: 'Piet' },
      { action: 'materials.update', actor_name: 'Piet' },
    ]);

    // The same file again changes nothing, and the phones keep their copy.
    const etagAfter = String(refetched.headers.etag);
    const again = await upload(office, '/office/v1/materials/import', XLSX, await xlsxOf(FILE_ROWS));
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().counts).toEqual({ create: 0, change: 0, unchanged: 3, refused: 2 });
    const kept = await ctx.app.inject({
      method: 'GET',
      url: '/v1/materialen',
      headers: { ...apiHeaders(token), 'if-none-match': etagAfter },
    });
    expect(kept.statusCode).toBe(304);
  });

  it('refuses another type (415), a file too large (413) and one it cannot read (400), writing nothing', async () => {
    const { company, office } = await companyWith('FILE');
    const url = '/office/v1/materials/import';
    const json = await office.post(url, { rows: [] });
    expect(json.statusCode).toBe(415);
    expect(json.json().code).toBe('FILE_TYPE_UNSUPPORTED');
    expect((await upload(office, url, 'application/pdf', '%PDF-1.4')).statusCode).toBe(415);

    const large = await upload(office, url, CSV, Buffer.alloc(10 * 1024 * 1024 + 1, 'a'));
    expect(large.statusCode).toBe(413);
    expect(large.json().code).toBe('FILE_TOO_LARGE');
    const manyRows = csvOf(Array.from({ length: 20_001 }, (_, i) => ['10', '10.20', `R-${i}`, 'Regel', 'm1', '1', '']));
    expect((await upload(office, url, CSV, manyRows)).statusCode).toBe(413);

    const notAWorkbook = await upload(office, url, XLSX, 'Artikelnummer;Omschrijving\nA;B');
    expect(notAWorkbook.statusCode).toBe(400);
    expect(notAWorkbook.json().code).toBe('FILE_UNREADABLE');
    const brokenZip = await upload(
      office,
      url,
      XLSX,
      Buffer.concat([Buffer.from([0x50, 0x4b, 3, 4]), Buffer.alloc(200, 7)]),
    );
    expect(brokenZip.statusCode).toBe(400);
    // A workbook of a few kilobytes that would unpack to 101 MB in the reader's memory.
    const bomb = await upload(
      office,
      url,
      XLSX,
      zipOf([{ name: 'xl/sharedStrings.xml', data: Buffer.alloc(101 * 1024 * 1024) }]),
    );
    expect(bomb.statusCode).toBe(413);
    expect(bomb.json()).toMatchObject({ code: 'FILE_TOO_LARGE', message: expect.stringContaining('unpacks') });
    const badQuote = await upload(office, url, CSV, 'Artikelnummer;Omschrijving\n"A;B\n');
    expect(badQuote.statusCode).toBe(400);
    expect((await upload(office, url, CSV, '')).statusCode).toBe(400);
    const noCode = await upload(office, url, CSV, 'Omschrijving;Eenheid\nKabel;m1');
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().message).toContain('Artikelnummer');

    expect(await catalogueRows(company.id)).toEqual([]);
  });
});
