import type { Page } from '@playwright/test';
import { fieldEmployee, fullWeek, type FieldEmployee } from './field-api';
import { expect, office, signIn, test } from './fixtures';

/*
 * Weken (docs/decisions/021-week-approval.md): the office reviews the weeks the field submits. Each test has
 * employees of its own, who book indirect hours through the phone's API (nothing is planned for them, so only
 * the hours can differ). Only the test of 'Goedkeuren wat klopt' submits a week without deviations, and only in
 * week 47, the one period it approves: no other test's week is approved behind its back.
 */

/** Week 46 of 2026, before the e2e server's today (Tuesday 24 November). */
const MONDAY = '2026-11-09';
/** Week 47: the clean weeks of 'Goedkeuren wat klopt'. */
const CLEAN_MONDAY = '2026-11-16';
/** The overview of the 4 weeks up to week 46. */
const periodOf = (employee: FieldEmployee) => office(`/weken?van=2026-10-19&zoek=${employee.lastName}`);

const weekLink = (page: Page, employee: FieldEmployee, week: number) =>
  page.getByRole('link', { name: new RegExp(`^${employee.name}, week ${week}:`) });

/** The week's state as the page's header shows it. */
const stateShown = (page: Page, state: string) => page.getByRole('main').getByText(state, { exact: true });

/** Whether the page is no wider than its window: nothing to scroll sideways on a phone. */
const fitsTheWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

test('a submitted week is sent back with a reason and approved once it is submitted again', async ({ page }) => {
  test.slow();
  // A beheerder makes the employee; administratie reviews his week.
  const employee = await fieldEmployee(page, await signIn(page, 'beheerder'));
  await signIn(page, 'administratie');
  await employee.book({ '2026-11-09': 8 });
  await employee.submit(MONDAY);
  // Tuesday booked after submitting: a late change.
  await employee.book({ '2026-11-10': 8 });

  await page.goto(periodOf(employee));
  await expect(page.getByRole('heading', { level: 1, name: 'Weken' })).toBeVisible();
  const cell = weekLink(page, employee, 46);
  await expect(cell).toContainText('Ingediend');
  await expect(cell).toContainText('3 afwijkingen');
  await expect(cell).toContainText('Gewijzigd na indienen');
  await expect(cell).toContainText('16:00 / 39:30');
  await expect(weekLink(page, employee, 45)).toContainText('Niet ingediend');

  // The filters narrow the weeks, and the address keeps them.
  await page.getByLabel('Status').selectOption({ label: 'Goedgekeurd' });
  await expect(page.getByText('Geen weken gevonden.')).toBeVisible();
  await page.getByLabel('Status').selectOption({ label: 'Ingediend' });
  await page.getByLabel('Alleen afwijkingen').check();
  await expect(page).toHaveURL(/status=ingediend&afwijkingen=ja/);
  await expect(weekLink(page, employee, 45)).toHaveCount(0);
  await cell.click();

  await expect(page.getByRole('heading', { level: 1, name: employee.name })).toBeVisible();
  await expect(page.getByText('Week 46 (9 nov t/m 15 nov)')).toBeVisible();
  await expect(stateShown(page, 'Ingediend')).toBeVisible();
  const day = (name: string) =>
    page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name }) });
  await expect(day('woensdag 11 november')).toContainText('Uren te kort');
  await expect(day('maandag 9 november')).toContainText('Geen afwijkingen');
  const registrations = page.getByRole('region', { name: 'Registraties' });
  await expect(registrations.getByRole('listitem')).toHaveCount(2);
  await expect(registrations.getByRole('listitem').filter({ hasText: '10 nov' })).toContainText(
    'Na indienen gewijzigd',
  );

  // 'Terugsturen' says why, or it is not sent.
  await page.getByRole('button', { name: 'Terugsturen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Week terugsturen' });
  await dialog.getByRole('button', { name: 'Terugsturen' }).click();
  const reason = dialog.getByLabel('Reden');
  await expect(reason).toHaveAttribute('aria-invalid', 'true');
  await expect(reason).toHaveAccessibleDescription(/Vul een reden in/);
  await reason.fill('Woensdag tot en met vrijdag ontbreken');
  await dialog.getByRole('button', { name: 'Terugsturen' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Week teruggestuurd.' })).toBeVisible();
  await expect(stateShown(page, 'Teruggestuurd')).toBeVisible();
  await expect(page.getByText('Reden: Woensdag tot en met vrijdag ontbreken')).toBeVisible();
  await expect(page.getByText(/^Teruggestuurd door .+ op /)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Week goedkeuren' })).toHaveCount(0);

  // His phone reads the reason; he books the rest of the week and submits it again.
  expect(await employee.week(MONDAY)).toMatchObject({
    state: 'sent-back',
    reason: 'Woensdag tot en met vrijdag ontbreken',
  });
  await employee.book({ '2026-11-11': 8, '2026-11-12': 8, '2026-11-13': 7.5 });
  expect(await employee.submit(MONDAY)).toMatchObject({ state: 'submitted' });

  await page.reload();
  await expect(stateShown(page, 'Ingediend')).toBeVisible();
  await expect(day('woensdag 11 november')).toContainText('Geen afwijkingen');
  await page.getByRole('button', { name: 'Week goedkeuren' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Week goedgekeurd.' })).toBeVisible();
  await expect(stateShown(page, 'Goedgekeurd')).toBeVisible();
  // Only a beheerder reopens: administratie sees no button for it.
  await expect(page.getByRole('button', { name: 'Heropenen' })).toHaveCount(0);
  expect(await employee.week(MONDAY)).toMatchObject({ state: 'approved' });

  // Back in the overview, as it was left; the Logboek says what happened to the week.
  await page.getByRole('link', { name: 'Naar Weken' }).click();
  await expect(page).toHaveURL(/status=ingediend&afwijkingen=ja/);
  await page.goto(office('/logboek?soort=week_submissions'));
  const entries = page.getByRole('region', { name: 'Wijzigingen' });
  await expect(entries.getByText('Week teruggestuurd').first()).toBeVisible();
  await expect(entries.getByText('Week goedgekeurd').first()).toBeVisible();
});

test("'Goedkeuren wat klopt' says how many weeks it approves and leaves the others", async ({ page }) => {
  test.slow();
  const session = await signIn(page, 'planner');
  const clean = await fieldEmployee(page, session, 'Schoon');
  await clean.book(fullWeek(CLEAN_MONDAY));
  await clean.submit(CLEAN_MONDAY);
  const short = await fieldEmployee(page, session, 'Kort');
  await short.book({ [CLEAN_MONDAY]: 8 });
  await short.submit(CLEAN_MONDAY);

  await page.goto(office('/weken?van=2026-11-09&weken=1'));
  await page.getByRole('button', { name: 'Volgende' }).click();
  await expect(page).toHaveURL(/van=2026-11-16&weken=1/);
  await expect(page.getByText('Week 47, 2026')).toBeVisible();
  await expect(weekLink(page, clean, 47)).toContainText('Ingediend');

  await page.getByRole('button', { name: 'Goedkeuren wat klopt' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Goedkeuren wat klopt' });
  await expect(dialog).toContainText(/Dit keurt \d+ ingediende (week|weken) zonder afwijkingen/);
  await dialog.getByRole('button', { name: /^\d+ (week|weken) goedkeuren$/ }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('toast')).toContainText(/\d+ (week|weken) goedgekeurd\./);
  await expect(weekLink(page, clean, 47)).toContainText('Goedgekeurd');
  await expect(weekLink(page, short, 47)).toContainText('Ingediend');
  await expect(weekLink(page, short, 47)).toContainText('4 afwijkingen');
  expect(await clean.week(CLEAN_MONDAY)).toMatchObject({ state: 'approved' });
});

test('a decision on a week that changed meanwhile says so and shows the week as it is now', async ({
  page,
  baseURL,
  consoleErrors,
}) => {
  consoleErrors.allow(/409/);
  const session = await signIn(page, 'beheerder');
  const employee = await fieldEmployee(page, session, 'Tegelijk');
  await employee.book({ [MONDAY]: 8 });
  await employee.submit(MONDAY);
  await page.goto(office(`/weken/${employee.id}/${MONDAY}`));
  await expect(stateShown(page, 'Ingediend')).toBeVisible();

  // Another reviewer approves it while this page shows it submitted.
  const meanwhile = await page.request.post(`/office/v1/weeks/${employee.id}/${MONDAY}/decision`, {
    data: { decision: 'approve' },
    headers: { Origin: new URL(baseURL!).origin, 'X-CSRF-Token': session.csrfToken },
  });
  expect(meanwhile.status(), await meanwhile.text()).toBe(200);
  await page.getByRole('button', { name: 'Week goedkeuren' }).click();
  await expect(page.getByRole('alert')).toHaveText(/Deze week is intussen gewijzigd/);
  await expect(stateShown(page, 'Goedgekeurd')).toBeVisible();

  // A beheerder reopens it, saying why.
  await page.getByRole('button', { name: 'Heropenen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Week heropenen' });
  await dialog.getByLabel('Reden').fill('Correctie loon');
  await dialog.getByRole('button', { name: 'Heropenen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Week heropend.' })).toBeVisible();
  await expect(stateShown(page, 'Ingediend')).toBeVisible();
  await expect(page.getByText('Reden: Correctie loon')).toBeVisible();
  await expect(page.getByText(/^Heropend door .+ op /)).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a foreman finds the week in the list and approves it with one tap', async ({ page }) => {
    test.slow();
    const session = await signIn(page, 'planner');
    const employee = await fieldEmployee(page, session, 'Telefoon');
    await employee.book({ [MONDAY]: 8 });
    await employee.submit(MONDAY);

    await page.goto(periodOf(employee));
    await expect(page.getByRole('heading', { level: 1, name: 'Weken' })).toBeVisible();
    // A list per employee rather than a table.
    await expect(page.getByRole('table')).toHaveCount(0);
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: employee.name }) });
    const week = card.getByRole('link', { name: new RegExp(`^${employee.name}, week 46:`) });
    await expect(week).toContainText('Ingediend');
    expect((await week.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    expect(await fitsTheWidth(page)).toBe(true);
    await week.tap();

    await expect(page.getByRole('heading', { level: 1, name: employee.name })).toBeVisible();
    const approve = page.getByRole('button', { name: 'Week goedkeuren' });
    const box = (await approve.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(48);
    expect(box.width).toBeGreaterThanOrEqual(300);
    expect(await fitsTheWidth(page)).toBe(true);
    await approve.tap();
    await expect(page.getByRole('status').filter({ hasText: 'Week goedgekeurd.' })).toBeVisible();
    await expect(stateShown(page, 'Goedgekeurd')).toBeVisible();
    expect(await employee.week(MONDAY)).toMatchObject({ state: 'approved' });
  });
});
