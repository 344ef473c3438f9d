import { axeFindings } from '../../../test/e2e-support/axe';
import { addVirtualAuthenticator, expect, newOfficeUser, office, passkeyTest as test, unique } from './fixtures';

test('a user adds a passkey, signs in with it instead of the password, and removes it', async ({
  page,
  consoleErrors,
}) => {
  // Signing in with the removed passkey is refused with a 401, on purpose.
  consoleErrors.allow(/status of 401/);
  const { name } = await newOfficeUser(page, 'administratie', `Paula ${unique('Sleutel')}`);
  await addVirtualAuthenticator(page);

  await page.goto(office('/account'));
  const passkeys = page.getByRole('region', { name: 'Passkeys' });
  await expect(passkeys).toContainText('U hebt nog geen passkeys.');
  await passkeys.getByRole('button', { name: 'Passkey toevoegen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Passkey toevoegen' });
  await dialog.getByLabel('Naam van de passkey').fill('Laptop');
  await dialog.getByRole('button', { name: 'Passkey maken' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(passkeys.getByRole('status')).toHaveText('Passkey Laptop is toegevoegd.');
  const row = passkeys.getByRole('row').filter({ hasText: 'Laptop' });
  await expect(row.getByRole('cell').nth(2)).toHaveText('Nog nooit');
  expect(await axeFindings(page)).toEqual([]);

  // Signed out, and back in with the passkey: no address, no password.
  await page.getByRole('banner').getByRole('button', { name: 'Afmelden' }).click();
  await expect(page).toHaveURL(/\/kantoor\/login$/);
  await page.getByRole('button', { name: 'Inloggen met passkey' }).click();
  await expect(page).toHaveURL(/\/kantoor\/medewerkers$/);
  await expect(page.getByRole('banner')).toContainText(name);

  await page.goto(office('/account'));
  await expect(row.getByRole('cell').nth(2)).not.toHaveText('Nog nooit');

  // Removed after a question, it signs in nobody any more.
  await row.getByRole('button', { name: 'Passkey Laptop verwijderen' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Passkey verwijderen?' });
  await confirm.getByRole('button', { name: 'Verwijderen' }).click();
  await expect(passkeys.getByRole('status')).toHaveText('Passkey Laptop is verwijderd.');
  await expect(passkeys).toContainText('U hebt nog geen passkeys.');

  await page.getByRole('banner').getByRole('button', { name: 'Afmelden' }).click();
  await page.getByRole('button', { name: 'Inloggen met passkey' }).click();
  await expect(page.getByRole('alert')).toHaveText('Deze passkey is hier niet bekend');
  await expect(page).toHaveURL(/\/kantoor\/login$/);
});
