import { axeFindings } from '../../../test/e2e-support/axe';
import {
  createEmployee,
  createPlanningLine,
  createProject,
  createRelation,
  createWorkOrder,
  expect,
  invite,
  office,
  signIn,
  test,
  unique,
} from './fixtures';
import { fieldEmployee } from './field-api';
import { orderWorkedByTheField } from './work-order-records';

test('the login page and an invitation page have no serious or critical axe findings', async ({ page, browser }) => {
  await page.goto(office('/login'));
  await expect(page.getByRole('heading', { level: 1, name: 'Inloggen' })).toBeVisible();
  expect(await axeFindings(page)).toEqual([]);

  const session = await signIn(page, 'beheerder');
  const { link } = await invite(page, session, `${unique('axe')}@demo.example`, 'Axel Toegankelijk', 'planner');
  const invitee = await browser.newContext();
  try {
    const inviteePage = await invitee.newPage();
    await inviteePage.goto(link);
    await expect(inviteePage.getByRole('heading', { level: 1, name: 'Uitnodiging' })).toBeVisible();
    expect(await axeFindings(inviteePage)).toEqual([]);
  } finally {
    await invitee.close();
  }
});

test('every screen of a signed-in beheerder has no serious or critical axe findings', async ({ page }) => {
  const session = await signIn(page, 'beheerder');
  const employee = await createEmployee(page, session, {
    firstName: 'Toegang',
    lastName: 'Lijk',
    username: unique('axe'),
  });

  for (const [path, heading] of [
    ['/medewerkers', 'Medewerkers'],
    ['/medewerkers/nieuw', 'Nieuwe medewerker'],
    [`/medewerkers/${employee.id}`, 'Toegang Lijk'],
    ['/gebruikers', 'Gebruikers'],
    ['/account', 'Mijn account'],
    ['/logboek', 'Logboek'],
  ] as const) {
    await page.goto(office(path));
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(await axeFindings(page), path).toEqual([]);
  }

  // The Logboek with a change opened.
  await page.goto(office('/logboek?soort=employees'));
  await page.getByText('Wat is er veranderd').first().click();
  await expect(page.getByRole('columnheader', { name: 'Voor' }).first()).toBeVisible();
  expect(await axeFindings(page)).toEqual([]);

  // A dialog of the console, open.
  await page.goto(office(`/medewerkers/${employee.id}`));
  await page.getByRole('button', { name: 'Nieuw wachtwoord' }).click();
  await expect(page.getByRole('dialog', { name: 'Nieuw wachtwoord' })).toBeVisible();
  expect(await axeFindings(page, { include: 'dialog' })).toEqual([]);
});

test('the projects and work orders of a planner have no serious or critical axe findings', async ({ page }) => {
  const session = await signIn(page, 'planner');
  const code = unique('axe-');
  const project = await createProject(page, session, {
    code,
    description: 'Toegankelijk',
    activeAdministration: false,
  });
  const employee = await createEmployee(page, session, { firstName: 'Axel', lastName: 'Bon', username: unique('axe') });
  const order = await createWorkOrder(page, session, {
    number: unique('axe-'),
    customer: 'Fam. Toegang',
    projectId: project.id,
    startDate: '2026-03-02',
    info: [{ label: 'Sleutel', value: 'Onder de mat' }],
    employeeIds: [employee.id],
  });

  for (const [path, heading] of [
    ['/projecten', 'Projecten'],
    [`/projecten?zoek=${code}`, 'Projecten'],
    ['/projecten/nieuw', 'Nieuw project'],
    [`/projecten/${project.id}`, `${code} · Toegankelijk`],
    ['/werkbonnen?status=alle', 'Werkbonnen'],
    ['/werkbonnen/nieuw', 'Nieuwe werkbon'],
    [`/werkbonnen/${order.id}`, `Werkbon ${order.number}`],
  ] as const) {
    await page.goto(office(path));
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(await axeFindings(page), path).toEqual([]);
  }

  // The part's dialog, open.
  await page.goto(office(`/projecten/${project.id}`));
  await page.getByRole('button', { name: 'Onderdeel 01.10 wijzigen' }).click();
  await expect(page.getByRole('dialog', { name: 'Onderdeel wijzigen' })).toBeVisible();
  expect(await axeFindings(page, { include: 'dialog' })).toEqual([]);
});

test('the relations and project groups of a planner have no serious or critical axe findings', async ({ page }) => {
  const session = await signIn(page, 'planner');
  const name = unique('Axe Relatie ');
  const relation = await createRelation(page, session, { companyName: name, city: 'Utrecht' }, ['Piet Toegang']);

  for (const [path, heading] of [
    ['/relaties', 'Relaties'],
    [`/relaties?zoek=${name}`, 'Relaties'],
    ['/relaties/nieuw', 'Nieuwe relatie'],
    [`/relaties/${relation.id}`, name],
    ['/projectgroepen', 'Projectgroepen'],
  ] as const) {
    await page.goto(office(path));
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(await axeFindings(page), path).toEqual([]);
  }

  // The contact person's dialog and the project group's, open.
  await page.goto(office(`/relaties/${relation.id}`));
  await page.getByRole('button', { name: 'Contactpersoon Piet Toegang wijzigen' }).click();
  await expect(page.getByRole('dialog', { name: 'Contactpersoon wijzigen' })).toBeVisible();
  expect(await axeFindings(page, { include: 'dialog' })).toEqual([]);
  await page.goto(office('/projectgroepen'));
  await page.getByRole('button', { name: 'Nieuwe projectgroep' }).click();
  await expect(page.getByRole('dialog', { name: 'Nieuwe projectgroep' })).toBeVisible();
  expect(await axeFindings(page, { include: 'dialog' })).toEqual([]);
});

test('a work order’s page with registrations, photos and a signature has no serious or critical axe findings', async ({
  page,
}) => {
  const session = await signIn(page, 'planner');
  const { order, signerName } = await orderWorkedByTheField(page, session);
  await page.goto(office(`/werkbonnen/${order.id}`));
  await expect(page.getByRole('table', { name: 'Registraties' })).toBeVisible();
  await expect(page.getByRole('button', { name: /groot bekijken$/ })).toBeVisible();
  await expect(page.getByText(`Getekend door ${signerName}`)).toBeVisible();
  expect(await axeFindings(page)).toEqual([]);

  await page.getByRole('button', { name: /groot bekijken$/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await axeFindings(page, { include: 'dialog' })).toEqual([]);
});

test('the catalogue, its import preview and its dialog have no serious or critical axe findings', async ({ page }) => {
  await signIn(page, 'planner');
  await page.goto(office('/catalogus'));
  await expect(page.getByRole('heading', { level: 1, name: 'Catalogus' })).toBeVisible();
  expect(await axeFindings(page)).toEqual([]);

  await page.getByRole('button', { name: 'Importeren' }).click();
  const panel = page.getByRole('region', { name: 'Catalogus importeren' });
  await panel.getByLabel('Bestand').setInputFiles({
    name: 'catalogus.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('Artikelnummer;Omschrijving;Eenheid\nAXE-1;Toegankelijk;vat\n'),
  });
  await panel.getByRole('button', { name: 'Controleren' }).click();
  await expect(panel.getByRole('status')).toContainText('geweigerd');
  expect(await axeFindings(page)).toEqual([]);

  await page.getByRole('button', { name: 'Nieuwe regel' }).click();
  await expect(page.getByRole('dialog', { name: 'Nieuwe regel' })).toBeVisible();
  expect(await axeFindings(page, { include: 'dialog' })).toEqual([]);
});

test('the Soorten and Bedrijf pages have no serious or critical axe findings, to change or to read', async ({
  page,
}) => {
  await signIn(page, 'beheerder');
  for (const [path, heading] of [
    ['/soorten', 'Soorten'],
    ['/soorten?lijst=indirect', 'Soorten'],
    ['/soorten?lijst=overig', 'Soorten'],
    ['/bedrijf', 'Bedrijf'],
  ] as const) {
    await page.goto(office(path));
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Laden' })).toHaveCount(0);
    expect(await axeFindings(page), path).toEqual([]);
  }
  // The hour type's dialog, open (and left without saving).
  await page.goto(office('/soorten'));
  await page.getByRole('button', { name: 'Nieuwe uursoort' }).click();
  await expect(page.getByRole('dialog', { name: 'Nieuwe uursoort' })).toBeVisible();
  expect(await axeFindings(page, { include: 'dialog' })).toEqual([]);

  await signIn(page, 'administratie');
  for (const path of ['/soorten', '/bedrijf']) {
    await page.goto(office(path));
    await expect(page.getByText(/Uw rol leest/)).toBeVisible();
    expect(await axeFindings(page), path).toEqual([]);
  }
});

test('the planning board, its dialogs and its read-only view have no serious or critical axe findings', async ({
  page,
}) => {
  const session = await signIn(page, 'planner');
  const lastName = unique('Axe');
  const employee = await createEmployee(page, session, { firstName: 'Plan', lastName, username: unique('axe') });
  const order = await createWorkOrder(page, session, { number: unique('axe-'), customer: 'Fam. Toegang' });
  await createPlanningLine(page, session, {
    employeeId: employee.id,
    startDate: '2026-11-24',
    endDate: '2026-11-26',
    durationHours: 8,
    workOrderId: order.id,
  });
  const board = `/planning?van=2026-11-23&zoek=${lastName}`;
  await page.goto(office(board));
  await expect(page.getByRole('heading', { level: 1, name: 'Planning' })).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Planbord' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Plannen' }).getByRole('list')).toBeVisible();
  expect(await axeFindings(page)).toEqual([]);

  // A day's dialog, and the line's form from it.
  await page
    .getByRole('gridcell', { name: `Plan ${lastName}, dinsdag 24 november` })
    .click({ position: { x: 10, y: 60 } });
  await page.keyboard.press('Enter');
  const day = page.getByRole('dialog', { name: `Plan ${lastName}, dinsdag 24 november` });
  await expect(day).toBeVisible();
  expect(await axeFindings(page, { include: 'dialog' })).toEqual([]);
  await day.getByRole('button', { name: 'Wijzigen' }).click();
  await expect(page.getByRole('dialog', { name: 'Planning wijzigen' })).toBeVisible();
  expect(await axeFindings(page, { include: 'dialog' })).toEqual([]);

  await signIn(page, 'administratie');
  await page.goto(office(board));
  await expect(page.getByText('Uw rol leest de planning alleen.')).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Planbord' })).toBeVisible();
  expect(await axeFindings(page)).toEqual([]);
});

test('Weken, a week and its reason dialog have no serious or critical axe findings, also on a phone', async ({
  page,
}) => {
  test.slow();
  const employee = await fieldEmployee(page, await signIn(page, 'beheerder'), 'Axel');
  await signIn(page, 'administratie');
  await employee.book({ '2026-11-09': 8 });
  await employee.submit('2026-11-09');
  await employee.book({ '2026-11-10': 8 });
  const overview = office(`/weken?van=2026-10-19&zoek=${employee.lastName}`);
  const week = office(`/weken/${employee.id}/2026-11-09`);

  await page.goto(overview);
  await expect(page.getByRole('heading', { level: 1, name: 'Weken' })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(`^${employee.name}, week 46:`) })).toBeVisible();
  expect(await axeFindings(page)).toEqual([]);

  await page.goto(week);
  await expect(page.getByRole('heading', { level: 1, name: employee.name })).toBeVisible();
  await expect(page.getByText('Na indienen gewijzigd')).toBeVisible();
  expect(await axeFindings(page)).toEqual([]);
  await page.getByRole('button', { name: 'Terugsturen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Week terugsturen' });
  await dialog.getByRole('button', { name: 'Terugsturen' }).click();
  await expect(dialog.getByText('Vul een reden in')).toBeVisible();
  expect(await axeFindings(page, { include: 'dialog' })).toEqual([]);
  await dialog.getByRole('button', { name: 'Annuleren' }).click();

  // A foreman's phone: the list of the overview and the single column of the week.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(overview);
  await expect(page.getByRole('heading', { level: 2, name: employee.name })).toBeVisible();
  expect(await axeFindings(page)).toEqual([]);
  await page.goto(week);
  await expect(page.getByRole('button', { name: 'Week goedkeuren' })).toBeVisible();
  expect(await axeFindings(page)).toEqual([]);
});

test('Registraties, with its grid and its dialogs, has no serious or critical axe findings', async ({ page }) => {
  const worker = await fieldEmployee(page, await signIn(page, 'beheerder'), 'Toegang');
  await worker.book({ '2026-07-06': 8 });
  await signIn(page, 'administratie');
  await page.goto(office(`/registraties?van=2026-07-01&tot=2026-07-31&medewerker=${worker.id}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Registraties' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Corrigeren' })).toBeVisible();
  expect(await axeFindings(page)).toEqual([]);

  await page.getByRole('button', { name: 'Corrigeren' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await axeFindings(page, { include: 'dialog' })).toEqual([]);
  await page.getByRole('button', { name: 'Annuleren' }).click();

  await page.getByRole('button', { name: 'Geschiedenis' }).click();
  await expect(page.getByRole('dialog').getByText('Urenregistratie aangemaakt')).toBeVisible();
  expect(await axeFindings(page, { include: 'dialog' })).toEqual([]);
  await page.getByRole('dialog').getByRole('button', { name: 'Sluiten' }).click();

  await page.getByRole('button', { name: 'Periode afsluiten' }).click();
  await expect(page.getByRole('dialog', { name: 'Periode afsluiten' })).toBeVisible();
  expect(await axeFindings(page, { include: 'dialog' })).toEqual([]);
});
