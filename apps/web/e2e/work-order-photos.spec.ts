import type { WorkOrder, WorkOrderPhoto } from '@bouwwerk/domain';
import type { Page } from '@playwright/test';
import { axeFindings } from '../../../test/e2e-support/axe';
import { expect, signIn, test, todayRouteDate, users } from './fixtures';
import { withFakeCamera } from './chromium';
import { appHeaders, orderApiAs, orderByNumber, orderOfItsOwn, type OrderApi } from './work-orders-api';

/*
 * Photos on a work order (docs/decisions/013-werkbon-documents.md): taken with Chromium's fake camera or chosen as
 * files, scaled on the phone, sent through the outbox (also after a while without signal), opened large and removed by
 * whoever took them. Each test adds to a work order of its own, made through the demo's integration key for its
 * browser project and repeat (orderOfItsOwn), so the counts it reads are its own, in any order and any number of runs.
 */

test.use(withFakeCamera);

const yy = () => todayRouteDate().slice(-2);
/** The demo's finished order: nothing can be added to it. */
const ventilatie = () => `WB${yy()}-0128`;

/** What the server holds of the order's photos. */
async function photosOf({ request, token }: OrderApi, orderId: number): Promise<WorkOrderPhoto[]> {
  const response = await request.get(`/v1/werkbon/${orderId}/photos`, { headers: appHeaders(token) });
  expect(response.status()).toBe(200);
  return (await response.json()) as WorkOrderPhoto[];
}

/** A photo added straight through the API, as the user's own phone would have sent it. */
async function addThroughApi({ request, token }: OrderApi, orderId: number, jpeg: Buffer): Promise<WorkOrderPhoto> {
  const response = await request.post(`/v1/werkbon/${orderId}/photos`, {
    headers: { ...appHeaders(token), 'Content-Type': 'image/jpeg', 'Idempotency-Key': crypto.randomUUID() },
    data: jpeg,
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as WorkOrderPhoto;
}

/** A real JPEG of the size, drawn by the browser (a camera's photo is larger than the app keeps). */
async function jpeg(page: Page, width: number, height: number): Promise<Buffer> {
  const bytes = await page.evaluate(
    async ({ width, height }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d')!;
      context.fillStyle = '#c2410c';
      context.fillRect(0, 0, width, height);
      context.fillStyle = '#1d4ed8';
      context.fillRect(width / 4, height / 4, width / 2, height / 2);
      const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/jpeg', 0.9));
      return Array.from(new Uint8Array(await blob.arrayBuffer()));
    },
    { width, height },
  );
  return Buffer.from(bytes);
}

/**
 * Records the size and type of every photo the page sends, as the bytes leave it (Chromium hands a test no Blob
 * body of a request): fetch is wrapped before the app loads.
 */
async function recordSentPhotos(page: Page) {
  await page.addInitScript(() => {
    const sent: Promise<{ type: string; width: number; height: number }>[] = [];
    Object.assign(window, { sentPhotos: sent });
    const fetch = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const body = init?.body;
      if (body instanceof Blob && init?.method === 'POST' && String(input).endsWith('/photos'))
        sent.push(createImageBitmap(body).then(({ width, height }) => ({ type: body.type, width, height })));
      return fetch(input, init);
    };
  });
  return () => page.evaluate(() => Promise.all((window as unknown as { sentPhotos: Promise<unknown>[] }).sentPhotos));
}

const orderPage = (order: WorkOrder) => `/order/${order.id}/detail/${todayRouteDate()}`;
const photosSection = (page: Page) => page.getByRole('region', { name: /^Foto's/ });
const thumbnails = (page: Page) => photosSection(page).getByRole('button', { name: /^Foto \d+ groot bekijken$/ });
const toast = (page: Page) => page.getByTestId('toast').first();

test.describe('photos on a work order', () => {
  test('a photo taken with the camera from the order page is on the order', async ({ page, request }, testInfo) => {
    // Two screens, a camera to start and axe twice: more than the default time on a busy machine.
    test.slow();
    const api = await orderApiAs(request, users.jan);
    const order = await orderOfItsOwn(api, testInfo);
    const before = await photosOf(api, order.id);
    await signIn(page, users.jan);
    await page.goto(orderPage(order));

    await expect(photosSection(page)).toContainText(`${before.length} van 30 foto's`);
    expect(await axeFindings(page)).toEqual([]);
    await photosSection(page).getByRole('link', { name: 'Foto maken' }).click();
    await expect(page).toHaveURL(`/camera?order=${order.id}&date=${todayRouteDate()}`);
    const shutter = page.getByRole('button', { name: 'Foto', exact: true });
    await expect(shutter).toBeEnabled();
    await expect
      .poll(() => page.getByLabel('Camerabeeld').evaluate((v: HTMLVideoElement) => v.videoWidth))
      .toBeGreaterThan(0);
    await shutter.click();

    await expect(toast(page)).toHaveText('Foto opgeslagen.');
    const after = await photosOf(api, order.id);
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)).toMatchObject({ werkbonId: order.id, takenByName: expect.stringMatching(/^Jan/) });

    await page.getByRole('link', { name: 'Terug naar de werkbon' }).click();
    await expect(thumbnails(page)).toHaveCount(after.length);
    // The thumbnail is an image the server made: drawn, not a broken picture.
    await expect
      .poll(() =>
        thumbnails(page)
          .last()
          .locator('img')
          .evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBeGreaterThan(0);
  });

  test('chosen photos are scaled on the phone to 2048 px and added', async ({ page, request }, testInfo) => {
    // A 4096 px photo drawn, encoded and scaled in the browser: slow on a busy machine.
    test.slow();
    const api = await orderApiAs(request, users.jan);
    const order = await orderOfItsOwn(api, testInfo);
    const before = await photosOf(api, order.id);
    const sentPhotos = await recordSentPhotos(page);
    await signIn(page, users.jan);
    await page.goto(orderPage(order));

    const files = [
      { name: 'wand.jpg', mimeType: 'image/jpeg', buffer: await jpeg(page, 4096, 2048) },
      { name: 'meterkast.jpg', mimeType: 'image/jpeg', buffer: await jpeg(page, 600, 800) },
    ];
    await photosSection(page).getByLabel("Foto's kiezen").setInputFiles(files);

    await expect(toast(page)).toHaveText("2 foto's opgeslagen.");
    // Scaled before it left the phone, as a JPEG (the server would scale too: this is the phone's work).
    expect(await sentPhotos()).toEqual([
      { type: 'image/jpeg', width: 2048, height: 1024 },
      { type: 'image/jpeg', width: 600, height: 800 },
    ]);
    const added = (await photosOf(api, order.id)).slice(before.length);
    expect(added.map(({ width, height }) => ({ width, height }))).toEqual([
      { width: 2048, height: 1024 },
      { width: 600, height: 800 },
    ]);
    await expect(thumbnails(page)).toHaveCount(before.length + 2);
  });

  test('without signal a photo waits in the outbox, shown on the order, and arrives once online', async ({
    page,
    context,
    request,
    consoleErrors,
  }, testInfo) => {
    consoleErrors.allow(/net::ERR_INTERNET_DISCONNECTED|net::ERR_FAILED/);
    const api = await orderApiAs(request, users.jan);
    const order = await orderOfItsOwn(api, testInfo);
    const before = await photosOf(api, order.id);
    await signIn(page, users.jan);
    // The page loads the photo scaler while there is signal; offline it could not be fetched any more.
    const scalerLoaded = page.waitForResponse((response) => /\/assets\/scale-photo-[^/]*\.js$/.test(response.url()));
    await page.goto(orderPage(order));
    await expect(photosSection(page)).toContainText(`${before.length} van 30 foto's`);
    await scalerLoaded;

    await context.setOffline(true);
    await photosSection(page)
      .getByLabel("Foto's kiezen")
      .setInputFiles({ name: 'goot.jpg', mimeType: 'image/jpeg', buffer: await jpeg(page, 800, 600) });

    await expect(toast(page)).toHaveText('Foto opgeslagen – wordt verstuurd');
    const waiting = photosSection(page).getByRole('figure');
    await expect(waiting).toHaveText('Wordt verstuurd');
    await expect(
      waiting.getByRole('img', { name: `Foto ${before.length + 1} van werkbon ${order.nummer}` }),
    ).toBeVisible();
    await expect(photosSection(page)).toContainText(`${before.length + 1} van 30 foto's`);
    expect(await photosOf(api, order.id)).toHaveLength(before.length);

    await context.setOffline(false);
    await expect.poll(async () => (await photosOf(api, order.id)).length, { timeout: 20_000 }).toBe(before.length + 1);
    await expect(waiting).toHaveCount(0);
    await expect(thumbnails(page)).toHaveCount(before.length + 1);
  });

  test("one's own photo opens large and is removed; a colleague's is not", async ({ page, request }, testInfo) => {
    const jan = await orderApiAs(request, users.jan);
    const els = await orderApiAs(request, users.els);
    const order = await orderOfItsOwn(jan, testInfo);
    const colleagues = await addThroughApi(els, order.id, await jpeg(page, 640, 480));
    const own = await addThroughApi(jan, order.id, await jpeg(page, 640, 480));
    const listed = await photosOf(jan, order.id);
    await signIn(page, users.jan);
    await page.goto(orderPage(order));
    await expect(thumbnails(page)).toHaveCount(listed.length);

    const colleaguesIndex = listed.findIndex((photo) => photo.id === colleagues.id) + 1;
    await thumbnails(page)
      .nth(colleaguesIndex - 1)
      .click();
    let viewer = page.getByRole('dialog', { name: `Foto ${colleaguesIndex} van werkbon ${order.nummer}` });
    await expect(viewer.getByRole('img')).toBeVisible();
    await expect(viewer).toContainText(colleagues.takenByName);
    await expect(viewer.getByRole('button', { name: 'Verwijderen' })).toHaveCount(0);
    await viewer.getByRole('button', { name: 'Sluiten' }).click();

    const ownIndex = listed.findIndex((photo) => photo.id === own.id) + 1;
    await thumbnails(page)
      .nth(ownIndex - 1)
      .click();
    viewer = page.getByRole('dialog', { name: `Foto ${ownIndex} van werkbon ${order.nummer}` });
    // The photo itself, not the thumbnail: as wide as the server keeps it.
    await expect
      .poll(() => viewer.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBe(own.width);
    expect(await axeFindings(page, { include: 'dialog[open]' })).toEqual([]);
    await viewer.getByRole('button', { name: 'Verwijderen' }).click();
    const question = page.getByRole('dialog', { name: 'Foto verwijderen' });
    await expect(question).toContainText('Wilt u deze foto van de werkbon verwijderen?');
    await question.getByRole('button', { name: 'Verwijderen' }).click();

    await expect(toast(page)).toHaveText('Foto verwijderd.');
    await expect(thumbnails(page)).toHaveCount(listed.length - 1);
    expect((await photosOf(jan, order.id)).map((photo) => photo.id)).not.toContain(own.id);
  });

  test('a locked order offers no adding', async ({ page, request }) => {
    const api = await orderApiAs(request, users.jan);
    const order = await orderByNumber(api, ventilatie());
    await signIn(page, users.jan);
    await page.goto(orderPage(order));

    await expect(photosSection(page)).toContainText(
      "Deze werkbon is gereed of gefactureerd: er kunnen geen foto's meer bij of af.",
    );
    await expect(photosSection(page).getByRole('link', { name: 'Foto maken' })).toHaveCount(0);
    await expect(photosSection(page).getByLabel("Foto's kiezen")).toHaveCount(0);
    expect(await axeFindings(page)).toEqual([]);
  });
});
