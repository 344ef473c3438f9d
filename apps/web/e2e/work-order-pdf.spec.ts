import type { WorkOrder } from '@bouwwerk/domain';
import type { Page } from '@playwright/test';
import { axeFindings } from '../../../test/e2e-support/axe';
import { withPdfViewer } from './chromium';
import { expect, signIn, test, todayRouteDate, users } from './fixtures';
import { appHeaders, orderApiAs, orderByNumber, type OrderApi } from './work-orders-api';

test.use(withPdfViewer);

/*
 * 'Naam klant' when signing and the signed werkbon as a PDF, on jan's order 'standleiding' (open, planned on
 * no one, signed by no other spec). Every signing here uses the same name, so the two browser projects may
 * sign it at the same time.
 */

const SIGNER = 'Fam. de Vries';
const yy = () => todayRouteDate().slice(-2);
const standleiding = () => `WB${yy()}-0155`;

/** The smallest PNG there is: a signature made through the API where the drawing does not matter. */
const ONE_PIXEL_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

async function signThroughApi({ request, token }: OrderApi, id: number) {
  const response = await request.post(`/v1/werkbon/${id}/signature`, {
    headers: { ...appHeaders(token), 'Idempotency-Key': crypto.randomUUID() },
    data: { id, image: ONE_PIXEL_PNG, signerName: SIGNER },
  });
  expect(response.status()).toBe(200);
}

/** Draws a signature-like zigzag across the canvas with the mouse. */
async function drawSignature(page: Page) {
  const box = (await page.getByRole('img', { name: 'Tekenvlak voor de handtekening' }).boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 20, y);
  await page.mouse.down();
  for (let i = 1; i <= 12; i++) await page.mouse.move(box.x + 20 + i * 20, y + (i % 2 === 0 ? -30 : 30), { steps: 4 });
  await page.mouse.up();
}

/** The text of every page of a PDF, parsed as a PDF reader would. */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({ data: bytes }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await document.destroy();
  return pages.join('\n');
}

/**
 * Clicks 'Werkbon (PDF)' and answers the PDF the app was given, once it opened it in a new tab (or, where the
 * popup is blocked, downloaded it). The tab's object URL cannot be read back: it keeps the app's
 * Content-Security-Policy (connect-src 'self'), so the bytes are taken on their way to the app.
 */
async function openedPdf(page: Page): Promise<Uint8Array> {
  let served: Buffer | undefined;
  await page.route('**/v1/werkbon/*/pdf', async (route) => {
    const response = await route.fetch();
    served = await response.body();
    await route.fulfill({ response });
  });
  const popup = page.context().waitForEvent('page');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Werkbon (PDF)' }).click();
  const first = await Promise.race([popup.then((tab) => ({ tab })), download.then((file) => ({ file }))]);
  if ('file' in first) {
    expect(first.file.suggestedFilename()).toMatch(/^werkbon-.+\.pdf$/);
  } else {
    await expect.poll(() => first.tab.url()).toMatch(/^blob:/);
    await first.tab.close();
  }
  await page.unroute('**/v1/werkbon/*/pdf');
  expect(served?.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return new Uint8Array(served!);
}

test.describe('werkbon PDF', () => {
  test("signing asks 'Naam klant'; the signed order names the signer and opens its PDF", async ({ page, request }) => {
    test.slow();
    const api = await orderApiAs(request, users.jan);
    const order = await orderByNumber(api, standleiding());
    // Where the browser cannot share files there is no 'Delen' (Chromium on Linux has canShare, for links only).
    await page.addInitScript(() => Reflect.deleteProperty(Navigator.prototype, 'canShare'));
    await signIn(page, users.jan);
    const day = todayRouteDate();
    await page.goto(`/order/${order.id}/submit/tekenen/${day}`);

    const name = page.getByRole('textbox', { name: 'Naam klant' });
    const save = page.getByRole('button', { name: 'Opslaan' });
    await expect(name).toBeEnabled();
    await expect(name).toHaveAttribute('autocomplete', 'off');
    await expect(name).toHaveAttribute('autocapitalize', 'words');
    await expect(name).toHaveAttribute('enterkeyhint', 'done');
    await drawSignature(page);
    await save.click();
    // Without a name nothing is sent: the field says why and has the focus.
    await expect(page.getByText('Vul de naam van de klant in.')).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toBeFocused();
    await expect(page).toHaveURL(`/order/${order.id}/submit/tekenen/${day}`);
    expect(await axeFindings(page)).toEqual([]);

    await name.fill(SIGNER);
    await expect(page.getByText('Vul de naam van de klant in.')).toHaveCount(0);
    await save.click();
    await expect(page).toHaveURL(`/order/${order.id}/detail/${day}`);
    const signature = page.getByRole('region', { name: 'Handtekening' });
    await expect(signature.getByText(/^Getekend door Fam\. de Vries op \d{1,2} \w+ \d{4} om \d\d:\d\d$/)).toBeVisible();
    const stored = (await (
      await request.get(`/v1/werkbon/${order.id}`, { headers: appHeaders(api.token) })
    ).json()) as WorkOrder;
    expect(stored.signerName).toBe(SIGNER);

    await expect(signature.getByRole('button', { name: 'Delen' })).toHaveCount(0);
    expect(await axeFindings(page)).toEqual([]);

    const text = await pdfText(await openedPdf(page));
    expect(text).toContain(order.nummer);
    expect(text).toContain(SIGNER);
    await expect(signature.getByRole('button', { name: 'Werkbon (PDF)' })).toBeEnabled();
  });

  test("'Delen' hands the PDF to the share sheet as werkbon-<nummer>.pdf", async ({ page, request }) => {
    const api = await orderApiAs(request, users.jan);
    const order = await orderByNumber(api, standleiding());
    await signThroughApi(api, order.id);
    // A phone that shares files: canShare accepts them, share keeps what it was given.
    await page.addInitScript(() => {
      const shared: Array<{ name: string; type: string; head: string; title?: string }> = [];
      Object.assign(window, { shared });
      Object.defineProperty(Navigator.prototype, 'canShare', {
        configurable: true,
        value: (data?: ShareData) => Boolean(data?.files?.length),
      });
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: async (data: ShareData) => {
          const file = data.files![0]!;
          const head = new TextDecoder().decode((await file.arrayBuffer()).slice(0, 5));
          shared.push({ name: file.name, type: file.type, head, title: data.title });
        },
      });
    });
    await signIn(page, users.jan);
    await page.goto(`/order/${order.id}/detail/${todayRouteDate()}`);
    const signature = page.getByRole('region', { name: 'Handtekening' });
    await signature.getByRole('button', { name: 'Delen' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared: unknown[] }).shared))
      .toEqual([
        {
          name: `werkbon-${order.nummer}.pdf`,
          type: 'application/pdf',
          head: '%PDF-',
          title: `Werkbon ${order.nummer}`,
        },
      ]);
    await expect(page.getByTestId('toast')).toHaveCount(0);
  });

  test('without a connection the PDF buttons say so', async ({ page, context, request, consoleErrors }) => {
    consoleErrors.allow(/net::ERR_INTERNET_DISCONNECTED|Failed to fetch/);
    const api = await orderApiAs(request, users.jan);
    const order = await orderByNumber(api, standleiding());
    await signThroughApi(api, order.id);
    await signIn(page, users.jan);
    await page.goto(`/order/${order.id}/detail/${todayRouteDate()}`);
    const open = page.getByRole('region', { name: 'Handtekening' }).getByRole('button', { name: 'Werkbon (PDF)' });
    await expect(open).toBeEnabled();
    await context.setOffline(true);
    await open.click();
    await expect(page.getByTestId('toast')).toHaveText(/Zonder verbinding kan de PDF niet worden gemaakt\./);
    await expect(open).toBeEnabled();
  });
});

test('a signed order the office has locked still offers its PDF', async ({ page, request }) => {
  const api = await orderApiAs(request, users.jan);
  // 'ventilatie' is 'Gereed' (locked); the seed has it unsigned, so the app is told it was signed before.
  const order = await orderByNumber(api, `WB${yy()}-0128`);
  await page.route(`**/v1/werkbon/${order.id}`, async (route) => {
    const answer = (await (await route.fetch()).json()) as WorkOrder;
    const signed = { ...answer, signature: ONE_PIXEL_PNG, signedAt: new Date().toISOString(), signerName: SIGNER };
    await route.fulfill({ json: signed });
  });
  await signIn(page, users.jan);
  await page.goto(`/order/${order.id}/detail/${todayRouteDate()}`);
  const signature = page.getByRole('region', { name: 'Handtekening' });
  await expect(signature.getByText(/^Getekend door Fam\. de Vries op /)).toBeVisible();
  await expect(signature.getByRole('button', { name: 'Werkbon (PDF)' })).toBeEnabled();
});

test('at 360x640 the name, the drawing and Opslaan fit above the bottom navigation', async ({ page, request }) => {
  const api = await orderApiAs(request, users.jan);
  const order = await orderByNumber(api, standleiding());
  await page.setViewportSize({ width: 360, height: 640 });
  await signIn(page, users.jan);
  await page.goto(`/order/${order.id}/submit/tekenen/${todayRouteDate()}`);
  const name = page.getByRole('textbox', { name: 'Naam klant' });
  const canvas = page.getByRole('img', { name: 'Tekenvlak voor de handtekening' });
  const save = page.getByRole('button', { name: 'Opslaan' });
  await expect(name).toBeEnabled();
  // The document and the shell's main part, which scrolls between header and navigation.
  expect(await page.evaluate(() => window.scrollY + (document.querySelector('.shell__main')?.scrollTop ?? 0))).toBe(0);
  await expect(name).toBeInViewport({ ratio: 1 });
  await expect(save).toBeInViewport({ ratio: 1 });
  const nameBox = (await name.boundingBox())!;
  const canvasBox = (await canvas.boundingBox())!;
  const saveBox = (await save.boundingBox())!;
  const nav = (await page.getByRole('navigation', { name: 'Hoofdmenu' }).boundingBox())!;
  // The name above the drawing, the drawing uncovered by the buttons, the buttons above the navigation.
  expect(nameBox.y + nameBox.height).toBeLessThanOrEqual(canvasBox.y);
  expect(canvasBox.y + canvasBox.height).toBeLessThanOrEqual(saveBox.y);
  expect(saveBox.y + saveBox.height).toBeLessThanOrEqual(nav.y + 0.5);
  // Still room to sign.
  expect(canvasBox.height).toBeGreaterThanOrEqual(120);

  // A typed name alone is unsaved input: leaving asks first, and Terug keeps it.
  await name.fill(SIGNER);
  await page
    .getByRole('navigation', { name: 'Uren, materiaal en handtekening' })
    .getByRole('link', { name: 'Uren' })
    .click();
  const unsaved = page.getByRole('dialog', { name: 'Onopgeslagen wijzigingen' });
  // The dialog's close button is named 'Terug' too; the last is the answer.
  await unsaved.getByRole('button', { name: 'Terug' }).last().click();
  await expect(unsaved).toHaveCount(0);
  await expect(name).toHaveValue(SIGNER);
});
