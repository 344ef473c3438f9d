import type { Page } from '@playwright/test';
import { expect, sessionOf, signIn, test, users, type DemoUser } from './fixtures';
import { ownDay, routeDate } from './registrations-api';
import { keptKeys } from './kept-reads';
import { serviceWorkerActivated } from './service-worker';
import { apiDate, hhmm, mondayOf, overviewKey, weekOverviewOf } from './week';

/**
 * Writes saved on the phone show at once where the user looks (docs/decisions/011-the-outbox.md): on their day in the
 * week overview, marked and counted in the day's total, through a reload without a network; once sent they show once.
 * And an account's unsent writes are its own: another account does not see them, and removing the account asks first.
 */

const hoursGroup = (page: Page) => page.getByRole('group', { name: 'Uren', exact: true });
const unsentGroup = (page: Page) => page.getByRole('region', { name: 'Nog niet verstuurd' });
const accountPanel = (page: Page) => page.getByRole('region', { name: 'Medewerkers' });

/**
 * Taps a button of the account menu, opening the menu first. A navigation the screen makes while it loads
 * closes the menu again, also between opening it and the tap, so both are done until the tap lands.
 */
async function tapInAccountMenu(page: Page, name: string | RegExp) {
  const button = page.getByRole('banner').getByRole('button', { name: /^Medewerkers, aangemeld als/ });
  await expect(async () => {
    if (!(await accountPanel(page).isVisible())) await button.click();
    await accountPanel(page).getByRole('button', { name }).click({ timeout: 1_000 });
  }).toPass();
}

/**
 * 'Wissel naar …' ends in a full page load of today's overview (use-switch-account.ts), and the banner may name
 * the new account a moment before it: waited for, so that the test's next navigation does not cut it off.
 */
async function switchTo(page: Page, fullName: string) {
  const loaded = page.waitForEvent('load');
  await tapInAccountMenu(page, new RegExp(`^Wissel naar ${fullName},`));
  await loaded;
  await expect(page.getByRole('button', { name: `Medewerkers, aangemeld als ${fullName}` })).toBeVisible();
}

/** Books indirect hours (Verlof) on the day through the Indirect form, which is open already. */
async function bookLeave(page: Page, day: Date, hours: string) {
  await page.getByLabel('Datum').fill(apiDate(day));
  await page.getByLabel('Soort').selectOption({ label: 'Verlof' });
  await hoursGroup(page)
    .getByRole('combobox', { name: 'uren' })
    .selectOption(String(Number(hours.slice(0, 2))));
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByTestId('toast')).toHaveText('Opgeslagen – wordt verstuurd');
  // The form goes to the booked day's overview itself; a spec's own page.goto racing it was aborted.
  await expect(page).toHaveURL(new RegExp(`/weekly/overview/${routeDate(day)}$`));
}

async function openIndirectForm(page: Page) {
  await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Indirect' }).click();
  await expect(page.getByLabel('Soort')).toBeEnabled();
}

const fullNameOf = async (request: Parameters<typeof sessionOf>[0], user: DemoUser) => {
  const session = await sessionOf(request, user);
  return { fullName: [session.naam, session.achternaam].filter(Boolean).join(' '), id: session.contactpersoonId };
};

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a booking made offline shows on its day, in the total, through a reload; once sent, once', async ({
    page,
    context,
    request,
    consoleErrors,
  }, testInfo) => {
    test.slow();
    consoleErrors.allow(/net::ERR_INTERNET_DISCONNECTED/);
    const day = ownDay(testInfo, 22);
    const before = (await weekOverviewOf(request, users.jan, day))[overviewKey(day)]!;
    const total = (worked: number) => `${hhmm(worked)} / ${hhmm(before.workingHours)}`;

    await signIn(page, users.jan);
    await serviceWorkerActivated(page);
    // The day's week is read once online, so the phone keeps it.
    await page.goto(`/weekly/overview/${routeDate(day)}`);
    await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
    // The heading shows before the week's answer, and the phone keeps an answer a second after it: going
    // offline before that left nothing to show after the reload.
    await expect
      .poll(async () =>
        (await keptKeys(page)).some((key) => key[3] === 'week-overview' && key[4] === apiDate(mondayOf(day))),
      )
      .toBe(true);
    await openIndirectForm(page);

    await context.setOffline(true);
    await bookLeave(page, day, '02:00');
    await page.reload();

    await expect(unsentGroup(page)).toContainText('Opgeslagen – wordt verstuurd');
    await expect(page.getByTestId('unsent-item')).toHaveCount(1);
    await expect(page.getByTestId('day-hours')).toHaveText(total(before.hoursWorked + 2));
    await expect(page.getByTestId('day-hours-unsent')).toContainText('waarvan +02:00 nog niet verstuurd');

    // Online: sent, and shown once, as the server has it.
    await context.setOffline(false);
    await expect(page.getByTestId('unsent-item')).toHaveCount(0, { timeout: 20_000 });
    await expect(page.getByRole('article', { name: 'Verlof' })).toContainText('02:00 uur');
    await expect(page.getByTestId('day-hours-unsent')).toHaveCount(0);
    if (before.workingHours > 0) await expect(page.getByTestId('day-hours')).toHaveText(total(before.hoursWorked + 2));
    const after = (await weekOverviewOf(request, users.jan, day))[overviewKey(day)]!;
    expect(after.items.filter((i) => i.type === 'indirect' && i.amount === 2)).toHaveLength(1);
    expect(after.hoursWorked).toBe(before.hoursWorked + 2);
  });
});

test('another account does not see the writes; removing it asks first, with how many, and clears its database', async ({
  page,
  request,
  consoleErrors,
}, testInfo) => {
  test.slow();
  consoleErrors.allow(/net::ERR_INTERNET_DISCONNECTED|net::ERR_FAILED/);
  const day = ownDay(testInfo, 23);
  const els = await fullNameOf(request, users.els);
  const jan = await fullNameOf(request, users.jan);

  await signIn(page, users.jan);
  await tapInAccountMenu(page, 'Medewerker toevoegen');
  const add = page.getByRole('dialog', { name: 'Medewerker toevoegen' });
  await add.getByLabel('Bedrijfscode').fill(users.els.company);
  await add.getByLabel('Gebruikersnaam').fill(users.els.username);
  await add.getByLabel('Wachtwoord').fill(users.els.password);
  await add.getByRole('button', { name: 'Toevoegen' }).click();
  await expect(add).toBeHidden();
  await switchTo(page, els.fullName);

  // Els books while no booking reaches the server: it stays in her outbox.
  await page.route('**/v1/invoer', (route) => route.abort('internetdisconnected'));
  await openIndirectForm(page);
  await bookLeave(page, day, '03:00');
  await expect(page.getByTestId('unsent-item')).toHaveCount(1);

  // Jan's screens show none of it.
  await switchTo(page, jan.fullName);
  await page.goto(`/weekly/overview/${routeDate(day)}`);
  await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText('Opgeslagen – wordt verstuurd');
  await expect(page.getByTestId('unsent-item')).toHaveCount(0);

  // Removing els asks first and says how many; Annuleren keeps her.
  await tapInAccountMenu(page, new RegExp(`^Verwijder ${els.fullName},`));
  const question = page.getByRole('dialog', { name: 'Medewerker verwijderen?' });
  await expect(question).toContainText(`${els.fullName} heeft nog 1 boeking op dit toestel die niet is verstuurd.`);
  await question.getByText('Annuleren', { exact: true }).click();
  await expect(question).toHaveCount(0);
  const databases = () => page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name));
  expect(await databases()).toContain(`bouwwerk:demo:${els.id}`);

  await tapInAccountMenu(page, new RegExp(`^Verwijder ${els.fullName},`));
  await question.getByRole('button', { name: 'Toch verwijderen' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `${els.fullName} is van dit toestel verwijderd.` }),
  ).toBeVisible();
  await expect.poll(databases).not.toContain(`bouwwerk:demo:${els.id}`);
  // Nothing of hers reached the server.
  const elsDay = (await weekOverviewOf(request, users.els, day))[overviewKey(day)]!;
  expect(elsDay.items.filter((i) => i.type === 'indirect' && i.amount === 3)).toHaveLength(0);
});
