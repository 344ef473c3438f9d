import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_INTEGRATION_KEY } from '../../src/lib/integration-keys';
import { activeHourTypeId, bookable, companyId, employeeId, ofSoort, parts, useDemoApp } from '../helpers/demo-refs';
import { apiHeaders } from '../helpers/test-app';
import { keyHeaders } from './registrations-fixtures';

/**
 * What the office's calls mean in the app: an invoiced registration is locked for everyone (409 on every
 * change and delete, and the app's list shows its invoice line, which greys out the pencil), until released;
 * validating opens a registration to an employee whose company validates first (els), and unvalidating locks
 * it again: the app's own rule (packages/domain/src/locks.ts), fed by the integration API.
 */

const ctx = useDemoApp(['jan', 'els']);
const { tokens } = ctx;
const refs = { demo: 0, jan: 0, els: 0, project: 0, budget: 0, hourType: 0 };
const db = () => ctx.database.db;

beforeAll(async () => {
  refs.demo = await companyId(db(), 'demo');
  refs.jan = await employeeId(db(), refs.demo, 'jan');
  refs.els = await employeeId(db(), refs.demo, 'els');
  const open = await parts(db(), refs.demo).$call(ofSoort(0)).$call(bookable).orderBy('b.id').executeTakeFirstOrThrow();
  Object.assign(refs, { budget: open.id, project: open.project_id });
  refs.hourType = await activeHourTypeId(db(), refs.demo);
});

const DAY = '2026-03-10';
const app = (method: 'POST' | 'PATCH' | 'PUT' | 'DELETE' | 'GET', url: string, token: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: apiHeaders(token), ...(payload ? { payload } : {}) });
const office = async (call: string, payload: object) => {
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/integration/v1/registrations/${call}`,
    headers: keyHeaders(DEMO_INTEGRATION_KEY),
    payload,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

async function book(token: string, employee: number, extra: object) {
  const response = await app('POST', '/v1/invoer', token, {
    datum: DAY,
    medewerkerId: employee,
    projectId: refs.project,
    budgetId: refs.budget,
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { hours: number[]; materials: number[] };
}

const hourChange = (id: number) => ({
  id,
  date: DAY,
  quantity: 3.5,
  remark: 'Gewijzigd',
  uursoortId: refs.hourType,
  unit: 'uur',
});
const hourRow = (id: number) =>
  db().selectFrom('hour_registrations').select(['hours', 'remark']).where('id', '=', id).executeTakeFirst();
const materialRow = (id: number) =>
  db().selectFrom('material_registrations').select(['quantity']).where('id', '=', id).executeTakeFirst();

/** The signed-in employee's registrations of the day on the project, as the app lists them. */
async function listed(token: string) {
  const response = await app('GET', `/v1/project/${refs.project}/registrations/${DAY}`, token);
  expect(response.statusCode).toBe(200);
  const groups = response.json() as Array<{
    budgets: Array<{
      hours: Array<{ id: number; verkoopfactuurregelId: number; validated: number }>;
      materials: Array<{ id: number; verkoopfactuurregelId: number }>;
    }>;
  }>;
  return groups.flatMap((group) => group.budgets);
}

describe('registrations the office invoiced', () => {
  it('are locked in the app until the office releases them', async () => {
    const {
      hours: [hours],
    } = await book(tokens.jan, refs.jan, { uursoortId: refs.hourType, aantal: 2, opmerking: 'Geboekt' });
    const {
      materials: [material],
    } = await book(tokens.jan, refs.jan, { materialen: [{ aantal: 5, eenheid: 'stuks', omschrijving: 'Lasdop' }] });
    const before = { hours: await hourRow(hours!), material: await materialRow(material!) };

    expect(
      await office('invoice', {
        lines: [
          { kind: 'hours', registrationId: hours, invoiceLineId: 2026101 },
          { kind: 'material', registrationId: material, invoiceLineId: 2026102 },
        ],
      }),
    ).toEqual({ changed: 2, unchanged: 0 });

    const budgets = await listed(tokens.jan);
    expect(budgets.flatMap((b) => b.hours).find((h) => h.id === hours)?.verkoopfactuurregelId).toBe(2026101);
    expect(budgets.flatMap((b) => b.materials).find((m) => m.id === material)?.verkoopfactuurregelId).toBe(2026102);

    expect(
      (await app('PUT', '/v1/registrations/hoursandmaterials', tokens.jan, { hours: [hourChange(hours!)] })).statusCode,
    ).toBe(409);
    expect((await app('PATCH', '/v1/registrations/hours', tokens.jan, hourChange(hours!))).statusCode).toBe(409);
    expect((await app('DELETE', `/v1/registrations/${hours}`, tokens.jan)).statusCode).toBe(409);
    expect(
      (
        await app('PUT', `/v1/invoer/materiaal/${material}`, tokens.jan, {
          datum: DAY,
          aantal: 8,
          eenheid: 'stuks',
          omschrijving: 'Lasdop',
        })
      ).statusCode,
    ).toBe(409);
    expect((await app('DELETE', `/v1/ordermaterialregistrations/${material}`, tokens.jan)).statusCode).toBe(409);
    expect(await hourRow(hours!)).toEqual(before.hours);
    expect(await materialRow(material!)).toEqual(before.material);

    await office('release', {
      registrations: [
        { kind: 'hours', registrationId: hours },
        { kind: 'material', registrationId: material },
      ],
    });
    expect(
      (await app('PUT', '/v1/registrations/hoursandmaterials', tokens.jan, { hours: [hourChange(hours!)] })).statusCode,
    ).toBe(200);
    expect(await hourRow(hours!)).toEqual({ hours: 3.5, remark: 'Gewijzigd' });
    expect((await app('DELETE', `/v1/ordermaterialregistrations/${material}`, tokens.jan)).statusCode).toBe(204);
  });
});

describe('registrations of a company that validates first (els)', () => {
  it('can be changed once the office validated them, and are locked again when it unvalidates them', async () => {
    const {
      hours: [hours],
    } = await book(tokens.els, refs.els, { uursoortId: refs.hourType, aantal: 2 });
    expect(
      (await app('PUT', '/v1/registrations/hoursandmaterials', tokens.els, { hours: [hourChange(hours!)] })).statusCode,
    ).toBe(409);

    await office('validate', { registrations: [{ kind: 'hours', registrationId: hours }] });
    expect((await listed(tokens.els)).flatMap((b) => b.hours).find((h) => h.id === hours)?.validated).toBe(1);
    expect(
      (await app('PUT', '/v1/registrations/hoursandmaterials', tokens.els, { hours: [hourChange(hours!)] })).statusCode,
    ).toBe(200);
    expect(await hourRow(hours!)).toEqual({ hours: 3.5, remark: 'Gewijzigd' });

    await office('unvalidate', { registrations: [{ kind: 'hours', registrationId: hours }] });
    expect((await app('DELETE', `/v1/registrations/${hours}`, tokens.els)).statusCode).toBe(409);
    expect(await hourRow(hours!)).toEqual({ hours: 3.5, remark: 'Gewijzigd' });
  });
});
