import { expect, office, signIn, test, unique } from './fixtures';

test('a beheerder invites a planner, who sets a password from the link and is signed in as planner', async ({
  page,
  browser,
  consoleErrors,
}) => {
  // The used link's second visit is refused with a 409, on purpose.
  consoleErrors.allow(/status of 409/);
  await signIn(page, 'beheerder');
  await page.goto(office('/gebruikers'));
  await expect(page.getByRole('heading', { level: 1, name: 'Gebruikers' })).toBeVisible();

  const email = `${unique('planner')}@demo.example`;
  const name = `Petra ${unique('Plan')}`;
  const form = page.getByRole('region', { name: 'Gebruiker uitnodigen' });
  await form.getByLabel('E-mailadres').fill(email);
  await form.getByLabel('Naam').fill(name);
  await form.getByLabel('Rol').selectOption({ label: 'Planner' });
  await form.getByRole('button', { name: 'Uitnodigen' }).click();

  const dialog = page.getByRole('dialog', { name: 'Uitnodigingslink' });
  await expect(dialog).toContainText(`Geef deze link aan ${name}`);
  await expect(dialog).toContainText('Geldig tot');
  const link = await dialog.getByRole('textbox').inputValue();
  expect(link).toMatch(/\/kantoor\/uitnodiging\/[A-Za-z0-9_-]{43}$/);
  await dialog.getByRole('button', { name: 'Sluiten' }).click();
  const pending = page.getByRole('region', { name: 'Openstaande links' });
  await expect(pending.getByRole('row').filter({ hasText: email })).toContainText('Uitnodiging');

  // The invitee opens the link in a browser of his own.
  const invitee = await browser.newContext();
  try {
    const inviteePage = await invitee.newPage();
    await inviteePage.goto(link);
    await expect(inviteePage.getByRole('heading', { level: 1, name: 'Uitnodiging' })).toBeVisible();
    await expect(inviteePage.locator('dl')).toContainText(name);
    await expect(inviteePage.locator('dl')).toContainText(email);
    await expect(inviteePage.locator('dl')).toContainText('Planner');

    await inviteePage.getByLabel('Nieuw wachtwoord').fill('kort');
    await inviteePage.getByLabel('Herhaal het wachtwoord').fill('kort');
    await inviteePage.getByRole('button', { name: 'Wachtwoord instellen en inloggen' }).click();
    await expect(inviteePage.getByText('Kies een wachtwoord van minstens 10 tekens.')).toBeVisible();

    await inviteePage.getByLabel('Nieuw wachtwoord').fill('qwertyuiop');
    await inviteePage.getByRole('button', { name: 'Wachtwoord instellen en inloggen' }).click();
    await expect(inviteePage.getByText('Dit wachtwoord wordt te vaak gebruikt; kies een ander.')).toBeVisible();

    const password = `planbord-${unique('')}-steiger`;
    await inviteePage.getByLabel('Nieuw wachtwoord').fill(password);
    await inviteePage.getByLabel('Herhaal het wachtwoord').fill(`${password}x`);
    await inviteePage.getByRole('button', { name: 'Wachtwoord instellen en inloggen' }).click();
    await expect(inviteePage.getByText('De twee wachtwoorden zijn niet gelijk.')).toBeVisible();

    await inviteePage.getByLabel('Herhaal het wachtwoord').fill(password);
    await inviteePage.getByRole('button', { name: 'Wachtwoord instellen en inloggen' }).click();
    await expect(inviteePage).toHaveURL(/\/kantoor\/medewerkers$/);
    const header = inviteePage.getByRole('banner');
    await expect(header).toContainText(name);
    await expect(header).toContainText('Planner');
    await expect(header.getByRole('link', { name: 'Gebruikers' })).toHaveCount(0);
  } finally {
    await invitee.close();
  }

  // A link works once.
  const late = await browser.newContext();
  try {
    const latePage = await late.newPage();
    await latePage.goto(link);
    await expect(latePage.getByRole('alert')).toHaveText(
      'Deze link is al gebruikt of verlopen; vraag de beheerder om een nieuwe',
    );
  } finally {
    await late.close();
  }

  await page.reload();
  const row = page
    .getByRole('region', { name: 'Gebruikers van het kantoor' })
    .getByRole('row')
    .filter({ hasText: email });
  await expect(row.getByRole('combobox', { name: `Rol van ${name}` })).toHaveValue('planner');
  await expect(pending.getByRole('row').filter({ hasText: email })).toHaveCount(0);
});

test('a beheerder changes a user, ends his sessions, makes a password link, and withdraws a link', async ({ page }) => {
  await signIn(page, 'beheerder');
  await page.goto(office('/gebruikers'));
  const email = `${unique('admin')}@demo.example`;
  const name = `Anouk ${unique('Adm')}`;
  const form = page.getByRole('region', { name: 'Gebruiker uitnodigen' });
  await form.getByLabel('E-mailadres').fill(email);
  await form.getByLabel('Naam').fill(name);
  await form.getByLabel('Rol').selectOption({ label: 'Administratie' });
  await form.getByRole('button', { name: 'Uitnodigen' }).click();
  const link = await page.getByRole('dialog', { name: 'Uitnodigingslink' }).getByRole('textbox').inputValue();
  await page.getByRole('dialog', { name: 'Uitnodigingslink' }).getByRole('button', { name: 'Sluiten' }).click();

  // Accepted through the API, as the invitee's browser would.
  const accepted = await page.context().browser()!.newContext();
  try {
    const token = link.split('/').pop()!;
    const origin = new URL(link).origin;
    const answer = await accepted.request.post(`${origin}/office/v1/invitations/${token}/accept`, {
      data: { password: `administratie-${unique('')}-boek` },
      headers: { Origin: origin },
    });
    expect(answer.status(), await answer.text()).toBe(200);
  } finally {
    await accepted.close();
  }

  await page.reload();
  const row = page
    .getByRole('region', { name: 'Gebruikers van het kantoor' })
    .getByRole('row')
    .filter({ hasText: email });
  await expect(row).toContainText('Ja');

  await row.getByRole('combobox', { name: `Rol van ${name}` }).selectOption({ label: 'Planner' });
  await expect(page.getByRole('status').filter({ hasText: `${name} is bijgewerkt.` })).toBeVisible();
  await expect(row.getByRole('combobox')).toHaveValue('planner');

  await row.getByRole('button', { name: 'Nieuw wachtwoord-link' }).click();
  const linkDialog = page.getByRole('dialog', { name: 'Nieuw wachtwoord-link' });
  await expect(linkDialog).toContainText('Geldig tot');
  await expect(linkDialog.getByRole('textbox')).toHaveValue(/\/kantoor\/uitnodiging\//);
  await linkDialog.getByRole('button', { name: 'Sluiten' }).click();

  await row.getByRole('button', { name: 'Deactiveren' }).click();
  await expect(row.getByRole('button', { name: 'Activeren' })).toBeVisible();
  await expect(row.getByRole('cell').nth(3)).toHaveText('Nee');

  await row.getByRole('button', { name: 'Sessies beëindigen' }).click();
  await expect(page.getByRole('status').filter({ hasText: `De sessies van ${name} zijn beëindigd.` })).toBeVisible();

  // An inactive user cannot sign in, so he gets no password link until he is active again.
  await expect(row.getByRole('button', { name: 'Nieuw wachtwoord-link' })).toHaveCount(0);

  const pendingRow = page
    .getByRole('region', { name: 'Openstaande links' })
    .getByRole('row')
    .filter({ hasText: email });
  await expect(pendingRow).toContainText('Nieuw wachtwoord');
  await pendingRow.getByRole('button', { name: 'Intrekken' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'De link is ingetrokken.' })).toBeVisible();
  await expect(pendingRow).toHaveCount(0);
});
