import { createEmployee, expect, office, signIn, test, unique } from './fixtures';

test('a planner creates an employee with rights, then edits him', async ({ page }) => {
  await signIn(page, 'planner');
  await page.goto(office('/medewerkers'));
  await page.getByRole('link', { name: 'Nieuwe medewerker' }).click();
  await expect(page).toHaveURL(/\/kantoor\/medewerkers\/nieuw$/);

  // Nothing typed: the form names at each field what is missing, and sends nothing.
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Vul een voornaam in van hoogstens 100 tekens.')).toBeVisible();
  await expect(page.getByText('Vul een gebruikersnaam in van hoogstens 128 tekens.')).toBeVisible();

  const username = unique('piet');
  await page.getByLabel('Voornaam').fill('Piet');
  await page.getByLabel('Achternaam').fill('Bakker');
  await page.getByLabel('Gebruikersnaam').fill(username);
  await page.getByLabel('Mobiel').fill('06-11112222');
  await page.getByLabel('Uren en materialen registreren').check();
  await page.getByLabel('Overige projectkosten boeken').check();
  await page.getByRole('button', { name: 'Opslaan' }).click();

  // His first field password, shown once before his page opens.
  const firstPassword = page.getByRole('dialog', { name: 'Eerste wachtwoord' });
  await expect(firstPassword).toContainText(`gebruikersnaam ${username}`);
  await expect(firstPassword.getByRole('textbox')).toHaveValue(/\S{8,}/);
  await firstPassword.getByRole('button', { name: 'Sluiten' }).click();

  await expect(page).toHaveURL(/\/kantoor\/medewerkers\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Piet Bakker' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Medewerker aangemaakt.' })).toBeVisible();
  await expect(page.getByLabel('Overige projectkosten boeken')).toBeChecked();
  await expect(page.getByLabel('Actief')).toBeChecked();

  await page.getByLabel('Mobiel').fill('06-33334444');
  await page.getByLabel('Overige projectkosten boeken').uncheck();
  await page.getByLabel('Registraties eerst valideren').check();
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Medewerker opgeslagen.' })).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Mobiel')).toHaveValue('06-33334444');
  await expect(page.getByLabel('Overige projectkosten boeken')).not.toBeChecked();
  await expect(page.getByLabel('Registraties eerst valideren')).toBeChecked();
  await expect(page.getByLabel('Uren en materialen registreren')).toBeChecked();

  await page.getByRole('link', { name: 'Terug naar Medewerkers' }).click();
  await page.getByLabel('Zoeken').fill(username);
  await expect(page).toHaveURL(new RegExp(`zoek=${username}`));
  const row = page.getByRole('row').filter({ hasText: username });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell')).toHaveText([
    'Piet Bakker',
    username,
    '06-33334444',
    '',
    'Registreren, Valideren',
    'Ja',
    '0',
  ]);
  await row.getByRole('link', { name: 'Piet Bakker' }).click();
  await expect(page).toHaveURL(/\/kantoor\/medewerkers\/\d+$/);
});

test('a username the company has already is refused at Gebruikersnaam', async ({ page, consoleErrors }) => {
  consoleErrors.allow(/status of 409/);
  const session = await signIn(page, 'beheerder');
  const username = unique('dubbel');
  await createEmployee(page, session, { firstName: 'Eerste', username });

  await page.goto(office('/medewerkers/nieuw'));
  await page.getByLabel('Voornaam').fill('Tweede');
  await page.getByLabel('Gebruikersnaam').fill(username);
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Deze gebruikersnaam is al in gebruik bij dit bedrijf; kies een andere.')).toBeVisible();
  await expect(page.getByLabel('Gebruikersnaam')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/kantoor\/medewerkers\/nieuw$/);
});

test('the list is sorted, filtered and paged by its address, which a reload keeps', async ({ page }) => {
  const session = await signIn(page, 'beheerder');
  const prefix = unique('lijst');
  for (const [firstName, active] of [
    ['Anna', true],
    ['Bram', true],
    ['Cor', false],
  ] as const)
    await createEmployee(page, session, { firstName, lastName: prefix, username: `${prefix}-${firstName}`, active });

  await page.goto(office(`/medewerkers?zoek=${prefix}`));
  const names = page.locator('tbody tr td:first-child a');
  await expect(names).toHaveText([`Anna ${prefix}`, `Bram ${prefix}`]);

  const usernameHeader = page.getByRole('columnheader', { name: 'Gebruikersnaam' });
  await usernameHeader.getByRole('button').click();
  await expect(usernameHeader).toHaveAttribute('aria-sort', 'ascending');
  await usernameHeader.getByRole('button').press('Enter');
  await expect(usernameHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(names).toHaveText([`Bram ${prefix}`, `Anna ${prefix}`]);
  await expect(page).toHaveURL(/sorteer=-gebruikersnaam/);

  await page.getByLabel('Toon').selectOption({ label: 'Alle' });
  await expect(names).toHaveText([`Cor ${prefix}`, `Bram ${prefix}`, `Anna ${prefix}`]);
  await page.reload();
  await expect(page.getByLabel('Toon')).toHaveValue('alle');
  await expect(page.getByLabel('Zoeken')).toHaveValue(prefix);
  await expect(names).toHaveText([`Cor ${prefix}`, `Bram ${prefix}`, `Anna ${prefix}`]);
  await page.getByLabel('Toon').selectOption({ label: 'Inactief' });
  await expect(names).toHaveText([`Cor ${prefix}`]);
});
