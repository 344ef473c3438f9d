import type { Page } from '@playwright/test';
import { expect, signIn, test, todayRouteDate } from './fixtures';
import { importExamples, integrationKey, sanne } from './office-import';
import { addDays, fromRouteDate, mondayOf, routeDate } from './week';

/*
 * The office connector end to end: the company the operator command made before the server started
 * (start-server.mjs) is fed with the examples of docs/integration.md through the integration API, in the
 * order of the walk-through's import.sh, and the employee imported with a password signs in and finds the
 * imported planning in his week overview.
 */

const card = (page: Page, name: RegExp) => page.getByRole('main').getByRole('article').filter({ hasText: name });

test('an employee imported through the integration API signs in and sees the imported planning', async ({
  page,
  request,
  baseURL,
}) => {
  await importExamples(request, integrationKey(baseURL));

  await signIn(page, sanne);
  const monday = mondayOf(fromRouteDate(todayRouteDate()));
  await page.goto(`/weekly/overview/${routeDate(monday)}`);
  const project = card(page, /Lindelaan 4/);
  await expect(project).toBeVisible();
  await expect(project).toContainText('Woonstichting De Linde');

  await page.goto(`/weekly/overview/${routeDate(addDays(monday, 4))}`);
  await expect(card(page, /Storing groepenkast/)).toBeVisible();
});
