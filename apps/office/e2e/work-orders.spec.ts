import { createEmployee, createWorkOrder, expect, office, signIn, test, unique } from './fixtures';

/** The date a week overview's address names (/weekly/overview/MM-dd-yyyy), as the API writes one. */
function overviewDate(url: string): string {
  const [, month, day, year] = /\/weekly\/overview\/(\d{2})-(\d{2})-(\d{4})$/.exec(new URL(url).pathname) ?? [];
  expect(year, `a week overview's address: ${url}`).toBeDefined();
  return `${year}-${month}-${day}`;
}

test('a planner plans a new employee on a new work order, who finds it in his week on his phone', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  await signIn(page, 'planner');

  // The employee, with his first field password from the dialog.
  const lastName = unique('Bon');
  const username = unique('bon');
  await page.goto(office('/medewerkers/nieuw'));
  await page.getByLabel('Voornaam').fill('Willem');
  await page.getByLabel('Achternaam').fill(lastName);
  await page.getByLabel('Gebruikersnaam').fill(username);
  await page.getByLabel('Uren en materialen registreren').check();
  await page.getByRole('button', { name: 'Opslaan' }).click();
  const firstPassword = page.getByRole('dialog', { name: 'Eerste wachtwoord' });
  const password = await firstPassword.getByRole('textbox').inputValue();
  await firstPassword.getByRole('button', { name: 'Sluiten' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Willem ${lastName}` })).toBeVisible();

  const orderNumber = unique('WB-');
  const customer = `Fam. ${unique('Jansen')}`;
  const phoneContext = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    // He signs in on his phone: the app opens his week on the day it takes as today, which the order is planned on.
    const phone = await phoneContext.newPage();
    await phone.goto('/');
    await phone.getByLabel('Bedrijfscode').fill('demo');
    await phone.getByLabel('Gebruikersnaam').fill(username);
    await phone.getByLabel('Wachtwoord').fill(password);
    await phone.getByRole('button', { name: 'Login' }).click();
    await expect(phone).toHaveURL(/\/weekly\/overview\/\d{2}-\d{2}-\d{4}$/);
    const day = overviewDate(phone.url());

    await page.getByRole('link', { name: 'Werkbonnen' }).click();
    await page.getByRole('link', { name: 'Nieuwe werkbon' }).click();
    await page.getByLabel('Nummer').fill(orderNumber);
    await page.getByLabel('Klant').fill(customer);
    await page.getByLabel('Omschrijving', { exact: true }).fill('Storing cv-ketel');
    await page.getByLabel('Werkomschrijving').fill('Ketel nakijken\nDruk bijvullen');
    await page.getByLabel('Straat').fill('Kerkstraat 1');
    await page.getByLabel('Plaats').fill('Utrecht');
    const employees = page.getByRole('group', { name: 'Medewerkers' });
    await expect(page.getByText('Ingeplande medewerkers zien de werkbon in hun weekoverzicht')).toBeVisible();
    await employees.getByLabel(`Willem ${lastName}`).check();

    // Employees without a start date cannot be planned: said at Startdatum, and nothing is sent.
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByText('Vul een startdatum in om medewerkers in te plannen')).toBeVisible();
    await expect(page.getByLabel('Startdatum')).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('Startdatum').fill(day);
    await page.getByRole('button', { name: 'Regel toevoegen' }).click();
    await page.getByLabel('Kenmerk').fill('Sleutel');
    await page.getByLabel('Waarde').fill('Bij de buren');
    await page.getByRole('button', { name: 'Opslaan' }).click();

    await expect(page).toHaveURL(/\/kantoor\/werkbonnen\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: `Werkbon ${orderNumber}` })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Werkbon aangemaakt.' })).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Startdatum')).toHaveValue(day);
    await expect(page.getByLabel('Kenmerk')).toHaveValue('Sleutel');
    await expect(page.getByLabel('Werkomschrijving')).toHaveValue('Ketel nakijken\nDruk bijvullen');
    await expect(employees.getByLabel(`Willem ${lastName}`)).toBeChecked();
    await expect(page.getByRole('region', { name: 'Geschiedenis' })).toContainText('Werkbon aangemaakt');

    await phone.reload();
    await expect(phone.getByRole('main')).toContainText(`Werkbon ${orderNumber}`);
    await expect(phone.getByRole('main')).toContainText(customer);
  } finally {
    await phoneContext.close();
  }

  await page.getByRole('link', { name: 'Terug naar Werkbonnen' }).click();
  await page.getByLabel('Zoeken').fill(orderNumber);
  await expect(page.getByRole('row').filter({ hasText: orderNumber }).getByRole('cell').nth(4)).toHaveText(
    'In uitvoering',
  );
});

test('a number another work order has is refused at Nummer', async ({ page, consoleErrors }) => {
  consoleErrors.allow(/status of 409/);
  const session = await signIn(page, 'planner');
  const number = unique('WB-');
  await createWorkOrder(page, session, { number, customer: 'Eerste' });

  await page.goto(office('/werkbonnen/nieuw'));
  await page.getByLabel('Nummer').fill(number);
  await page.getByLabel('Klant').fill('Tweede');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Dit nummer heeft al een andere werkbon')).toBeVisible();
  await expect(page.getByLabel('Nummer')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/kantoor\/werkbonnen\/nieuw$/);
});

test('a finished work order is listed as Gereed, and an employee taken off is planned no more', async ({ page }) => {
  const session = await signIn(page, 'beheerder');
  const employee = await createEmployee(page, session, {
    firstName: 'Gijs',
    lastName: unique('Plan'),
    username: unique('gijs'),
  });
  const order = await createWorkOrder(page, session, {
    number: unique('WB-'),
    customer: 'Klaar',
    done: true,
    startDate: '2026-03-02',
    employeeIds: [employee.id],
  });

  await page.goto(office(`/werkbonnen?zoek=${order.number}&status=alle`));
  await expect(page.getByRole('row').filter({ hasText: order.number }).getByRole('cell').nth(4)).toHaveText('Gereed');
  await page.getByRole('link', { name: order.number }).click();
  const planned = page.getByRole('group', { name: 'Medewerkers' }).getByLabel(`Gijs ${employee.lastName}`);
  await expect(planned).toBeChecked();
  await planned.uncheck();
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Werkbon opgeslagen.' })).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('group', { name: 'Medewerkers' }).getByLabel(`Gijs ${employee.lastName}`),
  ).not.toBeChecked();
});
