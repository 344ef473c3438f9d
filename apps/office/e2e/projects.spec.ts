import { createProject, expect, office, signIn, test, unique } from './fixtures';

test('a planner creates a project, adds a work and a part, and blocks the part', async ({ page }) => {
  await signIn(page, 'planner');
  await page.goto(office('/projecten'));
  await page.getByRole('link', { name: 'Nieuw project' }).click();
  await expect(page).toHaveURL(/\/kantoor\/projecten\/nieuw$/);

  const code = unique('P-');
  await page.getByLabel('Code', { exact: true }).fill(code);
  await page.getByLabel('Omschrijving').fill('Renovatie basisschool');
  await page.getByLabel('Klant').fill('Gemeente Utrecht');
  await page.getByLabel('Plaats').fill('Utrecht');
  await page.getByLabel('Projectjaar').fill('2026');
  await page.getByLabel('Regie').check();
  await page.getByRole('button', { name: 'Opslaan' }).click();

  await expect(page).toHaveURL(/\/kantoor\/projecten\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: `${code} · Renovatie basisschool` })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Project aangemaakt.' })).toBeVisible();
  await expect(page.getByLabel('Regie')).toBeChecked();

  const works = page.getByRole('region', { name: 'Werken' });
  await works.getByRole('button', { name: 'Werk toevoegen' }).click();
  const workDialog = page.getByRole('dialog', { name: 'Werk toevoegen' });
  await workDialog.getByLabel('Omschrijving').fill('Elektra');
  await workDialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(workDialog).toBeHidden();
  await expect(works.getByRole('status')).toHaveText('Werk toegevoegd.');

  const work = works.getByRole('region', { name: 'Elektra' });
  await work.getByRole('button', { name: 'Onderdeel toevoegen aan Elektra' }).click();
  const partDialog = page.getByRole('dialog', { name: 'Onderdeel toevoegen' });
  await partDialog.getByLabel('Code', { exact: true }).fill('01.10');
  await partDialog.getByLabel('Omschrijving').fill('Groepenkast');
  await partDialog.getByLabel('Soort').selectOption({ label: 'Stelpost' });
  await partDialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(partDialog).toBeHidden();
  const part = work.getByRole('row').filter({ hasText: 'Groepenkast' });
  await expect(part.getByRole('cell')).toHaveText(['01.10', 'Groepenkast', 'Stelpost', 'Ja', 'Nee', 'Nee', 'Wijzigen']);

  await part.getByRole('button', { name: 'Onderdeel 01.10 wijzigen' }).click();
  const editDialog = page.getByRole('dialog', { name: 'Onderdeel wijzigen' });
  await expect(editDialog.getByLabel('Code', { exact: true })).toHaveValue('01.10');
  await editDialog.getByLabel('Geblokkeerd').check();
  await editDialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(editDialog).toBeHidden();
  await expect(works.getByRole('status')).toHaveText('Onderdeel opgeslagen.');

  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Elektra' }).getByRole('row').filter({ hasText: 'Groepenkast' }).getByRole('cell'),
  ).toHaveText(['01.10', 'Groepenkast', 'Stelpost', 'Ja', 'Nee', 'Ja', 'Wijzigen']);
  await expect(page.getByRole('region', { name: 'Geschiedenis' })).toContainText('Project aangemaakt');

  await page.getByRole('link', { name: 'Terug naar Projecten' }).click();
  await page.getByLabel('Zoeken').fill(code);
  await expect(page).toHaveURL(new RegExp(`zoek=${code}`));
  const row = page.getByRole('row').filter({ hasText: code });
  await expect(row.getByRole('cell')).toHaveText([
    code,
    'Renovatie basisschool',
    'Gemeente Utrecht',
    'Utrecht',
    '1',
    '',
  ]);
});

test('a project is shown with its state, and the list filters and sorts by its address', async ({ page }) => {
  const session = await signIn(page, 'beheerder');
  const prefix = unique('lijst');
  await createProject(page, session, { code: `${prefix}-2`, description: 'Open' });
  await createProject(page, session, { code: `${prefix}-10`, description: 'Geblokkeerd', activeAdministration: false });
  await createProject(page, session, { code: `${prefix}-1`, description: 'Klaar', done: true, old: true });

  await page.goto(office(`/projecten?zoek=${prefix}`));
  const codes = page.locator('tbody tr td:first-child a');
  await expect(codes).toHaveText([`${prefix}-2`, `${prefix}-10`]);
  await expect(page.getByRole('row').filter({ hasText: `${prefix}-10` })).toContainText('Geblokkeerd');

  await page.getByLabel('Toon').selectOption({ label: 'Alle' });
  await expect(codes).toHaveText([`${prefix}-1`, `${prefix}-2`, `${prefix}-10`]);
  const codeHeader = page.getByRole('columnheader', { name: 'Code' });
  await codeHeader.getByRole('button').click();
  await expect(codeHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(page).toHaveURL(/sorteer=-code/);
  await page.reload();
  await expect(codes).toHaveText([`${prefix}-10`, `${prefix}-2`, `${prefix}-1`]);
  const finished = page.getByRole('row').filter({ hasText: 'Klaar' });
  await expect(finished.getByText('Gereed', { exact: true })).toBeVisible();
  await expect(finished.getByText('Oud', { exact: true })).toBeVisible();
});

test('the administratie reads a project and changes nothing', async ({ page }) => {
  const beheerder = await signIn(page, 'beheerder');
  const project = await createProject(page, beheerder, { code: unique('lees-'), description: 'Alleen lezen' });
  await page.context().clearCookies();
  await signIn(page, 'administratie');
  await page.goto(office(`/projecten/${project.id}`));
  await expect(page.getByText('Uw rol leest projecten alleen.')).toBeVisible();
  await expect(page.getByLabel('Code', { exact: true })).toHaveAttribute('readonly', '');
  await expect(page.getByRole('button', { name: 'Opslaan' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Werk toevoegen' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Onderdeel toevoegen/ })).toHaveCount(0);
});
