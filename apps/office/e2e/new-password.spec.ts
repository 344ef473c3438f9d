import { createEmployee, expect, office, signIn, test, unique } from './fixtures';

test('Nieuw wachtwoord shows the password once, to copy, and Afmelden op alle telefoons asks first', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const session = await signIn(page, 'beheerder');
  const employee = await createEmployee(page, session, {
    firstName: 'Willem',
    lastName: 'Sleutel',
    username: unique('sleutel'),
  });

  await page.goto(office(`/medewerkers/${employee.id}`));
  await page.getByRole('button', { name: 'Nieuw wachtwoord' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nieuw wachtwoord' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Alle telefoons van deze medewerker zijn afgemeld');
  const password = await dialog.getByRole('textbox').inputValue();
  expect(password).not.toBe('');

  await dialog.getByRole('button', { name: 'Kopiëren' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Gekopieerd');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(password);

  await dialog.getByRole('button', { name: 'Sluiten' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Nieuw wachtwoord' })).toBeFocused();

  await page.getByRole('button', { name: 'Afmelden op alle telefoons' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Afmelden op alle telefoons?' });
  await expect(confirm).toContainText('Willem Sleutel wordt afgemeld op elke telefoon');
  await confirm.getByRole('button', { name: 'Annuleren' }).click();
  await expect(confirm).toHaveCount(0);

  await page.getByRole('button', { name: 'Afmelden op alle telefoons' }).click();
  await confirm.getByRole('button', { name: 'Afmelden' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Afgemeld op alle telefoons.' })).toBeVisible();
  await expect(page.getByText('Niet aangemeld op een telefoon.')).toBeVisible();
});
