import { describe, expect, it } from 'vitest';
import { newIntegrationKey } from '../../src/lib/integration-keys';
import { createCompany, createEmployee } from '../helpers/fixtures';
import { apiHeaders, signIn, useTestApp } from '../helpers/test-app';

const ctx = useTestApp();

/** A company of its own per test, with an employee and a key. */
async function companyWithKey(code: string) {
  const company = await createCompany(ctx.database.db, { code });
  await createEmployee(ctx.database.db, { companyId: company.id, username: 'jan' });
  const key = newIntegrationKey();
  const info = await ctx.app.repos.integrationKeys.create(company.id, key, 'office');
  return { company, key, info };
}

const get = (url: string, authorization?: string) =>
  ctx.app.inject({ method: 'GET', url, headers: authorization ? { authorization } : {} });

describe('integration keys', () => {
  it('reach their own company only, by bearer key; anything else is 401', async () => {
    const { key } = await companyWithKey('ACME');
    const { key: otherKey } = await companyWithKey('OTHER');
    const own = await get('/integration/v1/company', `Bearer ${key}`);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ code: 'ACME', name: 'ACME B.V.' });
    expect(own.headers['cache-control']).toBe('no-store');
    expect((await get('/integration/v1/company', `Bearer ${otherKey}`)).json()).toMatchObject({ code: 'OTHER' });

    for (const header of [undefined, 'Bearer', `Basic ${key}`, `Bearer ${key}x`, `Bearer ${key.slice(0, -1)}`]) {
      const response = await get('/integration/v1/company', header);
      expect(response.statusCode, String(header)).toBe(401);
      expect(Object.keys(response.json())).toEqual(['code', 'message']);
    }
  });

  it('is refused once revoked, and records when it was last used', async () => {
    const { company: acme, key, info: created } = await companyWithKey('REV');
    expect(created.lastUsedAt).toBeNull();
    expect((await get('/integration/v1/company', `Bearer ${key}`)).statusCode).toBe(200);
    const [listed] = (await ctx.app.repos.integrationKeys.list(acme.id)).filter((k) => k.id === created.id);
    expect(listed?.lastUsedAt).toBeInstanceOf(Date);
    expect(listed?.prefix).toBe(key.slice(0, 17));

    expect(await ctx.app.repos.integrationKeys.revoke(acme.id, created.prefix)).toBe(1);
    expect((await get('/integration/v1/company', `Bearer ${key}`)).statusCode).toBe(401);
  });

  it('an app token does not open the integration API, and a key does not open the app', async () => {
    const { key } = await companyWithKey('APP');
    const token = await signIn(ctx.app, 'APP', 'jan');
    expect((await get('/integration/v1/company', `Bearer ${token}`)).statusCode).toBe(401);
    const withKey = await ctx.app.inject({
      method: 'GET',
      url: '/v1/uursoorten',
      headers: { ...apiHeaders(), authorization: `Bearer ${key}` },
    });
    expect(withKey.statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/v1/uursoorten', headers: apiHeaders(token) })).statusCode,
    ).toBe(200);
  });

  it('publishes an OpenAPI 3.1 document of the integration routes only, without a key', async () => {
    const response = await get('/integration/v1/openapi.json');
    expect(response.statusCode).toBe(200);
    const document = response.json() as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toContain('/integration/v1/company');
    expect(Object.keys(document.paths).every((path) => path.startsWith('/integration/v1/'))).toBe(true);
    expect((await get('/integration/docs/')).statusCode).toBe(200);
  });
});
