import { axeFindings } from '../../../test/e2e-support/axe';
import type { WeekOverviewResponse, WorkOrderItem } from '@bouwwerk/domain';
import type { Locator, Page, TestInfo } from '@playwright/test';
import { expect, headingDate, runPlace, signIn, test, todayRouteDate, users } from './fixtures';
import { withFakeCamera } from './chromium';
import { apiAs, partByName, projectByAddress, workByName, type Api } from './projects';
import { setTimePicker } from './time-picker';
import { addDays, apiDate, fromRouteDate, mondayOf, overviewKey, routeDate } from './week';

/*
 * How forms behave on site (docs/decisions/012-one-hand-gloves-and-sunlight.md), on the work order and materials
 * screens: the primary action in reach without scrolling at 390x844 and 360x640, the context at the top, the
 * overtime question on work-order hours, the way back after saving, the prefill of a planned item, and the camera
 * reached from the order. jan's open order 'cv-ketel' is planned on Thursday of this week; bookings go on Mondays
 * far ahead (8 working hours, nothing booked), one per test and browser project, so no other spec reads them.
 */

// The camera test opens the camera page: Chromium's fake camera, so it has a feed to show.
test.use(withFakeCamera);

const today = () => fromRouteDate(todayRouteDate());
const cvKetel = () => `WB${String(today().getUTCFullYear() % 100).padStart(2, '0')}-0142`;

/** A Monday of its own per test slot and browser project, well over a year ahead. */
function freeMonday(testInfo: TestInfo, slot: number): Date {
  const { project, furtherDays } = runPlace(testInfo);
  return addDays(mondayOf(today()), 7 * (64 + slot * 2 + project) + furtherDays);
}

/** jan's order 'cv-ketel' in this week, with its customer. */
async function openOrder(api: Api) {
  const week = await api.get<WeekOverviewResponse>(`/v3/weekoverzicht/${apiDate(mondayOf(today()))}`);
  for (let i = 0; i < 7; i++) {
    const day = addDays(mondayOf(today()), i);
    const item = week[overviewKey(day)]?.items.find(
      (it): it is WorkOrderItem => it.type === 'workorder' && it.nummer === cvKetel(),
    );
    if (item) return { day, item };
  }
  throw new Error(`order ${cvKetel()} is not in jan's week`);
}

interface HourRow {
  quantity: number;
  description: string;
  remark: string;
}
interface MaterialRow {
  quantity: number;
  description: string;
}
interface Group {
  budgets: Array<{ hours: HourRow[]; materials: MaterialRow[] }>;
  otherCosts: Array<{ hours: HourRow[]; materials: MaterialRow[] }>;
  variableCharges: Array<{ hours: HourRow[]; materials: MaterialRow[] }>;
}
const categories = (groups: Group[]) => groups.flatMap((g) => [...g.budgets, ...g.otherCosts, ...g.variableCharges]);
const orderHours = async (api: Api, id: number, day: Date) =>
  categories(await api.get<Group[]>(`/v1/orders/${id}/registrations/${apiDate(day)}`)).flatMap((c) => c.hours);
const orderMaterials = async (api: Api, id: number, day: Date) =>
  categories(await api.get<Group[]>(`/v1/orders/${id}/registrations/${apiDate(day)}`)).flatMap((c) => c.materials);

const VIEWPORTS = [
  { name: '390x844', width: 390, height: 844 },
  { name: '360x640', width: 360, height: 640 },
];

/** Inside the viewport and not under the bottom navigation, without any scrolling. */
async function expectInThumbReach(page: Page, action: Locator) {
  // The document and the shell's main part, which scrolls between header and navigation.
  expect(await page.evaluate(() => window.scrollY + (document.querySelector('.shell__main')?.scrollTop ?? 0))).toBe(0);
  await expect(action).toBeInViewport({ ratio: 1 });
  const box = (await action.boundingBox())!;
  const nav = (await page.getByRole('navigation', { name: 'Hoofdmenu' }).boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(nav.y + 0.5);
}

const orderContext = (page: Page) => page.getByRole('main').locator('header.order-context');
const tabs = (page: Page) => page.getByRole('navigation', { name: 'Uren, materiaal en handtekening' });
const orderActions = (page: Page) => page.getByRole('group', { name: 'Boeken op de werkbon' });

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('work order hours, materials and signature: context on top, primary action in reach', async ({
      page,
      request,
    }) => {
      // Three screens, each checked with axe.
      test.slow();
      const api = await apiAs(request, users.jan);
      const { day, item } = await openOrder(api);
      await signIn(page, users.jan);

      await page.goto(`/order/${item.id}/submit/uren?date=${routeDate(day)}`);
      await expect(orderContext(page).getByRole('heading', { level: 2 })).toHaveText(`Werkbon ${item.nummer}`);
      await expect(orderContext(page)).toContainText(item.customer);
      await expect(orderContext(page)).toContainText(headingDate(routeDate(day)));
      // The tabs stay one compact row.
      expect((await tabs(page).boundingBox())!.height).toBeLessThanOrEqual(52);
      await expectInThumbReach(page, page.getByRole('button', { name: 'Opslaan' }));
      expect(await axeFindings(page)).toEqual([]);

      await tabs(page).getByRole('link', { name: 'Materiaal' }).click();
      await expect(page).toHaveURL(`/order/${item.id}/submit/materiaal?date=${routeDate(day)}`);
      await expect(page.getByRole('searchbox', { name: 'Zoeken' })).toBeVisible();
      await expect(orderContext(page)).toContainText(headingDate(routeDate(day)));
      await expectInThumbReach(page, page.getByRole('button', { name: 'Opslaan' }));
      expect(await axeFindings(page)).toEqual([]);

      await tabs(page).getByRole('link', { name: 'Tekenen' }).click();
      await expect(page).toHaveURL(`/order/${item.id}/submit/tekenen/${routeDate(day)}`);
      const canvas = page.getByRole('img', { name: 'Tekenvlak voor de handtekening' });
      await expect(canvas).toBeVisible();
      await expectInThumbReach(page, page.getByRole('button', { name: 'Opslaan' }));
      // The buttons do not cover any of the drawing area.
      const canvasBox = (await canvas.boundingBox())!;
      const saveBox = (await page.getByRole('button', { name: 'Opslaan' }).boundingBox())!;
      expect(canvasBox.y + canvasBox.height).toBeLessThanOrEqual(saveBox.y);
      expect(await axeFindings(page)).toEqual([]);
    });

    test('project materials: project, work, part and day on top, Opslaan in reach', async ({ page, request }) => {
      const api = await apiAs(request, users.jan);
      const school = await projectByAddress(api, 'Regenboogstraat 4');
      const ruwbouw = await workByName(api, school.id, 'Ruwbouw');
      const metselwerk = await partByName(api, ruwbouw.id, 'Metselwerk');
      const day = addDays(mondayOf(today()), 7);
      await signIn(page, users.jan);

      await page.goto(
        `/select/${ruwbouw.id}/part/0/${metselwerk.id}/submit/materials?project=${school.id}&date=${routeDate(day)}`,
      );
      const context = page.getByRole('main').locator('header.materials-context');
      await expect(context.getByRole('heading', { level: 2 })).toHaveText('Regenboogstraat 4');
      await expect(context).toContainText('Ruwbouw');
      await expect(context).toContainText('Metselwerk');
      await expect(context).toContainText(headingDate(routeDate(day)));
      // Each line ends in an ellipsis rather than wrapping.
      for (const line of await context.locator('.materials-context__line').all())
        expect(await line.evaluate((el) => getComputedStyle(el).textOverflow)).toBe('ellipsis');
      await expectInThumbReach(page, page.getByRole('button', { name: 'Opslaan' }));
      expect(await axeFindings(page)).toEqual([]);
    });
  });
}

test.describe('hours on a work order', () => {
  test('beyond the remaining hours: the overtime question; Terug saves nothing, Doorgaan saves and returns', async ({
    page,
    request,
  }, testInfo) => {
    const api = await apiAs(request, users.jan);
    const { item } = await openOrder(api);
    const bookOn = freeMonday(testInfo, 0);
    await signIn(page, users.jan);
    await page.goto(`/order/${item.id}/detail/${routeDate(bookOn)}`);
    const remainingKnown = page.waitForResponse(`**/v3/weekoverzicht/${apiDate(bookOn)}`);
    await orderActions(page).getByRole('link', { name: 'Uren' }).click();
    await remainingKnown;

    const hours = page.getByRole('group', { name: 'Uren', exact: true });
    // Still 08:00 to start with on a work order.
    await expect(hours.getByRole('combobox', { name: 'uren', exact: true })).toHaveValue('8');
    await setTimePicker(page, 'Uren', '09:00');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('09:00 buiten werktijd registreren.');
    // The dialog's own Terug, not its close icon of the same name.
    await dialog.getByRole('button', { name: 'Terug' }).last().click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(`/order/${item.id}/submit/uren?date=${routeDate(bookOn)}`);
    expect(await orderHours(api, item.id, bookOn)).toEqual([]);

    await page.getByRole('button', { name: 'Opslaan' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Doorgaan' }).click();
    await expect(page.getByTestId('toast')).toHaveText(/Uren geboekt\./);
    // Back to the order page it was started from.
    await expect(page).toHaveURL(`/order/${item.id}/detail/${routeDate(bookOn)}`);
    expect(await orderHours(api, item.id, bookOn)).toEqual([expect.objectContaining({ quantity: 9 })]);
  });

  test('a planned item prefill (hours, hour type) saves with one tap; a bad prefill is ignored', async ({
    page,
    request,
  }, testInfo) => {
    const api = await apiAs(request, users.jan);
    const { item } = await openOrder(api);
    const hourTypes = await api.get<Array<{ id: number; omschrijving: string }>>('/v1/uursoorten');
    const second = hourTypes[1]!;
    const bookOn = freeMonday(testInfo, 1);
    await signIn(page, users.jan);

    await page.goto(`/order/${item.id}/submit/uren?date=${routeDate(bookOn)}&hours=99&hourType=999999`);
    const hours = page.getByRole('group', { name: 'Uren', exact: true });
    await expect(page.getByLabel('Soort').locator('option:checked')).toHaveText(hourTypes[0]!.omschrijving);
    await expect(hours.getByRole('combobox', { name: 'uren', exact: true })).toHaveValue('8');

    await page.goto(`/order/${item.id}/submit/uren?date=${routeDate(bookOn)}&hours=2.5&hourType=${second.id}`);
    await expect(page.getByLabel('Soort').locator('option:checked')).toHaveText(second.omschrijving);
    await expect(hours.getByRole('combobox', { name: 'uren', exact: true })).toHaveValue('2');
    await expect(hours.getByRole('combobox', { name: 'minuten', exact: true })).toHaveValue('30');
    // One tap.
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByTestId('toast')).toHaveText(/Uren geboekt\./);
    await expect(page).toHaveURL(`/order/${item.id}/detail/${routeDate(bookOn)}`);
    expect(await orderHours(api, item.id, bookOn)).toEqual([
      expect.objectContaining({ quantity: 2.5, description: second.omschrijving }),
    ]);
  });
});

test.describe('after saving', () => {
  test('materials booked from the order page return to that page with the toast, units by name', async ({
    page,
    request,
  }, testInfo) => {
    const api = await apiAs(request, users.jan);
    const { item } = await openOrder(api);
    const bookOn = freeMonday(testInfo, 2);
    await signIn(page, users.jan);
    await page.goto(`/order/${item.id}/detail/${routeDate(bookOn)}`);
    await orderActions(page).getByRole('link', { name: 'Materiaal' }).click();
    await expect(page).toHaveURL(`/order/${item.id}/submit/materiaal?date=${routeDate(bookOn)}`);

    await page.getByLabel('Aantal', { exact: true }).fill('2');
    await page.getByLabel('Eenheid').selectOption({ label: 'big bag' });
    await page.getByLabel('Materiaal', { exact: true }).fill('Zand');
    await page.getByRole('button', { name: 'Materiaal toevoegen' }).click();
    await expect(page.getByRole('region', { name: 'Te boeken' })).toContainText('big bag');
    await expect(page.getByRole('region', { name: 'Te boeken' })).not.toContainText('bbag');
    await page.getByRole('button', { name: 'Opslaan' }).click();

    await expect(page.getByTestId('toast')).toHaveText(/Materialen geboekt\./);
    await expect(page).toHaveURL(`/order/${item.id}/detail/${routeDate(bookOn)}`);
    expect(await orderMaterials(api, item.id, bookOn)).toEqual([
      expect.objectContaining({ quantity: 2, description: 'Zand' }),
    ]);
  });
});

test.describe('photos', () => {
  test('the camera opens from the order page, names the order, and leads back to it', async ({ page, request }) => {
    const api = await apiAs(request, users.jan);
    const { day, item } = await openOrder(api);
    await signIn(page, users.jan);
    await page.goto(`/order/${item.id}/detail/${routeDate(day)}`);

    const photos = page.getByRole('region', { name: "Foto's" });
    await photos.getByRole('link', { name: 'Foto maken' }).click();
    await expect(page).toHaveURL(`/camera?order=${item.id}&date=${routeDate(day)}`);
    await expect(page.getByText(`Foto's voor werkbon ${item.nummer} · ${item.customer}`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Foto', exact: true })).toBeVisible();
    expect(await axeFindings(page)).toEqual([]);

    await page.getByRole('link', { name: 'Terug naar de werkbon' }).click();
    await expect(page).toHaveURL(`/order/${item.id}/detail/${routeDate(day)}`);
  });
});
