import type { Page } from '@playwright/test';
import { E2E_NOW, expect, signIn, test, users } from './fixtures';
import { apiDate, lastWeek, ownDay, routeDate } from './registrations-api';
import { setTimePicker } from './time-picker';
import { weekOverviewOf } from './week';

/** Indirect hours (leave, absence): booked on the leave form, changed from the week overview's indirect card. */

const hoursGroup = (page: Page) => page.getByRole('group', { name: 'Uren', exact: true });
const indirectCard = (page: Page, name: string) => page.getByRole('article', { name });

test.describe('leave of absence', () => {
  test('books 8:00 Verlof, sees it in the week overview and changes it from the indirect card', async ({
    page,
  }, testInfo) => {
    const day = ownDay(testInfo, 3);
    await signIn(page, users.jan);
    await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Indirect' }).click();
    await expect(page).toHaveURL(/\/leaveofabsence$/);

    const soort = page.getByLabel('Soort');
    await expect(soort.locator('option:checked')).toHaveText('Selecteer uursoort');
    const save = page.getByRole('button', { name: 'Opslaan' });
    await expect(save).toBeDisabled();

    await page.getByLabel('Datum').fill(apiDate(day));
    await soort.selectOption({ label: 'Verlof' });
    // 08:00 is the default.
    await expect(hoursGroup(page).getByRole('combobox', { name: 'uren' })).toHaveValue('8');
    await page.getByLabel('Opmerking').fill('Dag vrij');
    await save.click();

    await expect(page).toHaveURL(new RegExp(`/weekly/overview/${routeDate(day)}$`));
    await expect(page.getByTestId('toast')).toHaveText(/Indirecte uren opgeslagen\./);
    const card = indirectCard(page, 'Verlof');
    await expect(card).toContainText('08:00 uur');
    await expect(card).toContainText('Dag vrij');

    await card.getByRole('link', { name: 'Uren', exact: true }).click();
    await expect(page).toHaveURL(/\/leaveofabsence\/\d+\//);
    await expect(page.getByLabel('Soort').locator('option:checked')).toHaveText('Verlof');
    await expect(page.getByLabel('Datum')).toHaveValue(apiDate(day));
    await expect(page.getByLabel('Opmerking')).toHaveValue('Dag vrij');
    await setTimePicker(page, 'Uren', '04:00');
    await page.getByLabel('Opmerking').fill('Middag vrij');
    await page.getByRole('button', { name: 'Opslaan' }).click();

    await expect(page).toHaveURL(new RegExp(`/weekly/overview/${routeDate(day)}$`));
    await expect(indirectCard(page, 'Verlof')).toContainText('04:00 uur');
    await expect(indirectCard(page, 'Verlof')).toContainText('Middag vrij');
  });

  test('a planned indirect card without hours starts a new registration on its day, type and hours', async ({
    page,
    request,
  }) => {
    const week = await weekOverviewOf(request, users.jan, E2E_NOW);
    const planned = Object.values(week)
      .flatMap((day) => day.items)
      .find((item) => item.type === 'indirect' && item.id === 0);
    expect(planned, 'jan has planned indirect work without hours this week').toBeDefined();
    const day = new Date(`${planned!.date}T00:00:00Z`);
    await signIn(page, users.jan);
    await page.goto(`/weekly/overview/${routeDate(day)}`);
    await indirectCard(page, planned!.description).getByRole('link', { name: 'Uren', exact: true }).click();

    await expect(page).toHaveURL(/\/leaveofabsence\?/);
    await expect(page.getByLabel('Datum')).toHaveValue(planned!.date);
    await expect(page.getByLabel('Soort').locator('option:checked')).toHaveText(planned!.description);
    await expect(hoursGroup(page).getByRole('combobox', { name: 'uren' })).toHaveValue(
      String(Math.floor(planned!.duration)),
    );
    await expect(page.getByRole('button', { name: 'Opslaan' })).toBeEnabled();
  });

  test('leaving the form with a changed remark asks first', async ({ page }) => {
    await signIn(page, users.jan);
    await page.goto('/leaveofabsence');
    await page.getByLabel('Opmerking').fill('Nog niet opgeslagen');
    await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Weekoverzicht' }).click();
    const modal = page.getByRole('dialog', { name: 'Onopgeslagen wijzigingen' });
    await expect(modal).toContainText('Er zijn notities gevonden die nog niet zijn opgeslagen.');
    await modal.getByRole('button', { name: 'Doorgaan' }).click();
    await expect(page).toHaveURL(/\/weekly\/overview\//);
  });

  test('els cannot change leave that is not validated yet', async ({ page }) => {
    const friday = lastWeek(4);
    await signIn(page, users.els);
    await page.goto(`/weekly/overview/${routeDate(friday)}`);
    const card = indirectCard(page, 'Verlof');
    await expect(card).toContainText('07:30 uur');
    await card.getByRole('link', { name: 'Uren', exact: true }).click();

    await expect(page.getByRole('note')).toHaveText(
      'Deze registratie is nog niet gevalideerd en kan daarom niet worden gewijzigd.',
    );
    await expect(page.getByLabel('Datum')).toBeDisabled();
    await expect(page.getByLabel('Soort')).toBeDisabled();
    await expect(page.getByLabel('Opmerking')).toBeDisabled();
    await expect(hoursGroup(page).getByRole('combobox', { name: 'uren' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Opslaan' })).toBeDisabled();
  });

  test('a token the server no longer accepts, met while the form loads, leads once to "Session expired" and login', async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/401 \(Unauthorized\)/);
    await signIn(page, users.jan);
    await page.evaluate(() => {
      const passport = JSON.parse(localStorage.getItem('passport') ?? '{}') as { accessToken?: string };
      localStorage.setItem('passport', JSON.stringify({ ...passport, accessToken: 'f'.repeat(64) }));
    });
    await page.goto('/leaveofabsence');
    await expect(page).toHaveURL(/\/login$/);
    const toast = page.getByTestId('toast');
    await expect(toast).toHaveText(/Session expired/);
    await expect(page.getByLabel('Gebruikersnaam')).toHaveValue('jan');
    // Both failed loads (rights and Soort list) met the token; one notice follows, and none after it.
    await toast.getByRole('button', { name: 'Melding sluiten' }).click();
    await page.waitForTimeout(1_500);
    await expect(toast).toHaveCount(0);
  });
});
