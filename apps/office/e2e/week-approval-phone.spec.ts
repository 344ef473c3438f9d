import { fieldEmployee, phoneOf, routeDate } from './field-api';
import { createWorkOrder, expect, office, signIn, test, unique } from './fixtures';

/*
 * The office's decision and the employee's phone, one week: the console sends his submitted week back with a
 * reason, which his phone (a second browser, 390x844, on the field app) shows above the week; he submits it
 * again there; the console approves it, and his rows of the week are final, saying 'Goedgekeurd'.
 */

/** Week 46 of 2026, before the e2e server's today: a week of this test's own employee. */
const MONDAY = '2026-11-09';
const TUESDAY = '2026-11-10';
const REASON = 'Dinsdag hoort bij een andere werkbon';

test('a week sent back in the console shows its reason on the phone, and once approved its rows are final', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const session = await signIn(page, 'beheerder');
  const employee = await fieldEmployee(page, session, 'Kruis');
  const order = await createWorkOrder(page, session, {
    number: unique('WB-'),
    customer: 'Fam. Kruis',
    startDate: MONDAY,
    employeeIds: [employee.id],
  });
  await employee.bookOnOrder(order.id, TUESDAY, 8);
  await employee.submit(MONDAY);

  const week = office(`/weken/${employee.id}/${MONDAY}`);
  await page.goto(week);
  await page.getByRole('button', { name: 'Terugsturen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Week terugsturen' });
  await dialog.getByLabel('Reden').fill(REASON);
  await dialog.getByRole('button', { name: 'Terugsturen' }).click();
  await expect(page.getByRole('main').getByText('Teruggestuurd', { exact: true })).toBeVisible();

  // His phone shows the reason above the week, and he submits it again there.
  const phone = await phoneOf(browser, baseURL!, employee.username, employee.password);
  try {
    await phone.goto(`/weekly/overview/${routeDate(TUESDAY)}`);
    const notice = phone.getByRole('status').filter({ hasText: 'Teruggestuurd door kantoor' });
    await expect(notice).toHaveText(`Teruggestuurd door kantoor: ${REASON}`);
    await phone.getByRole('button', { name: 'Week indienen' }).click();
    await phone.getByRole('dialog').getByRole('button', { name: 'Indienen' }).click();
    await expect(phone.getByRole('status').filter({ hasText: /^Week ingediend op/ })).toBeVisible();
    await expect(notice).toHaveCount(0);

    // The console sees it submitted again and approves it.
    await page.reload();
    await expect(page.getByRole('main').getByText('Ingediend', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Week goedkeuren' }).click();
    await expect(page.getByRole('main').getByText('Goedgekeurd', { exact: true })).toBeVisible();

    // On the phone his row of the week cannot be changed any more, and says why.
    await phone.goto(`/order/${order.id}/detail/${routeDate(TUESDAY)}`);
    const row = phone.getByRole('region', { name: 'Registraties' }).getByRole('button', { name: /08:00 uur/ });
    await expect(row).toBeDisabled();
    await expect(row).toHaveAccessibleDescription('Goedgekeurd');
  } finally {
    await phone.context().close();
  }
});
