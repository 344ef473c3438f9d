import type { Page } from '@playwright/test';
import { axeFindings } from '../../../test/e2e-support/axe';
import { expect, signIn, test as fixtureTest } from './fixtures';
import { employeeOfItsOwn, importOfficeCompany, integrationKey, planEmployee, type PlannedDay } from './office-import';
import { today } from './registrations-api';
import { addDays, mondayOf, routeDate } from './week';

/*
 * "Planning gewijzigd": the office replans an employee through the integration API while his phone has the
 * week open; at the next revalidation (a start) the days whose planning changed are marked in the week
 * strip and named above the cards, until he opens them. A first start marks nothing. The employee is the
 * test's own (office-import.ts), so the test holds in any order and any number of times. Today is the e2e
 * server's fixed Tuesday (test/e2e-support/e2e-today.mjs).
 */

const test = fixtureTest.extend<object, { officeKey: string }>({
  officeKey: [
    async ({ playwright }, use, workerInfo) => {
      const { baseURL } = workerInfo.project.use;
      const request = await playwright.request.newContext({ baseURL });
      const key = integrationKey(baseURL);
      await importOfficeCompany(request, key);
      await request.dispose();
      await use(key);
    },
    { scope: 'worker' },
  ],
});

const ORDER = { workOrderExternalId: 'WB-2026-0042' };
const PROJECT = { projectExternalId: 'PRJ-2026-013' };
const weekday = (index: number) => addDays(mondayOf(today()), index);
const tuesday = weekday(1);
const wednesday = weekday(2);
const thursday = weekday(3);

/** The week strip's button of a day; its name says "Planning gewijzigd" when the day is marked. */
const dayButton = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Dagen van de week' }).getByRole('button', { name: new RegExp(`^${name}`) });

const notice = (page: Page) => page.getByRole('status').filter({ hasText: 'Planning gewijzigd:' });

async function startAgain(page: Page) {
  await page.reload();
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
}

test('a day whose planning changed is marked "Planning gewijzigd" after a revalidation, until it is opened', async ({
  page,
  request,
  officeKey,
  isMobile,
}, testInfo) => {
  test.skip(!isMobile, 'the phone');
  test.slow();
  const employee = await employeeOfItsOwn(request, officeKey, testInfo, 'replanned');
  const planned: PlannedDay[] = [
    { day: tuesday, hours: 4, description: 'Storing groepenkast', target: ORDER },
    { day: thursday, hours: 3, description: 'Stellen kozijnen', target: PROJECT },
  ];
  await planEmployee(request, officeKey, employee, planned);

  await signIn(page, employee);
  await page.goto(`/weekly/overview/${routeDate(tuesday)}`);
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  // The first start: what is planned is taken as seen.
  await expect(page.getByTestId('planning-changed-mark')).toHaveCount(0);
  await expect(notice(page)).toHaveCount(0);

  // The office moves Thursday's hours and plans Wednesday too; Friday stays as it was.
  await planEmployee(request, officeKey, employee, [
    planned[0]!,
    { ...planned[1]!, hours: 6 },
    { day: wednesday, hours: 2, description: 'Opname', target: ORDER },
  ]);
  await startAgain(page);
  await expect(dayButton(page, 'woensdag')).toHaveAccessibleName(/, Planning gewijzigd/);
  await expect(dayButton(page, 'donderdag')).toHaveAccessibleName(/, Planning gewijzigd/);
  await expect(dayButton(page, 'dinsdag')).not.toHaveAccessibleName(/Planning gewijzigd/);
  await expect(dayButton(page, 'vrijdag')).not.toHaveAccessibleName(/Planning gewijzigd/);
  await expect(page.getByTestId('planning-changed-mark')).toHaveCount(2);
  await expect(notice(page)).toBeVisible();
  await expect(notice(page).getByRole('button')).toHaveText(['wo 25-11', 'do 26-11']);
  expect(await axeFindings(page)).toEqual([]);

  // Opening Thursday clears its mark, also after the next start; Wednesday stays marked.
  await dayButton(page, 'donderdag').click();
  await expect(page).toHaveURL(new RegExp(`/weekly/overview/${routeDate(thursday)}$`));
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await expect(dayButton(page, 'donderdag')).not.toHaveAccessibleName(/Planning gewijzigd/);
  await dayButton(page, 'dinsdag').click();
  await startAgain(page);
  await expect(dayButton(page, 'donderdag')).not.toHaveAccessibleName(/Planning gewijzigd/);
  await expect(dayButton(page, 'woensdag')).toHaveAccessibleName(/, Planning gewijzigd/);

  // The notice opens the day it names.
  await notice(page).getByRole('button', { name: 'Planning gewijzigd: wo 25-11' }).click();
  await expect(page).toHaveURL(new RegExp(`/weekly/overview/${routeDate(wednesday)}$`));
  await expect(page.getByTestId('planning-changed-mark')).toHaveCount(0);
  await expect(notice(page)).toHaveCount(0);
});
