import { createHash } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import type { OfficeEmployeeCreated, OverviewDay } from '@bouwwerk/domain';
import { createEmployee, expect, office, signIn, test, unique } from './fixtures';

// The demo company works Monday to Thursday 8 hours and Friday 7.5; a fixed week, not today's.
const COMPANY_WEEK = [8, 8, 8, 8, 7.5, 0, 0];
const DAYS = ['Ma', 'Di', 'Wo', 'Do', 'Vr', 'Za', 'Zo'];

/** The working hours Monday to Sunday that the field app's week overview shows the employee. */
async function fieldWorkingHours(request: APIRequestContext, username: string, password: string) {
  const headers = { 'X-Application-Key': 'bouwwerk-web' };
  const session = await request.post('/v1/sessions', {
    headers,
    data: {
      RelatieId: 'demo',
      Gebruikersnaam: username,
      Wachtwoord: createHash('sha256').update(password).digest('hex'),
    },
  });
  expect(session.status()).toBe(200);
  const { authToken } = (await session.json()) as { authToken: string };
  const week = await request.get('/v3/weekoverzicht/2026-03-11', {
    headers: { ...headers, Authorization: `Bearer ${authToken}` },
  });
  expect(week.status()).toBe(200);
  return Object.values((await week.json()) as Record<string, OverviewDay>).map((day) => day.workingHours);
}

test("a planner gives a part-timer his own working hours, which his week overview counts; then the company's again", async ({
  page,
}) => {
  const session = await signIn(page, 'planner');
  const username = unique('deeltijd');
  const kees = (await createEmployee(page, session, {
    firstName: 'Kees',
    lastName: 'Deeltijd',
    username,
    registrationRights: true,
  })) as OfficeEmployeeCreated;
  expect(await fieldWorkingHours(page.request, username, kees.password)).toEqual(COMPANY_WEEK);

  await page.goto(office(`/medewerkers/${kees.id}`));
  const section = page.getByRole('form', { name: 'Werktijden' });
  const follows = section.getByLabel('Volgt de werktijden van het bedrijf');
  await expect(follows).toBeChecked();
  await expect(section.getByLabel('Ma', { exact: true })).toBeHidden();

  await follows.uncheck();
  const day = (name: string) => section.getByLabel(name, { exact: true });
  for (const name of DAYS) await expect(day(name)).toBeVisible();
  await expect(day('Ma')).toHaveValue('8');
  await expect(day('Zo')).toHaveValue('0');

  // Hours past 24 and parts of an hour that are no quarter: a Dutch message at the day, nothing sent.
  await day('Di').fill('7,3');
  await day('Vr').fill('25');
  await section.getByRole('button', { name: 'Werktijden bewaren' }).click();
  await expect(day('Di')).toHaveAttribute('aria-invalid', 'true');
  await expect(day('Vr')).toHaveAttribute('aria-invalid', 'true');
  await expect(section.getByText('0 tot 24 uur, in kwartieren.', { exact: true })).toHaveCount(2);
  await expect(day('Ma')).not.toHaveAttribute('aria-invalid', 'true');
  expect(await fieldWorkingHours(page.request, username, kees.password)).toEqual(COMPANY_WEEK);

  await day('Di').fill('7:30');
  await day('Vr').fill('0');
  await section.getByRole('button', { name: 'Werktijden bewaren' }).click();
  await expect(section.getByRole('status').filter({ hasText: 'Werktijden opgeslagen.' })).toBeVisible();
  await expect(day('Di')).toHaveValue('7,5');
  expect(await fieldWorkingHours(page.request, username, kees.password)).toEqual([8, 7.5, 8, 8, 0, 0, 0]);

  await page.reload();
  await expect(follows).not.toBeChecked();
  await expect(day('Di')).toHaveValue('7,5');
  await expect(day('Vr')).toHaveValue('0');
  await expect(page.getByRole('region', { name: 'Geschiedenis' })).toContainText(
    'Werktijden van een medewerker aangemaakt',
  );

  await follows.check();
  await expect(day('Ma')).toBeHidden();
  await section.getByRole('button', { name: 'Werktijden bewaren' }).click();
  await expect(section.getByRole('status').filter({ hasText: 'Werktijden opgeslagen.' })).toBeVisible();
  expect(await fieldWorkingHours(page.request, username, kees.password)).toEqual(COMPANY_WEEK);
});

test('the administratie sees the working hours but changes none', async ({ page }) => {
  const planner = await signIn(page, 'planner');
  const kees = await createEmployee(page, planner, { firstName: 'Kees', username: unique('lezer') });
  await signIn(page, 'administratie');
  await page.goto(office(`/medewerkers/${kees.id}`));
  const section = page.getByRole('form', { name: 'Werktijden' });
  await expect(section.getByLabel('Volgt de werktijden van het bedrijf')).toBeDisabled();
  await expect(section.getByRole('button', { name: 'Werktijden bewaren' })).toHaveCount(0);
});
