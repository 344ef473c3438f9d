import type { OverviewItem, WeekOverviewResponse, WorkOrderItem } from '@bouwwerk/domain';
import type { Locator, Page } from '@playwright/test';
import { axeFindings } from '../../../test/e2e-support/axe';
import {
  E2E_NOW,
  expect,
  headingDate,
  overviewUrl,
  signIn,
  test,
  todayRouteDate,
  users,
  WHATS_NEW_CLOSED_KEY,
} from './fixtures';
import {
  addDays,
  apiDate,
  fromRouteDate,
  hhmm,
  isoWeek,
  longWeekday,
  mondayOf,
  overviewKey,
  routeDate,
  weekOf,
  weekOverviewOf,
} from './week';

/*
 * The weekly overview against the demo seed, which plans jan from Monday to Friday of the current week and
 * has his registrations of the two weeks before. What each test expects is read from the API first, so the
 * tests hold on any day of the week (on a Saturday or Sunday jan has nothing planned today).
 */

const today = () => fromRouteDate(todayRouteDate());
const main = (page: Page) => page.getByRole('main');
const dayButtons = (page: Page) => page.getByRole('list', { name: 'Dagen van de week' });
const dayButton = (page: Page, date: Date) =>
  dayButtons(page).getByRole('button', { name: new RegExp(`^${longWeekday(date)} `) });
const card = (scope: Page | Locator, item: OverviewItem) =>
  scope.getByRole('article', { name: item.description, exact: true });
const items = (week: WeekOverviewResponse, date: Date) => week[overviewKey(date)]?.items ?? [];
const weekdays = (date: Date) => weekOf(date).slice(0, 5);

/** The first day of the week around the date with at least one item matching, and that item. */
function findItem<T extends OverviewItem>(
  week: WeekOverviewResponse,
  date: Date,
  match: (item: OverviewItem) => item is T,
) {
  for (const day of weekOf(date)) {
    const item = items(week, day).find(match);
    if (item) return { day, item };
  }
  return null;
}

/** A horizontal swipe over the element: real touch events on the phone, a mouse drag on the desktop. */
async function swipe(page: Page, target: Locator, fraction: number, isMobile: boolean) {
  const box = (await target.boundingBox())!;
  const y = box.y + box.height / 2;
  const startX = fraction < 0 ? box.x + box.width * 0.85 : box.x + box.width * 0.15;
  const dx = box.width * fraction;
  const steps = 8;
  if (isMobile) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: startX, y }] });
    for (let i = 1; i <= steps; i++) {
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: [{ x: startX + (dx * i) / steps, y }],
      });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await cdp.detach();
  } else {
    await page.mouse.move(startX, y);
    await page.mouse.down();
    await page.mouse.move(startX + dx, y, { steps });
    await page.mouse.up();
  }
}

test.describe('weekly overview', () => {
  test('jan sees the planned items of today (or of the first planned weekday), planned ones before the divider', async ({
    page,
    request,
  }) => {
    const week = await weekOverviewOf(request, users.jan, today());
    await signIn(page, users.jan);

    let day = today();
    if (items(week, day).length === 0) {
      day = weekdays(day).find((d) => items(week, d).length > 0)!;
      expect(day, 'jan has something planned this week').toBeDefined();
      await dayButton(page, day).click();
      await expect(page).toHaveURL(overviewUrl(routeDate(day)));
    }
    const { items: dayItems, hoursWorked, workingHours } = week[overviewKey(day)]!;

    await expect(main(page).getByText(`Week ${isoWeek(day)}`, { exact: true })).toBeVisible();
    await expect(main(page).getByRole('heading', { level: 2 })).toHaveText(
      `${longWeekday(day)} ${headingDate(routeDate(day))}`,
    );
    await expect(dayButton(page, day)).toHaveAttribute('aria-pressed', 'true');
    await expect(dayButtons(page).locator('[aria-current="date"]')).toHaveAccessibleName(/, vandaag$/);
    if (workingHours > 0)
      await expect(page.getByTestId('day-hours')).toHaveText(`${hhmm(hoursWorked)} / ${hhmm(workingHours)}`);

    const planned = dayItems.filter((i) => i.expected);
    const unplanned = dayItems.filter((i) => !i.expected);
    expect(planned.length, 'the seed plans jan on each weekday').toBeGreaterThan(0);
    const plannedList = main(page).getByRole('list', { name: 'Ingepland', exact: true });
    await expect(plannedList.getByRole('article')).toHaveCount(planned.length);
    for (const item of planned) {
      const itemCard = card(plannedList, item);
      await expect(itemCard).toBeVisible();
      if (item.type !== 'indirect') await expect(itemCard).toContainText(item.customer);
      if (item.arrival)
        await expect(itemCard).toContainText(
          `${item.arrival} – ${hhmm(Number(item.arrival.slice(0, 2)) + Number(item.arrival.slice(3)) / 60 + item.duration)}`,
        );
      if (item.type === 'project') await expect(itemCard).toContainText(`${item.employees.length} medewerker`);
    }
    const unplannedList = main(page).getByRole('list', { name: 'Niet ingepland' });
    await expect(unplannedList.getByRole('article')).toHaveCount(unplanned.length);
    for (const item of unplanned) await expect(card(unplannedList, item)).toBeVisible();
  });

  test("the week is asked for while the overview's code is still on its way, not after it", async ({ page }) => {
    const isThisWeek = (url: string) => url.includes(`/v3/weekoverzicht/${apiDate(mondayOf(today()))}`);
    // The overview that signing in opens asks for the week too: done with, it cannot stand in for the one below.
    const firstWeek = page.waitForResponse((r) => isThisWeek(r.url()));
    await signIn(page, users.jan);
    await firstWeek;
    // A new page load with the screen's code held back until the week's request has gone out: were the
    // request made by the screen, it would wait for the code, and this test time out.
    let releaseCode!: () => void;
    const codeHeld = new Promise<void>((resolve) => (releaseCode = resolve));
    let codeAskedFor = false;
    await page.route(/\/assets\/weekly-overview-page-[\w-]+\.js$/, async (route) => {
      codeAskedFor = true;
      await codeHeld;
      await route.continue();
    });
    const weekAskedFor = page.waitForRequest((r) => isThisWeek(r.url()));
    await page.goto(`/weekly/overview/${todayRouteDate()}`, { waitUntil: 'commit' });
    await weekAskedFor;
    // The screen's code was asked for and is still held back (a renamed chunk would leave nothing held).
    await expect.poll(() => codeAskedFor).toBe(true);
    releaseCode();
    await expect(main(page).getByRole('heading', { level: 2 })).toHaveText(
      `${longWeekday(today())} ${headingDate(todayRouteDate())}`,
    );
  });

  test('tapping a day shows that day and replaces the address instead of adding to the history', async ({
    page,
    request,
  }) => {
    const week = await weekOverviewOf(request, users.jan, today());
    const descriptions = (d: Date) =>
      items(week, d)
        .map((i) => i.description)
        .sort()
        .join('|');
    const [first, ...others] = weekdays(today());
    const other = others.find((d) => descriptions(d) !== descriptions(first!))!;
    expect(other, 'two weekdays with different items').toBeDefined();

    await signIn(page, users.jan);
    await page.goto(`/weekly/overview/${routeDate(first!)}`);
    for (const item of items(week, first!)) await expect(card(page, item)).toBeVisible();
    const historyLength = await page.evaluate(() => history.length);

    await dayButton(page, other).click();
    await expect(page).toHaveURL(overviewUrl(routeDate(other)));
    await expect(dayButton(page, other)).toHaveAttribute('aria-pressed', 'true');
    await expect(dayButton(page, first!)).toHaveAttribute('aria-pressed', 'false');
    await expect(main(page).getByRole('heading', { level: 2 })).toHaveText(
      `${longWeekday(other)} ${headingDate(routeDate(other))}`,
    );
    for (const item of items(week, other)) await expect(card(page, item)).toBeVisible();
    await expect(main(page).getByRole('article')).toHaveCount(items(week, other).length);
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
  });

  test('a swipe over more than a fifth of the strip changes the week, from data prefetched two weeks either side', async ({
    page,
    request,
    isMobile,
  }) => {
    const monday = mondayOf(today());
    const nextMonday = addDays(monday, 7);
    const nextWeek = await weekOverviewOf(request, users.jan, nextMonday);
    const requested: string[] = [];
    page.on('request', (r) => {
      const match = /\/v3\/weekoverzicht\/(\d{4}-\d{2}-\d{2})$/.exec(r.url());
      if (match) requested.push(match[1]!);
    });

    await signIn(page, users.jan);
    await expect(main(page).getByText(`Week ${isoWeek(monday)}`, { exact: true })).toBeVisible();
    // Today's week first, then two weeks on either side, each once.
    await expect
      .poll(() => [...requested].sort())
      .toEqual([-14, -7, 0, 7, 14].map((days) => apiDate(addDays(monday, days))));
    expect(requested[0]).toBe(apiDate(monday));
    await dayButton(page, monday).click();
    await expect(page).toHaveURL(overviewUrl(routeDate(monday)));
    const before = requested.length;

    const strip = page.getByTestId('week-strip');
    // A short swipe (10%) is not enough.
    await swipe(page, strip, -0.1, isMobile);
    await expect(page).toHaveURL(overviewUrl(routeDate(monday)));

    await swipe(page, strip, -0.5, isMobile);
    await expect(page).toHaveURL(overviewUrl(routeDate(nextMonday)));
    await expect(main(page).getByText(`Week ${isoWeek(nextMonday)}`, { exact: true })).toBeVisible();
    // The new week shows from the prefetched copy: no request for it after the swipe.
    const nextItems = items(nextWeek, nextMonday);
    if (nextItems.length === 0) await expect(main(page).getByText('Geen resultaat')).toBeVisible();
    else for (const item of nextItems) await expect(card(page, item)).toBeVisible();
    expect(requested.slice(before)).not.toContain(apiDate(nextMonday));
    // The swipe ended on a day button, which must not have been pressed as well.
    await expect(dayButton(page, nextMonday)).toHaveAttribute('aria-pressed', 'true');

    // And back, to the right.
    await swipe(page, strip, 0.5, isMobile);
    await expect(page).toHaveURL(overviewUrl(routeDate(monday)));
    await expect(main(page).getByText(`Week ${isoWeek(monday)}`, { exact: true })).toBeVisible();
  });

  test('the previous- and next-week buttons work from the keyboard and keep the weekday', async ({ page }) => {
    const monday = mondayOf(today());
    const wednesday = addDays(monday, 2);
    await signIn(page, users.jan);
    await page.goto(`/weekly/overview/${routeDate(wednesday)}`);

    await page.getByRole('button', { name: 'Volgende week' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(overviewUrl(routeDate(addDays(wednesday, 7))));
    await expect(main(page).getByText(`Week ${isoWeek(addDays(wednesday, 7))}`, { exact: true })).toBeVisible();

    const previous = page.getByRole('button', { name: 'Vorige week' });
    await previous.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(overviewUrl(routeDate(wednesday)));
    // The button keeps the focus across the change of week, so a keyboard user can press it again; two quick
    // presses go back two weeks, even when the second comes before the first week has rendered.
    await expect(previous).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(overviewUrl(routeDate(addDays(wednesday, -14))));
    await expect(main(page).getByRole('heading', { level: 2 })).toHaveText(
      `woensdag ${headingDate(routeDate(addDays(wednesday, -14)))}`,
    );
  });

  test('a day without items shows the empty text', async ({ page, request }) => {
    const week = await weekOverviewOf(request, users.jan, today());
    const empty = weekOf(today()).findLast((d) => items(week, d).length === 0)!;
    expect(empty, 'a day of the week without items (the seed plans nothing at weekends)').toBeDefined();

    await signIn(page, users.jan);
    await page.goto(`/weekly/overview/${routeDate(empty)}`);
    await expect(main(page).getByText('Geen resultaat', { exact: true })).toBeVisible();
    await expect(main(page).getByText('Geen projecten en/of werkbonnen gevonden', { exact: true })).toBeVisible();
    await expect(main(page).getByRole('article')).toHaveCount(0);
    if (week[overviewKey(empty)]!.workingHours === 0) await expect(page.getByTestId('day-hours')).toHaveCount(0);
  });

  test('an invoiced work order shows disabled hours, materials and signature buttons; an open one links to its forms', async ({
    page,
    request,
  }) => {
    const isInvoicedOrder = (i: OverviewItem): i is WorkOrderItem =>
      i.type === 'workorder' && i.factuurId !== null && i.factuurId !== 0;
    const isOpenOrder = (i: OverviewItem): i is WorkOrderItem =>
      i.type === 'workorder' && !i.isDone && (i.factuurId ?? 0) === 0 && i.status !== 3 && i.status !== 4;
    let invoiced: { day: Date; item: WorkOrderItem } | null = null;
    for (const weeksBack of [0, 1, 2]) {
      const date = addDays(today(), -7 * weeksBack);
      invoiced = findItem(await weekOverviewOf(request, users.jan, date), date, isInvoicedOrder);
      if (invoiced) break;
    }
    expect(invoiced, 'the seed has an invoiced order booked by jan in the last weeks').not.toBeNull();
    const open = findItem(await weekOverviewOf(request, users.jan, today()), today(), isOpenOrder);
    expect(open, 'jan has an open order this week').not.toBeNull();

    await signIn(page, users.jan);
    await page.goto(`/weekly/overview/${routeDate(invoiced!.day)}`);
    const invoicedCard = card(page, invoiced!.item);
    await expect(invoicedCard).toContainText(`Werkbon ${invoiced!.item.nummer}`);
    await expect(invoicedCard.getByText('Gefactureerd', { exact: true })).toBeVisible();
    await expect(invoicedCard.getByText('Vergrendeld', { exact: true })).toBeVisible();
    await expect(invoicedCard.getByRole('button', { name: 'Uren' })).toBeDisabled();
    await expect(invoicedCard.getByRole('button', { name: 'Materialen' })).toBeDisabled();
    await expect(invoicedCard.getByRole('link', { name: 'Uren' })).toHaveCount(0);
    // An invoiced order keeps the signature it was closed with: the server refuses another (409).
    await expect(invoicedCard.getByRole('button', { name: 'Handtekening' })).toBeDisabled();
    await expect(invoicedCard.getByRole('link', { name: 'Handtekening' })).toHaveCount(0);

    await page.goto(`/weekly/overview/${routeDate(open!.day)}`);
    const openCard = card(page, open!.item);
    await expect(openCard.getByRole('link', { name: 'Uren' })).toHaveAttribute(
      'href',
      `/order/${open!.item.id}/submit/uren`,
    );
    await expect(openCard.getByRole('link', { name: 'Materialen' })).toHaveAttribute(
      'href',
      `/order/${open!.item.id}/submit/materiaal`,
    );
    await openCard.getByRole('link', { name: 'Uren' }).click();
    await expect(page).toHaveURL(`/order/${open!.item.id}/submit/uren`);
  });

  test('kees, without registration rights, gets no usable booking button', async ({ page, request }) => {
    const week = await weekOverviewOf(request, users.kees, today());
    const project = findItem(week, today(), (i): i is OverviewItem => i.type === 'project');
    expect(project, 'kees is planned on a project this week').not.toBeNull();

    await signIn(page, users.kees);
    await page.goto(`/weekly/overview/${routeDate(project!.day)}`);
    const projectCard = card(page, project!.item);
    await expect(projectCard).toBeVisible();
    // Once the rights are in, hours and materials of a project show greyed out (locks.ts) ...
    await expect(projectCard.getByRole('button', { name: 'Uren' })).toBeDisabled();
    await expect(projectCard.getByRole('button', { name: 'Materialen' })).toBeDisabled();
    // ... and nothing on the day can be used to book.
    for (const name of ['Uren', 'Materialen', 'Overige projectkosten', 'Handtekening']) {
      await expect(main(page).getByRole('link', { name, exact: true })).toHaveCount(0);
    }
    await expect(projectCard.getByRole('button', { name: 'Overige projectkosten' })).toHaveCount(0);

    const indirect = findItem(week, today(), (i): i is OverviewItem => i.type === 'indirect');
    expect(indirect, 'kees has a day off planned this week').not.toBeNull();
    await page.goto(`/weekly/overview/${routeDate(indirect!.day)}`);
    const indirectCard = card(page, indirect!.item);
    await expect(indirectCard).toBeVisible();
    await expect(indirectCard.getByRole('button', { name: 'Uren' })).toHaveCount(0);
    await expect(indirectCard.getByRole('link', { name: 'Uren' })).toHaveCount(0);
  });

  test('the address links to directions in the maps service, in a new window', async ({ page, request }) => {
    const week = await weekOverviewOf(request, users.jan, today());
    const found = findItem(
      week,
      today(),
      (i): i is Exclude<OverviewItem, { type: 'indirect' }> => i.type !== 'indirect' && i.address.street !== '',
    );
    expect(found).not.toBeNull();
    const { street, postalcode, city } = found!.item.address;

    await signIn(page, users.jan);
    await page.goto(`/weekly/overview/${routeDate(found!.day)}`);
    const link = card(page, found!.item).getByRole('link', { name: /^Route naar/ });
    await expect(link).toHaveText(`${street}, ${postalcode} ${city}`);
    await expect(link).toHaveAttribute(
      'href',
      `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(`${street}, ${postalcode} ${city}`)}`,
    );
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
  });

  test('a planning item opens the worker details with the company and a call link; Escape closes it', async ({
    page,
    request,
  }) => {
    const week = await weekOverviewOf(request, users.jan, today());
    let target: { day: Date; item: OverviewItem; companyName: string; telephone: string } | null = null;
    for (const day of weekOf(today())) {
      for (const item of items(week, day)) {
        if (item.type !== 'project') continue;
        const work = item.planningItems
          .flatMap((p) => p.planningWerken)
          .find((w) => w.companyDto.companyName && w.companyDto.telephone);
        if (work && !target) target = { day, item, ...work.companyDto };
      }
    }
    expect(target, "a subcontractor is planned on one of jan's projects this week").not.toBeNull();

    await signIn(page, users.jan);
    await page.goto(`/weekly/overview/${routeDate(target!.day)}`);
    const opener = card(page, target!.item)
      .getByRole('button', { name: `Gegevens van ${target!.companyName}` })
      .first();
    await opener.click();
    const dialog = page.getByRole('dialog', { name: target!.companyName });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: target!.companyName })).toBeVisible();
    await expect(dialog.getByRole('link', { name: `Bel ${target!.telephone}` })).toHaveAttribute(
      'href',
      `tel:${target!.telephone.replace(/\D/g, '')}`,
    );
    // Focus moved into the dialog; Escape closes it and gives the focus back to the button.
    await expect(dialog.locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    // The close button works too.
    await opener.click();
    await dialog.getByRole('button', { name: 'Sluiten' }).click();
    await expect(dialog).toBeHidden();
  });

  test('colleagues on the same work show with a call link: the mobile number first, else the fixed line', async ({
    page,
    request,
  }) => {
    const week = await weekOverviewOf(request, users.jan, today());
    const withColleagues = weekOf(today()).flatMap((day) =>
      items(week, day)
        .filter(
          (i): i is Exclude<OverviewItem, { type: 'indirect' }> => i.type !== 'indirect' && i.colleagues.length > 0,
        )
        .map((item) => ({ day, item })),
    );
    // A card with a colleague who has no mobile number (the seed's Ruud, beside jan on the row houses on Friday),
    // so the fixed line is tested as well as the mobile number.
    const found = withColleagues.find(
      ({ item }) => item.colleagues.some((c) => c.mobile) && item.colleagues.some((c) => !c.mobile),
    );
    expect(found, "colleagues with and without a mobile number share jan's work this week").toBeDefined();

    await signIn(page, users.jan);
    await page.goto(`/weekly/overview/${routeDate(found!.day)}`);
    const itemCard = card(page, found!.item);
    const heading = found!.item.colleagues.length >= 2 ? "Ingeplande collega's" : 'Ingeplande collega';
    await expect(itemCard.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    for (const colleague of found!.item.colleagues) {
      const name = `${colleague.firstName} ${colleague.lastName}`;
      const phone = colleague.mobile || colleague.telephone;
      await expect(itemCard.getByRole('link', { name: `Bel ${name}, ${phone}` })).toHaveAttribute(
        'href',
        `tel:${phone.replace(/\D/g, '')}`,
      );
    }
  });

  test('registered hours and materials show by work and category, hours as HH:MM uur', async ({ page, request }) => {
    // Last week holds jan's bookings of every kind.
    const lastWeek = addDays(today(), -7);
    const week = await weekOverviewOf(request, users.jan, lastWeek);
    const found = findItem(week, lastWeek, (i): i is OverviewItem =>
      i.registrations.some(
        (g) => g.workDescription && g.budgets.some((c) => c.code && c.hours.length > 0 && c.materials.length > 0),
      ),
    );
    expect(found, 'jan booked hours and materials on a budget last week').not.toBeNull();
    const group = found!.item.registrations.find(
      (g) => g.workDescription && g.budgets.some((c) => c.code && c.hours.length > 0 && c.materials.length > 0),
    )!;
    const category = group.budgets.find((c) => c.code && c.hours.length > 0 && c.materials.length > 0)!;

    await signIn(page, users.jan);
    await page.goto(`/weekly/overview/${routeDate(found!.day)}`);
    const booked = card(page, found!.item).getByRole('region', { name: 'Geboekt' });
    await expect(booked).toContainText(group.workDescription);
    await expect(booked).toContainText(`${category.code} | ${category.description}`);
    const hour = category.hours[0]!;
    await expect(booked.getByRole('listitem').filter({ hasText: hour.description }).first()).toContainText(
      `${hhmm(hour.quantity)} uur`,
    );
    const material = category.materials[0]!;
    await expect(booked.getByRole('listitem').filter({ hasText: material.description }).first()).toContainText(
      `${String(material.quantity).replace('.', ',')} ${material.unit}`,
    );
    const withOtherCosts = findItem(week, lastWeek, (i): i is OverviewItem =>
      i.registrations.some((g) => g.otherCosts.some((c) => c.hours.length > 0)),
    );
    expect(withOtherCosts, 'jan booked other project costs last week').not.toBeNull();
    await page.goto(`/weekly/overview/${routeDate(withOtherCosts!.day)}`);
    const costsCard = card(page, withOtherCosts!.item);
    await expect(costsCard.getByRole('region', { name: 'Geboekt' })).toContainText('overige projectkosten');
    await expect(costsCard.getByText('Overige projectkosten', { exact: true }).first()).toBeVisible();
  });

  test('a revoked token while loading the overview leads to "Session expired" and login, never a dead end', async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 401/);
    await signIn(page, users.jan);
    // Settings loads nothing in the background (the overview prefetches weeks when idle), so the overview
    // opened below is the first to meet the revoked token.
    await page.goto('/settings/');
    await page.waitForLoadState('networkidle');
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('passport') ?? '{}').accessToken as string);
    const revoked = await page.request.delete('/v1/sessions', {
      headers: { 'X-Application-Key': 'bouwwerk-web', Authorization: `Bearer ${token}` },
    });
    expect(revoked.status()).toBe(204);

    const refused = page.waitForResponse((r) => r.url().includes('/v3/weekoverzicht/') && r.status() === 401);
    await page.goto(`/weekly/overview/${routeDate(addDays(today(), -28))}`);
    await refused;
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByTestId('toast')).toHaveText(/Session expired/);
    await expect(page.getByLabel('Gebruikersnaam')).toHaveValue('jan');
    await expect(page.getByText('Het weekoverzicht kon niet worden geladen.')).toHaveCount(0);
  });

  test('rights are fetched again when the overview opens and at every full hour, until it closes', async ({ page }) => {
    const nextHour = Math.ceil((E2E_NOW.getTime() + 60_000) / 3_600_000) * 3_600_000;
    await page.clock.setSystemTime(new Date(nextHour - 30_000));
    const isRights = (url: string) => /\/v1\/medewerker\/\d+\/rechten$/.test(url);
    let rightsCalls = 0;
    let rightsDone = 0;
    page.on('request', (r) => {
      if (isRights(r.url())) rightsCalls++;
    });
    page.on('requestfinished', (r) => {
      if (isRights(r.url())) rightsDone++;
    });
    // The fake clock jumps an hour in an instant: let the last call finish first, or the next one (rightly)
    // joins it instead of starting its own.
    const settle = async () => {
      await expect.poll(() => rightsDone).toBe(rightsCalls);
      await page.waitForTimeout(250);
    };

    await page.goto('/login');
    await page.getByLabel('Bedrijfscode').fill(users.jan.company);
    await page.getByLabel('Gebruikersnaam').fill(users.jan.username);
    await page.getByLabel('Wachtwoord').fill(users.jan.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/weekly\/overview\/\d{2}-\d{2}-\d{4}$/);
    await expect(
      page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Projecten' }),
    ).toBeVisible();
    await settle();
    const afterOpening = rightsCalls;
    expect(afterOpening).toBeGreaterThanOrEqual(1);

    await page.clock.runFor(31_000);
    await expect.poll(() => rightsCalls).toBe(afterOpening + 1);
    await settle();
    await page.clock.runFor('01:00:00');
    await expect.poll(() => rightsCalls).toBe(afterOpening + 2);
    await settle();

    // Another screen: the overview's timer is gone.
    await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Projecten' }).click();
    await expect(page).toHaveURL(/\/select\/project$/);
    await page.clock.runFor('02:00:00');
    await page.waitForTimeout(500);
    expect(rightsCalls).toBe(afterOpening + 2);
  });

  test('the overview has no serious or critical accessibility violations', async ({ page, request }) => {
    const week = await weekOverviewOf(request, users.jan, today());
    // The weekday with the most cards.
    const day = weekdays(today()).sort((a, b) => items(week, b).length - items(week, a).length)[0]!;
    await signIn(page, users.jan);
    await page.goto(`/weekly/overview/${routeDate(day)}`);
    await expect(main(page).getByRole('article')).toHaveCount(items(week, day).length);
    await expect(
      main(page)
        .getByRole('button', { name: 'Uren' })
        .or(main(page).getByRole('link', { name: 'Uren' }))
        .first(),
    ).toBeVisible();
    expect(await axeFindings(page)).toEqual([]);
  });
});

test.describe("'what's new' carousel", () => {
  test.describe('on a device that never closed it', () => {
    test.use({ storageState: { cookies: [], origins: [] } });

    test('shows its 7 slides over the dashboard once; closed, it stays closed after a reload', async ({ page }) => {
      await signIn(page, users.jan);
      const dialog = page.getByRole('dialog', { name: 'Wat is er nieuw' });
      await expect(dialog).toBeVisible();
      await expect(dialog.locator(':focus')).toHaveCount(1);
      await expect(dialog.getByRole('group', { name: '1 van 7' })).toBeVisible();
      const titles = new Set<string>();
      for (let slide = 1; slide <= 7; slide++) {
        await expect(dialog.getByRole('group', { name: `${slide} van 7` })).toBeVisible();
        titles.add((await dialog.getByRole('heading', { level: 3 }).textContent()) ?? '');
        if (slide < 7) await dialog.getByRole('button', { name: 'Volgende' }).click();
      }
      expect(titles.size).toBe(7);
      await expect(dialog.getByRole('button', { name: 'Volgende' })).toHaveCount(0);
      await dialog.getByRole('button', { name: 'Naar dia 2' }).click();
      await expect(dialog.getByRole('group', { name: '2 van 7' })).toBeVisible();

      await dialog.getByRole('button', { name: 'Sluiten' }).click();
      await expect(dialog).toBeHidden();
      // Remembered for this account and the app's news moment (state/whats-new.ts).
      const seen = await page.evaluate(() => JSON.parse(localStorage.getItem('whatsNewSeen') ?? '[]') as unknown);
      expect(seen).toEqual([expect.objectContaining({ organisation: 'demo', moment: '2020-12-17' })]);
      // The dashboard behind it is usable again.
      await expect(
        page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Weekoverzicht' }),
      ).toBeVisible();

      await page.reload();
      await expect(main(page).getByRole('heading', { level: 2 })).toBeVisible();
      await page.waitForTimeout(500);
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });

    test('Escape closes it as well', async ({ page }) => {
      await signIn(page, users.jan);
      const dialog = page.getByRole('dialog', { name: 'Wat is er nieuw' });
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await page.reload();
      await expect(main(page).getByRole('heading', { level: 2 })).toBeVisible();
      await page.waitForTimeout(500);
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });
  });

  test.describe('closed before the current news', () => {
    test.use({
      storageState: async ({ baseURL }, use) => {
        await use({
          cookies: [],
          origins: [
            {
              origin: new URL(baseURL!).origin,
              localStorage: [{ name: WHATS_NEW_CLOSED_KEY, value: '2020-06-01T08:00:00.000Z' }],
            },
          ],
        });
      },
    });

    test('comes back, because the app has news from after that moment', async ({ page }) => {
      await signIn(page, users.jan);
      await expect(page.getByRole('dialog', { name: 'Wat is er nieuw' })).toBeVisible();
    });
  });

  test('a device that closed it after the current news does not see it', async ({ page }) => {
    // The default storage of these tests: closed just now.
    await signIn(page, users.jan);
    await expect(main(page).getByRole('heading', { level: 2 })).toBeVisible();
    await page.waitForTimeout(500);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
