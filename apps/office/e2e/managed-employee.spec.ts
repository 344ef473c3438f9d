import { expect, office, signIn, test, unique } from './fixtures';

/** The demo company's published integration key (README): the calculation package's door. */
const DEMO_INTEGRATION_KEY = 'bwk_demo_key_for_local_testing_only';

test('an employee the company’s package manages is marked "Beheerd via koppeling" and read-only', async ({ page }) => {
  const username = unique('koppeling');
  const imported = await page.request.put('/integration/v1/employees', {
    headers: { Authorization: `Bearer ${DEMO_INTEGRATION_KEY}` },
    data: [
      { externalId: `EXT-${username}`, firstName: 'Gekoppeld', lastName: 'Pakket', username, registrationRights: true },
    ],
  });
  expect(imported.status(), await imported.text()).toBe(200);

  await signIn(page, 'planner');
  await page.goto(office(`/medewerkers?zoek=${username}`));
  const row = page.getByRole('row').filter({ hasText: username });
  await expect(row).toContainText('Beheerd via koppeling');
  await row.getByRole('link', { name: 'Gekoppeld Pakket' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Gekoppeld Pakket' })).toBeVisible();
  await expect(page.getByText('Beheerd via koppeling', { exact: true })).toBeVisible();
  await expect(page.getByText('Deze medewerker komt uit het calculatiepakket van het bedrijf')).toBeVisible();
  await expect(page.getByLabel('Gebruikersnaam')).toHaveAttribute('readonly', '');
  await expect(page.getByLabel('Uren en materialen registreren')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Opslaan' })).toHaveCount(0);
  // His password and phones are the office's to manage, whoever keeps his details.
  await expect(page.getByRole('button', { name: 'Nieuw wachtwoord' })).toBeVisible();
});
