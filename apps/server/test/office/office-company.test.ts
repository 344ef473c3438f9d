import fc from 'fast-check';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createEmployee } from '../helpers/fixtures';
import { createOfficeUser, OfficeBrowser, signedInCompany } from '../helpers/office';
import { apiHeaders, bookProjectHours, signIn, useTestApp } from '../helpers/test-app';
import { readPdf } from '../helpers/work-order-pdf';

const ctx = useTestApp();
const db = () => ctx.database.db;
type Role = 'beheerder' | 'planner' | 'administratie';

const companyWith = (code: string, role: Role = 'beheerder') =>
  signedInCompany(ctx.app, db(), code, { role, name: 'Bea', companyName: 'Bouwbedrijf Oud' });

const entriesOf = (companyId: number) =>
  db()
    .selectFrom('audit_log')
    .select(['action', 'actor_name', 'before', 'after'])
    .where('company_id', '=', companyId)
    .orderBy('id')
    .execute();

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 200, g: 40, b: 40, alpha: 0.5 } } })
    .png()
    .toBuffer();

const upload = (office: OfficeBrowser, bytes: Buffer, type = 'image/png') =>
  office.request({ method: 'PUT', url: '/office/v1/company/logo', payload: bytes, headers: { 'content-type': type } });

const COMPANY = { name: 'Bouwbedrijf Nieuw', validateRegistrationsFirst: false };

describe('the company in the office console', () => {
  it('a beheerder renames the company; everyone in the office reads it, only the beheerder changes it', async () => {
    const { company, office } = await companyWith('FIRM');
    expect((await office.get('/office/v1/company')).json()).toEqual({
      code: 'FIRM',
      name: 'Bouwbedrijf Oud',
      validateRegistrationsFirst: false,
      hoursReminderAt: null,
      logoVersion: null,
    });
    const renamed = await office.put('/office/v1/company', COMPANY);
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Bouwbedrijf Nieuw' });
    const [entry] = await entriesOf(company.id);
    expect(entry).toMatchObject({ action: 'companies.update', actor_name: 'Bea' });
    expect(entry!.before).toMatchObject({ name: 'Bouwbedrijf Oud' });
    expect(entry!.after).toMatchObject({ name: 'Bouwbedrijf Nieuw' });

    for (const role of ['planner', 'administratie'] as const) {
      const reader = new OfficeBrowser(ctx.app);
      await createOfficeUser(db(), { companyId: company.id, email: `${role}@firm.example`, role, name: role });
      await reader.signIn('FIRM', `${role}@firm.example`);
      expect((await reader.get('/office/v1/company')).json().name).toBe('Bouwbedrijf Nieuw');
      for (const response of [
        await reader.put('/office/v1/company', { ...COMPANY, name: 'Overgenomen' }),
        await upload(reader, await png(10, 10)),
        await reader.delete('/office/v1/company/logo'),
      ])
        expect(response.statusCode, role).toBe(403);
    }
    expect(
      (await db().selectFrom('companies').select('name').where('id', '=', company.id).executeTakeFirst())?.name,
    ).toBe('Bouwbedrijf Nieuw');
  });

  it('names the field of bad input (400) and writes nothing', async () => {
    const { company, office } = await companyWith('FIRMBAD');
    const cases: Array<[unknown, string]> = [
      [{ ...COMPANY, name: '' }, 'name'],
      [{ ...COMPANY, name: 'x'.repeat(201) }, 'name'],
      [{ name: 'Bouwbedrijf' }, 'validateRegistrationsFirst'],
      [{ ...COMPANY, validateRegistrationsFirst: 'ja' }, 'validateRegistrationsFirst'],
      [{ ...COMPANY, code: 'ANDERS' }, 'code'],
    ];
    for (const [body, field] of cases) {
      const response = await office.put('/office/v1/company', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.json())).toEqual(['code', 'message']);
      expect(response.json().message).toContain(field);
    }
    expect(await entriesOf(company.id)).toEqual([]);
  });

  it('takes a logo, scaled and as PNG, which the app and the werkbon PDF show, and removes it again', async () => {
    const { company, office } = await companyWith('LOGO');
    const employee = await createEmployee(db(), { companyId: company.id, username: 'jan', registratie_rechten: 1 });
    const order = await db()
      .insertInto('work_orders')
      .values({ company_id: company.id, nummer: 'WB-LOGO', customer: 'Fam. Jansen' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const token = await signIn(ctx.app, 'LOGO', 'jan');
    const pdfImages = async () => {
      const pdf = await ctx.app.inject({
        method: 'GET',
        url: `/v1/werkbon/${order.id}/pdf`,
        headers: apiHeaders(token),
      });
      expect(pdf.statusCode).toBe(200);
      return (await readPdf(pdf.rawPayload)).images;
    };
    expect(employee.id).toBeGreaterThan(0);
    expect(await pdfImages()).toBe(0);

    const uploaded = await upload(office, await png(2000, 500));
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const version = uploaded.json().logoVersion;
    expect(version).toMatch(/^[0-9a-f]{16}$/);

    const stored = await office.get('/office/v1/company/logo');
    expect(stored.headers['content-type']).toBe('image/png');
    expect(await sharp(stored.rawPayload).metadata()).toMatchObject({ format: 'png', width: 512, height: 128 });
    // The app's header reads it at the company's public address, the PDF from the same row.
    const publicLogo = await ctx.app.inject({ method: 'GET', url: '/company-assets/LOGO.png' });
    expect(publicLogo.statusCode).toBe(200);
    expect(Buffer.compare(publicLogo.rawPayload, stored.rawPayload)).toBe(0);
    expect(await pdfImages()).toBe(1);

    const removed = await office.delete('/office/v1/company/logo');
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().logoVersion).toBeNull();
    expect((await office.get('/office/v1/company/logo')).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/company-assets/LOGO.png' })).statusCode).toBe(404);
    expect((await office.delete('/office/v1/company/logo')).statusCode).toBe(404);

    const logged = (await entriesOf(company.id)).filter((entry) => entry.action === 'companies.logo');
    expect(logged).toEqual([
      { action: 'companies.logo', actor_name: 'Bea', before: { logo: null }, after: { logo: version } },
      { action: 'companies.logo', actor_name: 'Bea', before: { logo: version }, after: { logo: null } },
    ]);
  });

  it('refuses a logo that is too large (413), of a wrong type (415) or unreadable (400), and keeps the old one', async () => {
    const { company, office } = await companyWith('LOGOBAD');
    expect((await upload(office, await png(40, 20))).statusCode).toBe(200);
    const before = await entriesOf(company.id);
    const jpeg = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#00ff00' } })
      .jpeg()
      .toBuffer();

    const tooLarge = await upload(office, Buffer.alloc(2 * 1024 * 1024 + 1, 1));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().code).toBe('LOGO_TOO_LARGE');
    // A canvas far over the limit claimed by a small file: refused from its header.
    const huge = await sharp({ create: { width: 10000, height: 6000, channels: 3, background: '#ffffff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect((await upload(office, huge)).statusCode).toBe(413);
    for (const type of ['image/gif', 'text/plain', 'application/json']) {
      const wrongType = await upload(office, await png(10, 10), type);
      expect(wrongType.statusCode, type).toBe(415);
      expect(wrongType.json().code, type).toBe('LOGO_TYPE_UNSUPPORTED');
    }
    for (const [bytes, type] of [
      [Buffer.from('no image at all'), 'image/png'],
      [jpeg, 'image/png'],
      [(await png(50, 50)).subarray(0, 60), 'image/png'],
      [Buffer.alloc(0), 'image/webp'],
    ] as const) {
      const unreadable = await upload(office, bytes, type);
      expect(unreadable.statusCode, `${bytes.length} bytes as ${type}`).toBe(400);
      expect(Object.keys(unreadable.json())).toEqual(['code', 'message']);
    }
    expect(await entriesOf(company.id)).toEqual(before);
    expect(await sharp((await office.get('/office/v1/company/logo')).rawPayload).metadata()).toMatchObject({
      width: 40,
    });
  });

  it('hostile bytes as a logo are never a 5xx, always {code, message}, and store only a PNG', async () => {
    const { office } = await companyWith('LOGOFUZZ');
    const signatures = {
      'image/png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      'image/jpeg': Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
      'image/webp': Buffer.from('RIFF\0\0\0\0WEBPVP8 ', 'latin1'),
    };
    const valid = await png(64, 64);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...(Object.keys(signatures) as Array<keyof typeof signatures>)),
        fc.oneof(
          fc.uint8Array({ maxLength: 2048 }).map((bytes) => Buffer.from(bytes)),
          fc.nat(valid.length - 1).map((cut) => valid.subarray(0, cut)),
          fc
            .tuple(fc.nat(valid.length - 1), fc.integer({ min: 0, max: 255 }))
            .map(([at, value]) => Buffer.from(valid).fill(value, at, at + 1)),
        ),
        fc.boolean(),
        async (type, bytes, withSignature) => {
          const body = withSignature ? Buffer.concat([signatures[type], bytes]) : bytes;
          const response = await upload(office, body, type);
          expect(response.statusCode, `${body.length} bytes as ${type}`).toBeLessThan(500);
          if (response.statusCode >= 400) expect(Object.keys(response.json())).toEqual(['code', 'message']);
          else expect(response.json().logoVersion).toMatch(/^[0-9a-f]{16}$/);
        },
      ),
      { seed: 20261202, numRuns: 60 },
    );
    const stored = await office.get('/office/v1/company/logo');
    if (stored.statusCode === 200) expect((await sharp(stored.rawPayload).metadata()).format).toBe('png');
  });

  it('shows nothing of another company: its logo and name stay its own', async () => {
    const { office } = await companyWith('LOGOMINE');
    const other = await companyWith('LOGOTHEIRS');
    expect((await upload(other.office, await png(30, 30))).statusCode).toBe(200);
    await other.office.put('/office/v1/company', { name: 'Geheim B.V.', validateRegistrationsFirst: true });
    const mine = await office.get('/office/v1/company');
    expect(mine.json()).toMatchObject({ code: 'LOGOMINE', logoVersion: null, validateRegistrationsFirst: false });
    expect(mine.body).not.toContain('Geheim');
    expect((await office.get('/office/v1/company/logo')).statusCode).toBe(404);
  });

  it('"Registraties eerst valideren" reaches every employee\'s rights at the next refresh, and the server holds to it', async () => {
    const { company, office } = await companyWith('VALIDATE');
    const jan = await createEmployee(db(), { companyId: company.id, username: 'jan', registratie_rechten: 1 });
    const token = await signIn(ctx.app, 'VALIDATE', 'jan');
    const rights = (etag?: string) =>
      ctx.app.inject({
        method: 'GET',
        url: `/v1/medewerker/${jan.id}/rechten`,
        headers: { ...apiHeaders(token), ...(etag ? { 'if-none-match': etag } : {}) },
      });
    const first = await rights();
    expect(first.json().validateRegistrationsEnabled).toBe(false);
    const etag = String(first.headers.etag);
    expect((await rights(etag)).statusCode).toBe(304);

    // Two hours of jan's, not validated (the field's own bookings never are).
    const project = (await office.post('/office/v1/projects', { code: 'P-1', description: 'School' })).json();
    const work = (await office.post(`/office/v1/projects/${project.id}/works`, { description: 'Elektra' })).json()
      .works[0];
    const part = (await office.post(`/office/v1/works/${work.id}/parts`, { code: '01', description: 'Kast' })).json()
      .works[0].parts[0];
    const hourType = (await office.post('/office/v1/hour-types', { description: 'Normaal', default: true })).json()
      .hourTypes[0];
    const book = async () => {
      const response = await bookProjectHours(ctx.app, token, {
        employeeId: jan.id,
        projectId: project.id,
        workId: work.id,
        partId: part.id,
        hourTypeId: hourType.id,
      });
      expect(response.statusCode, response.body).toBe(201);
    };
    await book();
    await book();
    const hours = await db()
      .selectFrom('hour_registrations')
      .select(['id', 'validated'])
      .where('employee_id', '=', jan.id)
      .orderBy('id')
      .execute();
    expect(hours.map((hour) => hour.validated)).toEqual([0, 0]);
    const remove = (id: number) =>
      ctx.app.inject({ method: 'DELETE', url: `/v1/registrations/${id}`, headers: apiHeaders(token) });
    expect((await remove(hours[0]!.id)).statusCode).toBe(204);

    const on = await office.put('/office/v1/company', { name: 'Bouwbedrijf Oud', validateRegistrationsFirst: true });
    expect(on.json().validateRegistrationsFirst).toBe(true);
    const refreshed = await rights(etag);
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json().validateRegistrationsEnabled).toBe(true);
    const refused = await remove(hours[1]!.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('REGISTRATION_LOCKED');

    // Off again: the employee's own right is what counts, as before.
    await office.put('/office/v1/company', { name: 'Bouwbedrijf Oud', validateRegistrationsFirst: false });
    expect((await rights()).json().validateRegistrationsEnabled).toBe(false);
    await db()
      .updateTable('employees')
      .set({ validate_registrations_enabled: true })
      .where('id', '=', jan.id)
      .execute();
    expect((await rights()).json().validateRegistrationsEnabled).toBe(true);
  });
});
