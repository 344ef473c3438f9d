import type { Page } from '@playwright/test';
import { expect, signIn, test, users } from './fixtures';
import { firstItemOfWeek, routeDate } from './week';

/**
 * The app update (specification section 4; error catalogue 'Bouwwerk wordt bijgewerkt'; section 9, 5 s).
 *
 * The server's version comes from its configuration and does not change while the test runs. So the test
 * plays a deployment: from a given moment every answer of the real server (/v1, /v3) reaches the browser
 * with another X-App-Version header, as if the server had been restarted with APP_VERSION=e2e-next. Only
 * that header is changed (page.route fetches the real answer and passes it on); no answer is made up.
 */

const NEXT_VERSION = 'e2e-next';

async function deployNextVersion(page: Page) {
  await page.route(/\/v[13]\//, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, headers: { ...response.headers(), 'x-app-version': NEXT_VERSION } });
  });
}

const storedVersion = (page: Page) => page.evaluate(() => localStorage.getItem('version'));

/** A mark in the page's memory: gone after a reload. */
const markPage = (page: Page) => page.evaluate(() => Object.assign(window, { e2eMark: true }));
const isSamePage = (page: Page) => page.evaluate(() => 'e2eMark' in window);

/**
 * Whether the update overlay ('Bouwwerk wordt bijgewerkt') has been on screen, as the page itself saw it: on
 * a loaded machine the test may look only after its 5 s, when the reload has taken it away again.
 */
async function watchForOverlay(page: Page): Promise<() => boolean> {
  let shown = false;
  await page.exposeFunction('e2eOverlayShown', () => {
    shown = true;
  });
  await page.evaluate(() => {
    const report = () => {
      const overlay = [...document.querySelectorAll('[role="alertdialog"]')].find((dialog) =>
        dialog.textContent?.includes('Bouwwerk wordt bijgewerkt'),
      );
      if (overlay?.checkVisibility()) (window as unknown as { e2eOverlayShown: () => void }).e2eOverlayShown();
    };
    new MutationObserver(report).observe(document.body, { childList: true, subtree: true, attributes: true });
  });
  return () => shown;
}

test.describe('app update', () => {
  test('another X-App-Version shows Bouwwerk wordt bijgewerkt, refreshes the user and reloads after 5 s', async ({
    page,
  }) => {
    await signIn(page, users.jan);
    const oldVersion = await storedVersion(page);
    expect(oldVersion).toBeTruthy();
    expect(oldVersion).not.toBe(NEXT_VERSION);
    await markPage(page);
    const overlayShown = await watchForOverlay(page);

    await deployNextVersion(page);
    const refreshed = page.waitForResponse((r) => r.url().endsWith('/v1/sessions/user'));
    const reloaded = page.waitForEvent('load', { timeout: 20_000 }).then(() => Date.now());
    // Any answer starts it: here the next week's overview. The overlay shows after the click, so the reload
    // 5 s after the overlay is at least 5 s after the click, however slowly the test sees the overlay.
    const clickedAt = Date.now();
    await page.getByRole('button', { name: 'Volgende week' }).click();
    await expect.poll(overlayShown, { message: "'Bouwwerk wordt bijgewerkt' was shown" }).toBe(true);
    expect((await refreshed).status()).toBe(200);

    expect((await reloaded) - clickedAt).toBeGreaterThanOrEqual(4_950);
    expect(await isSamePage(page)).toBe(false);
    expect(await storedVersion(page)).toBe(NEXT_VERSION);
    // The new version is the stored one: the app runs on, without a second update.
    await expect(page.getByRole('banner')).toContainText('Jan de Vries');
    await page.getByRole('button', { name: 'Volgende week' }).click();
    await expect(page.getByRole('list', { name: 'Dagen van de week' })).toBeVisible();
    await expect(page.getByRole('alertdialog', { name: 'Bouwwerk wordt bijgewerkt' })).toHaveCount(0);
  });

  test('a form with unsaved work holds the update until it is saved or emptied', async ({ page, request }) => {
    test.slow();
    const order = await firstItemOfWeek(request, users.jan, 'workorder');
    await signIn(page, users.jan);

    // The new version arrives with the first answers of the materials form (its catalogue).
    await deployNextVersion(page);
    await page.goto(`/order/${order.id}/submit/materiaal`);
    await markPage(page);
    const overlay = page.getByRole('alertdialog', { name: 'Bouwwerk wordt bijgewerkt' });
    await expect(overlay).toBeVisible();
    // Typed while the notice came up: the countdown stops and the notice asks to save first.
    await page.getByLabel('Materiaal', { exact: true }).fill('Kitkoker transparant');
    await expect(overlay).toContainText('Sla ze eerst op; daarna wordt Bouwwerk bijgewerkt.');
    await overlay.getByRole('button', { name: 'Eerst opslaan' }).click();
    await expect(overlay).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Die start zodra alles is opgeslagen.' })).toBeVisible();

    // Well past the 5 s, run on the page's clock at once: no reload, nothing lost.
    await page.clock.runFor(6_500);
    expect(await isSamePage(page)).toBe(true);
    await expect(page.getByLabel('Materiaal', { exact: true })).toHaveValue('Kitkoker transparant');

    // The user empties the entry (or saves it): the update goes on.
    await page.getByLabel('Materiaal', { exact: true }).fill('');
    await expect(overlay).toBeVisible();
    await page.waitForEvent('load', { timeout: 10_000 });
    expect(await isSamePage(page)).toBe(false);
    expect(await storedVersion(page)).toBe(NEXT_VERSION);
  });

  test('a Regiewerk description typed in its popup holds the update as well', async ({ page, request }) => {
    test.slow();
    const project = await firstItemOfWeek(request, users.jan, 'project');
    await signIn(page, users.jan);

    // The new version arrives with the first answers of the project's day.
    await deployNextVersion(page);
    await page.goto(`/project/${project.id}/${routeDate(new Date(`${project.date}T00:00:00Z`))}`);
    await markPage(page);
    const overlay = page.getByRole('alertdialog', { name: 'Bouwwerk wordt bijgewerkt' });
    await expect(overlay).toBeVisible();
    // Opened and typed in while the notice counts down (a DOM click: the notice lies over the page).
    await page
      .getByRole('navigation', { name: 'Projectmenu' })
      .getByRole('button', { name: 'Regiewerk aanmaken' })
      .dispatchEvent('click');
    const popup = page.getByRole('dialog', { name: 'Regiewerk aanmaken' });
    await popup.getByLabel('Omschrijving').fill('Extra kabelgoot');
    await expect(overlay).toContainText('Sla ze eerst op; daarna wordt Bouwwerk bijgewerkt.');

    // Well past the 5 s, run on the page's clock at once.
    await page.clock.runFor(6_500);
    expect(await isSamePage(page)).toBe(true);
    await expect(popup.getByLabel('Omschrijving')).toHaveValue('Extra kabelgoot');
  });
});
