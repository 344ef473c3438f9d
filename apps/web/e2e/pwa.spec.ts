import { expect, overviewUrl, signIn, storePassport, test, todayRouteDate, users } from './fixtures';
import { recordServiceWorkerRegistration, serviceWorkerActivated } from './service-worker';

/**
 * The installable app (specification section 9: a service worker is registered): the manifest, and the app
 * shell from the service worker's precache when there is no connection, with the Dutch offline notice.
 */
test.use({ serviceWorkers: 'allow' });

const OFFLINE_NOTICE = 'Geen verbinding met de server.';

test.describe('installable app', () => {
  test('the manifest names Bouwwerk, runs standalone and has icons, a maskable one too', async ({ request }) => {
    const response = await request.get('/manifest.webmanifest');
    expect(response.status()).toBe(200);
    const manifest = (await response.json()) as {
      name: string;
      short_name: string;
      lang: string;
      display: string;
      start_url: string;
      theme_color: string;
      icons: Array<{ src: string; sizes: string; type: string; purpose?: string }>;
    };
    expect(manifest).toMatchObject({
      name: 'Bouwwerk',
      short_name: 'Bouwwerk',
      lang: 'nl',
      display: 'standalone',
      start_url: '/',
    });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`)).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
    for (const icon of manifest.icons) {
      const image = await request.get(icon.src);
      expect(image.status(), icon.src).toBe(200);
      expect(image.headers()['content-type'], icon.src).toBe('image/png');
      const size = Number(icon.sizes.split('x')[0]);
      // PNG width and height live at bytes 16 and 20 of the IHDR chunk.
      const body = await image.body();
      expect([body.readUInt32BE(16), body.readUInt32BE(20)], icon.src).toEqual([size, size]);
    }
  });

  test('the service worker is registered, and the app shell opens without a connection', async ({
    page,
    context,
    consoleErrors,
  }) => {
    test.slow();
    // Offline, the browser logs every call of the API it could not make: that is the point here.
    consoleErrors.allow(/net::ERR_INTERNET_DISCONNECTED/);
    await signIn(page, users.jan);
    await serviceWorkerActivated(page);
    // Every screen's code is in the precache, the API is not.
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
      }
      return urls;
    });
    expect(cached).toContain('/index.html');
    expect(cached.some((url) => /\/assets\/camera-page-.*\.js$/.test(url))).toBe(true);
    expect(cached.some((url) => /\/assets\/settings-page-.*\.js$/.test(url))).toBe(true);
    expect(cached.filter((url) => /^\/(v1|v3|company-assets)\//.test(url))).toEqual([]);

    await context.setOffline(true);
    await page.reload();
    await expect(page).toHaveURL(overviewUrl(todayRouteDate()));
    await expect(page.getByRole('banner').getByRole('heading', { name: 'Weekoverzicht' })).toBeVisible();
    await expect(page.getByRole('banner')).toContainText('Jan de Vries');
    await expect(page.getByRole('status').filter({ hasText: OFFLINE_NOTICE })).toBeVisible();

    // A screen not opened before comes from the precache too; what needs the server says so.
    await page.goto('/settings/');
    await expect(page.getByRole('banner').getByRole('heading', { name: 'Instellingen' })).toBeVisible();
    // The API is never answered from a cache: without a connection it fails.
    const apiResult = await page.evaluate(() =>
      fetch('/v1/version', { headers: { 'X-Application-Key': 'bouwwerk-web' } }).then(
        (response) => `answered ${response.status}`,
        () => 'no connection',
      ),
    );
    expect(apiResult).toBe('no connection');

    await context.setOffline(false);
    await page.goto('/weekly/overview');
    await expect(page.getByRole('status').filter({ hasText: OFFLINE_NOTICE })).toHaveCount(0);
  });

  test('a visit that starts signed in registers the service worker only once its week is there', async ({
    page,
    request,
  }) => {
    await storePassport(page, request, users.jan);
    const registerCalls = await recordServiceWorkerRegistration(page);
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    // The real server's answer, held back: what the app does while the first screen waits for its data.
    await page.route('**/v3/weekoverzicht/**', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/weekly/overview');
    await expect(page.getByRole('banner').getByRole('heading', { name: 'Weekoverzicht' })).toBeVisible();
    // A registration at the page's load, as before, would have been asked for by the time the browser is
    // idle after it.
    await page.waitForLoadState('load');
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    expect(await registerCalls()).toBe(0);

    release();
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect.poll(registerCalls).toBe(1);
    await serviceWorkerActivated(page);
  });
});
