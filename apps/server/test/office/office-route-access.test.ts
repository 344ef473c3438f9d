import { OFFICE_ROLES, type OfficeRole } from '@bouwwerk/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { newIntegrationKey } from '../../src/lib/integration-keys';
import { OFFICE_API_PREFIX, OFFICE_ROUTE_ACCESS, type Access } from '../../src/office/route-access';
import { createCompany, createEmployee } from '../helpers/fixtures';
import { createOfficeUser, OfficeBrowser, OWN_ORIGIN } from '../helpers/office';
import { apiHeaders, signIn, useTestApp } from '../helpers/test-app';

const ctx = useTestApp();
const db = () => ctx.database.db;

/** A signed-in browser per role, new for each route: the sign-out routes end what they are called with. */
async function browserOf(role: OfficeRole) {
  const browser = new OfficeBrowser(ctx.app);
  await browser.signIn('WALK', `${role}@walk.example`);
  return browser;
}
let fieldToken = '';
let integrationKey = '';
const ids = { employee: 0, user: 0, link: 0 };
const TOKEN = 'A'.repeat(43);

beforeAll(async () => {
  const company = await createCompany(db(), { code: 'WALK' });
  for (const role of OFFICE_ROLES) {
    const user = await createOfficeUser(db(), { companyId: company.id, email: `${role}@walk.example`, role });
    if (role === 'planner') ids.user = user.id;
  }
  ids.employee = (await createEmployee(db(), { companyId: company.id, username: 'jan' })).id;
  fieldToken = await signIn(ctx.app, 'WALK', 'jan');
  integrationKey = newIntegrationKey();
  await ctx.app.repos.integrationKeys.create(company.id, integrationKey, 'walk');
});

/** A route of the table as a request: its params filled with this company's records. */
function requestOf(key: string) {
  const [method = '', path = ''] = key.split(' ');
  const url =
    OFFICE_API_PREFIX +
    path
      .replace(':token', TOKEN)
      .replace(/employees\/:id/, `employees/${ids.employee}`)
      .replace(/users\/:id/, `users/${ids.user}`)
      .replace(/invitations\/:id/, 'invitations/999999');
  return { method: method as 'GET', url };
}

const entries = Object.entries(OFFICE_ROUTE_ACCESS) as Array<[string, Access]>;

/** Routes that answer an event stream: it stays open, so only its status is read, then it is let go. */
const STREAMS = new Set(['GET /events']);
async function streamStatus(browser: OfficeBrowser, url: string) {
  const response = await ctx.app.inject({
    method: 'GET',
    url,
    headers: { cookie: browser.cookie },
    payloadAsStream: true,
  });
  response.stream().destroy();
  return response.statusCode;
}

describe('every office route, walked with every role and every other credential', () => {
  it('every route of the table is served (the plugin refuses to start with a route the table lacks)', () => {
    for (const [key] of entries) {
      const [method = '', path = ''] = key.split(' ');
      expect(ctx.app.hasRoute({ method: method as 'GET', url: OFFICE_API_PREFIX + path }), key).toBe(true);
    }
  });

  for (const [key, access] of entries) {
    it(`${key}: ${access === 'public' ? 'public' : access.join(', ')}`, async () => {
      const { method, url } = requestOf(key);
      const write = method !== 'GET';
      const withoutSession = await ctx.app.inject({ method, url, headers: write ? { origin: OWN_ORIGIN } : {} });
      const field = await ctx.app.inject({
        method,
        url,
        headers: { ...apiHeaders(fieldToken), ...(write && { origin: OWN_ORIGIN }) },
      });
      const integration = await ctx.app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${integrationKey}`, ...(write && { origin: OWN_ORIGIN }) },
      });
      if (access === 'public') {
        for (const response of [withoutSession, field, integration]) expect(response.statusCode).not.toBe(401);
        return;
      }
      for (const response of [withoutSession, field, integration]) {
        expect(response.statusCode, response.body).toBe(401);
        expect(Object.keys(response.json())).toEqual(['code', 'message']);
      }
      for (const role of OFFICE_ROLES) {
        if (STREAMS.has(key)) {
          expect(await streamStatus(await browserOf(role), url), role).toBe(access.includes(role) ? 200 : 403);
          continue;
        }
        // An empty body: a role that passes gets as far as validation (400) or further, never 401 or 403.
        const response = await (await browserOf(role)).request({ method, url, ...(write && { payload: {} }) });
        if (access.includes(role)) expect([401, 403], `${role}: ${response.body}`).not.toContain(response.statusCode);
        else {
          expect(response.statusCode, role).toBe(403);
          expect(response.json().code).toBe('FORBIDDEN_ROLE');
        }
      }
    });
  }
});
