import type { Page } from '@playwright/test';
import { axeFindings } from '../../../test/e2e-support/axe';
import { createEmployee, expect, office, signIn, test, unique } from './fixtures';

/** The week of the e2e day: Monday 23 November 2026. */
const MONDAY = '2026-11-23';

/** The board's rows as drawn, top to bottom: a team's header by its text, an employee's row by his name. */
const drawnRows = (page: Page) =>
  page
    .getByRole('grid', { name: 'Planbord' })
    .locator('.board__body')
    .locator('.board__group, .board__name-text')
    .evaluateAll((labels) => labels.map((label) => (label.textContent ?? '').trim()));

test('a planner gives an employee a team, groups the board by team and filters it by right', async ({ page }) => {
  const session = await signIn(page, 'planner');
  // Two employees of this test's own, found on the board by the word their last names share.
  const word = unique('Groep');
  const installer = await createEmployee(page, session, {
    firstName: 'Ina',
    lastName: `${word}a`,
    username: unique('ina'),
    registrationRights: true,
    bookOtherProjectCosts: true,
  });
  await createEmployee(page, session, { firstName: 'Bas', lastName: `${word}b`, username: unique('bas') });
  const team = `Team ${word}`;

  // His page: the team, typed with spaces around it, saved as it reads.
  await page.goto(office(`/medewerkers/${installer.id}`));
  const form = page.getByRole('form', { name: 'Team' });
  // A text field with a list of the teams there are: a combobox.
  const field = form.getByRole('combobox', { name: 'Team' });
  await expect(field).toHaveAttribute('placeholder', 'bijv. Installatie Noord');
  await field.fill(`  ${team} `);
  await form.getByRole('button', { name: 'Team bewaren' }).click();
  await expect(form.getByRole('status').filter({ hasText: 'Team opgeslagen.' })).toBeVisible();
  await expect(field).toHaveValue(team);
  await page.reload();
  await expect(field).toHaveValue(team);

  // The list shows it in its own column.
  await page.goto(office(`/medewerkers?zoek=${word}`));
  await expect(page.getByRole('columnheader', { name: 'Team' })).toBeVisible();
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: `Ina ${word}a` })
      .getByRole('cell', { name: team }),
  ).toBeVisible();

  // The board, grouped by team: his team first, the colleague without one under 'Zonder team' (ungrouped,
  // Bas comes first, by name).
  await page.goto(office(`/planning?van=${MONDAY}&weken=1&zoek=${word}`));
  const grid = page.getByRole('grid', { name: 'Planbord' });
  await expect(grid.getByRole('rowheader', { name: `Ina ${word}a` })).toBeVisible();
  await expect.poll(() => drawnRows(page)).toEqual([`Bas ${word}b`, `Ina ${word}a`]);
  await page.getByLabel('Groeperen', { exact: true }).selectOption({ label: 'Team' });
  await expect(page).toHaveURL(/groep=team/);
  await expect(grid.getByRole('rowheader', { name: `${team} (1 medewerker)` })).toBeVisible();
  await expect
    .poll(() => drawnRows(page))
    .toEqual([`${team} (1 medewerker)`, `Ina ${word}a`, 'Zonder team (1 medewerker)', `Bas ${word}b`]);
  await expect(grid).toHaveAttribute('aria-rowcount', '5');
  expect(await axeFindings(page)).toEqual([]);

  // The keys step over a team's header: from his name down to the colleague's.
  await grid.getByRole('rowheader', { name: `Ina ${word}a` }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(grid.getByRole('rowheader', { name: `Bas ${word}b` })).toBeFocused();

  // Filtered by a right only he has: the colleague and his team's header are gone; kept over a reload.
  await page.getByLabel('Recht', { exact: true }).selectOption({ label: 'Overige projectkosten boeken' });
  await expect(page).toHaveURL(/recht=overige-kosten/);
  await expect.poll(() => drawnRows(page)).toEqual([`${team} (1 medewerker)`, `Ina ${word}a`]);
  await page.reload();
  await expect(page.getByLabel('Groeperen', { exact: true })).toHaveValue('team');
  await expect(grid.getByRole('rowheader', { name: `Bas ${word}b` })).toHaveCount(0);
  await expect(grid.getByRole('rowheader', { name: `Ina ${word}a` })).toBeVisible();
  expect(await axeFindings(page)).toEqual([]);

  // Back to all rights and no groups: one list again.
  await page.getByLabel('Recht', { exact: true }).selectOption({ label: 'Alle' });
  await page.getByLabel('Groeperen', { exact: true }).selectOption({ label: 'Geen' });
  await expect(page).not.toHaveURL(/groep=|recht=/);
  await expect.poll(() => drawnRows(page)).toEqual([`Bas ${word}b`, `Ina ${word}a`]);
});
