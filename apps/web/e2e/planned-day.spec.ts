import { axeFindings } from '../../../test/e2e-support/axe';
import type { OverviewItem, WeekOverviewResponse } from '@bouwwerk/domain';
import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import {
  APP_KEY,
  expect,
  headingDate,
  overviewUrl,
  signIn,
  storePassport,
  test as fixtureTest,
  users,
  type DemoUser,
} from './fixtures';
import {
  getJson,
  lastWeek,
  openBudget,
  postJson,
  projectByCode,
  rowsOfDay,
  sessionFor,
  today,
  type Session,
} from './registrations-api';
import {
  employeeOfItsOwn,
  importOfficeCompany,
  integrationKey,
  ONE_WORK_PROJECT,
  planEmployee,
  type PlannedDay,
} from './office-import';
import { addDays, apiDate, mondayOf, overviewKey, routeDate, weekOverviewOf } from './week';

/*
 * Booking the planned day from the week overview ('Boek geplande uren'), copying a day, and the missing-hours
 * banner, on a phone at 390x844 and 360x640. Booking and copying work with an employee of the office company
 * made for the test, in its browser project and repeat alone, and planned through the integration API as an
 * office's package plans: the tests hold in any order and any number of times. The missing-hours banner
 * reads a demo employee's last week, which it only empties. Clicks are counted from the overview to the
 * saved booking. Today is the e2e server's fixed Tuesday (test/e2e-support/e2e-today.mjs).
 */

const demo = (username: string): DemoUser => ({ company: 'demo', username, password: 'welkom123' });
const sanne = demo('sanne');
const mohammed = demo('mohammed');

/** Monday to Friday of the current week, 0 for Monday. */
const thisWeek = (weekday: number) => addDays(mondayOf(today()), weekday);
const plannedOn = (week: WeekOverviewResponse, day: Date, type: OverviewItem['type']) => {
  const item = week[overviewKey(day)]?.items.find((i) => i.type === type && i.expected);
  expect(item, `a planned ${type} on ${apiDate(day)}`).toBeDefined();
  return item!;
};

/** DELETE /v1/registrations/{id}: the app's own way to remove an hour registration. */
async function deleteHour(request: APIRequestContext, session: Session, id: number) {
  const response = await request.delete(`/v1/registrations/${id}`, {
    headers: {
      'X-Application-Key': APP_KEY,
      Authorization: `Bearer ${session.token}`,
      'Idempotency-Key': crypto.randomUUID(),
    },
  });
  expect(response.status(), `delete hour registration ${id}: ${await response.text()}`).toBe(204);
}

/** Removes the user's hour registrations on a project or work order on each of the days. */
async function deleteHoursOn(
  request: APIRequestContext,
  session: Session,
  source: 'project' | 'orders',
  id: number,
  days: Date[],
) {
  for (const day of days) {
    for (const hour of (await rowsOfDay(request, session, source, id, day)).hours)
      await deleteHour(request, session, hour.id);
  }
}

/** Counts the user's clicks on the page, so a flow's taps are measured rather than assumed. */
async function countClicks(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { clicks: number }).clicks = 0;
    document.addEventListener('click', (e) => e.isTrusted && (window as unknown as { clicks: number }).clicks++, true);
  });
  return () => page.evaluate(() => (window as unknown as { clicks: number }).clicks);
}

const card = (page: Page, item: OverviewItem) =>
  page.getByRole('main').getByRole('article', { name: item.description, exact: true });

async function openOverview(page: Page, user: DemoUser, day: Date) {
  await signIn(page, user);
  await page.goto(`/weekly/overview/${routeDate(day)}`);
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toBeVisible();
}

/** The hours form's time picker shows HH:MM. */
async function expectHours(scope: Locator, hours: number) {
  await expect(scope.getByRole('combobox', { name: 'uren', exact: true })).toHaveValue(String(Math.floor(hours)));
  await expect(scope.getByRole('combobox', { name: 'minuten', exact: true })).toHaveValue(
    String(Math.round((hours % 1) * 60)),
  );
}

/** From the card to the saved booking: 'Boek geplande uren', then Opslaan; two clicks, the toast, back on the day. */
async function bookPlanned(page: Page, item: OverviewItem, day: Date, hours: number) {
  const clicks = await countClicks(page);
  const book = card(page, item).getByRole('link', { name: 'Boek geplande uren' });
  await expect(book).toBeVisible();
  const box = (await book.boundingBox())!;
  expect(box.height, 'a 48 px tap target').toBeGreaterThanOrEqual(48);
  await book.click();
  const main = page.getByRole('main');
  await expectHours(main, hours);
  const save = page.getByRole('button', { name: 'Opslaan' });
  await expect(save).toBeInViewport({ ratio: 1 });
  expect(await axeFindings(page)).toEqual([]);
  await save.click();
  await expect(page.getByTestId('toast')).toHaveText(/Uren geboekt\./);
  await expect(page).toHaveURL(overviewUrl(routeDate(day)));
  expect(await clicks(), 'clicks from the overview to the saved booking').toBe(2);
}

/** The examples' order and project of two works, and the project of one work beside them (office-import.ts). */
const ORDER = { workOrderExternalId: 'WB-2026-0042' };
const TWO_WORKS = { projectExternalId: 'PRJ-2026-013' };
const ONE_WORK = { projectExternalId: ONE_WORK_PROJECT.externalId };

/** The office company's records are the same for every test: each worker imports them once. */
const test = fixtureTest.extend<object, { officeKey: string }>({
  officeKey: [
    async ({ playwright }, use, workerInfo) => {
      const { baseURL } = workerInfo.project.use;
      const request = await playwright.request.newContext({ baseURL });
      const key = integrationKey(baseURL);
      await importOfficeCompany(request, key);
      await request.dispose();
      await use(key);
    },
    { scope: 'worker' },
  ],
});

/** An employee of the office company for this test alone, planned on the given days of this week. */
async function plannedEmployee(
  request: APIRequestContext,
  key: string,
  testInfo: TestInfo,
  name: string,
  days: PlannedDay[] = [],
) {
  const employee = await employeeOfItsOwn(request, key, testInfo, name);
  await planEmployee(request, key, employee, days);
  return { employee, session: await sessionFor(request, employee) };
}

test.describe('the planned day from the week overview', () => {
  test.beforeEach(({ isMobile }, testInfo) => {
    // axe-core runs on each form: slow on a loaded machine.
    test.slow();
    test.skip(!isMobile, `phone sizes only (${testInfo.project.name} runs the same screens in weekly-overview.spec)`);
  });

  for (const [size, viewport] of [
    ['390x844', null],
    ['360x640', { width: 360, height: 640 }],
  ] as const) {
    test(`${size}: a planned work order is booked in two taps, with its planned hours`, async ({
      page,
      request,
      officeKey,
    }, testInfo) => {
      if (viewport) await page.setViewportSize(viewport);
      const thursday = thisWeek(3);
      const { employee, session } = await plannedEmployee(request, officeKey, testInfo, `order${size}`, [
        { day: thursday, hours: 3, description: 'Storing groepenkast', target: ORDER },
      ]);
      const item = plannedOn(await weekOverviewOf(request, employee, thursday), thursday, 'workorder');
      expect(item.duration).toBe(3);
      await openOverview(page, employee, thursday);
      await bookPlanned(page, item, thursday, item.duration);
      const { hours } = await rowsOfDay(request, session, 'orders', item.id, thursday);
      expect(hours.map((h) => h.quantity)).toEqual([item.duration]);
      // Its planned hours are in: the card no longer offers them, once the week has been read again (until
      // then it shows the week before the booking, whose 'Boek geplande uren' a loose 'Uren' would match too).
      await expect(card(page, item).getByRole('link', { name: 'Boek geplande uren' })).toHaveCount(0);
      await expect(card(page, item).getByRole('link', { name: 'Uren', exact: true })).toBeVisible();
    });
  }

  test('360x640: a planned project with one bookable work opens its form', async ({
    page,
    request,
    officeKey,
  }, testInfo) => {
    await page.setViewportSize({ width: 360, height: 640 });
    const friday = thisWeek(4);
    // Planned 9 hours on a Friday of 8 working hours: the form starts at what is left of the day.
    const { employee, session } = await plannedEmployee(request, officeKey, testInfo, 'onework', [
      { day: friday, hours: 9, description: 'Leidingwerk badkamer', target: ONE_WORK },
    ]);
    const week = await weekOverviewOf(request, employee, friday);
    const item = plannedOn(week, friday, 'project');
    const planned = week[overviewKey(friday)]!.remainingHours;
    expect(planned).toBeLessThan(item.duration);
    await openOverview(page, employee, friday);
    await bookPlanned(page, item, friday, planned);
    const { hours } = await rowsOfDay(request, session, 'project', item.id, friday);
    expect(hours.map((h) => h.quantity)).toEqual([planned]);
  });

  test('390x844: a planned project of many works opens the work, part and hour type booked last', async ({
    page,
    request,
    officeKey,
  }, testInfo) => {
    const [thursday, friday] = [thisWeek(3), thisWeek(4)];
    const { employee, session } = await plannedEmployee(request, officeKey, testInfo, 'lastbooked', [
      { day: friday, hours: 6, description: 'Groepenkasten blok B', target: TWO_WORKS },
    ]);
    const item = plannedOn(await weekOverviewOf(request, employee, friday), friday, 'project');
    // The day before, he booked an hour on an open budget, with the second hour type.
    const target = await openBudget(request, session, item.id);
    const hourTypes = await getJson<Array<{ id: number; omschrijving: string }>>(request, session, '/v1/uursoorten');
    const hourType = hourTypes[1]!;
    await postJson(request, session, '/v1/invoer', {
      datum: apiDate(thursday),
      medewerkerId: session.employeeId,
      projectId: item.id,
      ...target,
      uursoortId: hourType.id,
      aantal: 1,
      opmerking: '',
    });
    await openOverview(page, employee, friday);
    await bookPlanned(page, item, friday, item.duration);
    type Groups = Array<{
      workId: number;
      budgets: Array<{ id: number; hours: Array<{ quantity: number; uursoortId: number }> }>;
    }>;
    const groups = await getJson<Groups>(request, session, `/v1/project/${item.id}/registrations/${apiDate(friday)}`);
    const rows = groups.flatMap((g) =>
      g.budgets.flatMap((b) => b.hours.map((h) => ({ ...h, budgetId: b.id, workId: g.workId }))),
    );
    expect(rows).toEqual([
      expect.objectContaining({
        quantity: item.duration,
        uursoortId: hourType.id,
        budgetId: target.budgetId,
        workId: target.werkId,
      }),
    ]);
  });

  test('390x844: a planned project of many works, not booked this week, goes through the work picker', async ({
    page,
    request,
    officeKey,
  }, testInfo) => {
    const friday = thisWeek(4);
    const { employee, session } = await plannedEmployee(request, officeKey, testInfo, 'picker', [
      { day: friday, hours: 6, description: 'Groepenkasten blok C', target: TWO_WORKS },
    ]);
    // Nothing booked on the project this week tells which work and part he would book, so the planned hours
    // travel on through the work and part pickers.
    const item = plannedOn(await weekOverviewOf(request, employee, friday), friday, 'project');
    const target = await openBudget(request, session, item.id);
    await openOverview(page, employee, friday);
    const clicks = await countClicks(page);
    await card(page, item).getByRole('link', { name: 'Boek geplande uren' }).click();
    await expect(page).toHaveURL(new RegExp(`/select/hours/item\\?.*hours=${item.duration}`));
    const work = page.getByRole('list', { name: 'Werken' }).locator(`a[href*="/select/hours/${target.werkId}/"]`);
    // A work of one open part leads straight to its form; else its parts are the next step.
    const toPart = (await work.getAttribute('href'))!.includes('/submit/hours') ? 0 : 1;
    await work.click();
    if (toPart)
      await page
        .getByRole('list', { name: 'Onderdelen' })
        .locator(`a[href*="/${target.budgetId}/submit/hours"]`)
        .click();
    await expectHours(page.getByRole('main'), item.duration);
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByTestId('toast')).toHaveText(/Uren geboekt\./);
    await expect(page).toHaveURL(overviewUrl(routeDate(friday)));
    expect(await clicks(), 'the planned link, the work, its part, Opslaan: no keyboard').toBe(3 + toPart);
    const { hours } = await rowsOfDay(request, session, 'project', item.id, friday);
    expect(hours.map((h) => h.quantity)).toEqual([item.duration]);
  });
});

test.describe('copying a day', () => {
  test.beforeEach(({ isMobile }) => {
    test.slow();
    test.skip(!isMobile, 'phone sizes only');
  });

  test('360x640: an empty day takes over the chosen rows of the workday before, hours changed by steppers', async ({
    page,
    request,
    officeKey,
  }, testInfo) => {
    await page.setViewportSize({ width: 360, height: 640 });
    const day = today();
    const { employee, session } = await plannedEmployee(request, officeKey, testInfo, 'copy');
    // The workday before: two rows on the project of two works.
    const projectId = await projectByCode(request, session, '013');
    const target = { datum: apiDate(addDays(day, -1)), medewerkerId: session.employeeId, projectId };
    const [hourType] = await getJson<Array<{ id: number }>>(request, session, '/v1/uursoorten');
    for (const [aantal, opmerking] of [
      [5.5, 'Groepenkast geplaatst'],
      [2, 'Kabels getrokken'],
    ] as const)
      await postJson(request, session, '/v1/invoer', {
        ...target,
        ...(await openBudget(request, session, projectId)),
        uursoortId: hourType!.id,
        aantal,
        opmerking,
      });
    await openOverview(page, employee, day);
    const clicks = await countClicks(page);
    await page.getByRole('button', { name: /^Neem over van / }).click();
    const panel = page.getByRole('region', { name: /^Uren van .* overnemen$/ });
    const rows = panel.getByRole('listitem');
    await expect(rows).toHaveCount(2);
    // Only the first row is kept, with a quarter hour more.
    await panel.getByRole('checkbox').nth(1).uncheck();
    const before = await rows.nth(0).locator('output').textContent();
    await rows
      .nth(0)
      .getByRole('button', { name: /^Een kwartier meer/ })
      .click();
    const [h, m] = before!.split(':').map(Number) as [number, number];
    const expected = h + m / 60 + 0.25;
    expect(await axeFindings(page)).toEqual([]);
    const book = panel.getByRole('button', { name: '1 regel boeken' });
    await expect(book).toBeInViewport({ ratio: 1 });
    await book.click();
    await expect(page.getByTestId('toast')).toHaveText('1 regel geboekt');
    expect(await clicks(), 'open, leave the other out, a quarter more, book').toBe(4);
    const week = await getJson<WeekOverviewResponse>(request, session, `/v3/weekoverzicht/${apiDate(mondayOf(day))}`);
    expect(week[overviewKey(day)]!.hoursWorked).toBeCloseTo(expected, 5);
  });
});

/**
 * An employee of its own per browser project, whose last week no other spec reads. Last week's Monday is the
 * first day the banner judges, so once emptied it is the first missing one, whatever else is.
 */
const bannerUser = (testInfo: TestInfo) => (testInfo.project.name === 'desktop' ? sanne : mohammed);

/** Removes the user's hours of last week's Monday (its leave stays); that Monday. */
async function emptyLastMonday(request: APIRequestContext, user: DemoUser) {
  const monday = lastWeek(0);
  const session = await sessionFor(request, user);
  const booked = (await weekOverviewOf(request, user, monday))[overviewKey(monday)]!;
  for (const item of booked.items) {
    if (item.type !== 'indirect')
      await deleteHoursOn(request, session, item.type === 'project' ? 'project' : 'orders', item.id, [monday]);
  }
  const emptied = (await weekOverviewOf(request, user, monday))[overviewKey(monday)]!;
  expect(emptied.hoursWorked, `${user.username} has no hours left on ${apiDate(monday)}`).toBe(0);
  expect(emptied.workingHours).toBeGreaterThan(0);
  return monday;
}

/**
 * Records the page's layout shifts inside main from its first frame: what moved, from where to where. Shifts
 * right after an input do not count, as in the browser's own layout-shift score.
 */
async function recordShiftsInMain(page: Page) {
  await page.addInitScript(() => {
    const shifts: string[] = [];
    (window as unknown as { shiftsInMain: string[] }).shiftsInMain = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        hadRecentInput: boolean;
        sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      }[]) {
        if (entry.hadRecentInput) continue;
        for (const { node, previousRect, currentRect } of entry.sources) {
          const element = node instanceof Element ? node : node?.parentElement;
          if (!element?.closest('main')) continue;
          const name = `${element.tagName.toLowerCase()}.${element.className}`;
          shifts.push(`${name} ${Math.round(previousRect.y)} -> ${Math.round(currentRect.y)}`);
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { shiftsInMain: string[] }).shiftsInMain);
}

test.describe('missing hours', () => {
  test.beforeEach(() => test.slow());

  test('a past workday without hours is marked in the week strip, named in the banner, and opened by a tap', async ({
    page,
    request,
  }, testInfo) => {
    const user = bannerUser(testInfo);
    const monday = await emptyLastMonday(request, user);
    await openOverview(page, user, today());
    const label = `ma ${apiDate(monday).slice(8)}-${apiDate(monday).slice(5, 7)}`;
    const banner = page.getByRole('button', { name: new RegExp(`^Nog geen uren op ${label}`) });
    await expect(banner).toBeInViewport({ ratio: 1 });
    await banner.click();
    await expect(page).toHaveURL(overviewUrl(routeDate(monday)));
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toContainText(
      headingDate(routeDate(monday)),
    );
    const marked = page
      .getByRole('list', { name: 'Dagen van de week' })
      .getByRole('button', { name: /, uren ontbreken$/ });
    await expect(marked.first()).toHaveAttribute('aria-pressed', 'true');
    // On that day the banner is a line of text: there is nowhere else to go.
    await expect(page.getByText(new RegExp(`^Nog geen uren op ${label}`))).toBeVisible();
    expect(await axeFindings(page)).toEqual([]);
  });

  test('on a first visit the cards stay where they first show: the banner above them comes with them', async ({
    page,
    request,
  }, testInfo) => {
    const user = bannerUser(testInfo);
    const monday = await emptyLastMonday(request, user);
    const shiftsInMain = await recordShiftsInMain(page);
    // Signed in as an installed app's user comes back, with nothing of the weeks or rights kept yet: every
    // part of the screen arrives over the network, each in its own time.
    await storePassport(page, request, user);
    // A phone's latency on every API answer, so that what the app asks in a later round trip (last week for the
    // banner, a project's works for 'Boek geplande uren') arrives frames after the cards, as on a building site.
    await page.route(/\/v\d+\//, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await page.goto(`/weekly/overview/${routeDate(today())}`);
    const label = `ma ${apiDate(monday).slice(8)}-${apiDate(monday).slice(5, 7)}`;
    await expect(page.getByRole('button', { name: new RegExp(`^Nog geen uren op ${label}`) })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Arriving after the cards, the banner pushed them 84 px down just as a thumb went for one.
    expect(await shiftsInMain()).toEqual([]);
  });

  test('kees, without registration rights, is not told of missing hours', async ({ page, request }) => {
    // The office books for kees (one day of leave): his past workdays are short, which is not his to mend.
    const week = await weekOverviewOf(request, users.kees, lastWeek(0));
    const short = [0, 1, 2, 3, 4].map(lastWeek).filter((day) => {
      const d = week[overviewKey(day)]!;
      return d.hoursWorked < d.workingHours;
    });
    expect(short.length, 'kees has past workdays short of hours').toBeGreaterThan(0);
    await openOverview(page, users.kees, short[0]!);
    // Once the rights and both weeks are in, nothing is marked or named.
    await page.waitForLoadState('networkidle');
    await expect(page.getByText(/^Nog (geen uren|.* uur te boeken) op /)).toHaveCount(0);
    await expect(page.getByTestId('missing-hours-mark')).toHaveCount(0);
  });
});
