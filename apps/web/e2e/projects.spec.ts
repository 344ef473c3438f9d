import type { Page } from '@playwright/test';
import { expect, headingDate, runName, signIn, test, todayRouteDate, users } from './fixtures';
import { apiAs, freeMonday, partByName, projectByAddress, storedHours, workByName } from './projects';
import { setTimePicker } from './time-picker';
import { fromRouteDate, mondayOf, routeDate } from './week';

/**
 * The project screens: the list and its search, a project's day with its submenu, the works and parts with
 * their redirects, booking hours and other project costs with the shared hours form, regiewerk, and
 * 'Nieuw Project'. Bookings go on Mondays months ahead, one per test and browser project.
 */

const projectMenu = (page: Page) => page.getByRole('navigation', { name: 'Projectmenu' });
const hoursPicker = (page: Page) => page.getByRole('group', { name: 'Uren', exact: true });
const toast = (page: Page, text: string) => page.getByText(text, { exact: true });

test.describe('project list', () => {
  test('searches word by word in any field, case-insensitively, and says when nothing matches', async ({ page }) => {
    await signIn(page, users.jan);
    await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Projecten' }).click();
    const list = page.getByRole('list', { name: 'Projecten' });
    await expect(list.getByRole('link', { name: /Maliebaan 45/ })).toBeVisible();

    // Two words: a project matches if either word is in any of its fields.
    await page.getByRole('searchbox', { name: 'Zoek project' }).fill('REGENBOOG kroon');
    await expect(list.getByRole('link')).toHaveCount(2);
    await expect(list.getByRole('link', { name: /Regenboogstraat 4/ })).toBeVisible();
    await expect(list.getByRole('link', { name: /Veldhuizerweg 2/ })).toBeVisible();

    await page.getByRole('searchbox', { name: 'Zoek project' }).fill('zwembad');
    await expect(page.getByText('Geen projecten gevonden')).toBeVisible();
    await expect(page.getByText('Voeg een project in het calculatiepakket toe.')).toBeVisible();
  });

  test('a project opens on today with its submenu; the details show the address', async ({ page }) => {
    await signIn(page, users.jan);
    await page.goto('/select/project');
    await page.getByRole('searchbox', { name: 'Zoek project' }).fill('Regenboog');
    await page.getByRole('link', { name: /Regenboogstraat 4/ }).click();
    await expect(page).toHaveURL(new RegExp(`/project/\\d+/${todayRouteDate()}$`));
    await expect(page.getByRole('heading', { name: 'Renovatie Basisschool De Regenboog' })).toBeVisible();
    // The project's own heading names the weekday too (the registrations list below shows only the date).
    await expect(page.getByText(new RegExp(`^[a-z]+dag ${headingDate(todayRouteDate())}$`))).toBeVisible();
    const menu = projectMenu(page);
    await expect(menu.getByRole('link', { name: 'Details' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('link', { name: 'Uren' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Materialen' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Overige projectkosten' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Regiewerk aanmaken' })).toBeEnabled();
  });

  test('the colleagues planned that day can be called with a tap', async ({ page, request }) => {
    const api = await apiAs(request, users.jan);
    const school = await projectByAddress(api, 'Regenboogstraat 4');
    // The demo planning puts piet and mohammed on the school on Monday of this week.
    const monday = routeDate(mondayOf(fromRouteDate(todayRouteDate())));
    await signIn(page, users.jan);
    await page.goto(`/project/${school.id}/${monday}`);
    const colleagues = page.getByRole('region', { name: "Ingeplande collega's" });
    await expect(colleagues.getByRole('link', { name: 'Bel Piet van Dijk, 06-45678901' })).toHaveAttribute(
      'href',
      'tel:0645678901',
    );
    await expect(colleagues.getByRole('link', { name: /Bel Mohammed El Amrani/ })).toBeVisible();
  });

  test('a finished project greys out every booking button', async ({ page, request }) => {
    const api = await apiAs(request, users.jan);
    const werf = await projectByAddress(api, 'Kanaalweg 50');
    await signIn(page, users.jan);
    await page.goto(`/project/${werf.id}/${todayRouteDate()}`);
    await expect(page.getByText('Dit project is afgerond.')).toBeVisible();
    const menu = projectMenu(page);
    await expect(menu.getByRole('link', { name: 'Uren' })).toHaveAttribute('aria-disabled', 'true');
    await expect(menu.getByRole('link', { name: 'Materialen' })).toHaveAttribute('aria-disabled', 'true');
    await expect(menu.getByRole('button', { name: 'Regiewerk aanmaken' })).toBeDisabled();
  });
});

test.describe('booking hours', () => {
  test('2:30 on a budget through works and parts is stored as 2.5 hours', async ({ page, request }, testInfo) => {
    const api = await apiAs(request, users.jan);
    const school = await projectByAddress(api, 'Regenboogstraat 4');
    const day = freeMonday(testInfo, 0);
    const remark = `metselen ${testInfo.project.name}`;
    await signIn(page, users.jan);
    await page.goto(`/project/${school.id}/${day.route}`);
    await projectMenu(page).getByRole('link', { name: 'Uren' }).click();

    // Works offered for hours: not the one with only other project costs.
    const works = page.getByRole('list', { name: 'Werken' });
    await expect(works.getByRole('link', { name: 'Installaties' })).toBeVisible();
    await expect(works.getByRole('link', { name: 'Overige projectkosten' })).toHaveCount(0);
    await works.getByRole('link', { name: 'Ruwbouw' }).click();

    const parts = page.getByRole('list', { name: 'Onderdelen' });
    await expect(parts.getByRole('link', { name: /09 Stelpost asbestsanering/ })).toHaveClass(
      /booking-list__row--stelpost/,
    );
    await expect(parts.getByRole('link', { name: /01 Sloopwerk/ })).toHaveClass(/booking-list__row--budget/);
    await parts.getByRole('link', { name: /02 Metselwerk/ }).click();

    await expect(page).toHaveURL(/\/submit\/hours\?/);
    await expect(page.getByLabel('Datum')).toHaveValue(day.api);
    // The day's remaining hours: an empty Monday of 8 working hours.
    await expect(hoursPicker(page).getByRole('combobox', { name: 'uren' })).toHaveValue('8');
    await setTimePicker(page, 'Uren', '02:30');
    await page.getByLabel('Opmerking').fill(remark);
    await page.getByRole('button', { name: 'Opslaan' }).click();

    await expect(toast(page, 'Uren geboekt.')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/project/${school.id}/${day.route}$`));
    // Among the day's registrations on the project day, under its work and budget.
    const registrations = page.getByRole('region', { name: 'Registraties' });
    await expect(registrations).toContainText('Ruwbouw');
    await expect(registrations).toContainText('Metselwerk');
    await expect(registrations.getByRole('listitem').filter({ hasText: remark })).toContainText('02:30 uur');
    const metselwerk = await partByName(api, (await workByName(api, school.id, 'Ruwbouw')).id, 'Metselwerk');
    const stored = (await storedHours(api, school.id, day.api)).filter((h) => h.remark === remark);
    expect(stored).toEqual([expect.objectContaining({ quantity: 2.5, budgetId: metselwerk.id })]);
  });

  test('10:00 on an 8-hour day asks first; Terug saves nothing, Doorgaan saves', async ({
    page,
    request,
  }, testInfo) => {
    const api = await apiAs(request, users.jan);
    const school = await projectByAddress(api, 'Regenboogstraat 4');
    const ruwbouw = await workByName(api, school.id, 'Ruwbouw');
    const sloopwerk = await partByName(api, ruwbouw.id, 'Sloopwerk');
    const day = freeMonday(testInfo, 1);
    const remark = `overuren ${testInfo.project.name}`;
    await signIn(page, users.jan);
    await page.goto(`/select/${ruwbouw.id}/part/0/${sloopwerk.id}/submit/hours?project=${school.id}&date=${day.route}`);
    await expect(hoursPicker(page).getByRole('combobox', { name: 'uren' })).toHaveValue('8');
    await setTimePicker(page, 'Uren', '10:00');
    await page.getByLabel('Opmerking').fill(remark);

    await page.getByRole('button', { name: 'Opslaan' }).click();
    const confirm = page.getByRole('dialog', { name: 'Buiten werktijd' });
    await expect(confirm).toContainText('10:00 buiten werktijd registreren.');
    await confirm.getByRole('button', { name: 'Terug', exact: true }).first().click();
    await expect(confirm).toHaveCount(0);
    expect((await storedHours(api, school.id, day.api)).filter((h) => h.remark === remark)).toEqual([]);

    await page.getByRole('button', { name: 'Opslaan' }).click();
    await page.getByRole('dialog', { name: 'Buiten werktijd' }).getByRole('button', { name: 'Doorgaan' }).click();
    await expect(toast(page, 'Uren geboekt.')).toBeVisible();
    expect((await storedHours(api, school.id, day.api)).filter((h) => h.remark === remark)).toEqual([
      expect.objectContaining({ quantity: 10, budgetId: sloopwerk.id }),
    ]);
  });

  test('a project with one work of one part goes straight to the form; Back returns to the project', async ({
    page,
    request,
  }, testInfo) => {
    const api = await apiAs(request, users.jan);
    const badkamer = await projectByAddress(api, 'Dorpsstraat 21');
    const work = await workByName(api, badkamer.id, 'Badkamer');
    const part = await partByName(api, work.id, 'Badkamer compleet');
    const day = freeMonday(testInfo, 2);
    await signIn(page, users.jan);
    await page.goto(`/project/${badkamer.id}/${day.route}`);
    await projectMenu(page).getByRole('link', { name: 'Uren' }).click();
    await expect(page).toHaveURL(
      new RegExp(`/select/${work.id}/part/0/${part.id}/submit/hours\\?project=${badkamer.id}&date=${day.route}$`),
    );
    await expect(hoursPicker(page)).toBeVisible();
    // The work and part have no other choice: their dropdowns do not open.
    const crumbs = page.getByRole('navigation', { name: 'Waar u boekt' });
    await expect(crumbs.getByLabel('Werk')).toBeDisabled();
    await expect(crumbs.getByLabel('Onderdeel')).toBeDisabled();
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/project/${badkamer.id}/${day.route}$`));
  });

  test('other project costs book their kind without an hour type', async ({ page, request }, testInfo) => {
    const api = await apiAs(request, users.jan);
    const school = await projectByAddress(api, 'Regenboogstraat 4');
    const day = freeMonday(testInfo, 3);
    const remark = `op ${testInfo.project.name}`;
    await signIn(page, users.jan);
    await page.goto(`/project/${school.id}/${day.route}`);
    await projectMenu(page).getByRole('link', { name: 'Overige projectkosten' }).click();
    await expect(page).toHaveURL(/\/submit\/op\?/);
    await expect(page.getByLabel('Soort', { exact: true })).toHaveCount(0);
    const kind = page.getByLabel('Soort kosten');
    const chosen = (await kind.locator('option').nth(1).textContent())!;
    await kind.selectOption({ label: chosen });
    // An amount of the cost type, not a time: other-cost types carry no unit
    // (docs/decisions/012-one-hand-gloves-and-sunlight.md).
    await page.getByRole('textbox', { name: 'Aantal' }).fill('1,25');
    await page.getByLabel('Opmerking').fill(remark);
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(toast(page, 'Overige projectkosten geboekt.')).toBeVisible();
    const groups = await api.get<
      Array<{ otherCosts: Array<{ hours: Array<{ quantity: number; remark: string; description: string }> }> }>
    >(`/v1/project/${school.id}/registrations/${day.api}`);
    const stored = groups
      .flatMap((g) => g.otherCosts)
      .flatMap((c) => c.hours)
      .filter((h) => h.remark === remark);
    expect(stored).toEqual([expect.objectContaining({ quantity: 1.25, description: chosen })]);
  });

  test('a refused booking (409) and bad input (400) show their toasts and keep the form', async ({
    page,
    request,
    consoleErrors,
  }, testInfo) => {
    // The browser logs the refused requests it was made to send.
    consoleErrors.allow(/status of (409|400) .*\/v1\/invoer/);
    const api = await apiAs(request, users.jan);
    const rij = await projectByAddress(api, 'Veldhuizerweg 2');
    const fundering = await workByName(api, rij.id, 'Fundering');
    const grondwerk = await partByName(api, fundering.id, 'Grondwerk');
    const casco = await workByName(api, rij.id, 'Casco');
    const day = freeMonday(testInfo, 4);
    await signIn(page, users.jan);

    // A finished part: the server refuses the booking.
    await page.goto(`/select/${fundering.id}/part/0/${grondwerk.id}/submit/hours?project=${rij.id}&date=${day.route}`);
    await setTimePicker(page, 'Uren', '03:00');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(toast(page, 'Boeking mislukt: hier kan niet (meer) op geboekt worden.')).toBeVisible();
    await expect(hoursPicker(page).getByRole('combobox', { name: 'uren' })).toHaveValue('3');

    // Part 0 on a work that has parts: the input is refused.
    await page.goto(`/select/${casco.id}/part/0/0/submit/hours?project=${rij.id}&date=${day.route}`);
    await setTimePicker(page, 'Uren', '04:45');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(toast(page, 'Invoer niet gelukt, probeer opnieuw of reset Bouwwerk.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Resetten' })).toBeVisible();
    await expect(hoursPicker(page).getByRole('combobox', { name: 'minuten' })).toHaveValue('45');
    expect(await storedHours(api, rij.id, day.api)).toEqual([]);
  });
});

test.describe('regiewerk', () => {
  test('Regiewerk aanmaken leads to the hours form of the new work, type regie and part 0', async ({
    page,
    request,
  }, testInfo) => {
    const api = await apiAs(request, users.jan);
    const kantoor = await projectByAddress(api, 'Maliebaan 45');
    const day = freeMonday(testInfo, 5);
    const description = `Extra wandcontactdozen ${runName(testInfo)}`;
    await signIn(page, users.jan);
    await page.goto(`/project/${kantoor.id}/${day.route}`);
    await projectMenu(page).getByRole('button', { name: 'Regiewerk aanmaken' }).click();
    const dialog = page.getByRole('dialog', { name: 'Regiewerk aanmaken' });
    await expect(dialog.getByRole('button', { name: 'Opslaan' })).toBeDisabled();
    await dialog.getByLabel('Omschrijving').fill(description);
    await dialog.getByRole('button', { name: 'Opslaan' }).click();

    await expect(page).toHaveURL(
      new RegExp(`/select/(\\d+)/part/4/0/submit/hours\\?project=${kantoor.id}&date=${day.route}$`),
    );
    const work = await workByName(api, kantoor.id, description);
    expect(page.url()).toContain(`/select/${work.id}/part/4/0/`);
    await setTimePicker(page, 'Uren', '01:00');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(toast(page, 'Uren geboekt.')).toBeVisible();
    expect(await storedHours(api, kantoor.id, day.api)).toEqual([
      expect.objectContaining({ quantity: 1, workId: work.id, budgetId: 0 }),
    ]);
  });
});

test.describe('Nieuw Project', () => {
  test('for an existing relation: search, details, project fields, and the new project opens on today', async ({
    page,
    request,
  }, testInfo) => {
    const description = `Nieuwe kantine ${runName(testInfo)}`;
    await signIn(page, users.jan);
    await page.goto('/select/project');
    await page.getByRole('link', { name: 'Nieuw Project' }).click();
    await expect(page).toHaveURL(/\/create\/project$/);

    await page.getByRole('button', { name: 'Relatie zoeken' }).click();
    const search = page.getByRole('dialog', { name: 'Zoekresultaten' });
    await search.getByRole('searchbox', { name: 'Zoek relatie' }).fill('zwembad');
    await expect(search.getByText('Geen relaties gevonden')).toBeVisible();
    await expect(search.getByText('Voeg een nieuwe relatie toe in het calculatiepakket.')).toBeVisible();
    await search.getByRole('searchbox', { name: 'Zoek relatie' }).fill('amstelland maliebaan');
    await search.getByRole('button', { name: /Vastgoed Amstelland B\.V\./ }).click();
    await expect(search).toHaveCount(0);

    await expect(page.getByLabel('Adres', { exact: true })).toHaveValue('Maliebaan 45');
    await expect(page.getByLabel('Plaats')).toHaveValue('Utrecht');
    const workAddress = page.getByLabel('Werkadres toevoegen');
    await expect(workAddress).toBeChecked();
    await workAddress.uncheck();
    await expect(page.getByLabel('Adres', { exact: true })).toHaveValue('');
    await workAddress.check();
    await expect(page.getByLabel('Adres', { exact: true })).toHaveValue('Maliebaan 45');
    await page.getByLabel('Adres', { exact: true }).fill('Maliebaan 47');

    await page.getByRole('button', { name: 'volgende' }).click();
    await page.getByLabel('Projectgroep').selectOption({ label: 'Utiliteit' });
    await page.getByLabel('Projectcode').fill(`E2E-${runName(testInfo)}`);
    await page.getByLabel('Projectomschrijving').fill(description);
    await page.getByRole('button', { name: 'Opslaan' }).click();

    await expect(page).toHaveURL(new RegExp(`/project/\\d+/${todayRouteDate()}$`));
    await expect(page.getByRole('heading', { name: description })).toBeVisible();
    const api = await apiAs(request, users.jan);
    const created = (await api.get<Array<{ id: number; description: string }>>('/v1/projecten')).filter(
      (p) => p.description === description,
    );
    expect(created).toEqual([
      expect.objectContaining({
        adres: 'Maliebaan 47',
        opdrachgever: 'Vastgoed Amstelland B.V.',
        code: `E2E-${runName(testInfo)}`,
      }),
    ]);
    expect(page.url()).toContain(`/project/${created[0]!.id}/`);
  });

  test('the relation wizard: Stap 2 and Stap 3 with the work address, handed back to the project', async ({ page }) => {
    await signIn(page, users.jan);
    await page.goto('/create/project');
    await page.getByRole('button', { name: 'Nieuwe relatie' }).click();
    const wizard = page.getByRole('dialog', { name: /Nieuwe relatie/ });
    await expect(wizard.getByText('Stap 2', { exact: true })).toBeVisible();
    await wizard.getByLabel('Projectgroep').selectOption({ label: 'Woningbouw' });
    await wizard.getByLabel('Relatie').selectOption({ label: 'Fam. Smit' });
    await wizard.getByLabel('Contactpersoon').selectOption({ label: 'Gerard Smit' });
    await wizard.getByLabel('Projectomschrijving').fill('Dakkapel');
    await wizard.getByRole('button', { name: 'volgende' }).click();

    await expect(wizard.getByText('Stap 3', { exact: true })).toBeVisible();
    await expect(wizard.getByLabel('Adres', { exact: true })).toHaveValue('Dorpsstraat 21');
    await expect(wizard.getByLabel('Adres', { exact: true })).toHaveAttribute('placeholder', 'Werkadres');
    await expect(wizard.getByLabel('Telefoon')).toHaveValue('06-41239876');
    await wizard.getByLabel('Werkadres toevoegen').uncheck();
    await expect(wizard.getByLabel('Postcode')).toHaveValue('');
    await wizard.getByLabel('Werkadres toevoegen').check();
    await expect(wizard.getByLabel('Postcode')).toHaveValue('3732 HJ');
    await wizard.getByRole('button', { name: 'terug' }).click();
    await expect(wizard.getByText('Stap 2', { exact: true })).toBeVisible();
    await wizard.getByRole('button', { name: 'volgende' }).click();
    await wizard.getByRole('button', { name: 'Opslaan' }).click();
    await expect(wizard).toHaveCount(0);

    await expect(page.getByText('Fam. Smit', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Adres', { exact: true })).toHaveValue('Dorpsstraat 21');
    await page.getByRole('button', { name: 'volgende' }).click();
    await expect(page.getByLabel('Projectomschrijving')).toHaveValue('Dakkapel');
    await expect(page.getByLabel('Projectgroep')).toHaveValue(/\d+/);
  });
});
