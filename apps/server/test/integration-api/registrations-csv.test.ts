import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app';
import { keyHeaders, officeCompany, type OfficeCompany } from './registrations-fixtures';

const ctx = useTestApp();
const db = () => ctx.database.db;
let acme: OfficeCompany;
let other: OfficeCompany;

beforeAll(async () => {
  acme = await officeCompany(ctx.app, db(), 'ACME');
  other = await officeCompany(ctx.app, db(), 'OTHER');
});

const csv = (query: string, key = acme.key) =>
  ctx.app.inject({ method: 'GET', url: `/integration/v1/registrations.csv?${query}`, headers: keyHeaders(key) });

/** The file's records as fields, read the way a spreadsheet reads `;`-separated, quoted CSV. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  const endField = () => {
    record.push(field);
    field = '';
  };
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted && char === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (quoted && char === '"') quoted = false;
    else if (quoted) field += char;
    else if (char === '"') quoted = true;
    else if (char === ';') endField();
    else if (char === '\r' && text[i + 1] === '\n') {
      endField();
      records.push(record);
      record = [];
      i++;
    } else field += char;
  }
  expect(field, 'the file ends with CRLF').toBe('');
  return records;
}

describe('GET /integration/v1/registrations.csv', () => {
  it('writes UTF-8 with a BOM, ; between fields, CRLF, decimal commas and a Dutch header', async () => {
    const booked = await acme.hours({ date: '2026-04-01', hours: 2.25, remark: 'Meterkast geplaatst' });
    await acme.material({ date: '2026-04-02', quantity: -1.5, description: 'Kabel 3x2,5 mm² retour', unit: 'meter' });
    await acme.hours({ date: '2026-05-01', remark: 'buiten het bereik' });
    // Dutch time, summer and winter, midnight as 00.
    await db()
      .updateTable('hour_registrations')
      .set({ created_at: new Date('2026-03-29T01:30:00Z'), updated_at: new Date('2026-01-10T23:05:09Z') })
      .where('id', '=', booked)
      .execute();

    const response = await csv('from=2026-04-01&to=2026-04-30');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="registraties-2026-04-01-2026-04-30.csv"',
    );
    const raw = response.rawPayload;
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = raw.subarray(3).toString('utf8');
    expect(text.split('\r\n').every((line) => !line.includes('\n'))).toBe(true);

    const [header, hours, material, ...rest] = parseCsv(text);
    expect(rest).toEqual([]);
    const row = (fields: string[]) => Object.fromEntries(header!.map((name, i) => [name, fields[i]]));
    expect(header!.slice(0, 4)).toEqual(['Soort', 'Registratie-id', 'Datum', 'Medewerker']);
    expect(row(hours!)).toMatchObject({
      Soort: 'uren',
      Datum: '2026-04-01',
      Medewerker: 'Jan Jansen',
      'Medewerker extern id': 'E-ACME',
      Projectcode: 'ACME-P1',
      Project: 'Nieuwbouw school',
      Onderdeel: 'Leidingwerk',
      Uursoort: 'Normaal',
      Aantal: '2,25',
      Eenheid: 'uur',
      Opmerking: 'Meterkast geplaatst',
      Gevalideerd: 'nee',
      Factuurregel: '',
      Geblokkeerd: 'nee',
    });
    expect([row(hours!).Aangemaakt, row(hours!).Gewijzigd]).toEqual(['2026-03-29 03:30:00', '2026-01-11 00:05:09']);
    expect(row(material!)).toMatchObject({
      Soort: 'materiaal',
      Werkbon: 'WB-ACME',
      Omschrijving: 'Kabel 3x2,5 mm² retour',
      Aantal: '-1,5',
      Eenheid: 'meter',
    });
  });

  it('neutralises text a spreadsheet would run as a formula, and quotes ; " and line breaks', async () => {
    const remarks = [
      '=HYPERLINK("http://x.example","klik")',
      '+31 6 1234',
      '-5 graden',
      '@SUM(A1)',
      '\tingesprongen',
      '\rterug',
      'a;b',
      'zei "ja"',
      'twee\nregels',
    ];
    for (const remark of remarks) await acme.hours({ date: '2026-06-01', remark });
    const response = await csv('from=2026-06-01&to=2026-06-01');
    const [header, ...rows] = parseCsv(response.rawPayload.subarray(3).toString('utf8'));
    const column = header!.indexOf('Opmerking');
    expect(rows.map((fields) => fields[column])).toEqual([
      '\'=HYPERLINK("http://x.example","klik")',
      "'+31 6 1234",
      "'-5 graden",
      "'@SUM(A1)",
      "'\tingesprongen",
      "'\rterug",
      'a;b',
      'zei "ja"',
      'twee\nregels',
    ]);
    expect(response.body).toContain('"zei ""ja"""');
  });

  it("lists a company's own registrations only", async () => {
    await other.hours({ date: '2026-07-01', remark: 'van OTHER' });
    await acme.hours({ date: '2026-07-01', remark: 'van ACME' });
    const ofAcme = await csv('from=2026-07-01&to=2026-07-01');
    expect(ofAcme.body).toContain('van ACME');
    expect(ofAcme.body).not.toContain('van OTHER');
    const ofOther = await csv('from=2026-07-01&to=2026-07-01', other.key);
    expect(parseCsv(ofOther.rawPayload.subarray(3).toString('utf8'))).toHaveLength(2);
    expect(ofOther.body).toContain('van OTHER');
  });

  it('answers a header only for a range without registrations', async () => {
    const response = await csv('from=2030-01-01&to=2030-12-31');
    expect(response.statusCode).toBe(200);
    expect(parseCsv(response.rawPayload.subarray(3).toString('utf8'))).toHaveLength(1);
  });

  it('refuses a missing, bad, inverted or too long range with a 400 naming the field', async () => {
    const cases: Array<[string, string]> = [
      ['to=2026-01-31', 'from'],
      ['from=2026-01-01', 'to'],
      ['from=2026-02-30&to=2026-03-01', 'from'],
      ['from=2026-01-01&to=31-01-2026', 'to'],
      ['from=2026-03-01&to=2026-02-28', 'to: must not be before from'],
      ['from=2026-01-01&to=2027-01-02', 'to: must be at most 366 days'],
      ['from=2026-01-01&to=2026-01-31&format=xlsx', 'format'],
    ];
    for (const [query, field] of cases) {
      const response = await csv(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toContain(field);
    }
    expect((await csv('from=2028-01-01&to=2028-12-31')).statusCode).toBe(200);
  });

  it('answers 401 without a valid key', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/integration/v1/registrations.csv?from=2026-01-01&to=2026-01-31',
    });
    expect(response.statusCode).toBe(401);
  });
});
