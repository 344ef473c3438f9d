import { axeFindings } from '../../../test/e2e-support/axe';
import type { Page } from '@playwright/test';
import { expect, signIn, test, users } from './fixtures';
import { apiAs, freeMonday, partByName, projectByAddress, storedHours, workByName } from './projects';
import { bookOwnRows, lastWeek, ownDay, projectByCode, rowsOfDay, sessionFor, twoWeeksAgo } from './registrations-api';
import { routeDate } from './week';

/**
 * No input is lost silently (every form with changes asks before it is left, the new-project draft survives a
 * reload), every locked registration says why, and a delete says it was deleted
 * (docs/decisions/012-one-hand-gloves-and-sunlight.md).
 */

const unsavedModal = (page: Page) => page.getByRole('dialog', { name: 'Onopgeslagen wijzigingen' });
const bottomNav = (page: Page) => page.getByRole('navigation', { name: 'Hoofdmenu' });
const registrations = (page: Page) => page.getByRole('region', { name: 'Registraties' });

/** Whether closing or reloading the tab now would ask the browser's 'leave site?' question. */
const unloadAsks = (page: Page) =>
  page.evaluate(() => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  });

test.describe('no input lost', () => {
  test('the project hours form asks before it is left with a remark; Terug keeps it, Doorgaan leaves', async ({
    page,
    request,
  }, testInfo) => {
    const api = await apiAs(request, users.jan);
    const school = await projectByAddress(api, 'Regenboogstraat 4');
    const ruwbouw = await workByName(api, school.id, 'Ruwbouw');
    const sloopwerk = await partByName(api, ruwbouw.id, 'Sloopwerk');
    const day = freeMonday(testInfo, 31);
    const remark = `niet kwijt ${testInfo.project.name}`;
    const formHref = `/select/${ruwbouw.id}/part/0/${sloopwerk.id}/submit/hours?project=${school.id}&date=${day.route}`;
    await signIn(page, users.jan);
    await page.goto(formHref);
    await expect(page.getByLabel('Opmerking')).toBeVisible();
    expect(await unloadAsks(page)).toBe(false);

    await page.getByLabel('Opmerking').fill(remark);
    expect(await unloadAsks(page)).toBe(true);
    await bottomNav(page).getByRole('link', { name: 'Weekoverzicht' }).click();
    await expect(unsavedModal(page)).toContainText('Er zijn notities gevonden die nog niet zijn opgeslagen.');
    await expect(await axeFindings(page, { include: 'dialog[open]' })).toEqual([]);
    await unsavedModal(page).getByRole('button', { name: 'Terug' }).last().click();
    await expect(unsavedModal(page)).toHaveCount(0);
    await expect(page.getByLabel('Opmerking')).toHaveValue(remark);
    expect(page.url()).toContain('/submit/hours');

    await bottomNav(page).getByRole('link', { name: 'Weekoverzicht' }).click();
    await unsavedModal(page).getByRole('button', { name: 'Doorgaan' }).click();
    await expect(page).toHaveURL(/\/weekly\/overview\//);
    expect((await storedHours(api, school.id, day.api)).filter((h) => h.remark === remark)).toEqual([]);

    // Saving goes on to the next screen without asking.
    await page.goto(formHref);
    await page.getByLabel('Opmerking').fill(remark);
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByText('Uren geboekt.', { exact: true })).toBeVisible();
    await expect(page).not.toHaveURL(/\/submit\/hours/);
    await expect(unsavedModal(page)).toHaveCount(0);
    expect((await storedHours(api, school.id, day.api)).filter((h) => h.remark === remark)).toHaveLength(1);
  });

  test('the new-project draft survives a reload; leaving it asks, and Doorgaan lets it go', async ({
    page,
  }, testInfo) => {
    const code = `CONCEPT-${testInfo.project.name}`;
    await signIn(page, users.jan);
    await page.goto('/create/project');
    await page.getByRole('button', { name: 'Relatie zoeken' }).click();
    const search = page.getByRole('dialog', { name: 'Zoekresultaten' });
    await search.getByRole('searchbox', { name: 'Zoek relatie' }).fill('amstelland maliebaan');
    await search.getByRole('button', { name: /Vastgoed Amstelland B\.V\./ }).click();
    await page.getByLabel('Adres', { exact: true }).fill('Maliebaan 49');
    await page.getByRole('button', { name: 'volgende' }).click();
    await page.getByLabel('Projectcode').fill(code);

    // The draft keeps itself, so a reload asks nothing and loses nothing.
    expect(await unloadAsks(page)).toBe(false);
    await page.reload();
    await expect(page.getByLabel('Projectcode')).toHaveValue(code);
    await page.getByRole('button', { name: 'terug', exact: true }).click();
    await expect(page.getByText('Vastgoed Amstelland B.V.')).toBeVisible();
    await expect(page.getByLabel('Adres', { exact: true })).toHaveValue('Maliebaan 49');

    await bottomNav(page).getByRole('link', { name: 'Weekoverzicht' }).click();
    await unsavedModal(page).getByRole('button', { name: 'Terug' }).last().click();
    await expect(page).toHaveURL(/\/create\/project$/);
    await bottomNav(page).getByRole('link', { name: 'Weekoverzicht' }).click();
    await unsavedModal(page).getByRole('button', { name: 'Doorgaan' }).click();
    await expect(page).toHaveURL(/\/weekly\/overview\//);

    await page.goto('/create/project');
    await expect(page.getByLabel('Adres', { exact: true })).toHaveValue('');
    await expect(page.getByRole('button', { name: 'volgende' })).toBeDisabled();
  });

  test('regiewerk asks before its popup is closed with a description typed', async ({ page, request }) => {
    const api = await apiAs(request, users.jan);
    const kantoor = await projectByAddress(api, 'Maliebaan 45');
    await signIn(page, users.jan);
    await page.goto(`/project/${kantoor.id}/${routeDate(lastWeek(1))}`);
    await page
      .getByRole('navigation', { name: 'Projectmenu' })
      .getByRole('button', { name: 'Regiewerk aanmaken' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Regiewerk aanmaken' });
    await dialog.getByLabel('Omschrijving').fill('Extra deur in gang');

    await dialog.getByRole('button', { name: 'Sluiten' }).last().click();
    await expect(unsavedModal(page)).toContainText('Er zijn notities gevonden die nog niet zijn opgeslagen.');
    await unsavedModal(page).getByRole('button', { name: 'Terug' }).last().click();
    await expect(unsavedModal(page)).toHaveCount(0);
    await expect(dialog.getByLabel('Omschrijving')).toHaveValue('Extra deur in gang');

    // Closing the tab asks too (the popup makes the rest of the page inert, so the tab is the other way out).
    expect(await unloadAsks(page)).toBe(true);

    await dialog.getByRole('button', { name: 'Sluiten' }).last().click();
    await unsavedModal(page).getByRole('button', { name: 'Doorgaan' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(unsavedModal(page)).toHaveCount(0);
  });
});

test.describe('locked registrations say why', () => {
  test('invoiced and blocked rows name their lock beside the disabled pencil', async ({ page, request }) => {
    const jan = await sessionFor(request, users.jan);
    const school = await projectByCode(request, jan, '013');
    await signIn(page, users.jan);

    // Two weeks ago on Monday everything on the school was invoiced; on Thursday a day was blocked.
    await page.goto(`/project/${school}/${routeDate(twoWeeksAgo(0))}`);
    const invoiced = registrations(page).getByRole('button', { name: /08:00 uur Normaal/ });
    await expect(invoiced).toBeDisabled();
    await expect(invoiced).toHaveAccessibleDescription('Gefactureerd');
    await expect(registrations(page).getByText('Gefactureerd').first()).toBeVisible();

    await page.goto(`/project/${school}/${routeDate(twoWeeksAgo(3))}`);
    const blocked = registrations(page).getByRole('button', { name: /08:00 uur Normaal/ });
    await expect(blocked).toBeDisabled();
    await expect(blocked).toHaveAccessibleDescription('Geblokkeerd');
    await expect(await axeFindings(page, { include: '.day-registrations' })).toEqual([]);

    // An open row says nothing and can be changed.
    await page.goto(`/project/${school}/${routeDate(lastWeek(1))}`);
    const open = registrations(page).getByRole('button', { name: /03:00 uur Normaal/ });
    await expect(open).toBeEnabled();
    await expect(open).toHaveAccessibleDescription('');
  });

  test('els sees "Niet gevalideerd" on rows that wait for validation', async ({ page, request }) => {
    const els = await sessionFor(request, users.els);
    const rijwoningen = await projectByCode(request, els, '021');
    await signIn(page, users.els);
    await page.goto(`/project/${rijwoningen}/${routeDate(lastWeek(2))}`);
    const waiting = registrations(page).getByRole('button', { name: /^Wijzig / });
    await expect(waiting.first()).toBeVisible();
    for (const button of await waiting.all()) {
      await expect(button).toBeDisabled();
      await expect(button).toHaveAccessibleDescription('Niet gevalideerd');
    }
  });

  test('a locked leave form says why and disables every field, the hour picker included', async ({ page }) => {
    await signIn(page, users.els);
    await page.goto(`/weekly/overview/${routeDate(lastWeek(4))}`);
    await page.getByRole('article', { name: 'Verlof' }).getByRole('link', { name: 'Uren', exact: true }).click();

    await expect(page.getByRole('note')).toHaveText(
      'Deze registratie is nog niet gevalideerd en kan daarom niet worden gewijzigd.',
    );
    const picker = page.getByRole('group', { name: 'Uren', exact: true });
    await expect(picker).toBeVisible();
    for (const control of await picker.locator('select, button, input').all()) await expect(control).toBeDisabled();
    for (const field of ['Datum', 'Soort', 'Opmerking']) await expect(page.getByLabel(field)).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Opslaan' })).toBeDisabled();
  });
});

test('a delete kept on the phone says it was deleted, not saved', async ({
  page,
  context,
  request,
  consoleErrors,
}, testInfo) => {
  consoleErrors.allow(/net::ERR_INTERNET_DISCONNECTED|net::ERR_FAILED/);
  const jan = await sessionFor(request, users.jan);
  const school = await projectByCode(request, jan, '013');
  const day = ownDay(testInfo, 9);
  await bookOwnRows(request, jan, school, day, {
    hours: 1,
    remark: '',
    material: { aantal: 2, eenheid: 'bbag', omschrijving: 'Zand' },
  });
  await signIn(page, users.jan);
  await page.goto(`/project/${school}/${routeDate(day)}`);

  // Units by their name, in the row and in its popup.
  const row = registrations(page).getByRole('button', { name: /^Wijzig 2 big bag Zand/ });
  await expect(row).toBeVisible();
  await row.click();
  const popup = page.getByRole('dialog', { name: 'Wijzig materiaal registratie' });
  await expect(popup.getByLabel('Eenheid')).toHaveValue('big bag');

  await context.setOffline(true);
  await popup.getByRole('button', { name: 'Verwijder' }).click();
  await page.getByRole('dialog', { name: 'Bevestig verwijdering' }).getByRole('button', { name: 'Verwijder' }).click();
  await expect(page.getByTestId('toast').first()).toHaveText(/Registratie verwijderd – wordt verstuurd\./);

  await context.setOffline(false);
  await expect
    .poll(async () => (await rowsOfDay(request, jan, 'project', school, day)).materials, { timeout: 20_000 })
    .toEqual([]);
});
