import { axeFindings } from '../../../test/e2e-support/axe';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import type { WeekSubmissionsPage } from '@bouwwerk/domain';
import { expect, runPlace, signIn, test, todayRouteDate } from './fixtures';
import { importExamples, integrationKey, sanne } from './office-import';
import { addDays, apiDate, fromRouteDate, isoWeek, mondayOf, routeDate } from './week';

/*
 * 'Week indienen' (docs/decisions/012-one-hand-gloves-and-sunlight.md): the employee marks a past week as complete in
 * the week overview, and the office reads it through the integration API. Each project submits weeks of its own
 * (submissions cannot be withdrawn, and both projects share the server), so the tests do not depend on each other.
 */

const thisMonday = () => mondayOf(fromRouteDate(todayRouteDate()));

/** A past week of this test's own: `slot` 0, 1, ... weeks further back per project. */
function ownMonday(testInfo: TestInfo, slot: number): Date {
  const { project, furtherDays } = runPlace(testInfo);
  return addDays(thisMonday(), -7 * (2 + 2 * slot + project) - furtherDays);
}

const submitButton = (page: Page) => page.getByRole('button', { name: 'Week indienen' });

/** Every submission the office's key can read, page by page from the start. */
async function officeSubmissions(request: APIRequestContext, key: string) {
  const all: WeekSubmissionsPage['submissions'] = [];
  let after: string | undefined;
  for (;;) {
    const response = await request.get('/integration/v1/week-submissions', {
      headers: { Authorization: `Bearer ${key}` },
      params: after ? { after, limit: 1000 } : { limit: 1000 },
    });
    expect(response.status(), await response.text()).toBe(200);
    const page = (await response.json()) as WeekSubmissionsPage;
    all.push(...page.submissions);
    if (page.submissions.length === 0) return all;
    after = page.next;
  }
}

test.beforeEach(async ({ request, baseURL }) => {
  await importExamples(request, integrationKey(baseURL));
});

test('a past week is submitted in two taps and the office sees it', async ({ page, request, baseURL }, testInfo) => {
  test.slow(); // the office's examples imported, and axe three times
  const monday = ownMonday(testInfo, 0);
  const week = isoWeek(monday);
  // The smallest phone the app is made for; the desktop project keeps its own viewport.
  if (testInfo.project.name === 'phone') await page.setViewportSize({ width: 360, height: 640 });
  await signIn(page, sanne);
  await page.goto(`/weekly/overview/${routeDate(addDays(monday, 2))}`);

  const button = submitButton(page);
  await expect(button).toBeVisible();
  const box = (await button.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(48);
  expect(await axeFindings(page)).toEqual([]);

  await button.click();
  const dialog = page.getByRole('dialog', { name: `Week ${week} indienen?` });
  await expect(dialog).toContainText('niet worden ingetrokken');
  expect(await axeFindings(page)).toEqual([]);
  const confirm = dialog.getByRole('button', { name: 'Indienen' });
  await expect(confirm).toBeInViewport({ ratio: 1 });
  // Two taps in all: the button and this one.
  await confirm.click();

  await expect(page.getByTestId('toast')).toHaveText(`Week ${week} ingediend.`);
  const status = page.getByRole('status').filter({ hasText: 'Week ingediend op' });
  await expect(status).toHaveText(/^Week ingediend op \d{1,2} [a-z]+ \d{4} om \d\d:\d\d$/);
  await expect(button).toHaveCount(0);
  expect(await axeFindings(page)).toEqual([]);

  // Any other day of the week says the same, also after a reload.
  await page.goto(`/weekly/overview/${routeDate(addDays(monday, 4))}`);
  await expect(page.getByText(/^Week ingediend op/)).toBeVisible();
  await expect(submitButton(page)).toHaveCount(0);

  // The office reads it through the integration API, once.
  const key = integrationKey(baseURL);
  await expect
    .poll(async () => (await officeSubmissions(request, key)).filter((s) => s.weekStart === apiDate(monday)))
    .toEqual([expect.objectContaining({ employeeExternalId: 'MW-001', weekStart: apiDate(monday), weekNumber: week })]);
});

test('a week submitted offline is kept and sent once the connection is back', async ({
  page,
  context,
  request,
  baseURL,
  consoleErrors,
}, testInfo) => {
  test.slow();
  consoleErrors.allow(/net::ERR_INTERNET_DISCONNECTED|Failed to fetch/);
  const monday = ownMonday(testInfo, 1);
  await signIn(page, sanne);
  await page.goto(`/weekly/overview/${routeDate(monday)}`);
  await expect(submitButton(page)).toBeVisible();

  await context.setOffline(true);
  await submitButton(page).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Indienen' }).click();
  await expect(page.getByText('Week ingediend – wordt verstuurd')).toBeVisible({ timeout: 15_000 });
  await expect(submitButton(page)).toHaveCount(0);

  await context.setOffline(false);
  await expect(page.getByText(/^Week ingediend op/)).toBeVisible({ timeout: 30_000 });
  const key = integrationKey(baseURL);
  await expect
    .poll(async () => (await officeSubmissions(request, key)).filter((s) => s.weekStart === apiDate(monday)).length)
    .toBe(1);
});

test('the current week is offered from Friday on, a future week never', async ({ page }, testInfo) => {
  await signIn(page, sanne);
  // A past week of this test's own first: the button shows there, so the rights and the week are read.
  await page.goto(`/weekly/overview/${routeDate(addDays(ownMonday(testInfo, 2), 4))}`);
  await expect(submitButton(page)).toBeVisible();
  // Last week's Friday, then one week on: the current week as the week strip reaches it.
  await page.goto(`/weekly/overview/${routeDate(addDays(thisMonday(), -3))}`);
  const weekStrip = page.getByRole('button', { name: 'Volgende week' });
  await weekStrip.click();
  const friday = addDays(thisMonday(), 4);
  await expect(page).toHaveURL(new RegExp(routeDate(friday)));
  // On the e2e day, a Tuesday, the week is not complete yet.
  expect(fromRouteDate(todayRouteDate()).getUTCDay()).toBe(2);
  await expect(submitButton(page)).toHaveCount(0);
  // On its Friday afternoon it is.
  await page.clock.setSystemTime(new Date(`${apiDate(friday)}T15:00:00Z`));
  await page.reload();
  await expect(submitButton(page)).toHaveCount(1);
  await weekStrip.click();
  await expect(page).toHaveURL(new RegExp(routeDate(addDays(thisMonday(), 11))));
  await expect(submitButton(page)).toHaveCount(0);
});
