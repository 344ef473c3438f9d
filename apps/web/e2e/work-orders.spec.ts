import type { RegistrationGroup, WeekOverviewResponse, WorkOrder, WorkOrderItem } from '@bouwwerk/domain';
import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import { axeFindings } from '../../../test/e2e-support/axe';
import { APP_KEY, expect, runPlace, sessionOf, signIn, test, todayRouteDate, users } from './fixtures';
import { setTimePicker } from './time-picker';
import { addDays, apiDate, fromRouteDate, mondayOf, overviewKey, routeDate } from './week';

/*
 * Work orders against the demo seed: jan has the open orders 'cv-ketel' and 'groepenkast' on Thursday of this
 * week (each with a colleague), the finished 'ventilatie' alone on Wednesday, and the invoiced 'keukenkraan'
 * two weeks ago. Orders are found through the API first, so the tests hold on any day of the week. Hours are
 * booked on days far from this week, so the overview tests are not affected.
 */

const today = () => fromRouteDate(todayRouteDate());
const yy = () => String(today().getUTCFullYear() % 100).padStart(2, '0');
const numbers = {
  cvKetel: () => `WB${yy()}-0142`,
  groepenkast: () => `WB${yy()}-0151`,
  ventilatie: () => `WB${yy()}-0128`,
  keukenkraan: () => `WB${yy()}-0119`,
  dakgoot: () => `WB${yy()}-0147`,
};

async function apiToken(request: APIRequestContext): Promise<string> {
  return (await sessionOf(request, users.jan)).authToken;
}

async function apiGet<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const response = await request.get(path, {
    headers: { 'X-Application-Key': APP_KEY, Authorization: `Bearer ${token}` },
  });
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

/** jan's work order with the number in the week around the date, and the day it is on. */
async function orderInWeek(request: APIRequestContext, token: string, date: Date, nummer: string) {
  const monday = mondayOf(date);
  const week = await apiGet<WeekOverviewResponse>(request, token, `/v3/weekoverzicht/${apiDate(monday)}`);
  for (let i = 0; i < 7; i++) {
    const day = addDays(monday, i);
    const item = week[overviewKey(day)]?.items.find(
      (it): it is WorkOrderItem => it.type === 'workorder' && it.nummer === nummer,
    );
    if (item) return { day, item };
  }
  throw new Error(`work order ${nummer} is not in jan's week of ${apiDate(date)}`);
}

/** A day of its own per test and browser project, far from the weeks the other specs look at. */
function bookingDay(testInfo: TestInfo, slot: number): Date {
  const { project, furtherDays } = runPlace(testInfo);
  return addDays(today(), 400 + slot * 14 + project * 7 + furtherDays);
}

const SIGNING_FAILED = 'het ondertekenen van de werkbon lukt niet, probeer het a.u.b. later nog eens';
/** The Tekenen tab of the submit screens: a link once the order and the rights are known and signing is allowed. */
const signatureTab = (page: Page) =>
  page.getByRole('navigation', { name: 'Uren, materiaal en handtekening' }).getByRole('link', { name: 'Tekenen' });
const card = (page: Page, nummer: string) => page.getByRole('article').filter({ hasText: `Werkbon ${nummer}` });
const actions = (page: Page) => page.getByRole('group', { name: 'Boeken op de werkbon' });

/** Draws a signature-like zigzag across the canvas with the mouse. */
async function drawSignature(page: Page, canvas: Locator) {
  const box = (await canvas.boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 20, y);
  await page.mouse.down();
  for (let i = 1; i <= 12; i++) await page.mouse.move(box.x + 20 + i * 20, y + (i % 2 === 0 ? -30 : 30), { steps: 4 });
  await page.mouse.up();
}

test.describe('work order page', () => {
  test('opens from the weekly overview with address, phone, status, details and the planned colleagues', async ({
    page,
    request,
  }) => {
    const token = await apiToken(request);
    const { day, item } = await orderInWeek(request, token, today(), numbers.cvKetel());
    await signIn(page, users.jan);
    await page.goto(`/weekly/overview/${routeDate(day)}`);
    await card(page, item.nummer).getByRole('heading', { level: 3 }).getByRole('link').click();

    await expect(page).toHaveURL(`/order/${item.id}/detail/${routeDate(day)}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2, name: `Werkbon ${item.nummer}` })).toBeVisible();
    await expect(main.getByText('In uitvoering', { exact: true })).toBeVisible();
    const route = main.getByRole('link', {
      name: /^Route naar Dhr\. R\. Hendriks, Amsterdamsestraatweg 312, 3551 CS Utrecht/,
    });
    await expect(route).toHaveAttribute('href', /google\.com\/maps\/dir\/.*Amsterdamsestraatweg%20312/);
    await expect(main.getByRole('link', { name: 'Bel 06-51234987' })).toHaveAttribute('href', 'tel:0651234987');
    await expect(main.getByText('Storing cv-ketel, geen warm water')).toBeVisible();
    await expect(main.getByText(/Cv-ketel controleren en storing verhelpen/)).toBeVisible();
    await expect(main.getByText('Sleutel bij buren')).toBeVisible();
    await expect(main.getByText('Nr. 310, mevr. Van Dam')).toBeVisible();
    await expect(main.getByText('MO-448120')).toBeVisible();

    // jan and piet are planned that day: the plural title, each with a call link.
    const employees = await apiGet<WorkOrder['employees']>(
      request,
      token,
      `/v1/resoureplanning/${apiDate(day)}/werkbon/${item.id}/employees`,
    );
    expect(employees).toHaveLength(2);
    const colleagues = main.getByRole('region', { name: "Ingeplande collega's" });
    await expect(colleagues.getByRole('listitem')).toHaveCount(2);
    for (const employee of employees) {
      const phone = employee.mobile || employee.telephone;
      await expect(
        colleagues.getByRole('link', { name: `Bel ${employee.firstName} ${employee.lastName}, ${phone}` }),
      ).toBeVisible();
    }

    await expect(actions(page).getByRole('link', { name: 'Uren' })).toBeVisible();
    await expect(actions(page).getByRole('link', { name: 'Materiaal' })).toBeVisible();
    await expect(actions(page).getByRole('link', { name: 'Handtekening' })).toBeVisible();
    await main.getByRole('link', { name: 'Werk Boeken' }).click();
    await expect(page).toHaveURL(`/select/order?order=${item.id}&date=${routeDate(day)}`);
    await expect(page.getByRole('link', { name: /Uren boeken/ })).toHaveAttribute(
      'href',
      `/order/${item.id}/submit/uren?date=${routeDate(day)}`,
    );
    // Another day to book on: the choices follow it.
    const nextDay = addDays(day, 1);
    await page.getByLabel('Boeken op', { exact: true }).fill(apiDate(nextDay));
    await expect(page).toHaveURL(`/select/order?order=${item.id}&date=${routeDate(nextDay)}`);
    await expect(page.getByRole('link', { name: /Materiaal boeken/ })).toHaveAttribute(
      'href',
      `/order/${item.id}/submit/materiaal?date=${routeDate(nextDay)}`,
    );
    await expect(page.getByRole('link', { name: /Laten tekenen/ })).toHaveAttribute(
      'href',
      `/order/${item.id}/submit/tekenen/${routeDate(nextDay)}`,
    );
  });

  test('without registration rights the booking buttons are not there', async ({ page, request }) => {
    const token = await apiToken(request);
    const { day, item } = await orderInWeek(request, token, today(), numbers.cvKetel());
    await signIn(page, users.kees);
    await page.goto(`/order/${item.id}/detail/${routeDate(day)}`);
    await expect(page.getByRole('heading', { level: 2, name: `Werkbon ${item.nummer}` })).toBeVisible();
    await expect(page.getByText('U heeft geen rechten om uren en materialen te boeken.')).toBeVisible();
    await expect(actions(page)).toHaveCount(0);
  });

  test('one planned employee gets the singular title', async ({ page, request }) => {
    const token = await apiToken(request);
    const { day, item } = await orderInWeek(request, token, today(), numbers.ventilatie());
    await signIn(page, users.jan);
    await page.goto(`/order/${item.id}/detail/${routeDate(day)}`);
    const colleagues = page.getByRole('region', { name: 'Ingeplande collega', exact: true });
    await expect(colleagues.getByRole('heading', { name: 'Ingeplande collega', exact: true })).toBeVisible();
    await expect(colleagues.getByRole('listitem')).toHaveCount(1);
    // A finished order ('Gereed'): hours, materials and the signature greyed out.
    await expect(page.getByRole('main').getByText('Gereed', { exact: true })).toBeVisible();
    await expect(actions(page).getByRole('button', { name: 'Uren' })).toBeDisabled();
    await expect(actions(page).getByRole('button', { name: 'Handtekening' })).toBeDisabled();
  });

  test('an invoiced order shows hours, materials and the signature disabled, and its hours tab books nothing', async ({
    page,
    request,
  }) => {
    const token = await apiToken(request);
    const { day, item } = await orderInWeek(request, token, addDays(today(), -14), numbers.keukenkraan());
    expect(item.factuurId).toBeTruthy();
    await signIn(page, users.jan);
    await page.goto(`/weekly/overview/${routeDate(day)}`);
    await card(page, item.nummer).getByRole('heading', { level: 3 }).getByRole('link').click();
    await expect(page).toHaveURL(`/order/${item.id}/detail/${routeDate(day)}`);

    await expect(page.getByRole('main').getByText('Gefactureerd', { exact: true })).toBeVisible();
    await expect(page.getByText(/er kunnen geen uren en materialen meer op worden geboekt/)).toBeVisible();
    await expect(actions(page).getByRole('button', { name: 'Uren' })).toBeDisabled();
    await expect(actions(page).getByRole('button', { name: 'Materiaal' })).toBeDisabled();
    await expect(actions(page).getByRole('button', { name: 'Handtekening' })).toBeDisabled();

    await page.goto(`/order/${item.id}/submit/uren`);
    const tabs = page.getByRole('navigation', { name: 'Uren, materiaal en handtekening' });
    await expect(tabs.getByRole('link', { name: 'Uren' })).toBeDisabled();
    await expect(tabs.getByRole('link', { name: 'Materiaal' })).toBeDisabled();
    await expect(tabs.getByRole('link', { name: 'Tekenen' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Opslaan' })).toBeDisabled();
  });
});

test.describe('booking on a work order', () => {
  test('books 1:15 from the order page on a chosen day', async ({ page, request }, testInfo) => {
    const token = await apiToken(request);
    const { day, item } = await orderInWeek(request, token, today(), numbers.cvKetel());
    const bookOn = bookingDay(testInfo, 0);
    await signIn(page, users.jan);
    await page.goto(`/order/${item.id}/detail/${routeDate(day)}`);
    await actions(page).getByRole('link', { name: 'Uren' }).click();

    await expect(page).toHaveURL(`/order/${item.id}/submit/uren?date=${routeDate(day)}`);
    await expect(page.getByRole('banner').getByRole('heading', { level: 1 })).toHaveText('Uren');
    // The day of the order page, the first hour type and 08:00 to start with.
    await expect(page.getByLabel('Datum')).toHaveValue(apiDate(day));
    await expect(page.getByLabel('Soort')).toHaveValue(/\d+/);
    await expect(page.getByLabel('Soort').locator('option:checked')).toHaveText('Normaal');
    const hours = page.getByRole('group', { name: 'Uren', exact: true });
    await expect(hours.getByRole('combobox', { name: 'uren', exact: true })).toHaveValue('8');
    await expect(hours.getByRole('combobox', { name: 'minuten', exact: true })).toHaveValue('0');

    await page.getByLabel('Datum').fill(apiDate(bookOn));
    await setTimePicker(page, 'Uren', '01:15');
    await page.getByLabel('Opmerking').fill('Expansievat gecontroleerd');
    await page.getByRole('button', { name: 'Opslaan' }).click();

    await expect(page.getByTestId('toast')).toHaveText(/Uren geboekt\./);
    await expect(page).toHaveURL(`/order/${item.id}/detail/${routeDate(bookOn)}`);
    const groups = await apiGet<RegistrationGroup[]>(
      request,
      token,
      `/v1/orders/${item.id}/registrations/${apiDate(bookOn)}`,
    );
    const booked = groups.flatMap((g) => [...g.budgets, ...g.otherCosts, ...g.variableCharges].flatMap((c) => c.hours));
    expect(booked).toEqual([
      expect.objectContaining({ quantity: 1.25, remark: 'Expansievat gecontroleerd', description: 'Normaal' }),
    ]);
    // And on the order page of that day, among its registrations.
    const registrations = page.getByRole('region', { name: 'Registraties' });
    await expect(registrations.getByRole('listitem').filter({ hasText: 'Expansievat gecontroleerd' })).toContainText(
      '01:15 uur',
    );
  });
});

test.describe('signature', () => {
  test('a drawn signature is saved, shown on the order and still there after a reload', async ({
    page,
    request,
  }, testInfo) => {
    const token = await apiToken(request);
    // Each browser project signs its own order, so the two never overwrite each other's signature.
    const nummer = testInfo.project.name === 'desktop' ? numbers.groepenkast() : numbers.cvKetel();
    const { day, item } = await orderInWeek(request, token, today(), nummer);
    await signIn(page, users.jan);
    await page.goto(`/order/${item.id}/detail/${routeDate(day)}`);
    await actions(page).getByRole('link', { name: 'Handtekening' }).click();
    await expect(page).toHaveURL(`/order/${item.id}/submit/tekenen/${routeDate(day)}`);

    const canvas = page.getByRole('img', { name: 'Tekenvlak voor de handtekening' });
    const save = page.getByRole('button', { name: 'Opslaan' });
    const clear = page.getByRole('button', { name: 'Wissen' });
    await expect(save).toBeDisabled();
    // The backing store follows the device pixel ratio.
    const ratio = await page.evaluate(() => window.devicePixelRatio);
    const size = await canvas.evaluate((c: HTMLCanvasElement) => ({ width: c.width, css: c.offsetWidth }));
    expect(size.width).toBe(Math.round(size.css * Math.max(ratio, 1)));

    await drawSignature(page, canvas);
    await expect(save).toBeEnabled();
    await clear.click();
    await expect(save).toBeDisabled();
    await drawSignature(page, canvas);
    await page.getByRole('textbox', { name: 'Naam klant' }).fill('Dhr. R. Hendriks');
    await save.click();

    await expect(page.getByTestId('toast')).toHaveText(/Handtekening opgeslagen\./);
    await expect(page).toHaveURL(`/order/${item.id}/detail/${routeDate(day)}`);
    const shown = page.getByRole('img', { name: `Handtekening op werkbon ${item.nummer}` });
    await expect(shown).toBeVisible();
    const stored = await apiGet<WorkOrder>(request, token, `/v1/werkbon/${item.id}`);
    expect(stored.signature).toMatch(/^data:image\/png;base64,/);
    expect(stored.signerName).toBe('Dhr. R. Hendriks');
    await expect(shown).toHaveAttribute('src', stored.signature!);

    await page.reload();
    await expect(shown).toBeVisible();
    await expect(shown).toHaveAttribute('src', stored.signature!);
    // The image is a real drawing, not an empty canvas.
    expect(await shown.evaluate((img: HTMLImageElement) => img.naturalWidth > 0 && img.complete)).toBe(true);
  });

  test('turning the phone (a resized canvas) keeps the drawing', async ({ page, request }) => {
    const token = await apiToken(request);
    // Drawn, never saved: the order of the test that signs it is no matter.
    const { day, item } = await orderInWeek(request, token, today(), numbers.cvKetel());
    await signIn(page, users.jan);
    await page.goto(`/order/${item.id}/submit/tekenen/${routeDate(day)}`);
    await expect(signatureTab(page)).toBeEnabled();
    const canvas = page.getByRole('img', { name: 'Tekenvlak voor de handtekening' });
    await drawSignature(page, canvas);
    const inkedPixels = () =>
      canvas.evaluate((c: HTMLCanvasElement) => {
        const data = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
        let inked = 0;
        for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) inked++;
        return { inked, width: c.width };
      });
    const before = await inkedPixels();
    expect(before.inked).toBeGreaterThan(0);

    // A width that differs from both projects' canvas (phone 358 px, desktop 768 px wide).
    await page.setViewportSize({ width: 600, height: 700 });
    await expect.poll(async () => (await inkedPixels()).width).not.toBe(before.width);
    expect((await inkedPixels()).inked).toBeGreaterThan(0);
    await expect(page.getByRole('button', { name: 'Opslaan' })).toBeEnabled();
  });

  test('a server error keeps the signature on the phone and sends it once the server answers', async ({
    page,
    request,
    consoleErrors,
  }) => {
    test.slow();
    // els's order: the 409 test below never lets its signing through, so this test alone signs it.
    const token = (await sessionOf(request, users.els)).authToken;
    const { day, item } = await orderInWeek(request, token, today(), numbers.dakgoot());
    consoleErrors.allow(/status of 500/);
    await signIn(page, users.els);
    // Only the signature call fails, as long as the route stays.
    const signaturePath = `**/v1/werkbon/${item.id}/signature`;
    await page.route(signaturePath, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'INTERNAL', message: 'boom' }),
      }),
    );
    await page.goto(`/order/${item.id}/submit/tekenen/${routeDate(day)}`);
    await expect(signatureTab(page)).toBeEnabled();
    await drawSignature(page, page.getByRole('img', { name: 'Tekenvlak voor de handtekening' }));
    await page.getByRole('textbox', { name: 'Naam klant' }).fill('Kantoorpand Maliebaan');
    // The phone's clock, which the fixtures set to the e2e day, stamps the signature.
    const signedAt = await page.evaluate(() => Date.now());
    await page.getByRole('button', { name: 'Opslaan' }).click();

    // No answer worth keeping the user waiting for: the signature is on the phone, the outbox sends it later.
    await expect(page.getByText('Opgeslagen – wordt verstuurd')).toBeVisible({ timeout: 10_000 });
    await expect(page).toHaveURL(`/order/${item.id}/detail/${routeDate(day)}`);
    await page.unroute(signaturePath);
    // The outbox tries again on its backoff (2 s, doubling, with jitter) until the server answers.
    await expect(page.getByText('Verstuurd', { exact: true })).toBeVisible({ timeout: 45_000 });
    const stored = await apiGet<WorkOrder>(request, token, `/v1/werkbon/${item.id}`);
    expect(stored.signature).toMatch(/^data:image\/png;base64,/);
    expect(Date.parse(stored.signedAt ?? '')).toBeGreaterThan(signedAt - 60_000);
  });

  test('a signing the server refuses (the order was finished meanwhile: 409) shows the alert, without retrying', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const token = (await sessionOf(request, users.els)).authToken;
    const { day, item } = await orderInWeek(request, token, today(), numbers.dakgoot());
    consoleErrors.allow(/status of 409/);
    await signIn(page, users.els);
    let calls = 0;
    await page.route(`**/v1/werkbon/${item.id}/signature`, (route) => {
      calls++;
      return route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({
          code: 'WORK_ORDER_LOCKED',
          message: 'Work order is finished, done or invoiced and can no longer be signed',
        }),
      });
    });
    await page.goto(`/order/${item.id}/submit/tekenen/${routeDate(day)}`);
    await expect(signatureTab(page)).toBeEnabled();
    await drawSignature(page, page.getByRole('img', { name: 'Tekenvlak voor de handtekening' }));
    await page.getByRole('textbox', { name: 'Naam klant' }).fill('Kantoorpand Maliebaan');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByRole('alert').filter({ hasText: SIGNING_FAILED })).toBeVisible();
    await expect(page).toHaveURL(`/order/${item.id}/submit/tekenen/${routeDate(day)}`);
    // A refusal is told at once, never retried as a server error is.
    expect(calls).toBe(1);
  });

  test('a finished order cannot be signed, not even through its address', async ({ page, request }) => {
    const token = await apiToken(request);
    const { day, item } = await orderInWeek(request, token, today(), numbers.ventilatie());
    const before = (await apiGet<WorkOrder>(request, token, `/v1/werkbon/${item.id}`)).signature;
    await signIn(page, users.jan);
    await page.goto(`/order/${item.id}/submit/tekenen/${routeDate(day)}`);
    await expect(page.getByText(/er kunnen geen uren en materialen meer op worden geboekt of getekend/)).toBeVisible();
    await expect(signatureTab(page)).toBeDisabled();
    await drawSignature(page, page.getByRole('img', { name: 'Tekenvlak voor de handtekening' }));
    await expect(page.getByRole('button', { name: 'Opslaan' })).toBeDisabled();
    expect((await apiGet<WorkOrder>(request, token, `/v1/werkbon/${item.id}`)).signature).toBe(before);
  });
});

test.describe('predefined material on the order', () => {
  /** The pencils of the four rows the office put on 'groepenkast'. */
  const predefinedRows = (page: Page) =>
    page
      .getByRole('region', { name: 'Registraties' })
      .getByRole('button', { name: /^Wijzig .*(Groepenkast 8 groepen|Installatieautomaat|VD-draad 6 mm²)/ });

  test('jan, planned on the order, may change it', async ({ page, request }) => {
    const token = await apiToken(request);
    const { day, item } = await orderInWeek(request, token, today(), numbers.groepenkast());
    await signIn(page, users.jan);
    await page.goto(`/order/${item.id}/detail/${routeDate(day)}`);
    await expect(predefinedRows(page)).toHaveCount(4);
    for (const button of await predefinedRows(page).all()) await expect(button).toBeEnabled();
  });

  test('piet, with every right but not planned on the order, may not', async ({ page, request }) => {
    const token = await apiToken(request);
    const { day, item } = await orderInWeek(request, token, today(), numbers.groepenkast());
    // piet is planned on 'cv-ketel' that day, not on 'groepenkast'.
    await signIn(page, { company: 'demo', username: 'piet', password: 'welkom123' });
    await page.goto(`/order/${item.id}/detail/${routeDate(day)}`);
    await expect(predefinedRows(page)).toHaveCount(4);
    for (const button of await predefinedRows(page).all()) await expect(button).toBeDisabled();
  });
});

test('the work order screens have no serious accessibility problems', async ({ page, request }) => {
  // Five screens, each analysed by axe: slow on a busy two-core machine.
  test.setTimeout(120_000);
  const token = await apiToken(request);
  const { day, item } = await orderInWeek(request, token, today(), numbers.groepenkast());
  await signIn(page, users.jan);
  const screens: Array<[string, string]> = [
    [`/order/${item.id}/detail/${routeDate(day)}`, 'Werk Boeken'],
    [`/select/order?order=${item.id}&date=${routeDate(day)}`, 'Naar de werkbon'],
    [`/order/${item.id}/edit/${routeDate(day)}`, 'Naar de werkbon'],
    [`/order/${item.id}/submit/uren?date=${routeDate(day)}`, 'Opslaan'],
    [`/order/${item.id}/submit/tekenen/${routeDate(day)}`, 'Wissen'],
  ];
  for (const [path, ready] of screens) {
    await page.goto(path);
    await expect(page.getByRole('main').getByText(ready, { exact: true }).first(), path).toBeVisible();
    expect(await axeFindings(page), path).toEqual([]);
  }
});
