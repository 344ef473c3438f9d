import type { OfficeRole } from '@bouwwerk/domain';
import { describe, expect, it } from 'vitest';
import { browserPasswordDigest } from '../../src/lib/passwords';
import { createCompany, createEmployee } from '../helpers/fixtures';
import { signedInCompany } from '../helpers/office';
import { apiHeaders, signIn, useTestApp } from '../helpers/test-app';

const ctx = useTestApp();
const db = () => ctx.database.db;

const companyWith = (code: string, role: OfficeRole = 'planner') =>
  signedInCompany(ctx.app, db(), code, { role, name: 'piet' });

const NEW_EMPLOYEE = {
  firstName: 'Kees',
  lastName: 'de Boer',
  username: 'kees',
  mobile: '06-11112222',
  registrationRights: true,
  bookOtherProjectCosts: true,
};

const fieldSignIn = (code: string, username: string, password: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/v1/sessions',
    headers: apiHeaders(),
    payload: { RelatieId: code, Gebruikersnaam: username, Wachtwoord: browserPasswordDigest(password) },
  });

const auditOf = (companyId: number) =>
  db().selectFrom('audit_log').selectAll().where('company_id', '=', companyId).orderBy('id').execute();

describe('employees in the office console', () => {
  it('a planner creates an employee, who signs in on a phone with the password shown once and has his rights', async () => {
    const { company, office } = await companyWith('EMP');
    const created = await office.post('/office/v1/employees', NEW_EMPLOYEE);
    expect(created.statusCode).toBe(201);
    const kees = created.json();
    expect(kees).toMatchObject({
      firstName: 'Kees',
      username: 'kees',
      telephone: '',
      active: true,
      registrationRights: true,
      bookOtherProjectCosts: true,
      projectAdministration: false,
      workingHours: null,
      externalId: null,
      activeSessions: 0,
      password: expect.stringMatching(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/),
    });

    const phone = await fieldSignIn('EMP', 'KEES', kees.password);
    expect(phone.statusCode).toBe(200);
    const token = phone.json().authToken as string;
    const rights = await ctx.app.inject({
      method: 'GET',
      url: `/v1/medewerker/${kees.id}/rechten`,
      headers: apiHeaders(token),
    });
    expect(rights.json()).toMatchObject({
      registratieRechten: 1,
      boekenOverigeProjectkosten: 1,
      projectAdministratieIngeschakeld: false,
    });

    const listed = (await office.get('/office/v1/employees')).json().employees;
    expect(listed).toEqual([expect.objectContaining({ id: kees.id, activeSessions: 1 })]);
    expect(listed[0]).not.toHaveProperty('password');

    const [entry] = await auditOf(company.id);
    expect(entry).toMatchObject({
      action: 'employees.insert',
      source: 'console',
      actor_kind: 'office_user',
      actor_name: 'piet',
      target_table: 'employees',
      target_id: kees.id,
      target_label: 'Kees de Boer',
      before: null,
    });
    expect(entry?.after).toMatchObject({ username: 'kees', registratie_rechten: 1, mobile: '06-11112222' });
    expect(entry?.after).not.toHaveProperty('password_hash');
    expect(JSON.stringify(entry)).not.toContain(kees.password);
  });

  it('an edit changes the rights the phone reads next; deactivating signs the phones out; the log has before and after', async () => {
    const { company, office } = await companyWith('EDIT');
    const kees = (await office.post('/office/v1/employees', NEW_EMPLOYEE)).json();
    const token = (await fieldSignIn('EDIT', 'kees', kees.password)).json().authToken as string;

    const edited = await office.put(`/office/v1/employees/${kees.id}`, {
      ...NEW_EMPLOYEE,
      projectAdministration: true,
      mobile: '',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ projectAdministration: true, mobile: '' });
    const rights = await ctx.app.inject({
      method: 'GET',
      url: `/v1/medewerker/${kees.id}/rechten`,
      headers: apiHeaders(token),
    });
    expect(rights.json().projectAdministratieIngeschakeld).toBe(true);

    // The same state again writes nothing and logs nothing.
    await office.put(`/office/v1/employees/${kees.id}`, { ...NEW_EMPLOYEE, projectAdministration: true, mobile: '' });
    expect(
      (await office.put(`/office/v1/employees/${kees.id}`, { ...NEW_EMPLOYEE, active: false })).json().activeSessions,
    ).toBe(0);
    const after = await ctx.app.inject({
      method: 'GET',
      url: `/v1/medewerker/${kees.id}/rechten`,
      headers: apiHeaders(token),
    });
    expect(after.statusCode).toBe(401);

    const entries = await auditOf(company.id);
    expect(entries.map((e) => e.action)).toEqual(['employees.insert', 'employees.update', 'employees.update']);
    expect(entries[1]).toMatchObject({
      before: expect.objectContaining({ project_administratie_ingeschakeld: false, mobile: '06-11112222' }),
      after: expect.objectContaining({ project_administratie_ingeschakeld: true, mobile: '' }),
    });
  });

  it('a username is unique in the company without regard to case: 409 naming it, nothing written', async () => {
    const { company, office } = await companyWith('UNIQ');
    await createEmployee(db(), { companyId: company.id, username: 'Jan' });
    const taken = await office.post('/office/v1/employees', { ...NEW_EMPLOYEE, username: 'JAN' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ code: 'USERNAME_TAKEN', message: expect.stringContaining('JAN') });
    const kees = (await office.post('/office/v1/employees', NEW_EMPLOYEE)).json();
    expect((await office.put(`/office/v1/employees/${kees.id}`, { ...NEW_EMPLOYEE, username: 'jan' })).statusCode).toBe(
      409,
    );
    expect(
      (await office.put(`/office/v1/employees/${kees.id}`, { ...NEW_EMPLOYEE, username: 'KEES' })).statusCode,
    ).toBe(200);
    expect((await auditOf(company.id)).map((e) => e.action)).toEqual(['employees.insert', 'employees.update']);
  });

  it('bad input is a 400 naming the field, and nothing is written', async () => {
    const { company, office } = await companyWith('BAD');
    for (const body of [
      { ...NEW_EMPLOYEE, firstName: '' },
      { ...NEW_EMPLOYEE, username: 'x'.repeat(500) },
      { ...NEW_EMPLOYEE, active: 'yes' },
      { ...NEW_EMPLOYEE, password: 'geheim' },
      { ...NEW_EMPLOYEE, mobile: 'a\u0000b' },
    ]) {
      const response = await office.post('/office/v1/employees', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.json())).toEqual(['code', 'message']);
    }
    expect(await db().selectFrom('employees').select('id').where('company_id', '=', company.id).execute()).toEqual([]);
    expect(await auditOf(company.id)).toEqual([]);
  });

  it("a record the calculation package manages is read-only (409); another company's employee is 404", async () => {
    const { company, office } = await companyWith('MANAGED');
    const fed = await createEmployee(db(), { companyId: company.id, username: 'fed' });
    await db().updateTable('employees').set({ external_id: 'M-1' }).where('id', '=', fed.id).execute();
    const refused = await office.put(`/office/v1/employees/${fed.id}`, NEW_EMPLOYEE);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('MANAGED_BY_INTEGRATION');
    expect((await office.get(`/office/v1/employees/${fed.id}`)).json().externalId).toBe('M-1');

    const other = await createCompany(db(), { code: 'ELSEWHERE' });
    const stranger = await createEmployee(db(), { companyId: other.id, username: 'stranger' });
    const strangerToken = await signIn(ctx.app, 'ELSEWHERE', 'stranger');
    for (const response of [
      await office.get(`/office/v1/employees/${stranger.id}`),
      await office.put(`/office/v1/employees/${stranger.id}`, NEW_EMPLOYEE),
      await office.post(`/office/v1/employees/${stranger.id}/password`),
      await office.delete(`/office/v1/employees/${stranger.id}/sessions`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('EMPLOYEE_NOT_FOUND');
    }
    expect(
      (await office.get('/office/v1/employees')).json().employees.map((e: { username: string }) => e.username),
    ).toEqual(['fed']);
    const still = await ctx.app.inject({
      method: 'GET',
      url: `/v1/medewerker/${stranger.id}/rechten`,
      headers: apiHeaders(strangerToken),
    });
    expect(still.statusCode).toBe(200);
  });

  it('a new field password signs the phones out and only the new one works; "Afmelden op alle telefoons" too', async () => {
    const { company, office } = await companyWith('PASS', 'beheerder');
    const kees = (await office.post('/office/v1/employees', NEW_EMPLOYEE)).json();
    const first = (await fieldSignIn('PASS', 'kees', kees.password)).json().authToken as string;
    const renewed = await office.post(`/office/v1/employees/${kees.id}/password`);
    expect(renewed.statusCode).toBe(200);
    const { password } = renewed.json();
    expect(password).not.toBe(kees.password);
    const rightsWith = (token: string) =>
      ctx.app.inject({ method: 'GET', url: `/v1/medewerker/${kees.id}/rechten`, headers: apiHeaders(token) });
    expect((await rightsWith(first)).statusCode).toBe(401);
    expect((await fieldSignIn('PASS', 'kees', kees.password)).statusCode).toBe(401);
    const second = (await fieldSignIn('PASS', 'kees', password)).json().authToken as string;
    expect((await rightsWith(second)).statusCode).toBe(200);

    expect((await office.delete(`/office/v1/employees/${kees.id}/sessions`)).statusCode).toBe(204);
    expect((await rightsWith(second)).statusCode).toBe(401);
    expect((await auditOf(company.id)).map((e) => e.action)).toEqual([
      'employees.insert',
      'employees.password',
      'employees.sign_out',
    ]);
  });

  it('the administratie reads employees but changes none (403, nothing written)', async () => {
    const { company, office } = await companyWith('READER', 'administratie');
    const jan = await createEmployee(db(), { companyId: company.id, username: 'jan' });
    expect((await office.get('/office/v1/employees')).statusCode).toBe(200);
    expect((await office.post('/office/v1/employees', NEW_EMPLOYEE)).statusCode).toBe(403);
    expect((await office.put(`/office/v1/employees/${jan.id}`, NEW_EMPLOYEE)).statusCode).toBe(403);
    expect((await office.get(`/office/v1/employees/${jan.id}`)).json().username).toBe('jan');
    expect(await auditOf(company.id)).toEqual([]);
  });
});
