import { expect, office, signIn, test, unique } from './fixtures';

test('a planner creates a relation with a contact person and a project group, then a project naming them', async ({
  page,
  consoleErrors,
}) => {
  // The removal of a contact person a project names is refused, on purpose.
  consoleErrors.allow(/status of 409/);
  await signIn(page, 'planner');
  await page.goto(office('/relaties'));
  await page.getByRole('link', { name: 'Nieuwe relatie' }).click();
  await expect(page).toHaveURL(/\/kantoor\/relaties\/nieuw$/);

  const name = unique('Hamer ');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByLabel('Naam')).toHaveAccessibleDescription(/Vul een naam in/);
  await page.getByLabel('Naam').fill(name);
  await page.getByLabel('Adres').fill('Dorpsstraat 12');
  await page.getByLabel('Plaats').fill('Utrecht');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page).toHaveURL(/\/kantoor\/relaties\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Relatie aangemaakt.' })).toBeVisible();

  const persons = page.getByRole('region', { name: 'Contactpersonen' });
  for (const person of ['Piet Bakker', 'Kees']) {
    await persons.getByRole('button', { name: 'Contactpersoon toevoegen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contactpersoon toevoegen' });
    await dialog.getByLabel('Naam').fill(person);
    await dialog.getByRole('button', { name: 'Opslaan' }).click();
    await expect(dialog).toBeHidden();
    await expect(persons.getByRole('status')).toHaveText('Contactpersoon toegevoegd.');
  }
  await persons.getByRole('button', { name: 'Contactpersoon Kees wijzigen' }).click();
  const rename = page.getByRole('dialog', { name: 'Contactpersoon wijzigen' });
  await expect(rename.getByLabel('Naam')).toHaveValue('Kees');
  await rename.getByLabel('Naam').fill('Kees de Vries');
  await rename.getByRole('button', { name: 'Opslaan' }).click();
  await expect(rename).toBeHidden();
  await expect(persons.getByRole('row').filter({ hasText: 'Kees de Vries' })).toBeVisible();
  await persons.getByRole('button', { name: 'Contactpersoon Kees de Vries verwijderen' }).click();
  await page
    .getByRole('alertdialog', { name: 'Contactpersoon verwijderen' })
    .getByRole('button', { name: 'Verwijderen' })
    .click();
  await expect(persons.getByRole('status')).toHaveText('Contactpersoon verwijderd.');
  await expect(persons.getByRole('row').filter({ hasText: 'Kees' })).toHaveCount(0);

  const group = unique('Woningbouw ');
  await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Projectgroepen' }).click();
  await page.getByRole('button', { name: 'Nieuwe projectgroep' }).click();
  const groupDialog = page.getByRole('dialog', { name: 'Nieuwe projectgroep' });
  await groupDialog.getByLabel('Naam').fill(group);
  await groupDialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(groupDialog).toBeHidden();
  await page.getByLabel('Zoeken').fill(group);
  await expect(page.getByRole('row').filter({ hasText: group }).getByRole('cell')).toHaveText([group, '0']);

  await page.goto(office('/projecten/nieuw'));
  const code = unique('P-');
  await page.getByLabel('Code', { exact: true }).fill(code);
  await page.getByLabel('Omschrijving').fill('Nieuwbouw kantoor');
  await expect(page.getByLabel('Contactpersoon')).toBeDisabled();
  await page.getByLabel('Relatie').selectOption({ label: name });
  await page.getByLabel('Contactpersoon').selectOption({ label: 'Piet Bakker' });
  await page.getByLabel('Projectgroep').selectOption({ label: group });
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page).toHaveURL(/\/kantoor\/projecten\/\d+$/);
  await expect(page.getByRole('status').filter({ hasText: 'Project aangemaakt.' })).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Relatie').locator('option:checked')).toHaveText(name);
  await expect(page.getByLabel('Contactpersoon').locator('option:checked')).toHaveText('Piet Bakker');
  await expect(page.getByLabel('Projectgroep').locator('option:checked')).toHaveText(group);

  // Piet is the project's contact person now: the relation keeps him.
  await page.goto(office(`/relaties?zoek=${encodeURIComponent(name)}`));
  await page.getByRole('link', { name }).click();
  const section = page.getByRole('region', { name: 'Contactpersonen' });
  const piet = section.getByRole('row').filter({ hasText: 'Piet Bakker' });
  await expect(piet.getByRole('cell').nth(1)).toHaveText('1');
  await piet.getByRole('button', { name: 'Contactpersoon Piet Bakker verwijderen' }).click();
  await page
    .getByRole('alertdialog', { name: 'Contactpersoon verwijderen' })
    .getByRole('button', { name: 'Verwijderen' })
    .click();
  await expect(section.getByRole('alert')).toHaveText(/Een project noemt deze contactpersoon/);
  await expect(piet).toBeVisible();
});

test('the administratie reads relations and project groups without changing them', async ({ page }) => {
  await signIn(page, 'administratie');
  await page.goto(office('/relaties'));
  await expect(page.getByRole('heading', { level: 1, name: 'Relaties' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Nieuwe relatie' })).toHaveCount(0);
  await page.goto(office('/projectgroepen'));
  await expect(page.getByRole('heading', { level: 1, name: 'Projectgroepen' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Nieuwe projectgroep' })).toHaveCount(0);
});
