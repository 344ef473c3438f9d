import type { Page } from '@playwright/test';
import { axeFindings } from '../../../test/e2e-support/axe';
import { E2E_NOW, expect, office, signIn, test } from './fixtures';
import { fieldEmployee } from './field-api';

/**
 * 'Groeperen' on Registraties: an employee of the test's own books part of a week in May 2026, a month no other
 * test books in, and the administratie finds his week short of hours, opens it and validates it.
 */

test.beforeEach(async ({ page }) => {
  await page.clock.install({ time: E2E_NOW });
});

const groups = (page: Page, name: string) => page.getByRole('table', { name });

test('grouped by employee and week, a short week shows its missing hours and opens to its rows', async ({ page }) => {
  const worker = await fieldEmployee(page, await signIn(page, 'beheerder'), 'Groep');
  // Monday 8 hours and Tuesday 4, then nothing: of the week's 39:30 working hours 27:30 are missing.
  await worker.book({ '2026-05-04': 8, '2026-05-05': 4 });
  await signIn(page, 'administratie');
  await page.goto(office(`/registraties?van=2026-05-04&tot=2026-05-10&medewerker=${worker.id}`));

  await page.getByLabel('Groeperen').selectOption({ label: 'Medewerker en week' });
  await expect(page).toHaveURL(/groep=medewerker-week/);
  const perWeek = groups(page, 'Registraties per medewerker en week');
  const week = perWeek.getByRole('row').filter({ hasText: worker.name });
  await expect(week).toHaveCount(1);
  await expect(week).toContainText('Week 19');
  await expect(week).toContainText('Niet ingediend');
  await expect(week.getByRole('cell').nth(2)).toHaveText('12:00');
  await expect(week.getByRole('cell').nth(4)).toHaveText('39:30');
  const missing = week.getByText('27:30 ontbreekt');
  await expect(missing).toBeVisible();
  await expect(missing).toHaveAttribute('title', /^Te weinig uren op 5 mei 2026, 6 mei 2026, 7 mei 2026, 8 mei 2026$/);
  await expect(page.getByRole('status').filter({ hasText: 'groep' })).toHaveText(
    '1 groep · 12:00 uur · 1 week met ontbrekende uren',
  );

  const toggle = week.getByRole('button', { name: `Tonen: registraties van ${worker.name}, week 19` });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(week.getByRole('button', { name: /^Verbergen:/ })).toHaveAttribute('aria-expanded', 'true');
  const rows = page.getByRole('table', { name: `Registraties van ${worker.name}, week 19` });
  await expect(rows.getByRole('row')).toHaveCount(3);
  expect(await axeFindings(page)).toEqual([]);
  await rows.getByRole('checkbox', { name: 'Alle geladen registraties selecteren' }).check();
  await expect(page.getByText('2 geselecteerd')).toBeVisible();
  await page.getByRole('button', { name: 'Valideren', exact: true }).click();
  await expect(page.getByTestId('toast')).toContainText('2 gevalideerd');
  await expect(rows.getByRole('row').filter({ hasText: 'Gevalideerd' })).toHaveCount(2);

  // Per project (here: the indirect type he booked on), nothing left open.
  await page.getByLabel('Groeperen').selectOption({ label: 'Project' });
  await expect(page).toHaveURL(/groep=project/);
  const perTarget = groups(page, 'Registraties per project')
    .getByRole('row')
    .filter({ hasText: /Indirect \S/ });
  await expect(perTarget).toHaveCount(1);
  await expect(perTarget.getByRole('cell')).toHaveText(['Indirect', '2', '12:00', '0', '0']);

  await page.getByLabel('Groeperen').selectOption({ label: 'Niet groeperen' });
  await expect(page).not.toHaveURL(/groep=/);
  await expect(page.getByRole('table', { name: 'Registraties in de gekozen periode' }).getByRole('row')).toHaveCount(3);
});
