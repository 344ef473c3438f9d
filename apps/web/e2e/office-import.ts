import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, TestInfo } from '@playwright/test';
import { planningForThisWeek } from '../../../docs/integration-examples/this-week.mjs';
import { E2E_NOW, expect, runName, type DemoUser } from './fixtures';
import { apiDate } from './week';
import { integrationKeyFile, OFFICE_COMPANY } from './office-company.mjs';

/**
 * The office's side of the e2e tests: the company the operator command made before the server started
 * (start-server.mjs), its integration key, and the examples of docs/integration.md fed through the
 * integration API. Importing twice changes nothing (every record is upserted by its externalId), so each spec
 * that needs the company imports it itself.
 */

const examples = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../docs/integration-examples');

/** The employee of the examples who signs in with a password. */
export const sanne: DemoUser = { company: OFFICE_COMPANY.code, username: 'sanne', password: 'Steiger-2026' };

/** The office company's integration key, as start-server.mjs left it for the specs. */
export const integrationKey = (baseURL: string | undefined) =>
  readFileSync(integrationKeyFile(new URL(baseURL!).port), 'utf8').trim();

/** The collections in the order import.sh sends them. */
function importOrder(): string[] {
  const script = readFileSync(path.join(examples, 'import.sh'), 'utf8');
  const order = /^for collection in ([a-z -]+); do$/m.exec(script)?.[1]?.split(' ');
  if (!order?.length) throw new Error('import.sh no longer lists its collections in one for loop');
  return order;
}

/** The office's package at the integration API's door. */
export const officeHeaders = (key: string) => ({ Authorization: `Bearer ${key}` });

/** PUT records of a collection as the office; the call must succeed. */
export async function officePut(request: APIRequestContext, key: string, collection: string, records: unknown[]) {
  const response = await request.put(`/integration/v1/${collection}`, { headers: officeHeaders(key), data: records });
  expect(response.status(), `${collection}: ${await response.text()}`).toBe(200);
}

/** The examples, their planning moved to the e2e server's week (not the calendar's). */
export async function importExamples(request: APIRequestContext, key: string) {
  for (const collection of importOrder()) {
    const records = JSON.parse(readFileSync(path.join(examples, `${collection}.json`), 'utf8')) as {
      startDate: string;
      endDate: string;
    }[];
    await officePut(
      request,
      key,
      collection,
      collection === 'planning' ? planningForThisWeek(records, E2E_NOW) : records,
    );
  }
}

/** Beside the examples' project of two works: a project whose one work has one open budget. */
export const ONE_WORK_PROJECT = { externalId: 'PRJ-E2E-090', code: '2026-090' };

/** The examples, and the project of one work beside them. Importing again changes nothing. */
export async function importOfficeCompany(request: APIRequestContext, key: string) {
  await importExamples(request, key);
  await officePut(request, key, 'projects', [
    { ...ONE_WORK_PROJECT, customer: 'Fam. Visser', description: 'Badkamer Visser', city: 'Utrecht' },
  ]);
  await officePut(request, key, 'works', [
    { externalId: 'WRK-090-01', projectExternalId: ONE_WORK_PROJECT.externalId, description: 'Installatie' },
  ]);
  await officePut(request, key, 'parts', [
    {
      externalId: 'OND-090-01-10',
      workExternalId: 'WRK-090-01',
      code: '10',
      description: 'Leidingwerk',
      kind: 'budget',
    },
  ]);
}

export type OwnEmployee = DemoUser & { externalId: string };

/**
 * An employee of the office company for one test, in one browser project and one repeat, alone: nobody else
 * plans or books him, so the test finds his days as it left them, however often and in whatever order it runs.
 */
export async function employeeOfItsOwn(
  request: APIRequestContext,
  key: string,
  testInfo: TestInfo,
  name: string,
): Promise<OwnEmployee> {
  const username = `${name}-${runName(testInfo)}`;
  const employee = { company: OFFICE_COMPANY.code, username, password: 'Werkdag-2026', externalId: `E2E-${username}` };
  await officePut(request, key, 'employees', [
    {
      externalId: employee.externalId,
      firstName: name,
      lastName: 'Test',
      username,
      password: employee.password,
      registrationRights: true,
      projectAdministration: true,
      bookOtherProjectCosts: true,
    },
  ]);
  return employee;
}

/** A planning line of one day, on a project or a work order of the office company. */
export interface PlannedDay {
  day: Date;
  hours: number;
  description: string;
  target: { projectExternalId: string } | { workOrderExternalId: string };
}

/** Plans the employee as the office's package would, each line by an external id of his own. */
export async function planEmployee(request: APIRequestContext, key: string, employee: OwnEmployee, days: PlannedDay[]) {
  await officePut(
    request,
    key,
    'planning',
    days.map(({ day, hours, description, target }, index) => ({
      externalId: `${employee.externalId}-${index + 1}`,
      employeeExternalId: employee.externalId,
      startDate: apiDate(day),
      endDate: apiDate(day),
      arrival: '07:30',
      durationHours: hours,
      description,
      ...target,
    })),
  );
}

/** POST to the integration API as the office; the call must succeed. */
export async function officePost(request: APIRequestContext, key: string, url: string, data: unknown) {
  const response = await request.post(`/integration/v1${url}`, { headers: officeHeaders(key), data });
  expect(response.status(), `${url}: ${await response.text()}`).toBe(200);
}
