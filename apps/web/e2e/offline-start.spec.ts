import {
  projectButtons,
  rightsFromResponse,
  type OverviewItem,
  type RightsResponse,
  type WeekOverviewResponse,
} from '@bouwwerk/domain';
import type { BrowserContext, Page, Request } from '@playwright/test';
import { APP_KEY, expect, sessionOf, signIn, test, todayRouteDate, users } from './fixtures';
import { keptKeys } from './kept-reads';
import { serviceWorkerActivated } from './service-worker';
import { setTimePicker } from './time-picker';
import { apiDate, fromRouteDate, overviewKey, routeDate, weekOf } from './week';

/**
 * Reading without a network (docs/decisions/011-the-outbox.md): after one online visit, a cold start without a network
 * (a new page, the app shell from the service worker, the reads from the account's IndexedDB) opens the week with its
 * cards, and a planned card can be booked on.
 */
test.use({ serviceWorkers: 'allow' });

const OFFLINE_NOTICE = 'Geen verbinding met de server.';
const NOTHING_KEPT = 'Dit is nog niet op dit toestel bewaard';

type ProjectItem = Extract<OverviewItem, { type: 'project' }>;

/** The first planned project card of jan's week that he may book hours on, on a day with hours left. */
async function plannedProjectCard(context: BrowserContext) {
  const { authToken, contactpersoonId } = await sessionOf(context.request, users.jan);
  const headers = { 'X-Application-Key': APP_KEY, Authorization: `Bearer ${authToken}` };
  const today = fromRouteDate(todayRouteDate());
  const [week, rights] = await Promise.all([
    context.request.get(`/v3/weekoverzicht/${apiDate(weekOf(today)[0]!)}`, { headers }),
    context.request.get(`/v1/medewerker/${contactpersoonId}/rechten`, { headers }),
  ]);
  const overview = (await week.json()) as WeekOverviewResponse;
  const allowed = rightsFromResponse((await rights.json()) as RightsResponse);
  for (const day of weekOf(today)) {
    const entry = overview[overviewKey(day)];
    const item = entry?.items.find(
      (candidate): candidate is ProjectItem =>
        candidate.type === 'project' && candidate.expected && projectButtons(candidate, allowed).hours === 'enabled',
    );
    if (item && entry && entry.remainingHours >= 1) return { day, item };
  }
  throw new Error('the seed plans jan on a project he can book on this week');
}

/** The kinds of reads the account keeps: the fourth part of each key. */
const keptKinds = async (page: Page) => [...new Set((await keptKeys(page)).map((key) => String(key[3])))].sort();

/** The online visit: signed in, the week's cards shown, the service worker active, the reads kept. */
async function visitOnline(page: Page) {
  const apiCalls: Request[] = [];
  page.on('requestfinished', (request) => {
    if (/\/(v1|v3)\//.test(new URL(request.url()).pathname)) apiCalls.push(request);
  });
  await signIn(page, users.jan);
  await expect(page.getByRole('article').first()).toBeVisible();
  await serviceWorkerActivated(page);
  // What a card's booking buttons open is loaded ahead in idle time and written to the device.
  await expect
    .poll(() => keptKinds(page), { timeout: 15_000 })
    .toEqual(expect.arrayContaining(['hour-types', 'parts', 'project-day', 'rights', 'week-overview', 'works']));
  return apiCalls;
}

/** A start without a network: a new page of the same browser (its storage and service worker), offline. */
async function coldStartOffline(context: BrowserContext, page: Page, path: string) {
  await context.setOffline(true);
  await page.close();
  const cold = await context.newPage();
  await cold.goto(path);
  return cold;
}

test.describe('a start without a network', () => {
  test.describe('timed by the page', () => {
    // It reads the restore's measure from `performance`, which Playwright's clock replaces.
    test.use({ browserClock: 'date-only' });

    test('after one online visit, a cold start offline opens the week with its cards', async ({
      page,
      context,
      consoleErrors,
    }, testInfo) => {
      test.slow();
      consoleErrors.allow(/net::ERR_INTERNET_DISCONNECTED/);
      const { day, item } = await plannedProjectCard(context);
      const calls = await visitOnline(page);

      // The extra reads the week loads ahead for its cards, as counted here: few, and small.
      const ahead = calls.filter((request) =>
        /\/(projecten\/\d+\/onderdelen|werken\/\d+\/onderdelen|project\/\d+\/planning|resoureplanning|werkbon\/\d+$|uursoorten|overigeprojectkosten|indirectewerken)/.test(
          request.url(),
        ),
      );
      const bytes = (await Promise.all(ahead.map(async (request) => (await request.sizes()).responseBodySize))).reduce(
        (sum, size) => sum + size,
        0,
      );
      testInfo.annotations.push({
        type: 'read ahead',
        description: `${ahead.length} of ${calls.length} API requests, ${bytes} bytes of ${ahead.length} bodies`,
      });
      expect(ahead.length).toBeLessThanOrEqual(40);

      const cold = await coldStartOffline(context, page, `/weekly/overview/${routeDate(day)}`);
      await expect(cold.getByRole('status').filter({ hasText: OFFLINE_NOTICE })).toBeVisible();
      await expect(cold.getByRole('article', { name: item.description, exact: true })).toBeVisible();
      await expect(cold.getByText(NOTHING_KEPT)).toHaveCount(0);
      // What opening the account's database and restoring its reads cost the first screen (main.tsx waits for it).
      const restoreMs = await cold.evaluate(
        () => performance.getEntriesByName('bouwwerk:restore-kept-reads')[0]?.duration ?? null,
      );
      expect(restoreMs).not.toBeNull();
      testInfo.annotations.push({ type: 'restore', description: `${restoreMs!.toFixed(1)} ms` });

      // A screen never opened online (the project list) says so, in Dutch, instead of loading for ever.
      await cold.goto('/select/project');
      await expect(cold.getByText(NOTHING_KEPT)).toBeVisible();
    });
  });

  test('after one online visit, a cold start offline books hours on a planned card', async ({
    page,
    context,
    consoleErrors,
  }) => {
    test.slow();
    consoleErrors.allow(/net::ERR_INTERNET_DISCONNECTED/);
    const { day, item } = await plannedProjectCard(context);
    await visitOnline(page);
    // The prefetch goes card by card in idle time: wait until it kept this card's works and then kept nothing
    // more for a second (the parts of its first works come after the works).
    await expect
      .poll(
        async () => {
          const before = (await keptKeys(page)).length;
          await page.waitForTimeout(1_000);
          const keys = await keptKeys(page);
          return keys.length === before && keys.some((key) => key[3] === 'works' && key[4] === item.id);
        },
        { timeout: 30_000 },
      )
      .toBe(true);

    const cold = await coldStartOffline(context, page, `/weekly/overview/${routeDate(day)}`);
    const card = cold.getByRole('article', { name: item.description, exact: true });
    await card.getByRole('link', { name: 'Uren', exact: true }).click();
    // Through the works and parts the week loaded ahead, as far as the project's routing asks for them.
    for (const list of ['Werken', 'Onderdelen']) {
      const choices = cold.getByRole('list', { name: list });
      await expect(choices.or(cold.getByRole('button', { name: 'Opslaan' }))).toBeVisible();
      if (await choices.isVisible()) await choices.getByRole('link').first().click();
    }
    await expect(cold).toHaveURL(/\/submit\/hours\?/);
    await expect(cold.getByLabel('Datum')).toHaveValue(apiDate(day));
    await setTimePicker(cold, 'Uren', '00:30');
    await cold.getByRole('button', { name: 'Opslaan' }).click();
    await expect(cold.getByText('Opgeslagen – wordt verstuurd').first()).toBeVisible();
  });
});
