import type { Page } from '@playwright/test';
import type { OfficeEmployee } from '@bouwwerk/domain';
import { phoneOf, routeDate } from './field-api';
import { createEmployee, createWorkOrder, drag, E2E_TODAY, expect, office, signIn, test, unique } from './fixtures';

/*
 * The board and the phone, one truth: a planner drags a work order onto Tuesday for an employee of the test's
 * own; his phone (a second browser, 390x844, on the field app) shows it on Tuesday at its next revalidation,
 * marked "Planning gewijzigd"; he books 3 hours on it; the board shows the 3 hours in that cell without a
 * reload, within 2 seconds. Today is the e2e server's fixed Tuesday (test/e2e-support/e2e-today.mjs).
 */

const MONDAY = '2026-11-23';
const TUESDAY_ROUTE = routeDate(E2E_TODAY);
const MONDAY_ROUTE = routeDate(MONDAY);

const cell = (page: Page, name: string) => page.getByRole('gridcell', { name: `${name}, dinsdag 24 november` });

test('the board plans, the phone shows it and books on it, and the board shows the booking live', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const session = await signIn(page, 'planner');
  const lastName = unique('Veld');
  const username = unique('veld');
  const employee = (await createEmployee(page, session, {
    firstName: 'Veld',
    lastName,
    username,
    registrationRights: true,
  })) as OfficeEmployee & { password: string };
  const order = await createWorkOrder(page, session, {
    number: unique('WB-'),
    customer: 'Fam. Veld',
    description: 'Lekkage dak',
  });
  const name = `Veld ${lastName}`;

  // His phone has the week open on Monday before anything is planned for him: what changes next is news.
  const phone = await phoneOf(browser, baseURL!, username, employee.password);
  await phone.goto(`/weekly/overview/${MONDAY_ROUTE}`);
  await expect(phone.getByRole('main')).not.toContainText(order.number);

  await page.goto(office(`/planning?van=${MONDAY}&weken=1&zoek=${encodeURIComponent(lastName)}`));
  const side = page.getByRole('complementary', { name: 'Plannen' });
  await side.getByLabel('Soort').selectOption('workOrder');
  await side.getByRole('searchbox').fill(order.number);
  await drag(page, side.getByRole('button', { name: new RegExp(`^Werkbon ${order.number}`) }), cell(page, name));
  await expect(cell(page, name).getByRole('button', { name: new RegExp(`^Werkbon ${order.number} `) })).toBeVisible();

  // The phone's next revalidation (a start) brings the planning, and marks Tuesday until it is opened.
  await phone.reload();
  const tuesday = phone.getByRole('list', { name: 'Dagen van de week' }).getByRole('button', { name: /^di/ });
  await expect(tuesday).toHaveAccessibleName(/Planning gewijzigd/);
  await tuesday.click();
  await expect(phone.getByRole('main')).toContainText(order.number);
  await expect(tuesday).not.toHaveAccessibleName(/Planning gewijzigd/);

  await phone.goto(`/order/${order.id}/detail/${TUESDAY_ROUTE}`);
  await phone.getByRole('group', { name: 'Boeken op de werkbon' }).getByRole('link', { name: 'Uren' }).click();
  const hours = phone.getByRole('group', { name: 'Uren', exact: true });
  await hours.getByRole('combobox', { name: 'uren', exact: true }).selectOption('3');
  await hours.getByRole('combobox', { name: 'minuten', exact: true }).selectOption('0');
  await phone.getByRole('button', { name: 'Opslaan' }).click();
  await expect(phone.getByTestId('toast')).toHaveText(/Uren geboekt\./);

  // The board heard it: the cell shows the booked hours without a reload.
  await expect(cell(page, name)).toContainText('Geboekt 3:00', { timeout: 2_000 });
  await phone.context().close();
});
