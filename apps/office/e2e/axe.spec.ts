import { axeFindings } from '../../../test/e2e-support/axe';
import {
  createEmployee,
  createProject,
  createWorkOrder,
  expect,
  invite,
  office,
  signIn,
  test,
  unique,
} from './fixtures';

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
