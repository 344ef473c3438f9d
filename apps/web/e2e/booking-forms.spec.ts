import { axeFindings } from '../../../test/e2e-support/axe';
import type { Locator, Page, TestInfo } from '@playwright/test';
import { expect, headingDate, runPlace, signIn, test, todayRouteDate, users } from './fixtures';
import { apiAs, partByName, projectByAddress, storedHours, workByName, type Api } from './projects';
import { addDays, apiDate, fromRouteDate, mondayOf, routeDate } from './week';

/**
 * The project booking forms on a phone (docs/decisions/012-one-hand-gloves-and-sunlight.md): Opslaan in view without
 * scrolling at 390x844 and 360x640, the context (project, work, part, day) on top, a compact submenu, closed parts not
 * offered, hours without a keyboard (steppers and presets), other project costs as an amount with its work, the hours
 * prefill of a link, and the way back to where a flow started. Bookings go on Mondays of their own, far ahead.
 */

const toast = (page: Page, text: string) => page.getByText(text, { exact: true });
const hoursPicker = (page: Page) => page.getByRole('group', { name: 'Uren', exact: true });
const projectMenu = (page: Page) => page.getByRole('navigation', { name: 'Projectmenu' });

/** A Monday (8 working hours) per test slot and browser project, beyond the other specs' days. */
function freeDay(testInfo: TestInfo, slot: number) {
  const { project, furtherDays } = runPlace(testInfo);
  const monday = addDays(mondayOf(fromRouteDate(todayRouteDate())), 7 * (90 + slot * 2 + project) + furtherDays);
  return { date: monday, route: routeDate(monday), api: apiDate(monday) };
}

/** Taps counted, to assert how many a flow takes. */
function tapCounter() {
  let taps = 0;
  return {
    tap: async (target: Locator) => {
      taps += 1;
      await target.click();
    },
    get count() {
      return taps;
    },
  };
}

async function hoursFormHref(api: Api, day: { route: string }) {
  const school = await projectByAddress(api, 'Regenboogstraat 4');
  const ruwbouw = await workByName(api, school.id, 'Ruwbouw');
  const metselwerk = await partByName(api, ruwbouw.id, 'Metselwerk');
  return {
    school,
    metselwerk,
    href: `/select/${ruwbouw.id}/part/0/${metselwerk.id}/submit/hours?project=${school.id}&date=${day.route}`,
  };
}

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 360, height: 640 },
];

test.describe('booking forms on a phone', () => {
  for (const viewport of VIEWPORTS) {
    test(`at ${viewport.width}x${viewport.height} Opslaan is in view and the context is on top`, async ({
      page,
      request,
    }, testInfo) => {
      test.skip(testInfo.project.name === 'desktop', 'phone viewports');
      const api = await apiAs(request, users.jan);
      const day = freeDay(testInfo, 0);
      const { href } = await hoursFormHref(api, day);
      await page.setViewportSize(viewport);
      await signIn(page, users.jan);

      await page.goto(href);
      await expect(hoursPicker(page)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Opslaan' })).toBeInViewport({ ratio: 1 });
      const context = page.getByRole('group', { name: 'Boeking' });
      await expect(context).toContainText('Regenboogstraat 4');
      await expect(context).toContainText('Ruwbouw');
      await expect(context).toContainText('02 Metselwerk');
      await expect(context).toContainText(headingDate(day.route));
      await expect(context).toBeInViewport();
      // The submenu is one row of 48 px icon buttons, still named for a screen reader.
      const menu = projectMenu(page);
      await expect(menu.getByRole('link', { name: 'Uren' })).toBeVisible();
      expect((await menu.boundingBox())!.height).toBeLessThanOrEqual(50);

      // The other project costs form too.
      await menu.getByRole('link', { name: 'Overige projectkosten' }).click();
      await expect(page).toHaveURL(/\/submit\/op\?/);
      await expect(page.getByRole('button', { name: 'Opslaan' })).toBeInViewport({ ratio: 1 });
      await expect(page.getByRole('group', { name: 'Boeking' })).toContainText('Overige projectkosten');
    });
  }

  test('hours without a keyboard: from the project day to saved in five taps, back on that day', async ({
    page,
    request,
  }, testInfo) => {
    const api = await apiAs(request, users.jan);
    const day = freeDay(testInfo, 1);
    const { school, metselwerk } = await hoursFormHref(api, day);
    await signIn(page, users.jan);
    await page.goto(`/project/${school.id}/${day.route}`);

    const taps = tapCounter();
    await taps.tap(projectMenu(page).getByRole('link', { name: 'Uren' }));
    await taps.tap(page.getByRole('list', { name: 'Werken' }).getByRole('link', { name: 'Ruwbouw' }));
    await taps.tap(page.getByRole('list', { name: 'Onderdelen' }).getByRole('link', { name: /02 Metselwerk/ }));
    const hours = hoursPicker(page).getByRole('combobox', { name: 'uren' });
    const minutes = hoursPicker(page).getByRole('combobox', { name: 'minuten' });
    await expect(hours).toHaveValue('8');
    await taps.tap(page.getByRole('button', { name: 'Kwartier minder' }));
    await expect(hours).toHaveValue('7');
    await expect(minutes).toHaveValue('45');
    await taps.tap(page.getByRole('button', { name: 'Opslaan' }));

    await expect(toast(page, 'Uren geboekt.')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/project/${school.id}/${day.route}$`));
    expect(taps.count).toBe(5);
    const stored = (await storedHours(api, school.id, day.api)).filter((h) => h.budgetId === metselwerk.id);
    expect(stored).toEqual([expect.objectContaining({ quantity: 7.75 })]);
  });

  test('presets and steppers set the hours, within 00:00 and 24:00', async ({ page, request }, testInfo) => {
    const api = await apiAs(request, users.jan);
    const day = freeDay(testInfo, 2);
    const { href } = await hoursFormHref(api, day);
    await signIn(page, users.jan);
    await page.goto(href);
    const hours = hoursPicker(page).getByRole('combobox', { name: 'uren' });
    const minutes = hoursPicker(page).getByRole('combobox', { name: 'minuten' });
    await expect(hours).toHaveValue('8');

    const presets = page.getByRole('group', { name: 'Snelkeuze' });
    await presets.getByRole('button', { name: '04:00 uur' }).click();
    await expect(hours).toHaveValue('4');
    await expect(presets.getByRole('button', { name: '04:00 uur' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Kwartier meer' }).click();
    await page.getByRole('button', { name: 'Kwartier meer' }).click();
    await expect(hours).toHaveValue('4');
    await expect(minutes).toHaveValue('30');

    // Between quarters a stepper lands on the next quarter; at 00:00 the minus is off.
    await minutes.selectOption('10');
    await page.getByRole('button', { name: 'Kwartier minder' }).click();
    await expect(minutes).toHaveValue('0');
    await hours.selectOption('0');
    await minutes.selectOption('5');
    await page.getByRole('button', { name: 'Kwartier minder' }).click();
    await expect(page.getByRole('button', { name: 'Kwartier minder' })).toBeDisabled();
    await hours.selectOption('24');
    await expect(page.getByRole('button', { name: 'Kwartier meer' })).toBeDisabled();
  });

  test('after saving on another day the form returns to where the flow started', async ({
    page,
    request,
  }, testInfo) => {
    const api = await apiAs(request, users.jan);
    const day = freeDay(testInfo, 3);
    const nextDay = addDays(day.date, 1);
    const { school, metselwerk } = await hoursFormHref(api, day);
    await signIn(page, users.jan);
    await page.goto(`/project/${school.id}/${day.route}`);
    await projectMenu(page).getByRole('link', { name: 'Uren' }).click();
    await page.getByRole('list', { name: 'Werken' }).getByRole('link', { name: 'Ruwbouw' }).click();
    await page
      .getByRole('list', { name: 'Onderdelen' })
      .getByRole('link', { name: /02 Metselwerk/ })
      .click();
    await page.getByLabel('Datum').fill(apiDate(nextDay));
    await expect(page.getByRole('group', { name: 'Boeking' })).toContainText(headingDate(routeDate(nextDay)));
    await page.getByRole('group', { name: 'Snelkeuze' }).getByRole('button', { name: '04:00 uur' }).click();
    await page.getByRole('button', { name: 'Opslaan' }).click();

    await expect(toast(page, 'Uren geboekt.')).toBeVisible();
    // The day the flow started on, not the day booked.
    await expect(page).toHaveURL(new RegExp(`/project/${school.id}/${day.route}$`));
    const stored = (await storedHours(api, school.id, apiDate(nextDay))).filter((h) => h.budgetId === metselwerk.id);
    expect(stored).toEqual([expect.objectContaining({ quantity: 4 })]);
  });

  test('done, blocked and invoiced parts show why and are not offered', async ({ page, request }) => {
    const api = await apiAs(request, users.jan);
    const rij = await projectByAddress(api, 'Veldhuizerweg 2');
    const fundering = await workByName(api, rij.id, 'Fundering');
    const school = await projectByAddress(api, 'Regenboogstraat 4');
    const installaties = await workByName(api, school.id, 'Installaties');
    const date = todayRouteDate();
    await signIn(page, users.jan);

    // A work whose parts are all closed is greyed out in the works list.
    await page.goto(`/select/hours/item?project=${rij.id}&date=${date}`);
    const works = page.getByRole('list', { name: 'Werken' });
    await expect(works.getByRole('link', { name: 'Casco' })).toBeVisible();
    const funderingRow = works.getByRole('listitem').filter({ hasText: 'Fundering' });
    await expect(funderingRow).toContainText('Alles afgerond');
    await expect(funderingRow.getByRole('link', { disabled: true })).toHaveCount(1);
    await expect(funderingRow.locator('a')).toHaveCount(0);

    // Its parts show their reason and are no links; no form opens in their place.
    await page.goto(`/select/hours/${fundering.id}/part?project=${rij.id}&date=${date}`);
    const parts = page.getByRole('list', { name: 'Onderdelen' });
    await expect(parts.getByRole('listitem').filter({ hasText: 'Grondwerk' })).toContainText('Afgerond');
    await expect(parts.getByRole('listitem').filter({ hasText: 'Funderingsbalken' })).toContainText('Geblokkeerd');
    await expect(parts.locator('a')).toHaveCount(0);
    await expect(page.getByText(/alle onderdelen zijn afgerond, geblokkeerd of gefactureerd/)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/select/hours/${fundering.id}/part`));

    // Among open parts, the invoiced one is greyed out; the form's part dropdown does not offer it.
    await page.goto(`/select/hours/${installaties.id}/part?project=${school.id}&date=${date}`);
    const schoolParts = page.getByRole('list', { name: 'Onderdelen' });
    await expect(schoolParts.getByRole('link', { name: /21 Elektrotechnische installatie/ })).toBeVisible();
    await expect(schoolParts.getByRole('listitem').filter({ hasText: 'Stelpost sanitair' })).toContainText(
      'Gefactureerd',
    );
    await expect(schoolParts.locator('a', { hasText: 'Stelpost sanitair' })).toHaveCount(0);
    await expect(schoolParts.getByRole('link', { name: /Stelpost sanitair/ })).toHaveAttribute('aria-disabled', 'true');
    await schoolParts.getByRole('link', { name: /21 Elektrotechnische installatie/ }).click();
    const partSelect = page.getByRole('navigation', { name: 'Waar u boekt' }).getByLabel('Onderdeel');
    await expect(partSelect.locator('option', { hasText: 'Stelpost sanitair' })).toBeDisabled();
    await expect(partSelect.locator('option', { hasText: 'Stelpost sanitair' })).toContainText('Gefactureerd');

    // The work dropdown of a form greys out the work with nothing open.
    const casco = await workByName(api, rij.id, 'Casco');
    const vloeren = await partByName(api, casco.id, 'Vloeren');
    await page.goto(`/select/${casco.id}/part/0/${vloeren.id}/submit/hours?project=${rij.id}&date=${date}`);
    const workSelect = page.getByRole('navigation', { name: 'Waar u boekt' }).getByLabel('Werk');
    await expect(workSelect.locator('option', { hasText: 'Fundering' })).toBeDisabled();
    await expect(workSelect.locator('option', { hasText: 'Fundering' })).toContainText('Alles afgerond');
  });

  test('other project costs name their work and take an amount of the cost type', async ({
    page,
    request,
  }, testInfo) => {
    const api = await apiAs(request, users.jan);
    const school = await projectByAddress(api, 'Regenboogstraat 4');
    const day = freeDay(testInfo, 4);
    const remark = `op-bedrag ${testInfo.project.name}`;
    await signIn(page, users.jan);
    await page.goto(`/project/${school.id}/${day.route}`);
    await projectMenu(page).getByRole('link', { name: 'Overige projectkosten' }).click();
    await expect(page).toHaveURL(/\/submit\/op\?/);

    const crumbs = page.getByRole('navigation', { name: 'Waar u boekt' });
    await expect(crumbs.getByLabel('Werk').locator('option:checked')).toHaveText('Overige projectkosten');
    await expect(hoursPicker(page)).toHaveCount(0);
    await page.getByLabel('Soort kosten').selectOption({ label: 'Stortkosten' });
    const amount = page.getByRole('textbox', { name: 'Aantal' });
    await expect(amount).toHaveAccessibleDescription('Stortkosten');
    await amount.fill('2,5');
    await page.getByLabel('Opmerking').fill(remark);
    await page.getByRole('button', { name: 'Opslaan' }).click();

    await expect(toast(page, 'Overige projectkosten geboekt.')).toBeVisible();
    const stored = (await storedHours(api, school.id, day.api)).filter((h) => h.remark === remark);
    expect(stored).toEqual([expect.objectContaining({ quantity: 2.5 })]);
  });

  test('a link may prefill the hours and hour type; invalid values are ignored', async ({
    page,
    request,
  }, testInfo) => {
    const api = await apiAs(request, users.jan);
    const day = freeDay(testInfo, 5);
    const { href } = await hoursFormHref(api, day);
    const types = await api.get<Array<{ id: number; omschrijving: string }>>('/v1/uursoorten');
    const reisuren = types.find((t) => t.omschrijving === 'Reisuren')!;
    await signIn(page, users.jan);

    await page.goto(`${href}&hours=6.5&hourType=${reisuren.id}`);
    await expect(hoursPicker(page).getByRole('combobox', { name: 'uren' })).toHaveValue('6');
    await expect(hoursPicker(page).getByRole('combobox', { name: 'minuten' })).toHaveValue('30');
    await expect(page.getByLabel('Soort', { exact: true })).toHaveValue(String(reisuren.id));

    await page.goto(`${href}&hours=abc&hourType=999999`);
    await expect(hoursPicker(page).getByRole('combobox', { name: 'uren' })).toHaveValue('8');
    await expect(page.getByLabel('Soort', { exact: true })).toHaveValue(String(types[0]!.id));
  });

  test('the booking screens have no serious or critical accessibility findings', async ({
    page,
    request,
  }, testInfo) => {
    // Three axe runs on a shared two-core machine.
    test.setTimeout(120_000);
    const api = await apiAs(request, users.jan);
    const day = freeDay(testInfo, 6);
    const { href } = await hoursFormHref(api, day);
    const rij = await projectByAddress(api, 'Veldhuizerweg 2');
    const fundering = await workByName(api, rij.id, 'Fundering');
    await signIn(page, users.jan);
    await page.goto(href);
    await expect(hoursPicker(page)).toBeVisible();
    expect(await axeFindings(page)).toEqual([]);
    await projectMenu(page).getByRole('link', { name: 'Overige projectkosten' }).click();
    await expect(page.getByRole('textbox', { name: 'Aantal' })).toBeVisible();
    expect(await axeFindings(page)).toEqual([]);
    await page.goto(`/select/hours/${fundering.id}/part?project=${rij.id}&date=${day.route}`);
    await expect(page.getByRole('list', { name: 'Onderdelen' })).toBeVisible();
    expect(await axeFindings(page)).toEqual([]);
  });
});
