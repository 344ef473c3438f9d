import { beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createEmployee } from '../helpers/fixtures';
import { apiHeaders, signIn, useTestApp } from '../helpers/test-app';

const ctx = useTestApp();
const ids = { jan: 0, kees: 0, els: 0, anna: 0 };

beforeAll(async () => {
  const db = ctx.database.db;
  const demo = await createCompany(db, { code: 'demo' });
  const acme = await createCompany(db, { code: 'acme' });
  ids.jan = (
    await createEmployee(db, {
      companyId: demo.id,
      username: 'jan',
      registratie_rechten: 1,
      project_administratie_ingeschakeld: true,
      regiewerk_aanmaken_ingeschakeld: true,
      boeken_overige_projectkosten: 1,
      aanmaken_regiewerk: 1,
    })
  ).id;
  ids.kees = (await createEmployee(db, { companyId: demo.id, username: 'kees', registratie_rechten: 0 })).id;
  ids.els = (
    await createEmployee(db, {
      companyId: demo.id,
      username: 'els',
      registratie_rechten: 1,
      validate_registrations_enabled: true,
    })
  ).id;
  ids.anna = (await createEmployee(db, { companyId: acme.id, username: 'anna', registratie_rechten: 1 })).id;
});

const rights = (userId: number | string, token?: string) =>
  ctx.app.inject({ method: 'GET', url: `/v1/medewerker/${userId}/rechten`, headers: apiHeaders(token) });

describe('GET /v1/medewerker/{userId}/rechten', () => {
  it('returns every right of the signed-in employee', async () => {
    const response = await rights(ids.jan, await signIn(ctx.app, 'demo', 'jan'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      authorized: true,
      userID: ids.jan,
      registratieRechten: 1,
      projectAdministratieIngeschakeld: true,
      regiewerkAanmakenIngeschakeld: true,
      boekenOverigeProjectkosten: 1,
      aanmakenRegiewerk: 1,
      validateRegistrationsEnabled: false,
      registrationsClosedThrough: null,
    });
  });

  it('reports no registration rights and no project administration for kees', async () => {
    const body = (await rights(ids.kees, await signIn(ctx.app, 'demo', 'kees'))).json();
    expect(body).toMatchObject({ authorized: false, registratieRechten: 0, projectAdministratieIngeschakeld: false });
  });

  it('reports validateRegistrationsEnabled for els', async () => {
    const body = (await rights(ids.els, await signIn(ctx.app, 'demo', 'els'))).json();
    expect(body.validateRegistrationsEnabled).toBe(true);
  });

  it('does not let a token of acme read the rights of a demo employee (404)', async () => {
    const response = await rights(ids.jan, await signIn(ctx.app, 'acme', 'anna'));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'EMPLOYEE_NOT_FOUND', message: `Employee ${ids.jan} does not exist` });
  });

  it('does not let a colleague read someone else’s rights (403)', async () => {
    const response = await rights(ids.jan, await signIn(ctx.app, 'demo', 'kees'));
    expect(response.statusCode).toBe(403);
  });

  it('answers 400 for a user id that is not a number', async () => {
    const response = await rights('abc', await signIn(ctx.app, 'demo', 'jan'));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/userId/);
  });

  it('answers 401 without a token', async () => {
    expect((await rights(ids.jan)).statusCode).toBe(401);
  });
});
