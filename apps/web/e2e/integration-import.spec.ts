import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import { planningForThisWeek } from '../../../docs/integration-examples/this-week.mjs';
import { expect, signIn, test, todayRouteDate, type DemoUser } from './fixtures';
import { integrationKeyFile, OFFICE_COMPANY } from './office-company.mjs';
import { addDays, fromRouteDate, mondayOf, routeDate } from './week';

/*
 * The office connector end to end: the company the operator command made before the server started
 * (start-server.mjs) is fed with the examples of docs/integration.md through the integration API, in the
 * order of the walk-through's import.sh, and the employee imported with a password signs in and finds the
 * imported planning in his week overview.
 */

const examples = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../docs/integration-examples');
const sanne: DemoUser = { company: OFFICE_COMPANY.code, username: 'sanne', password: 'Steiger-2026' };

/** The collections in the order import.sh sends them. */
function importOrder(): string[] {
  const script = readFileSync(path.join(examples, 'import.sh'), 'utf8');
  const order = /^for collection in ([a-z -]+); do$/m.exec(script)?.[1]?.split(' ');
  if (!order?.length) throw new Error('import.sh no longer lists its collections in one for loop');
  return order;
}

async function importExamples(request: APIRequestContext, key: string) {
  for (const collection of importOrder()) {
    const records = JSON.parse(readFileSync(path.join(examples, `${collection}.json`), 'utf8')) as {
      startDate: string;
      endDate: string;
    }[];
    const body = collection === 'planning' ? planningForThisWeek(records) : records;
    const response = await request.put(`/integration/v1/${collection}`, {
      headers: { Authorization: `Bearer ${key}` },
      data: body,
    });
    expect(response.status(), `${collection}: ${await response.text()}`).toBe(200);
  }
}

const card = (page: Page, name: RegExp) => page.getByRole('main').getByRole('article').filter({ hasText: name });

test('an employee imported through the integration API signs in and sees the imported planning', async ({
  page,
  request,
  baseURL,
}) => {
  const key = readFileSync(integrationKeyFile(new URL(baseURL!).port), 'utf8').trim();
  await importExamples(request, key);

  await signIn(page, sanne);
  const monday = mondayOf(fromRouteDate(todayRouteDate()));
  await page.goto(`/weekly/overview/${routeDate(monday)}`);
  const project = card(page, /Lindelaan 4/);
  await expect(project).toBeVisible();
  await expect(project).toContainText('Woonstichting De Linde');

  await page.goto(`/weekly/overview/${routeDate(addDays(monday, 4))}`);
  await expect(card(page, /Storing groepenkast/)).toBeVisible();
});
