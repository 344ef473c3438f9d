import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import {
  APP_KEY,
  E2E_NOW,
  expect,
  overviewUrl,
  runPlace,
  sessionOf,
  signIn,
  test,
  users,
  type DemoUser,
} from './fixtures';

/**
 * Booking materials: the one materials form on the work-order and project routes, the catalogue on the
 * device, search, manual entry, the unsaved-changes modal, failures, and 'Materialen ophalen' in settings.
 * Each test books on its own day far from this week (and another per browser project), so tests that read
 * this week's overview, or each other, are not affected.
 */

interface Material {
  quantity: number;
  unit: string;
  description: string;
}
interface Category {
  id: number;
  isDone: number;
  geblokkeerd: number;
  factuurIdPresent: boolean;
  materials: Material[];
}
interface RegistrationGroup {
  workId: number;
  budgets: Category[];
  otherCosts: Category[];
  variableCharges: Category[];
}
interface OverviewItem {
  type: 'workorder' | 'project' | 'indirect';
  id: number;
  nummer?: string;
  status?: number;
  isDone?: boolean;
  factuurId?: number | null;
  hasActiveAdministration?: boolean;
  registrations: RegistrationGroup[];
}
type WeekOverview = Record<string, { items: OverviewItem[] }>;

/** A date as yyyy-MM-dd (API), MM-dd-yyyy (route) and dd-MM-yyyy (overview key), in Amsterdam. */
function day(offsetDays: number) {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Amsterdam',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
    .formatToParts(E2E_NOW)
    .reduce<Record<string, string>>((all, p) => ({ ...all, [p.type]: p.value }), {});
  const date = new Date(Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day) + offsetDays));
  const [y, m, d] = date.toISOString().slice(0, 10).split('-') as [string, string, string];
  return { api: `${y}-${m}-${d}`, route: `${m}-${d}-${y}`, key: `${d}-${m}-${y}` };
}

/** A day of its own for each test and browser project: weeks ahead, never this week or its neighbours. */
function bookingDay(testInfo: TestInfo, slot: number) {
  const { project, furtherDays } = runPlace(testInfo);
  return day(35 + slot * 14 + project * 7 + furtherDays);
}

async function apiToken(request: APIRequestContext, user: DemoUser): Promise<string> {
  return (await sessionOf(request, user)).authToken;
}

async function weekOverview(request: APIRequestContext, token: string, apiDate: string): Promise<WeekOverview> {
  const response = await request.get(`/v3/weekoverzicht/${apiDate}`, {
    headers: { 'X-Application-Key': APP_KEY, Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as WeekOverview;
}

const allItems = (week: WeekOverview) => Object.values(week).flatMap((d) => d.items);
const categoriesOf = (item: OverviewItem) =>
  item.registrations.flatMap((g) => [...g.budgets, ...g.otherCosts, ...g.variableCharges]);
const materialsOf = (item: OverviewItem) => categoriesOf(item).flatMap((c) => c.materials);

/** The user's work orders of this week, open ones (bookable) and locked ones (finished, done or invoiced). */
async function ordersOfThisWeek(request: APIRequestContext, user: DemoUser) {
  const token = await apiToken(request, user);
  const orders = allItems(await weekOverview(request, token, day(0).api)).filter((i) => i.type === 'workorder');
  const locked = (o: OverviewItem) => o.status === 3 || o.status === 4 || Boolean(o.isDone) || Boolean(o.factuurId);
  const open = orders.find((o) => !locked(o));
  expect(open, 'an open work order planned this week').toBeDefined();
  return { token, open: open!, locked: orders.find(locked) };
}

/** The materials booked on one order or project on a day, straight from the API. */
async function bookedOn(
  request: APIRequestContext,
  token: string,
  date: ReturnType<typeof day>,
  type: OverviewItem['type'],
  id: number,
) {
  const week = await weekOverview(request, token, date.api);
  const item = week[date.key]?.items.find((i) => i.type === type && i.id === id);
  return item ? materialsOf(item) : [];
}

const bookingList = (page: Page) => page.getByRole('region', { name: /Te boeken/ });

test.describe('materials', () => {
  test('browse to a group, add two lines with quantities and book them on a work order', async ({
    page,
    request,
  }, testInfo) => {
    const { token, open } = await ordersOfThisWeek(request, users.jan);
    const date = bookingDay(testInfo, 0);
    await signIn(page, users.jan);

    await page.goto(`/order/${open.id}/submit/materiaal`);
    await expect(page.getByRole('heading', { level: 1, name: 'Materiaal' })).toBeVisible();
    // The date starts on today.
    await expect(page.getByLabel('Datum')).toHaveValue(day(0).api);
    await page.getByLabel('Datum').fill(date.api);

    const browse = page.getByRole('button', { name: 'Bladeren' });
    await browse.click();
    await expect(page.getByRole('button', { name: 'Sluiten', exact: true })).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('button', { name: /Bevestigingsmaterialen/ }).click();
    await page.getByRole('button', { name: /Schroeven/ }).click();
    await page.getByLabel('Aantal Spaanplaatschroef verzinkt 4,0x20 mm', { exact: true }).fill('2');
    // A Dutch decimal comma.
    await page.getByLabel('Aantal Spaanplaatschroef verzinkt 4,0x30 mm', { exact: true }).fill('1,5');
    await page.getByRole('button', { name: 'Materialen toevoegen' }).click();
    await expect(page.getByText('2 materialen toegevoegd.')).toBeVisible();

    const list = bookingList(page);
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(list).toContainText('Spaanplaatschroef verzinkt 4,0x20 mm');
    await expect(list).toContainText('Spaanplaatschroef verzinkt 4,0x30 mm');
    // Added lines leave the quantity inputs empty again.
    await expect(page.getByLabel('Aantal Spaanplaatschroef verzinkt 4,0x20 mm', { exact: true })).toHaveValue('');

    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page).toHaveURL(overviewUrl(date.route));
    await expect(page.getByTestId('toast')).toHaveText(/Materialen geboekt\./);

    const booked = await bookedOn(request, token, date, 'workorder', open.id);
    expect(booked).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ description: 'Spaanplaatschroef verzinkt 4,0x20 mm', quantity: 2, unit: 'doos' }),
        expect.objectContaining({ description: 'Spaanplaatschroef verzinkt 4,0x30 mm', quantity: 1.5, unit: 'doos' }),
      ]),
    );
    expect(booked).toHaveLength(2);
  });

  test('search finds lines by part of the description in any case, and says so when nothing matches', async ({
    page,
    request,
  }) => {
    const { open } = await ordersOfThisWeek(request, users.jan);
    await signIn(page, users.jan);
    await page.goto(`/order/${open.id}/submit/materiaal`);

    const search = page.getByRole('searchbox', { name: 'Zoeken' });
    await search.fill('SPAANPLAATSCHROEF rvs');
    await expect(page.getByText('4 materialen gevonden')).toBeVisible();
    const result = page.getByLabel('Aantal Spaanplaatschroef RVS A2 4,5x50 mm', { exact: true });
    await expect(result).toBeVisible();
    await expect(page.getByLabel('Aantal Spaanplaatschroef verzinkt 4,0x20 mm', { exact: true })).toHaveCount(0);
    await expect(result).toHaveAttribute('inputmode', 'decimal');
    await result.fill('3');
    await page.getByRole('button', { name: 'Materialen toevoegen' }).click();
    await expect(bookingList(page)).toContainText('Spaanplaatschroef RVS A2 4,5x50 mm');

    await search.fill('kozijnPLUG 10x1');
    await expect(page.getByText('3 materialen gevonden')).toBeVisible();

    await search.fill('dakpannen van goud');
    await expect(page.getByText('Geen resultaat')).toBeVisible();
    await expect(page.getByText('Geen materialen gevonden')).toBeVisible();
  });

  test('a manual entry without a unit is not complete: the modal, then Terug, then booked with a unit', async ({
    page,
    request,
  }, testInfo) => {
    const { token, open } = await ordersOfThisWeek(request, users.jan);
    const date = bookingDay(testInfo, 1);
    await signIn(page, users.jan);
    await page.goto(`/order/${open.id}/submit/materiaal?date=${date.route}`);
    await expect(page.getByLabel('Datum')).toHaveValue(date.api);

    const description = `Hijsband op maat ${testInfo.project.name}`;
    await page.getByLabel('Aantal', { exact: true }).fill('2,5');
    await page.getByLabel('Materiaal', { exact: true }).fill(description);
    await page.getByRole('button', { name: 'Opslaan' }).click();

    const modal = page.getByRole('dialog', { name: 'Onopgeslagen wijzigingen' });
    await expect(modal).toBeVisible();
    await expect(modal).toContainText('Boeking niet compleet.');
    await modal.getByRole('button', { name: 'Terug' }).first().click();
    await expect(modal).toBeHidden();
    // Nothing was lost, and the form says what is missing.
    await expect(page.getByLabel('Aantal', { exact: true })).toHaveValue('2,5');
    await expect(page.getByText('Kies een eenheid.')).toBeVisible();

    // Leaving with the incomplete entry asks the same; Terug stays.
    await page.getByRole('button', { name: 'Terug' }).click();
    await expect(modal).toContainText('Boeking niet compleet.');
    await modal.getByRole('button', { name: 'Terug' }).first().click();
    await expect(page).toHaveURL(new RegExp(`/order/${open.id}/submit/materiaal`));

    await page.getByLabel('Eenheid').selectOption({ label: 'big bag' });
    await page.getByRole('button', { name: 'Materiaal toevoegen' }).click();
    await expect(bookingList(page)).toContainText(description);
    await expect(bookingList(page)).toContainText('big bag');
    await expect(page.getByLabel('Materiaal', { exact: true })).toHaveValue('');

    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page).toHaveURL(overviewUrl(date.route));
    expect(await bookedOn(request, token, date, 'workorder', open.id)).toEqual([
      expect.objectContaining({ description, quantity: 2.5, unit: 'bbag' }),
    ]);
  });

  test('Doorgaan books the list without the incomplete manual entry', async ({ page, request }, testInfo) => {
    const { token, open } = await ordersOfThisWeek(request, users.jan);
    const date = bookingDay(testInfo, 2);
    await signIn(page, users.jan);
    await page.goto(`/order/${open.id}/submit/materiaal?date=${date.route}`);

    await page.getByRole('searchbox', { name: 'Zoeken' }).fill('nylon plug 8');
    await page.getByLabel('Aantal Nylon plug 8 mm', { exact: true }).fill('4');
    await page.getByRole('button', { name: 'Materialen toevoegen' }).click();
    // An entry with only a description is incomplete.
    await page.getByLabel('Materiaal', { exact: true }).fill('Half ingevuld');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    const modal = page.getByRole('dialog', { name: 'Onopgeslagen wijzigingen' });
    await expect(modal).toContainText('Boeking niet compleet.');
    await modal.getByRole('button', { name: 'Doorgaan' }).click();

    await expect(page).toHaveURL(overviewUrl(date.route));
    expect(await bookedOn(request, token, date, 'workorder', open.id)).toEqual([
      expect.objectContaining({ description: 'Nylon plug 8 mm', quantity: 4, unit: 'doos' }),
    ]);
  });

  test('booking on a finished work order fails with Boeking mislukt. and keeps what was entered', async ({
    page,
    request,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 409/);
    const { locked } = await ordersOfThisWeek(request, users.jan);
    expect(locked, 'a finished or invoiced work order planned this week').toBeDefined();
    await signIn(page, users.jan);
    await page.goto(`/order/${locked!.id}/submit/materiaal`);

    await page.getByLabel('Aantal', { exact: true }).fill('1');
    await page.getByLabel('Eenheid').selectOption('stuks');
    await page.getByLabel('Materiaal', { exact: true }).fill('Filter voor een gesloten werkbon');
    const refused = page.waitForResponse((r) => r.url().endsWith('/v1/invoer') && r.status() === 409);
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await refused;

    const toast = page.getByRole('alert').filter({ hasText: 'Boeking mislukt.' });
    await expect(toast).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/order/${locked!.id}/submit/materiaal$`));
    await expect(bookingList(page)).toContainText('Filter voor een gesloten werkbon');
  });

  test('books on a project part, and a refused line (400) offers Resetten for 10 seconds', async ({
    page,
    request,
    consoleErrors,
  }, testInfo) => {
    consoleErrors.allow(/status of 400/);
    const token = await apiToken(request, users.jan);
    // A budget jan booked on last week, on a project that still takes bookings.
    const lastWeek = await weekOverview(request, token, day(-7).api);
    const project = allItems(lastWeek).find(
      (i) => i.type === 'project' && !i.isDone && i.hasActiveAdministration && categoriesOf(i).some((c) => c.id > 0),
    );
    expect(project, 'a project with a budget jan booked on last week').toBeDefined();
    const group = project!.registrations.find((g) =>
      g.budgets.some((c) => c.id > 0 && !c.isDone && !c.geblokkeerd && !c.factuurIdPresent),
    )!;
    const budget = group.budgets.find((c) => c.id > 0 && !c.isDone && !c.geblokkeerd && !c.factuurIdPresent)!;
    const date = bookingDay(testInfo, 3);
    await signIn(page, users.jan);

    // Part 0 on a work that has budgets: the server refuses the booking as bad input.
    await page.goto(`/select/${group.workId}/part/0/0/submit/materials?date=${date.route}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Materialen boeken' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Zoeken' }).fill('puinzak');
    await page.getByLabel('Aantal Puinzak 1 m3', { exact: true }).fill('2');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    const toast = page.getByRole('alert').filter({ hasText: 'Invoer niet gelukt, probeer opnieuw of reset Bouwwerk.' });
    await expect(toast).toBeVisible();
    await expect(toast.locator('.toast__progress')).toHaveCSS('animation-duration', '10s');
    await expect(toast.getByRole('button', { name: 'Resetten' })).toBeVisible();
    await expect(bookingList(page)).toContainText('Puinzak 1 m3');

    // The same booking on the budget (type 0) goes through.
    await page.goto(`/select/${group.workId}/part/0/${budget.id}/submit/materials?date=${date.route}`);
    await page.getByRole('searchbox', { name: 'Zoeken' }).fill('puinzak');
    await page.getByLabel('Aantal Puinzak 1 m3', { exact: true }).fill('2');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page).toHaveURL(overviewUrl(date.route));
    const week = await weekOverview(request, token, date.api);
    const item = week[date.key]?.items.find((i) => i.type === 'project' && i.id === project!.id);
    const category = item?.registrations
      .find((g) => g.workId === group.workId)
      ?.budgets.find((c) => c.id === budget.id);
    expect(category?.materials).toEqual([expect.objectContaining({ description: 'Puinzak 1 m3', quantity: 2 })]);
  });

  test('the catalogue is kept per account: another company never sees this one', async ({ page, request }) => {
    const { open } = await ordersOfThisWeek(request, users.jan);
    const anna = await ordersOfThisWeek(request, users.anna);
    await signIn(page, users.jan);
    await page.goto(`/order/${open.id}/submit/materiaal`);
    await page.getByRole('button', { name: 'Bladeren' }).click();
    await expect(page.getByRole('button', { name: /Bevestigingsmaterialen/ })).toBeVisible();
    const keys = () =>
      page.evaluate(() =>
        Object.keys(localStorage)
          .filter((k) => k.startsWith('materials:'))
          .sort(),
      );
    expect(await keys()).toHaveLength(1);

    // Another account on the same device.
    await page.evaluate(() => localStorage.removeItem('passport'));
    await signIn(page, users.anna);
    await page.goto(`/order/${anna.open.id}/submit/materiaal`);
    await page.getByRole('button', { name: 'Bladeren' }).click();
    await expect(page.getByRole('button', { name: /Installatiemateriaal/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /Bevestigingsmaterialen/ })).toHaveCount(0);
    expect(await keys()).toHaveLength(2);
  });

  test('the catalogue on the device is used while its stamp is unchanged, and asked again with its ETag', async ({
    page,
    request,
  }) => {
    const { open } = await ordersOfThisWeek(request, users.jan);
    await signIn(page, users.jan);
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/v1/materialen'))
        calls.push(`${new URL(r.url()).pathname} ${r.headers()['if-none-match'] ?? ''}`);
    });
    await page.goto(`/order/${open.id}/submit/materiaal`);
    await page.getByRole('button', { name: 'Bladeren' }).click();
    await expect(page.getByRole('button', { name: /Bevestigingsmaterialen/ })).toBeVisible();
    expect(calls).toEqual(['/v1/materialen ']);

    // A new visit: only the stamp is asked, and the stored catalogue shows.
    calls.length = 0;
    await page.reload();
    await page.getByRole('button', { name: 'Bladeren' }).click();
    await expect(page.getByRole('button', { name: /Bevestigingsmaterialen/ })).toBeVisible();
    await expect.poll(() => calls).toEqual(['/v1/materialen/lastmodified ']);

    // A stored copy whose stamp no longer matches is fetched again, naming its ETag (the server: 304).
    await page.evaluate(() => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('materials:'))!;
      const stored = JSON.parse(localStorage.getItem(key)!);
      localStorage.setItem(key, JSON.stringify({ ...stored, lastModifiedMaterial: '2000-01-01T00:00:00.000Z' }));
    });
    calls.length = 0;
    const notModified = page.waitForResponse((r) => r.url().endsWith('/v1/materialen') && r.status() === 304);
    await page.reload();
    await notModified;
    expect(calls).toEqual(['/v1/materialen/lastmodified ', expect.stringMatching(/^\/v1\/materialen W\/"materials-/)]);
    await page.getByRole('button', { name: 'Bladeren' }).click();
    await expect(page.getByRole('button', { name: /Bevestigingsmaterialen/ })).toBeVisible();
  });
});
