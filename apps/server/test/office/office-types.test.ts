import { describe, expect, it } from 'vitest';
import { createRepositories } from '../../src/repositories';
import { createEmployee } from '../helpers/fixtures';
import { signedInCompany } from '../helpers/office';
import { apiHeaders, signIn, useTestApp } from '../helpers/test-app';

const ctx = useTestApp();
const db = () => ctx.database.db;
type Role = 'beheerder' | 'planner' | 'administratie';

const companyWith = (code: string, role: Role = 'beheerder') =>
  signedInCompany(ctx.app, db(), code, { role, name: 'Bea' });

const entriesOf = (companyId: number) =>
  db()
    .selectFrom('audit_log')
    .select(['action', 'actor_name', 'target_label'])
    .where('company_id', '=', companyId)
    .orderBy('id')
    .execute();

const changeVersion = (companyId: number) => createRepositories(db()).changeVersions.ofCompany(companyId);

/** What the field app lists, as a signed-in employee of the company. */
async function fieldList(code: string, url: string) {
  const token = await signIn(ctx.app, code, 'jan');
  const response = await ctx.app.inject({ method: 'GET', url, headers: apiHeaders(token) });
  expect(response.statusCode).toBe(200);
  return (response.json() as Array<{ omschrijving: string }>).map((type) => type.omschrijving);
}

describe('hour types, indirect types and other-cost types in the office console', () => {
  it('a beheerder adds an hour type, makes it the default, renames and deactivates it; the field follows', async () => {
    const { company, office } = await companyWith('TYPES');
    await createEmployee(db(), { companyId: company.id, username: 'jan', registratie_rechten: 1 });
    const normaal = await office.post('/office/v1/hour-types', { description: 'Normaal', default: true });
    expect(normaal.statusCode, normaal.body).toBe(201);
    const normaalId = normaal.json().hourTypes[0].id;
    expect(await fieldList('TYPES', '/v1/uursoorten')).toEqual(['Normaal']);

    // The write moves the company's change version (migration 009): every ETag of the phones' reads changes.
    const versionBefore = await changeVersion(company.id);
    const created = await office.post('/office/v1/hour-types', { description: 'Overwerk 125%', sortOrder: 5 });
    expect(await changeVersion(company.id)).not.toBe(versionBefore);
    expect(created.statusCode, created.body).toBe(201);
    const overwerk = created.json().hourTypes.find((t: { description: string }) => t.description === 'Overwerk 125%');
    expect(overwerk).toMatchObject({ externalId: null, sortOrder: 5, active: true, default: false });

    // Made the default: the other loses the mark in the same write, and the field's list starts with it.
    const defaulted = await office.put(`/office/v1/hour-types/${overwerk.id}`, {
      description: 'Overwerk',
      sortOrder: 5,
      default: true,
    });
    expect(defaulted.statusCode, defaulted.body).toBe(200);
    expect(
      defaulted.json().hourTypes.map((t: { description: string; default: boolean }) => [t.description, t.default]),
    ).toEqual([
      ['Normaal', false],
      ['Overwerk', true],
    ]);
    expect(await fieldList('TYPES', '/v1/uursoorten')).toEqual(['Overwerk', 'Normaal']);

    // Deactivated: gone from the field's list, kept in the console's, no longer the default.
    const deactivated = await office.put(`/office/v1/hour-types/${overwerk.id}`, {
      description: 'Overwerk',
      sortOrder: 5,
      active: false,
    });
    expect(deactivated.json().hourTypes).toEqual([
      expect.objectContaining({ id: normaalId, default: false, active: true }),
      expect.objectContaining({ id: overwerk.id, default: false, active: false }),
    ]);
    expect(await fieldList('TYPES', '/v1/uursoorten')).toEqual(['Normaal']);
    expect((await office.get('/office/v1/types')).json().hourTypes).toHaveLength(2);

    const actions = (await entriesOf(company.id)).map((entry) => [entry.action, entry.actor_name, entry.target_label]);
    expect(actions).toEqual([
      ['hour_types.insert', 'Bea', 'Normaal'],
      ['hour_types.insert', 'Bea', 'Overwerk 125%'],
      ['hour_types.update', 'Bea', 'Normaal'],
      ['hour_types.update', 'Bea', 'Overwerk'],
      ['hour_types.update', 'Bea', 'Overwerk'],
    ]);
  });

  it('indirect types and other-cost types are made and renamed the same way, and reach the field', async () => {
    const { company, office } = await companyWith('KINDS');
    await createEmployee(db(), { companyId: company.id, username: 'jan', registratie_rechten: 1 });
    const verlof = await office.post('/office/v1/indirect-types', { description: 'Verlof' });
    expect(verlof.statusCode, verlof.body).toBe(201);
    const parkeren = await office.post('/office/v1/other-cost-types', { description: 'Parkeren' });
    expect(parkeren.statusCode, parkeren.body).toBe(201);
    const { indirectTypes, otherCostTypes } = parkeren.json();
    expect(indirectTypes).toEqual([
      { id: expect.any(Number), externalId: null, description: 'Verlof', sortOrder: 0, active: true },
    ]);
    const renamed = await office.put(`/office/v1/other-cost-types/${otherCostTypes[0].id}`, {
      description: 'Parkeerkosten',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().otherCostTypes[0].description).toBe('Parkeerkosten');
    expect(await fieldList('KINDS', '/v1/indirectewerken')).toEqual(['Verlof']);
    expect(await fieldList('KINDS', '/v1/overigeprojectkosten')).toEqual(['Parkeerkosten']);

    // An indirect type is not an hour type: the default is not one of its fields.
    const withDefault = await office.post('/office/v1/indirect-types', { description: 'Ziek', default: true });
    expect(withDefault.statusCode).toBe(400);
  });

  it('names the field of bad input (400) and writes nothing', async () => {
    const { company, office } = await companyWith('TYPEBAD');
    const cases: Array<[unknown, string]> = [
      [{ description: '' }, 'description'],
      [{ description: 'x'.repeat(201) }, 'description'],
      [{ description: 'Normaal', active: false, default: true }, 'default'],
      [{ description: 'Normaal', sortOrder: 1.5 }, 'sortOrder'],
      [{ description: 'Normaal', externalId: 'U-1' }, 'externalId'],
    ];
    for (const [body, field] of cases) {
      const response = await office.post('/office/v1/hour-types', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.json())).toEqual(['code', 'message']);
      expect(response.json().message, JSON.stringify(body)).toContain(field);
    }
    expect(await entriesOf(company.id)).toEqual([]);
  });

  it('planners and the administratie read the types and change none (403)', async () => {
    for (const role of ['planner', 'administratie'] as const) {
      const { office } = await companyWith(`TYPEREAD${role.length}`, role);
      expect((await office.get('/office/v1/types')).statusCode).toBe(200);
      for (const response of [
        await office.post('/office/v1/hour-types', { description: 'Stiekem' }),
        await office.put('/office/v1/hour-types/1', { description: 'Stiekem' }),
        await office.post('/office/v1/indirect-types', { description: 'Stiekem' }),
        await office.post('/office/v1/other-cost-types', { description: 'Stiekem' }),
      ])
        expect(response.statusCode, role).toBe(403);
    }
  });

  it("refuses another company's types (404), shows none of them, and leaves the package's alone (409)", async () => {
    const { company, office } = await companyWith('TYPEOWN');
    const other = await companyWith('TYPETHEIRS');
    const theirs = (await other.office.post('/office/v1/hour-types', { description: 'Geheim', default: true })).json()
      .hourTypes[0];
    const theirIndirect = (await other.office.post('/office/v1/indirect-types', { description: 'Geheim' })).json()
      .indirectTypes[0];
    expect((await office.put(`/office/v1/hour-types/${theirs.id}`, { description: 'Van mij' })).statusCode).toBe(404);
    expect(
      (await office.put(`/office/v1/indirect-types/${theirIndirect.id}`, { description: 'Van mij' })).statusCode,
    ).toBe(404);
    expect(JSON.stringify((await office.get('/office/v1/types')).json())).not.toContain('Geheim');
    expect((await other.office.get('/office/v1/types')).json().hourTypes[0]).toMatchObject({
      description: 'Geheim',
      default: true,
    });

    // The package's default hour type: read-only, and the default mark stays with it.
    const managed = (await office.post('/office/v1/hour-types', { description: 'Normaal', default: true })).json()
      .hourTypes[0];
    await db().updateTable('hour_types').set({ external_id: 'U-1' }).where('id', '=', managed.id).execute();
    const own = (await office.post('/office/v1/hour-types', { description: 'Eigen' })).json().hourTypes[0];
    const before = await entriesOf(company.id);
    const renamed = await office.put(`/office/v1/hour-types/${managed.id}`, { description: 'Anders', default: true });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().code).toBe('MANAGED_BY_INTEGRATION');
    const taken = await office.put(`/office/v1/hour-types/${own.id}`, { description: 'Eigen', default: true });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('MANAGED_BY_INTEGRATION');
    expect(await entriesOf(company.id)).toEqual(before);
    expect((await office.get('/office/v1/types')).json().hourTypes).toEqual([
      expect.objectContaining({ description: 'Eigen', default: false }),
      expect.objectContaining({ description: 'Normaal', externalId: 'U-1', default: true }),
    ]);
  });
});
