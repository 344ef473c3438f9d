import { createProject, expect, office, signIn, test, unique } from './fixtures';

test('the Logboek narrows to a period from the address, and says when nothing was changed in it', async ({ page }) => {
  const session = await signIn(page, 'planner');
  const code = unique('LOG');
  await createProject(page, session, { code, description: 'Logboek periode' });

  await page.goto(office('/logboek?soort=projects'));
  const entries = page.getByRole('region', { name: 'Wijzigingen' });
  await expect(entries.getByRole('listitem').filter({ hasText: code }).first()).toContainText('Project aangemaakt');

  // A period long after any test ran: the dates are typed, not taken from today.
  await page.getByLabel('Van').fill('2099-01-01');
  await expect(page).toHaveURL(/van=2099-01-01/);
  await expect(page.getByText('Er zijn geen wijzigingen gevonden.')).toBeVisible();
  await page.getByLabel('Tot en met').fill('2099-12-31');
  await expect(page).toHaveURL(/tot=2099-12-31/);

  await page.goto(office('/logboek?soort=projects&tot=2000-01-31'));
  await expect(page.getByLabel('Tot en met')).toHaveValue('2000-01-31');
  await expect(page.getByText('Er zijn geen wijzigingen gevonden.')).toBeVisible();
  await page.getByLabel('Tot en met').fill('');
  await expect(entries.getByRole('listitem').filter({ hasText: code }).first()).toBeVisible();
});

test('two filter changes in one go both stay: each builds on the one before it, not on the last render', async ({
  page,
}) => {
  await signIn(page, 'planner');
  await page.goto(office('/logboek?soort=projects'));
  await expect(page.getByLabel('Tot en met')).toBeEditable();
  // Both days typed in the same task, before the router committed the first: as a fast hand or a loaded
  // machine makes it happen.
  const from = await page.getByLabel('Van').elementHandle();
  const to = await page.getByLabel('Tot en met').elementHandle();
  await page.evaluate(
    ([fromInput, toInput]) => {
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      for (const [input, value] of [
        [fromInput, '2099-01-01'],
        [toInput, '2099-12-31'],
      ] as const) {
        setValue.call(input, value);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      }
    },
    [from!, to!] as const,
  );
  await expect(page).toHaveURL(/van=2099-01-01/);
  await expect(page).toHaveURL(/tot=2099-12-31/);
  await expect(page).toHaveURL(/soort=projects/);
});

test('the Logboek narrows to a field employee, whom every role can pick among the writers of each door', async ({
  page,
}) => {
  await signIn(page, 'administratie');
  await page.goto(office('/logboek'));
  const door = page.getByLabel('Door');
  await expect(door.locator('optgroup[label="Medewerkers"] option').first()).toBeAttached();
  await expect(door.locator('optgroup[label="Kantoor"] option', { hasText: 'Anna Administratie' })).toBeAttached();
  await door.selectOption({ label: 'Kees Bakker' });
  await expect(page).toHaveURL(/door=employee%3A\d+/);
  // Whatever the demo's Kees wrote, nothing shown is by anyone else.
  const entries = page.getByRole('region', { name: 'Wijzigingen' });
  await expect(
    entries.getByRole('listitem').or(page.getByText('Er zijn geen wijzigingen gevonden.')).first(),
  ).toBeVisible();
  for (const entry of await entries.getByRole('listitem').all()) await expect(entry).toContainText('door Kees Bakker');
});
