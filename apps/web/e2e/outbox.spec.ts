import type { APIRequestContext, BrowserContext, Page, TestInfo } from '@playwright/test';
import { expect, runPlace, signIn, test, users } from './fixtures';
import { getJson, rowsOfDay, sessionFor, today, type Session } from './registrations-api';
import { serviceWorkerActivated } from './service-worker';
import { setTimePicker } from './time-picker';
import { addDays, apiDate, routeDate } from './week';

/**
 * The outbox (docs/decisions/011-the-outbox.md): what is saved without a connection is kept on the phone, through a
 * reload, and sent exactly once when the connection returns, also with two tabs open. Each test books on a day of its
 * own, far ahead, and counts the rows the server has for it.
 */

test.use({ serviceWorkers: 'allow' });

const PENDING = 'Opgeslagen – wordt verstuurd';

/** A day of its own per test slot and browser project, far from the days other specs book on. */
function ownDay(testInfo: TestInfo, slot: number): Date {
  const { project, furtherDays } = runPlace(testInfo);
  return addDays(today(), 400 + slot * 14 + project * 7 + furtherDays);
}

/** An open work order of the user's this week (bookable: not finished, done or invoiced). */
async function openOrder(request: APIRequestContext, session: Session): Promise<number> {
  type Item = { type: string; id: number; status?: number; isDone?: boolean; factuurId?: number | null };
  const week = await getJson<Record<string, { items: Item[] }>>(
    request,
    session,
    `/v3/weekoverzicht/${apiDate(today())}`,
  );
  const open = Object.values(week)
    .flatMap((d) => d.items)
    .find((i) => i.type === 'workorder' && i.status !== 3 && i.status !== 4 && !i.isDone && !i.factuurId);
  expect(open, 'an open work order planned this week').toBeDefined();
  return open!.id;
}

/** Signs in and waits until the service worker serves the app: pages then open without a connection. */
async function signInWithShell(page: Page) {
  await signIn(page, users.jan);
  await serviceWorkerActivated(page);
}

async function bookHours(page: Page, orderId: number, day: Date, remark: string) {
  await page.goto(`/order/${orderId}/submit/uren?date=${routeDate(day)}`);
  await expect(page.getByRole('combobox', { name: 'Soort', exact: true })).toHaveValue(/\d+/, { timeout: 20_000 });
  return async () => {
    await setTimePicker(page, 'Uren', '01:15');
    await page.getByLabel('Opmerking').fill(remark);
    await page.getByRole('button', { name: 'Opslaan' }).click();
  };
}

const goOffline = (context: BrowserContext) => context.setOffline(true);

test('hours and materials booked offline survive a reload and reach the server once', async ({
  page,
  context,
  request,
  consoleErrors,
}, testInfo) => {
  test.slow();
  consoleErrors.allow(/net::ERR_INTERNET_DISCONNECTED|Failed to fetch/);
  const session = await sessionFor(request, users.jan);
  const orderId = await openOrder(request, session);
  const day = ownDay(testInfo, 0);
  // Unique per run, so a retry or --repeat-each counts only its own rows on the shared day.
  const run = `${testInfo.project.name} ${testInfo.repeatEachIndex}.${testInfo.retry}`;
  const remark = `Offline uren ${run}`;
  const material = `Offline materiaal ${run}`;

  await signInWithShell(page);
  // Both forms opened once online, so their choices (the catalogue, the hour types) are on the phone.
  await page.goto(`/order/${orderId}/submit/materiaal?date=${routeDate(day)}`);
  await expect(page.getByLabel('Aantal', { exact: true })).toBeVisible({ timeout: 20_000 });
  const tabs = page.getByRole('navigation', { name: 'Uren, materiaal en handtekening' });
  await tabs.getByRole('link', { name: 'Uren' }).click();
  await expect(page.getByRole('combobox', { name: 'Soort', exact: true })).toHaveValue(/\d+/, { timeout: 20_000 });

  await goOffline(context);
  await setTimePicker(page, 'Uren', '01:15');
  await page.getByLabel('Opmerking').fill(remark);
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByTestId('toast')).toHaveText(PENDING);
  // Closed, so the materials' own toast is a new one (the same message is not queued twice while it shows).
  await page.getByRole('button', { name: 'Melding sluiten' }).click();
  await expect(page.getByTestId('toast')).toHaveCount(0);
  // The form completes as after a success: the order's day, whose Materiaal tab books the materials.
  await expect(page).toHaveURL(`/order/${orderId}/detail/${routeDate(day)}`);
  await page.getByRole('link', { name: 'Materiaal' }).first().click();
  await page.getByLabel('Aantal', { exact: true }).fill('3');
  await page.getByLabel('Eenheid').selectOption({ label: 'stuks' });
  await page.getByLabel('Materiaal', { exact: true }).fill(material);
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: PENDING })).toHaveCount(1);
  await expect.poll(() => outboxSize(page)).toBe(2);

  // A reload without a connection: nothing reached the server, nothing is lost.
  await page.reload();
  const before = await rowsOfDay(request, session, 'orders', orderId, day);
  expect(before.hours.filter((h) => h.remark === remark)).toHaveLength(0);
  expect(await outboxSize(page)).toBe(2);

  await context.setOffline(false);
  await expect.poll(() => outboxSize(page), { timeout: 30_000 }).toBe(0);
  const rows = await rowsOfDay(request, session, 'orders', orderId, day);
  expect(rows.hours.filter((h) => h.remark === remark)).toHaveLength(1);
  expect(rows.materials.filter((m) => m.description === material)).toHaveLength(1);

  // The app shows them: the order's registrations of the day.
  await page.goto(`/order/${orderId}/detail/${routeDate(day)}`);
  await expect(page.getByText(material, { exact: true })).toHaveCount(1);
  await expect(page.getByText(remark, { exact: true })).toHaveCount(1);
});

test('two tabs offline, a booking in one, back online: sent exactly once', async ({
  page,
  context,
  request,
  consoleErrors,
}, testInfo) => {
  test.slow();
  consoleErrors.allow(/net::ERR_INTERNET_DISCONNECTED|Failed to fetch/);
  const session = await sessionFor(request, users.jan);
  const orderId = await openOrder(request, session);
  const day = ownDay(testInfo, 1);
  const remark = `Twee tabs ${testInfo.project.name}`;

  await signInWithShell(page);
  const second = await context.newPage();
  await second.goto(`/order/${orderId}/detail/${routeDate(day)}`);
  await expect(second.getByRole('banner')).toBeVisible();
  const saveHours = await bookHours(page, orderId, day, remark);

  await goOffline(context);
  await saveHours();
  await expect(page.getByTestId('toast')).toHaveText(PENDING);
  // Both tabs see the write (the outbox is the device's, per account).
  await expect.poll(() => outboxSize(second)).toBe(1);

  await context.setOffline(false);
  await expect.poll(() => outboxSize(page), { timeout: 30_000 }).toBe(0);
  // Give the other tab every chance to send it again.
  await second.evaluate(() => window.dispatchEvent(new Event('online')));
  await page.waitForTimeout(1_000);
  const rows = await rowsOfDay(request, session, 'orders', orderId, day);
  expect(rows.hours.filter((h) => h.remark === remark)).toHaveLength(1);
});

/** How many writes the signed-in account's outbox holds, read from IndexedDB as the app keeps it. */
function outboxSize(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const passport = JSON.parse(localStorage.getItem('passport') ?? 'null') as {
      organisation: string;
      userID: number;
    } | null;
    if (!passport) return -1;
    const name = `bouwwerk:${passport.organisation.trim().toLowerCase()}:${passport.userID}`;
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open(name);
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    try {
      if (!db.objectStoreNames.contains('outbox')) return 0;
      return await new Promise<number>((resolve, reject) => {
        const count = db.transaction('outbox').objectStore('outbox').count();
        count.onsuccess = () => resolve(count.result);
        count.onerror = () => reject(count.error);
      });
    } finally {
      db.close();
    }
  });
}
