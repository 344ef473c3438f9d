import {
  addVirtualAuthenticator,
  E2E_NOW,
  E2E_TODAY,
  expect,
  office,
  passkeyTest as test,
  signIn,
  unique,
} from './fixtures';

test("a beheerder invites a planner, who signs in with a passkey and plans a new employee on a new project's work order, which the employee finds on his phone; the Logboek shows each step", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'beheerder');
  await page.goto(office('/gebruikers'));
  const email = `${unique('planner')}@demo.example`;
  const plannerName = `Pim ${unique('Planner')}`;
  const form = page.getByRole('region', { name: 'Gebruiker uitnodigen' });
  await form.getByLabel('E-mailadres').fill(email);
  await form.getByLabel('Naam').fill(plannerName);
  await form.getByLabel('Rol').selectOption({ label: 'Planner' });
  await form.getByRole('button', { name: 'Uitnodigen' }).click();
  const linkDialog = page.getByRole('dialog', { name: 'Uitnodigingslink' });
  const link = await linkDialog.getByRole('textbox').inputValue();
  await linkDialog.getByRole('button', { name: 'Sluiten' }).click();

  const lastName = unique('Veld');
  const username = unique('veld');
  const projectCode = unique('P-');
  const orderNumber = unique('WB-');
  let fieldPassword: string;

  // The planner, in a browser of his own: a password from the link, then a passkey.
  const plannerContext = await browser.newContext({ baseURL });
  try {
    const planner = await plannerContext.newPage();
    await addVirtualAuthenticator(planner);
    await planner.goto(link);
    const password = `planbord-${unique('')}-steiger`;
    await planner.getByLabel('Nieuw wachtwoord').fill(password);
    await planner.getByLabel('Herhaal het wachtwoord').fill(password);
    await planner.getByRole('button', { name: 'Wachtwoord instellen en inloggen' }).click();
    await expect(planner).toHaveURL(/\/kantoor\/medewerkers$/);

    await planner.getByRole('link', { name: 'Mijn account' }).click();
    await planner.getByRole('button', { name: 'Passkey toevoegen' }).click();
    await planner.getByLabel('Naam van de passkey').fill('Laptop');
    await planner.getByRole('button', { name: 'Passkey maken' }).click();
    await expect(planner.getByRole('region', { name: 'Passkeys' }).getByRole('row')).toHaveCount(2);

    await planner.getByRole('banner').getByRole('button', { name: 'Afmelden' }).click();
    await planner.getByRole('button', { name: 'Inloggen met passkey' }).click();
    await expect(planner).toHaveURL(/\/kantoor\/medewerkers$/);
    await expect(planner.getByRole('banner')).toContainText(plannerName);

    // He creates an employee, whose first field password the dialog shows once.
    await planner.getByRole('link', { name: 'Nieuwe medewerker' }).click();
    await planner.getByLabel('Voornaam').fill('Vera');
    await planner.getByLabel('Achternaam').fill(lastName);
    await planner.getByLabel('Gebruikersnaam').fill(username);
    await planner.getByLabel('Uren en materialen registreren').check();
    await planner.getByRole('button', { name: 'Opslaan' }).click();
    const firstPassword = planner.getByRole('dialog', { name: 'Eerste wachtwoord' });
    fieldPassword = await firstPassword.getByRole('textbox').inputValue();
    expect(fieldPassword).not.toBe('');
    await firstPassword.getByRole('button', { name: 'Sluiten' }).click();
    await expect(planner.getByRole('heading', { level: 1, name: `Vera ${lastName}` })).toBeVisible();
    await expect(planner.getByRole('region', { name: 'Geschiedenis' })).toContainText('Medewerker aangemaakt');

    // A project with a work and a part.
    await planner.getByRole('link', { name: 'Projecten' }).click();
    await planner.getByRole('link', { name: 'Nieuw project' }).click();
    await planner.getByLabel('Code', { exact: true }).fill(projectCode);
    await planner.getByLabel('Omschrijving').fill('Nieuwbouw sporthal');
    await planner.getByRole('button', { name: 'Opslaan' }).click();
    await expect(planner.getByRole('heading', { level: 1, name: `${projectCode} · Nieuwbouw sporthal` })).toBeVisible();
    const works = planner.getByRole('region', { name: 'Werken' });
    await works.getByRole('button', { name: 'Werk toevoegen' }).click();
    const workDialog = planner.getByRole('dialog', { name: 'Werk toevoegen' });
    await workDialog.getByLabel('Omschrijving').fill('Installatie');
    await workDialog.getByRole('button', { name: 'Opslaan' }).click();
    await expect(works.getByRole('status')).toHaveText('Werk toegevoegd.');
    await works.getByRole('button', { name: 'Onderdeel toevoegen aan Installatie' }).click();
    const partDialog = planner.getByRole('dialog', { name: 'Onderdeel toevoegen' });
    await partDialog.getByLabel('Code', { exact: true }).fill('02.20');
    await partDialog.getByLabel('Omschrijving').fill('Luchtbehandeling');
    await partDialog.getByRole('button', { name: 'Opslaan' }).click();
    await expect(works.getByRole('row').filter({ hasText: 'Luchtbehandeling' })).toBeVisible();

    // A work order on that project for the new employee, from the e2e server's today.
    await planner.getByRole('link', { name: 'Werkbonnen' }).click();
    await planner.getByRole('link', { name: 'Nieuwe werkbon' }).click();
    await planner.getByLabel('Nummer').fill(orderNumber);
    await planner.getByLabel('Klant').fill('Gemeente Zeist');
    await planner.getByLabel('Omschrijving', { exact: true }).fill('Luchtbehandeling inregelen');
    await planner.getByLabel('Project').selectOption({ label: `${projectCode} · Nieuwbouw sporthal` });
    await planner.getByLabel('Startdatum').fill(E2E_TODAY);
    await planner.getByRole('group', { name: 'Medewerkers' }).getByLabel(`Vera ${lastName}`).check();
    await planner.getByRole('button', { name: 'Opslaan' }).click();
    await expect(planner.getByRole('heading', { level: 1, name: `Werkbon ${orderNumber}` })).toBeVisible();
  } finally {
    await plannerContext.close();
  }

  // The employee signs in to the field app on his phone, on the e2e server's today, and finds the work order.
  const phoneContext = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  await phoneContext.clock.install({ time: E2E_NOW });
  try {
    const phone = await phoneContext.newPage();
    await phone.goto(new URL('/', baseURL).href);
    await phone.getByLabel('Bedrijfscode').fill('demo');
    await phone.getByLabel('Gebruikersnaam').fill(username);
    await phone.getByLabel('Wachtwoord').fill(fieldPassword);
    await phone.getByRole('button', { name: 'Login' }).click();
    await expect(phone).toHaveURL(/\/weekly\/overview\/\d{2}-\d{2}-\d{4}$/);
    const [year, month, day] = E2E_TODAY.split('-');
    await expect(phone).toHaveURL(new RegExp(`/weekly/overview/${month}-${day}-${year}$`));
    await expect(phone.getByRole('main')).toContainText(`Werkbon ${orderNumber}`);
    await expect(phone.getByRole('main')).toContainText('Gemeente Zeist');
  } finally {
    await phoneContext.close();
  }

  // The Logboek: the invitation, the new user and the new employee.
  await page.getByRole('link', { name: 'Logboek' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Logboek' })).toBeVisible();
  const entries = page.getByRole('region', { name: 'Wijzigingen' });

  await page.getByLabel('Soort record').selectOption({ label: 'Uitnodigingen' });
  await expect(page).toHaveURL(/soort=office_links/);
  await expect(entries.getByRole('listitem').filter({ hasText: email }).first()).toContainText(
    'Uitnodiging aangemaakt',
  );

  await page.getByLabel('Soort record').selectOption({ label: 'Alle soorten' });
  await page.getByLabel('Door').selectOption({ label: plannerName });
  // Until the router has shown the filtered list, the whole company's is on screen.
  await expect(page).toHaveURL(/door=office_user/);
  await expect(entries.getByRole('listitem').filter({ hasNotText: `door ${plannerName}` })).toHaveCount(0);
  const created = entries.getByRole('listitem').filter({ hasText: 'Gebruiker aangemaakt' });
  await expect(created).toContainText(email);
  await expect(created).toContainText('Kantoor');
  const employee = entries.getByRole('listitem').filter({ hasText: `Vera ${lastName}` });
  await expect(employee).toContainText('Medewerker aangemaakt');
  await expect(employee).toContainText(`door ${plannerName}`);
  await employee.getByText('Wat is er veranderd').click();
  await expect(employee.getByRole('row').filter({ hasText: 'Gebruikersnaam' })).toContainText(username);
  await expect(employee.getByRole('row').filter({ hasText: 'Uren en materialen registreren' })).toContainText('Ja');
  await expect(entries.getByRole('listitem').filter({ hasText: 'Passkey toegevoegd' })).toContainText('Laptop');
  for (const [action, label] of [
    ['Project aangemaakt', projectCode],
    ['Werk aangemaakt', 'Installatie'],
    ['Onderdeel aangemaakt', 'Luchtbehandeling'],
    ['Werkbon aangemaakt', orderNumber],
  ])
    await expect(entries.getByRole('listitem').filter({ hasText: action }).filter({ hasText: label })).toContainText(
      `door ${plannerName}`,
    );
});
