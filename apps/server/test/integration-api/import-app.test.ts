import type { WeekOverviewResponse } from '@bouwwerk/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserPasswordDigest } from '../../src/lib/passwords';
import { apiHeaders, signIn, useTestApp } from '../helpers/test-app';
import { installWriteCounter } from '../helpers/write-counter';
import { importingCompany, type ImportingCompany } from './import-client';

/**
 * What the app makes of an import: an imported employee signs in with the imported password and finds his
 * imported planning in his week; what the office removes is gone from every list and screen that showed it.
 */

const ctx = useTestApp();
let rowChanges: () => Promise<number>;
let acme: ImportingCompany;

const MONDAY = '2026-03-09';

beforeAll(async () => {
  rowChanges = await installWriteCounter(ctx.database.db);
  acme = await importingCompany(ctx, 'ACME');
  const put = async (collection: string, records: unknown[]) => {
    const response = await acme.put(collection, records);
    if (response.statusCode !== 200) throw new Error(`${collection}: ${response.body}`);
  };
  await put('employees', [
    {
      externalId: 'E-1',
      firstName: 'Jan',
      lastName: 'de Vries',
      username: 'jan',
      password: 'welkom123',
      registrationRights: true,
      projectAdministration: true,
    },
    {
      externalId: 'E-2',
      firstName: 'Piet',
      lastName: 'Bakker',
      username: 'piet',
      password: 'geheim456',
      mobile: '06-2',
    },
  ]);
  await put('relations', [
    {
      externalId: 'R-1',
      companyName: 'Steigerbouw B.V.',
      telephone: '030-1',
      contactPersons: [{ externalId: 'C-1', name: 'Kees' }],
    },
    { externalId: 'R-2', companyName: 'Weg B.V.' },
  ]);
  await put('project-groups', [
    { externalId: 'G-1', name: 'Woningbouw' },
    { externalId: 'G-2', name: 'Weg' },
  ]);
  await put('projects', [
    {
      externalId: 'P-1',
      code: '2026-001',
      description: 'School',
      relationExternalId: 'R-1',
      projectGroupExternalId: 'G-1',
    },
    { externalId: 'P-2', code: '2026-002', description: 'Weg' },
  ]);
  await put('works', [
    { externalId: 'W-1', projectExternalId: 'P-1', description: 'Elektra' },
    { externalId: 'W-2', projectExternalId: 'P-1', description: 'Weg' },
  ]);
  await put('parts', [
    { externalId: 'B-1', workExternalId: 'W-1', description: 'Groepenkast' },
    { externalId: 'B-2', workExternalId: 'W-1', description: 'Weg' },
  ]);
  await put('hour-types', [
    { externalId: 'U-1', description: 'Normaal', sortOrder: 1 },
    { externalId: 'U-2', description: 'Reistijd', sortOrder: 2 },
  ]);
  await put('indirect-types', [{ externalId: 'I-1', description: 'Opleiding' }]);
  await put('work-orders', [
    {
      externalId: 'WO-1',
      number: 'WB-42',
      description: 'Storing cv-ketel',
      info: [{ label: 'Sleutel', value: 'Bij de buren' }],
    },
  ]);
  await put('working-hours', [{ weekday: 1, hours: 8 }]);
  await put('planning', [
    {
      externalId: 'L-1',
      employeeExternalId: 'E-1',
      projectExternalId: 'P-1',
      startDate: MONDAY,
      endDate: '2026-03-10',
      arrival: '07:30',
      durationHours: 8,
      description: 'Sloopwerk',
      works: [{ description: 'Steiger plaatsen', relationExternalId: 'R-1' }],
    },
    {
      externalId: 'L-2',
      employeeExternalId: 'E-2',
      projectExternalId: 'P-1',
      startDate: MONDAY,
      endDate: MONDAY,
      description: 'Sloopwerk',
    },
    {
      externalId: 'L-3',
      employeeExternalId: 'E-1',
      workOrderExternalId: 'WO-1',
      startDate: '2026-03-11',
      endDate: '2026-03-11',
      arrival: '08:00',
      durationHours: 2,
    },
    {
      externalId: 'L-4',
      employeeExternalId: 'E-2',
      workOrderExternalId: 'WO-1',
      startDate: '2026-03-11',
      endDate: '2026-03-11',
    },
    {
      externalId: 'L-5',
      employeeExternalId: 'E-1',
      indirectTypeExternalId: 'I-1',
      startDate: '2026-03-13',
      endDate: '2026-03-13',
      description: 'VCA',
    },
  ]);
  await put('materials', [
    { externalId: 'M-1', parentGroupCode: '10', groupCode: '10.1', description: 'Kabel', unit: 'm1' },
    { externalId: 'M-2', parentGroupCode: '10', groupCode: '10.1', description: 'Weg', unit: 'stuks' },
  ]);
});

const appGet = (url: string, token: string) => ctx.app.inject({ method: 'GET', url, headers: apiHeaders(token) });
const signInAs = (username: string, password: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/v1/sessions',
    headers: apiHeaders(),
    payload: { RelatieId: 'ACME', Gebruikersnaam: username, Wachtwoord: browserPasswordDigest(password) },
  });

async function week(token: string): Promise<WeekOverviewResponse> {
  const response = await appGet(`/v3/weekoverzicht/${MONDAY}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as WeekOverviewResponse;
}

describe('an imported employee', () => {
  it('signs in with the imported password and sees the imported planning in his week overview', async () => {
    const token = await signIn(ctx.app, 'ACME', 'jan', 'welkom123');
    const overview = await week(token);
    const monday = overview['09-03-2026']!;
    expect(monday.workingHours).toBe(8);
    expect(monday.items).toEqual([
      expect.objectContaining({
        type: 'project',
        expected: true,
        code: '2026-001',
        description: 'School',
        arrival: '07:30',
        duration: 8,
        endDate: '2026-03-10',
        colleagues: [expect.objectContaining({ firstName: 'Piet', lastName: 'Bakker', mobile: '06-2' })],
        planningItems: [
          expect.objectContaining({
            description: 'Sloopwerk',
            planningWerken: [
              {
                description: 'Steiger plaatsen',
                companyDto: expect.objectContaining({ companyName: 'Steigerbouw B.V.', telephone: '030-1' }),
              },
            ],
          }),
        ],
      }),
    ]);
    expect(overview['10-03-2026']!.items).toMatchObject([{ type: 'project', code: '2026-001', colleagues: [] }]);
    expect(overview['11-03-2026']!.items).toMatchObject([
      { type: 'workorder', nummer: 'WB-42', arrival: '08:00', colleagues: [{ firstName: 'Piet' }] },
    ]);
    expect(overview['13-03-2026']!.items).toMatchObject([
      { type: 'indirect', description: 'Opleiding', expected: true },
    ]);
  });

  it('keeps his password when it is sent again (nothing written) or left out; a changed one replaces it', async () => {
    const jan = {
      externalId: 'E-1',
      firstName: 'Jan',
      lastName: 'de Vries',
      username: 'jan',
      registrationRights: true,
      projectAdministration: true,
    };
    const before = await rowChanges();
    expect((await acme.put('employees', [{ ...jan, password: 'welkom123' }])).json()).toMatchObject({ unchanged: 1 });
    expect((await acme.put('employees', [jan])).json()).toMatchObject({ unchanged: 1 });
    expect(await rowChanges()).toBe(before);
    expect((await signInAs('jan', 'welkom123')).statusCode).toBe(200);

    expect((await acme.put('employees', [{ ...jan, password: 'nieuw789' }])).json()).toMatchObject({ updated: 1 });
    expect((await signInAs('jan', 'welkom123')).statusCode).toBe(401);
    expect((await signInAs('jan', 'nieuw789')).statusCode).toBe(200);
    // Never returned.
    expect(JSON.stringify(await acme.list('employees'))).not.toMatch(/password|nieuw789|welkom123/);
  });

  it('without a password cannot sign in until one is sent', async () => {
    await acme.put('employees', [{ externalId: 'E-3', firstName: 'Els', username: 'els' }]);
    expect((await signInAs('els', '')).statusCode).toBe(401);
    await acme.put('employees', [{ externalId: 'E-3', firstName: 'Els', username: 'els', password: 'start1' }]);
    expect((await signInAs('els', 'start1')).statusCode).toBe(200);
  });

  it('once removed cannot sign in, his session ends, and colleagues no longer see him planned', async () => {
    const pietToken = await signIn(ctx.app, 'ACME', 'piet', 'geheim456');
    const janToken = await signIn(ctx.app, 'ACME', 'jan', 'nieuw789');
    expect((await acme.put('employees', [{ externalId: 'E-2', deleted: true }])).json()).toMatchObject({ deleted: 1 });
    expect((await signInAs('piet', 'geheim456')).statusCode).toBe(401);
    expect((await appGet(`/v3/weekoverzicht/${MONDAY}`, pietToken)).statusCode).toBe(401);
    expect((await week(janToken))['09-03-2026']!.items).toMatchObject([{ type: 'project', colleagues: [] }]);

    await acme.put('employees', [
      { externalId: 'E-2', firstName: 'Piet', lastName: 'Bakker', username: 'piet', mobile: '06-2' },
    ]);
    expect((await signInAs('piet', 'geheim456')).statusCode).toBe(200);
  });
});

describe('what the office removes is gone from the app', () => {
  let token: string;
  beforeAll(async () => {
    token = await signIn(ctx.app, 'ACME', 'jan', 'nieuw789');
  });
  const list = async (url: string) => {
    const response = await appGet(url, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Array<Record<string, unknown>>;
  };

  it('hour types, indirect types, works, parts, relations, contact persons and project groups leave their lists', async () => {
    const [p1] = (await list('/v1/projecten')).filter((p) => p.code === '2026-001');
    const works = await list(`/v1/projecten/${p1!.id}/onderdelen`);
    const w1 = works.find((w) => w.omschrijving === 'Elektra')!;
    expect(works.map((w) => w.omschrijving)).toEqual(['Elektra', 'Weg']);
    expect((await list(`/v1/werken/${w1.id}/onderdelen`)).map((b) => b.omschrijving)).toEqual(['Groepenkast', 'Weg']);
    expect((await list('/v1/uursoorten')).map((t) => t.omschrijving)).toEqual(['Normaal', 'Reistijd']);

    await acme.put('hour-types', [{ externalId: 'U-2', deleted: true }]);
    await acme.put('indirect-types', [{ externalId: 'I-1', deleted: true }]);
    await acme.put('works', [{ externalId: 'W-2', deleted: true }]);
    await acme.put('parts', [{ externalId: 'B-2', deleted: true }]);
    await acme.put('relations', [
      { externalId: 'R-2', deleted: true },
      { externalId: 'R-1', companyName: 'Steigerbouw B.V.', telephone: '030-1' },
    ]);
    await acme.put('project-groups', [{ externalId: 'G-2', deleted: true }]);

    expect((await list('/v1/uursoorten')).map((t) => t.omschrijving)).toEqual(['Normaal']);
    expect(await list('/v1/indirectewerken')).toEqual([]);
    expect((await list(`/v1/projecten/${p1!.id}/onderdelen`)).map((w) => w.omschrijving)).toEqual(['Elektra']);
    expect((await list(`/v1/werken/${w1.id}/onderdelen`)).map((b) => b.omschrijving)).toEqual(['Groepenkast']);
    expect(await list('/v1/relaties')).toEqual([
      expect.objectContaining({ companyName: 'Steigerbouw B.V.', contactPersons: [] }),
    ]);
    expect((await list('/v1/projectgroepen')).map((g) => g.companyName)).toEqual(['Woningbouw']);
  });

  it('a removed project leaves the project list and the week, and takes no bookings; restored it is back', async () => {
    const [p1] = (await list('/v1/projecten')).filter((p) => p.code === '2026-001');
    const [w1] = await list(`/v1/projecten/${p1!.id}/onderdelen`);
    const [b1] = await list(`/v1/werken/${w1!.id}/onderdelen`);
    const [u1] = await list('/v1/uursoorten');
    const jan = (await acme.list('employees')).find((e) => e.externalId === 'E-1')!;
    const book = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/v1/invoer',
        headers: apiHeaders(token),
        payload: {
          datum: MONDAY,
          medewerkerId: jan.id,
          projectId: p1!.id,
          werkId: w1!.id,
          budgetId: b1!.id,
          uursoortId: u1!.id,
          aantal: 1,
          opmerking: '',
        },
      });
    await acme.put('projects', [
      { externalId: 'P-2', deleted: true },
      { externalId: 'P-1', deleted: true },
    ]);
    expect((await list('/v1/projecten')).map((p) => p.code)).toEqual([]);
    expect((await week(token))['09-03-2026']!.items).toEqual([]);
    expect((await appGet(`/v1/project/${p1!.id}/planning/${MONDAY}`, token)).statusCode).toBe(404);
    expect((await book()).json()).toMatchObject({ code: 'PROJECT_LOCKED' });

    await acme.put('projects', [
      {
        externalId: 'P-1',
        code: '2026-001',
        description: 'School',
        relationExternalId: 'R-1',
        projectGroupExternalId: 'G-1',
      },
    ]);
    expect((await list('/v1/projecten')).map((p) => p.code)).toEqual(['2026-001']);
    expect((await week(token))['09-03-2026']!.items).toMatchObject([
      { type: 'project', code: '2026-001', hasActiveAdministration: true, isOud: false },
    ]);
    expect((await book()).statusCode).toBe(201);
  });

  it('a removed work order is no longer found, nor in the week', async () => {
    const [item] = (await week(token))['11-03-2026']!.items;
    expect((await appGet(`/v1/werkbon/${item!.id}`, token)).statusCode).toBe(200);
    await acme.put('work-orders', [{ externalId: 'WO-1', deleted: true }]);
    expect((await appGet(`/v1/werkbon/${item!.id}`, token)).statusCode).toBe(404);
    expect((await week(token))['11-03-2026']!.items).toEqual([]);
  });

  it('a removed catalogue line leaves the catalogue', async () => {
    const catalogue = async () => JSON.stringify((await appGet('/v1/materialen', token)).json());
    expect(await catalogue()).toContain('"Weg"');
    await acme.put('materials', [{ externalId: 'M-2', deleted: true }]);
    expect(await catalogue()).not.toContain('"Weg"');
    expect(await catalogue()).toContain('"Kabel"');
  });
});
