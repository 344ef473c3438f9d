import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { keyHeaders, officeCompany } from '../integration-api/registrations-fixtures';
import { signedInUser } from '../helpers/office';
import { useTestApp } from '../helpers/test-app';

// 'Exporteren' on /kantoor/registraties: the filtered registrations as XLSX and CSV in the integration CSV's
// columns, and the 'Urenoverzicht' workbook; each read back and compared with what was booked.

const ctx = useTestApp();
const db = () => ctx.database.db;

async function exportCompany(code: string) {
  const company = await officeCompany(ctx.app, db(), code);
  const ref = { id: company.companyId, code };
  const administratie = (await signedInUser(ctx.app, db(), ref, { role: 'administratie', name: 'Anne' })).office;
  const planner = (await signedInUser(ctx.app, db(), ref, { role: 'planner', name: 'Piet' })).office;
  const hours = [
    await company.hours({ date: '2026-10-05', hours: 8, remark: '=SOM(A1)' }),
    await company.hours({ date: '2026-10-06', hours: 2.5, onOrder: true }),
    await company.hours({ date: '2026-10-06', hours: 5.5 }),
  ];
  const material = await company.material({ date: '2026-10-07', quantity: 3 });
  await company.hours({ date: '2026-11-02', hours: 1 });
  return { company, administratie, planner, hours, material };
}

async function workbookOf(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  return workbook;
}

const sheetValues = (sheet: ExcelJS.Worksheet) =>
  sheet
    .getSheetValues()
    .slice(1)
    .map((row) => (Array.isArray(row) ? row.slice(1) : []));

describe('GET /office/v1/registrations/export', () => {
  it('writes the CSV the integration writes for the same period, and only the filtered rows', async () => {
    const { company, administratie } = await exportCompany('EXA');
    const office = await administratie.request({
      method: 'GET',
      url: '/office/v1/registrations/export?format=csv&from=2026-10-01&to=2026-10-31',
    });
    expect(office.statusCode, office.body).toBe(200);
    expect(office.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(office.headers['content-disposition']).toBe('attachment; filename="registraties-2026-10-01-2026-10-31.csv"');
    const integration = await ctx.app.inject({
      method: 'GET',
      url: '/integration/v1/registrations.csv?from=2026-10-01&to=2026-10-31',
      headers: keyHeaders(company.key),
    });
    expect(office.body).toBe(integration.body);
    expect(office.body.split('\r\n').filter(Boolean)).toHaveLength(5);

    const onlyMaterial = await administratie.request({
      method: 'GET',
      url: '/office/v1/registrations/export?format=csv&from=2026-10-01&to=2026-10-31&kind=material',
    });
    const lines = onlyMaterial.body.split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^materiaal;/);
  });

  it('reads a period of more registrations than a chunk whole, each once and in order, as the integration does', async () => {
    const { company, administratie } = await exportCompany('EXL');
    // 4,100 more in October, several on a day, beside the material, so that the export reads three chunks and
    // each chunk after the first starts from where the last ended, kinds and days mixed.
    await sql`
      INSERT INTO hour_registrations (company_id, employee_id, date, project_id, work_id, budget_id, hour_type_id,
        hours, remark)
      SELECT h.company_id, h.employee_id, date '2026-10-01' + (g % 31), h.project_id, h.work_id, h.budget_id,
        h.hour_type_id, (1 + g % 16) / 2.0, 'regel ' || g
      FROM hour_registrations h, generate_series(1, 4100) g
      WHERE h.company_id = ${company.companyId} AND h.date = '2026-10-05'`.execute(db());
    const office = await administratie.request({
      method: 'GET',
      url: '/office/v1/registrations/export?format=csv&from=2026-10-01&to=2026-10-31',
    });
    expect(office.statusCode, office.body).toBe(200);
    const integration = await ctx.app.inject({
      method: 'GET',
      url: '/integration/v1/registrations.csv?from=2026-10-01&to=2026-10-31',
      headers: keyHeaders(company.key),
    });
    expect(office.body).toBe(integration.body);
    const keys = office.body
      .split('\r\n')
      .filter(Boolean)
      .slice(1)
      .map((line) => line.split(';').slice(0, 2).join(';'));
    expect(new Set(keys).size).toBe(4 + 4100);

    const xlsx = await administratie.request({
      method: 'GET',
      url: '/office/v1/registrations/export?format=xlsx&from=2026-10-01&to=2026-10-31',
    });
    const rows = sheetValues((await workbookOf(xlsx.rawPayload)).getWorksheet('Registraties')!);
    expect(rows.slice(1).map((row) => `${String(row[0])};${String(row[1])}`)).toEqual(keys);
  });

  it('writes an XLSX whose cells are the registrations, dates as dates and numbers as numbers', async () => {
    const { administratie, hours, material } = await exportCompany('EXB');
    const response = await administratie.request({
      method: 'GET',
      url: '/office/v1/registrations/export?format=xlsx&from=2026-10-01&to=2026-10-31',
    });
    expect(response.statusCode).toBe(200);
    const workbook = await workbookOf(response.rawPayload);
    const rows = sheetValues(workbook.getWorksheet('Registraties')!);
    const header = rows[0] as string[];
    const column = (name: string) => header.indexOf(name);
    expect(
      rows.slice(1).map((row) => [row[column('Soort')], row[column('Registratie-id')], row[column('Aantal')]]),
    ).toEqual([
      ['uren', hours[0], 8],
      ['uren', hours[1], 2.5],
      ['uren', hours[2], 5.5],
      ['materiaal', material, 3],
    ]);
    expect(rows[1]![column('Datum')]).toEqual(new Date('2026-10-05T00:00:00Z'));
    expect(rows[1]![column('Medewerker')]).toBe('Jan Jansen');
    // A text cell is never run as a formula: unlike the CSV, the workbook keeps the text as typed.
    expect(rows[1]![column('Opmerking')]).toBe('=SOM(A1)');
    expect(
      workbook
        .getWorksheet('Registraties')!
        .getRow(2)
        .getCell(column('Opmerking') + 1).type,
    ).toBe(ExcelJS.ValueType.String);
  });

  it("writes the 'Urenoverzicht': a sheet per employee and per project, days down, with totals", async () => {
    const { administratie } = await exportCompany('EXC');
    const response = await administratie.request({
      method: 'GET',
      url: '/office/v1/registrations/export?format=urenoverzicht&from=2026-10-05&to=2026-10-07',
    });
    expect(response.statusCode).toBe(200);
    const workbook = await workbookOf(response.rawPayload);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Jan Jansen', 'Project EXC-P1 Nieuwbouw school']);
    expect(sheetValues(workbook.getWorksheet('Jan Jansen')!)).toEqual([
      ['Datum', 'EXC-P1 Nieuwbouw school', 'WB-EXC', 'Totaal'],
      [new Date('2026-10-05T00:00:00Z'), 8, undefined, 8],
      [new Date('2026-10-06T00:00:00Z'), 5.5, 2.5, 8],
      [new Date('2026-10-07T00:00:00Z')],
      ['Totaal', 13.5, 2.5, 16],
    ]);
    expect(sheetValues(workbook.getWorksheet('Project EXC-P1 Nieuwbouw school')!).at(-1)).toEqual([
      'Totaal',
      13.5,
      13.5,
    ]);
  });

  it('is for administratie and beheerder, with the filters checked', async () => {
    const { administratie, planner } = await exportCompany('EXD');
    expect(
      (
        await planner.request({
          method: 'GET',
          url: '/office/v1/registrations/export?format=csv&from=2026-10-01&to=2026-10-31',
        })
      ).statusCode,
    ).toBe(403);
    const bad = await administratie.request({
      method: 'GET',
      url: '/office/v1/registrations/export?format=pdf&from=2026-10-01&to=2026-10-31',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('format');
  });
});
