import type { Page } from '@playwright/test';
import {
  confirmLeaving,
  expect,
  headingDate,
  overviewUrl,
  sessionOf,
  signIn,
  statusWithToken,
  test,
  todayRouteDate,
  users,
  type DemoUser,
} from './fixtures';
import { firstItemOfWeek, fromRouteDate, longWeekday, overviewKey, routeDate, weekOf, weekOverviewOf } from './week';

/** The account menu (specification: Account menu; section 4 Switch user; error catalogue 'Medewerker heeft geen rechten'). */

const accountButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /^Medewerkers, aangemeld als/ });
const accountPanel = (page: Page) => page.getByRole('region', { name: 'Medewerkers' });

async function openAccountMenu(page: Page) {
  await accountButton(page).click();
  await expect(accountPanel(page)).toBeVisible();
  return accountPanel(page);
}

async function addUser(page: Page, user: DemoUser) {
  const panel = await openAccountMenu(page);
  await panel.getByRole('button', { name: 'Medewerker toevoegen' }).click();
  const modal = page.getByRole('dialog', { name: 'Medewerker toevoegen' });
  await modal.getByLabel('Bedrijfscode').fill(user.company);
  await modal.getByLabel('Gebruikersnaam').fill(user.username);
  await modal.getByLabel('Wachtwoord').fill(user.password);
  await modal.getByRole('button', { name: 'Toevoegen' }).click();
  return modal;
}

const savedUsers = (page: Page) =>
  page.evaluate(
    () => JSON.parse(localStorage.getItem('users') ?? '[]') as Array<{ organisation: string; username: string }>,
  );

test.describe('account menu', () => {
  test("add anna of acme, switch to her and see only acme's week, then switch back to jan", async ({
    page,
    request,
  }) => {
    test.slow();
    const [jan, anna] = [await sessionOf(request, users.jan), await sessionOf(request, users.anna)];
    const today = fromRouteDate(todayRouteDate());
    const [janWeek, annaWeek] = [
      await weekOverviewOf(request, users.jan, today),
      await weekOverviewOf(request, users.anna, today),
    ];
    const descriptionsOf = (week: typeof janWeek) =>
      new Set(Object.values(week).flatMap((d) => d.items.map((item) => item.description).filter(Boolean)));
    const annaDescriptions = descriptionsOf(annaWeek);
    const demoOnly = [...descriptionsOf(janWeek)].filter((d) => !annaDescriptions.has(d));
    expect(annaDescriptions.size, 'acme plans anna this week').toBeGreaterThan(0);
    expect(demoOnly.length, 'demo plans jan this week').toBeGreaterThan(0);

    await signIn(page, users.jan);
    const modal = await addUser(page, users.anna);
    await expect(modal).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Anna Kuipers is toegevoegd.' })).toBeVisible();
    // Adding does not switch: jan is still the one signed in.
    await expect(page.getByRole('banner')).toContainText('Jan de Vries');
    expect((await savedUsers(page)).map((u) => `${u.organisation}/${u.username}`)).toEqual(['demo/jan', 'acme/anna']);

    // Jan's week is in the query cache now; after the switch none of it may show.
    const panel = await openAccountMenu(page);
    await expect(panel.getByRole('button', { name: `Wissel naar Jan de Vries, ${jan.bedrijfsnaam}` })).toHaveAttribute(
      'aria-current',
      'true',
    );
    const rights = page.waitForResponse((r) => r.url().endsWith(`/v1/medewerker/${anna.contactpersoonId}/rechten`));
    await panel.getByRole('button', { name: `Wissel naar Anna Kuipers, ${anna.bedrijfsnaam}` }).click();
    expect((await rights).status()).toBe(200);
    await expect(page).toHaveURL(overviewUrl(todayRouteDate()));
    const banner = page.getByRole('banner');
    await expect(banner).toContainText('Anna Kuipers');
    await expect(banner).toContainText(anna.bedrijfsnaam);

    // Every day of the week: anna's items, and nothing of the demo company.
    const main = page.getByRole('main');
    for (const date of weekOf(today)) {
      await page
        .getByRole('list', { name: 'Dagen van de week' })
        .getByRole('button', { name: new RegExp(`^${longWeekday(date)} `) })
        .click();
      await expect(main.getByRole('heading', { name: headingDate(routeDate(date)) })).toBeVisible();
      const annaToday = (annaWeek[overviewKey(date)]?.items ?? []).map((item) => item.description).filter(Boolean);
      for (const description of annaToday) await expect(main).toContainText(description);
      const text = await main.innerText();
      for (const description of demoOnly)
        expect(text, `${description} of demo on ${longWeekday(date)}`).not.toContain(description);
    }

    // And back.
    const back = await openAccountMenu(page);
    await back.getByRole('button', { name: `Wissel naar Jan de Vries, ${jan.bedrijfsnaam}` }).click();
    await expect(banner).toContainText('Jan de Vries');
    await expect(banner).toContainText(jan.bedrijfsnaam);
    await expect(page).toHaveURL(overviewUrl(todayRouteDate()));
  });

  test('the active account cannot be removed; another one can, after a question, and its token is revoked', async ({
    page,
    request,
  }) => {
    await signIn(page, users.jan);
    await addUser(page, users.anna);
    await expect(page.getByRole('dialog', { name: 'Medewerker toevoegen' })).toBeHidden();
    const annaToken = (
      await page.evaluate(
        () => JSON.parse(localStorage.getItem('users') ?? '[]') as Array<{ username: string; accessToken: string }>,
      )
    ).find((u) => u.username === 'anna')!.accessToken;
    expect(await statusWithToken(request, annaToken)).toBe(200);

    const panel = await openAccountMenu(page);
    await expect(panel.getByRole('button', { name: /^Verwijder Jan de Vries/ })).toHaveCount(0);
    // A trash icon is easily hit with gloves on: it asks first, naming the account, and Annuleren keeps it.
    await panel.getByRole('button', { name: /^Verwijder Anna Kuipers/ }).click();
    const question = page.getByRole('dialog', { name: 'Medewerker verwijderen?' });
    await expect(question).toContainText('Anna Kuipers (Acme Installatietechniek B.V.) van dit toestel verwijderen?');
    await question.getByRole('button', { name: 'Annuleren' }).first().click();
    await expect(question).toHaveCount(0);
    expect((await savedUsers(page)).map((u) => u.username)).toEqual(['jan', 'anna']);
    expect(await statusWithToken(request, annaToken)).toBe(200);

    const revoked = page.waitForResponse((r) => r.url().endsWith('/v1/sessions') && r.request().method() === 'DELETE');
    // The list stays open behind the question: the user is where they were.
    await expect(panel).toBeVisible();
    await panel.getByRole('button', { name: /^Verwijder Anna Kuipers/ }).click();
    await question.getByRole('button', { name: 'Verwijderen', exact: true }).click();
    expect((await revoked).status()).toBe(204);
    expect(await statusWithToken(request, annaToken)).toBe(401);
    await expect(panel.getByRole('button', { name: /^Wissel naar Anna Kuipers/ })).toHaveCount(0);
    await expect(panel.getByRole('button', { name: /^Wissel naar Jan de Vries/ })).toBeVisible();
    expect((await savedUsers(page)).map((u) => u.username)).toEqual(['jan']);
    // Jan is still signed in.
    await expect(page.getByRole('banner')).toContainText('Jan de Vries');
  });

  test('an employee the server refuses: Medewerker heeft geen rechten, for 5 seconds', async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 401 .*\/v1\/sessions/);
    await signIn(page, users.jan);
    const refused = page.waitForResponse((r) => r.url().endsWith('/v1/sessions') && r.request().method() === 'POST');
    const modal = await addUser(page, { company: 'acme', username: 'niemand', password: 'fout' });
    expect((await refused).status()).toBe(401);
    const alert = page.getByRole('alert').filter({ hasText: 'Medewerker heeft geen rechten' });
    await expect(alert).toBeVisible();
    // The form stays open with what was typed, to correct it.
    await expect(modal.getByLabel('Gebruikersnaam')).toHaveValue('niemand');
    await expect(alert).toBeHidden({ timeout: 6_500 });
    await modal.getByRole('button', { name: 'Sluiten' }).first().click();
    await expect(modal).toBeHidden();
    expect((await savedUsers(page)).map((u) => u.username)).toEqual(['jan']);
  });

  test('after jan signs out, anna (still on the device) continues from the login screen', async ({ page }) => {
    await signIn(page, users.jan);
    await addUser(page, users.anna);
    await expect(page.getByRole('dialog', { name: 'Medewerker toevoegen' })).toBeHidden();
    await page.goto('/settings/');
    await page.getByRole('button', { name: 'Afmelden' }).click();
    await confirmLeaving(page, 'Afmelden');

    const saved = page.getByRole('region', { name: 'Medewerkers' });
    // Jan signed out: only anna is left, and nobody is active.
    await expect(saved.getByRole('button', { name: /^Wissel naar / })).toHaveCount(1);
    await saved.getByRole('button', { name: /^Wissel naar Anna Kuipers/ }).click();
    await expect(page).toHaveURL(overviewUrl(todayRouteDate()));
    // What's new is shown once per account, not again after every sign-out (sunlight.spec.ts).
    await expect(page.getByRole('dialog', { name: 'Wat is er nieuw' })).toHaveCount(0);
    await expect(page.locator('header.header')).toContainText('Anna Kuipers');
  });

  test('switching with unsaved work in a form asks first; Terug keeps the work and the account', async ({
    page,
    request,
  }) => {
    const order = await firstItemOfWeek(request, users.jan, 'workorder');
    await signIn(page, users.jan);
    await addUser(page, users.anna);
    await expect(page.getByRole('dialog', { name: 'Medewerker toevoegen' })).toBeHidden();
    await page.goto(`/order/${order.id}/submit/materiaal`);
    await page.getByLabel('Materiaal', { exact: true }).fill('Kitkoker transparant');

    const panel = await openAccountMenu(page);
    await panel.getByRole('button', { name: /^Wissel naar Anna Kuipers/ }).click();
    const question = page.getByRole('dialog', { name: 'Onopgeslagen wijzigingen' });
    await expect(question).toContainText('Bij het wisselen van medewerker gaan die verloren.');
    await question.getByRole('button', { name: 'Terug' }).first().click();
    await expect(question).toBeHidden();
    await expect(page.getByLabel('Materiaal', { exact: true })).toHaveValue('Kitkoker transparant');
    await expect(page.locator('header.header')).toContainText('Jan de Vries');
  });

  test('Nieuw Project with an address typed asks before switching too', async ({ page }) => {
    await signIn(page, users.jan);
    await addUser(page, users.anna);
    await expect(page.getByRole('dialog', { name: 'Medewerker toevoegen' })).toBeHidden();
    await page.goto('/create/project');
    await page.getByLabel('Adres', { exact: true }).fill('Stationsplein 1');

    const panel = await openAccountMenu(page);
    await panel.getByRole('button', { name: /^Wissel naar Anna Kuipers/ }).click();
    const question = page.getByRole('dialog', { name: 'Onopgeslagen wijzigingen' });
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: 'Terug' }).first().click();
    await expect(page.getByLabel('Adres', { exact: true })).toHaveValue('Stationsplein 1');

    // Emptied again, there is nothing to lose: the switch (the menu is still open) goes through without asking.
    await page.getByLabel('Adres', { exact: true }).fill('');
    await panel.getByRole('button', { name: /^Wissel naar Anna Kuipers/ }).click();
    await expect(page.locator('header.header')).toContainText('Anna Kuipers');
    await expect(question).toHaveCount(0);
  });

  test('the not-found page has the account menu', async ({ page }) => {
    await signIn(page, users.jan);
    await page.goto('/bestaat/niet');
    const section = page.getByRole('region', { name: 'Medewerkers' });
    await expect(section.getByRole('button', { name: /^Wissel naar Jan de Vries/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await section.getByRole('button', { name: 'Medewerker toevoegen' }).click();
    await expect(page.getByRole('dialog', { name: 'Medewerker toevoegen' })).toBeVisible();
  });
});
