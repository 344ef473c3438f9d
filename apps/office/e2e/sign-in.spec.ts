import { expect, office, officeUsers, test } from './fixtures';

const { beheerder } = officeUsers;

test('says what is missing, refuses a wrong password in Dutch, signs in with the right one, and Afmelden ends it', async ({
  page,
  consoleErrors,
}) => {
  // The wrong password's answer, and the guard's question after signing out, are 401s on purpose.
  consoleErrors.allow(/status of 401/);
  await page.goto(office('/login'));
  await expect(page).toHaveTitle('Inloggen · Bouwwerk kantoor');

  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await expect(page.getByText('Vul de bedrijfscode in.')).toBeVisible();
  await expect(page.getByText('Vul een geldig e-mailadres in.')).toBeVisible();
  await expect(page.getByText('Vul het wachtwoord in.')).toBeVisible();
  await expect(page.getByLabel('Bedrijfscode')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Bedrijfscode').fill(beheerder.companyCode);
  await page.getByLabel('E-mailadres').fill(beheerder.email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill('niet-het-wachtwoord');
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Bedrijfscode, e-mailadres of wachtwoord klopt niet');
  await expect(page).toHaveURL(/\/kantoor\/login$/);

  await page.getByLabel('Wachtwoord', { exact: true }).fill(beheerder.password);
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await expect(page).toHaveURL(/\/kantoor\/medewerkers$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Medewerkers' })).toBeVisible();

  const session = (await (await page.request.get('/office/v1/session')).json()) as {
    user: { name: string };
    company: { name: string };
  };
  const header = page.getByRole('banner');
  await expect(header).toContainText(session.company.name);
  await expect(header).toContainText(session.user.name);
  await expect(header).toContainText('Beheerder');

  await header.getByRole('button', { name: 'Afmelden' }).click();
  await expect(page).toHaveURL(/\/kantoor\/login$/);
  await expect(page.getByRole('status')).toHaveText('U bent afgemeld.');
  expect((await page.request.get('/office/v1/session')).status()).toBe(401);

  // Without a session a screen sends to the login page, which comes back to it after signing in.
  await page.goto(office('/account'));
  await expect(page).toHaveURL(/\/kantoor\/login\?terug=%2Faccount$/);
  await page.getByLabel('Bedrijfscode').fill(beheerder.companyCode);
  await page.getByLabel('E-mailadres').fill(beheerder.email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(beheerder.password);
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await expect(page).toHaveURL(/\/kantoor\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn account' })).toBeVisible();
});

test('/kantoor opens the login page, and a session that ended elsewhere sends the screen there', async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(/status of 401/);
  await page.goto('/kantoor');
  await expect(page).toHaveURL(/\/kantoor\/login\?terug=%2Fmedewerkers$/);

  await page.getByLabel('Bedrijfscode').fill(officeUsers.planner.companyCode);
  await page.getByLabel('E-mailadres').fill(officeUsers.planner.email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(officeUsers.planner.password);
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await expect(page).toHaveURL(/\/kantoor\/medewerkers$/);

  // The session gone (ended elsewhere, or expired): the next call's 401 sends to the login page, which says why.
  await page.getByRole('link', { name: 'Nieuwe medewerker' }).click();
  await page.context().clearCookies();
  await page.getByLabel('Voornaam').fill('Sessie');
  await page.getByLabel('Gebruikersnaam').fill('sessie-verlopen');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page).toHaveURL(/\/kantoor\/login\?terug=%2Fmedewerkers%2Fnieuw$/);
  await expect(page.getByRole('status')).toHaveText('Uw sessie is verlopen. Log opnieuw in.');
});
