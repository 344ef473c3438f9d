import type { Page } from '@playwright/test';
import { createEmployee, expect, office, signIn, test, unique } from './fixtures';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Hoofdmenu' });
/** The screens every role reads, in the menu's order; a beheerder also has Gebruikers, after Bedrijf. */
const SCREENS = [
  'Planning',
  'Weken',
  'Registraties',
  'Werkbonnen',
  'Projecten',
  'Medewerkers',
  'Relaties',
  'Projectgroepen',
  'Catalogus',
  'Soorten',
  'Bedrijf',
  'Logboek',
  'Mijn account',
];

test('a beheerder sees Gebruikers and may add employees', async ({ page }) => {
  await signIn(page, 'beheerder');
  await page.goto(office('/medewerkers'));
  await expect(nav(page).getByRole('link')).toHaveText([...SCREENS.slice(0, 11), 'Gebruikers', ...SCREENS.slice(11)]);
  await expect(page.getByRole('link', { name: 'Nieuwe medewerker' })).toBeVisible();
});

test('a planner sees no Gebruikers, and the page itself says it is not his', async ({ page }) => {
  await signIn(page, 'planner');
  await page.goto(office('/medewerkers'));
  await expect(page.getByRole('banner')).toContainText('Planner');
  await expect(nav(page).getByRole('link')).toHaveText(SCREENS);
  await expect(page.getByRole('link', { name: 'Nieuwe medewerker' })).toBeVisible();

  await page.goto(office('/gebruikers'));
  await expect(page.getByRole('alert')).toHaveText('Alleen een beheerder beheert de gebruikers van het kantoor.');
});

test('the administratie reads employees only: no Nieuwe medewerker, a form without Opslaan', async ({ page }) => {
  const beheerder = await signIn(page, 'beheerder');
  const employee = await createEmployee(page, beheerder, {
    firstName: 'Alleen',
    lastName: 'Lezen',
    username: unique('lezen'),
    registrationRights: true,
  });

  await signIn(page, 'administratie');
  await page.goto(office('/medewerkers'));
  await expect(page.getByRole('banner')).toContainText('Administratie');
  await expect(nav(page).getByRole('link')).toHaveText(SCREENS);
  await expect(page.getByRole('heading', { level: 1, name: 'Medewerkers' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Nieuwe medewerker' })).toHaveCount(0);

  // Projects and work orders too: read, not added.
  await nav(page).getByRole('link', { name: 'Projecten' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Projecten' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Nieuw project' })).toHaveCount(0);
  await nav(page).getByRole('link', { name: 'Werkbonnen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Werkbonnen' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Nieuwe werkbon' })).toHaveCount(0);

  await page.goto(office(`/medewerkers/${employee.id}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Alleen Lezen' })).toBeVisible();
  await expect(page.getByText('Uw rol leest medewerkers alleen.')).toBeVisible();
  await expect(page.getByLabel('Voornaam')).toHaveAttribute('readonly', '');
  await expect(page.getByLabel('Uren en materialen registreren')).toBeChecked();
  await expect(page.getByLabel('Uren en materialen registreren')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Opslaan' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Nieuw wachtwoord' })).toHaveCount(0);
});
