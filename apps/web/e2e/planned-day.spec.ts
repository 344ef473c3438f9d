import { axeFindings } from './axe';
import type { OverviewItem, WeekOverviewResponse } from '@bouwwerk/domain';
import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import {
  APP_KEY,
  expect,
  headingDate,
  overviewUrl,
  signIn,
  storePassport,
  test,
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
import { addDays, apiDate, mondayOf, overviewKey, routeDate, weekOverviewOf } from './week';

/*
 * Booking the planned day from the week overview ('Boek geplande uren'), copying a day, and the missing-hours
 * banner, on a phone at 390x844 and 360x640. Each test works with a demo employee and days no other spec
 * books on (piet, sanne, mohammed, ruud of the demo seed, planned Monday to Friday of the current week), so
 * the tests hold in any order. Clicks are counted from the overview to the saved booking. Today is the e2e
 * server's fixed Tuesday (e2e-today.mjs): Monday is booked by the seed, Wednesday to Friday are planned and open.
 */

const demo = (username: string): DemoUser => ({ company: 'demo', username, password: 'welkom123' });
const piet = demo('piet');
const sanne = demo('sanne');
const mohammed = demo('mohammed');
const ruud = demo('ruud');

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

test.describe('the planned day from the week overview', () => {
  test.beforeEach(({ isMobile }, testInfo) => {
    // axe-core runs on each form: slow on a loaded machine.
    test.slow();
    test.skip(!isMobile, `phone sizes only (${testInfo.project.name} runs the same screens in weekly-overview.spec)`);
  });

  test('390x844: a planned work order is booked in two taps, with its planned hours', async ({ page, request }) => {
    const thursday = thisWeek(3);
    const item = plannedOn(await weekOverviewOf(request, piet, thursday), thursday, 'workorder');
    await openOverview(page, piet, thursday);
    await bookPlanned(page, item, thursday, item.duration);
    const session = await sessionFor(request, piet);
    const { hours } = await rowsOfDay(request, session, 'orders', item.id, thursday);
    expect(hours.map((h) => h.quantity)).toEqual([item.duration]);
    // Its planned hours are in: the card no longer offers them.
    await expect(card(page, item).getByRole('link', { name: 'Uren' })).toBeVisible();
    await expect(card(page, item).getByRole('link', { name: 'Boek geplande uren' })).toHaveCount(0);
  });

  test('360x640: a planned work order, the same two taps on a small phone', async ({ page, request }) => {
    await page.setViewportSize({ width: 360, height: 640 });
    const thursday = thisWeek(3);
    const item = plannedOn(await weekOverviewOf(request, sanne, thursday), thursday, 'workorder');
    await openOverview(page, sanne, thursday);
    await bookPlanned(page, item, thursday, item.duration);
    const { hours } = await rowsOfDay(request, await sessionFor(request, sanne), 'orders', item.id, thursday);
    expect(hours.map((h) => h.quantity)).toEqual([item.duration]);
  });

  test('360x640: a planned project with one bookable work opens its form', async ({ page, request }) => {
    await page.setViewportSize({ width: 360, height: 640 });
    const friday = thisWeek(4);
    const session = await sessionFor(request, mohammed);
    const regie = await projectByCode(request, session, '026');
    const week = await weekOverviewOf(request, mohammed, friday);
    const item = week[overviewKey(friday)]!.items.find((i) => i.type === 'project' && i.id === regie)!;
    expect(item, 'mohammed is planned on the cost-plus project on Friday').toBeDefined();
    // Planned 8 hours on a Friday of 7.5 working hours: the form starts at what is left of the day.
    const planned = Math.min(item.duration, week[overviewKey(friday)]!.remainingHours);
    await openOverview(page, mohammed, friday);
    await bookPlanned(page, item, friday, planned);
    const { hours } = await rowsOfDay(request, session, 'project', regie, friday);
    expect(hours.map((h) => h.quantity)).toEqual([planned]);
  });

  test('390x844: a planned project of many works opens the work, part and hour type booked last', async ({
    page,
    request,
  }) => {
    const friday = thisWeek(4);
    const session = await sessionFor(request, sanne);
    const school = await projectByCode(request, session, '004');
    // The day before, sanne booked an hour on an open budget of the office, with the second hour type.
    const target = await openBudget(request, session, school);
    const hourTypes = await getJson<Array<{ id: number; omschrijving: string }>>(request, session, '/v1/uursoorten');
    const hourType = hourTypes[1] ?? hourTypes[0]!;
    await postJson(request, session, '/v1/invoer', {
      datum: apiDate(thisWeek(3)),
      medewerkerId: session.employeeId,
      projectId: school,
      ...target,
      uursoortId: hourType.id,
      aantal: 1,
      opmerking: '',
    });
    const item = plannedOn(await weekOverviewOf(request, sanne, friday), friday, 'project');
    await openOverview(page, sanne, friday);
    await bookPlanned(page, item, friday, item.duration);
    type Groups = Array<{
      workId: number;
      budgets: Array<{ id: number; hours: Array<{ quantity: number; uursoortId: number }> }>;
    }>;
    const groups = await getJson<Groups>(request, session, `/v1/project/${school}/registrations/${apiDate(friday)}`);
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
  }) => {
    const friday = thisWeek(4);
    const session = await sessionFor(request, piet);
    const school = await projectByCode(request, session, '013');
    // The seed booked piet's planned school days of this week that are past: without those rows nothing tells
    // which work and part he would book, so the planned hours travel on through the work and part pickers.
    const before = [0, 1, 2, 3].map(thisWeek).filter((day) => apiDate(day) < apiDate(today()));
    await deleteHoursOn(request, session, 'project', school, before);
    const week = await weekOverviewOf(request, piet, friday);
    const item = week[overviewKey(friday)]!.items.find((i) => i.type === 'project' && i.id === school && i.expected)!;
    expect(item, 'piet is planned on the school on Friday').toBeDefined();
    const planned = Math.min(item.duration, week[overviewKey(friday)]!.remainingHours);
    const target = await openBudget(request, session, school);
    await openOverview(page, piet, friday);
    const clicks = await countClicks(page);
    await card(page, item).getByRole('link', { name: 'Boek geplande uren' }).click();
    await expect(page).toHaveURL(new RegExp(`/select/hours/item\\?.*hours=${planned}`));
    const work = page.getByRole('list', { name: 'Werken' }).locator(`a[href*="/select/hours/${target.werkId}/"]`);
    // A work of one open part leads straight to its form; else its parts are the next step.
    const toPart = (await work.getAttribute('href'))!.includes('/submit/hours') ? 0 : 1;
    await work.click();
    if (toPart)
      await page
        .getByRole('list', { name: 'Onderdelen' })
        .locator(`a[href*="/${target.budgetId}/submit/hours"]`)
        .click();
    await expectHours(page.getByRole('main'), planned);
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByTestId('toast')).toHaveText(/Uren geboekt\./);
    await expect(page).toHaveURL(overviewUrl(routeDate(friday)));
    expect(await clicks(), 'the planned link, the work, its part, Opslaan: no keyboard').toBe(3 + toPart);
    const { hours } = await rowsOfDay(request, session, 'project', school, friday);
    expect(hours.map((h) => h.quantity)).toEqual([planned]);
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
  }) => {
    await page.setViewportSize({ width: 360, height: 640 });
    const day = today();
    const session = await sessionFor(request, ruud);
    await openOverview(page, ruud, day);
    const clicks = await countClicks(page);
    await page.getByRole('button', { name: /^Neem over van / }).click();
    const panel = page.getByRole('region', { name: /^Uren van .* overnemen$/ });
    const rows = panel.getByRole('listitem');
    await expect(rows.first()).toBeVisible();
    const count = await rows.count();
    // Only the first row is kept, with a quarter hour more.
    for (let i = 1; i < count; i++) await panel.getByRole('checkbox').nth(i).uncheck();
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
    expect(await clicks(), 'open, leave the others out, a quarter more, book').toBe(count + 2);
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
