import type { Page } from '@playwright/test';
import { confirmLeaving, expect, test, users, WHATS_NEW_CLOSED_KEY } from './fixtures';
import { axeFindings, mainScreens, openScreen, signIn, smallTapTargets, type Screen } from './sunlight';

/** Chooses a contrast in Instellingen, as the user does, and checks that the page follows at once. */
async function chooseContrast(page: Page, label: 'Automatisch (zoals het toestel)' | 'Hoog contrast' | 'Normaal') {
  await page.goto('/settings/');
  await page.getByRole('group', { name: 'Contrast' }).getByRole('radio', { name: label }).check();
}

const contrastOf = (page: Page) => page.locator('html').getAttribute('data-contrast');

/** The login screen and every main screen: axe's serious and critical findings, and with `enhanced` AAA contrast. */
async function auditScreens(page: Page, screens: Screen[], { enhanced }: { enhanced: boolean }) {
  const findings: Record<string, string[]> = {};
  for (const screen of screens) {
    await openScreen(page, screen);
    findings[screen.name] = await axeFindings(page, { enhanced });
  }
  return findings;
}

const none = (screens: Screen[]) => Object.fromEntries(screens.map((s) => [s.name, []]));

test.describe('sunlight: the high-contrast theme', () => {
  // Nine screens, each checked by axe, on a shared two-core machine.
  test.describe.configure({ timeout: 300_000 });

  test('Hoog contrast in Instellingen: every screen without a serious finding and all text at 7:1', async ({
    page,
    request,
  }) => {
    const screens = await mainScreens(request);
    await signIn(page, users.jan);
    expect(await contrastOf(page)).toBe('normal');
    await chooseContrast(page, 'Hoog contrast');
    expect(await contrastOf(page)).toBe('more');
    // The page behind it changed at once: the header band is black now.
    await expect(page.getByRole('banner')).toHaveCSS('background-color', 'rgb(0, 0, 0)');
    expect(await auditScreens(page, screens, { enhanced: true })).toEqual(none(screens));

    // Kept on the device, and applied before the first paint of the next visit (index.html).
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.dataset.contrast)).toBe('more');
    await page.evaluate(() => localStorage.removeItem('passport'));
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    expect(await contrastOf(page)).toBe('more');
    expect(await axeFindings(page, { enhanced: true })).toEqual([]);
  });

  test('Automatisch follows the device asking for more contrast; Normaal overrides it', async ({ page, request }) => {
    const screens = await mainScreens(request);
    await page.emulateMedia({ contrast: 'more' });
    await page.goto('/login');
    expect(await contrastOf(page)).toBe('more');
    expect(await axeFindings(page, { enhanced: true })).toEqual([]);
    await signIn(page, users.jan);
    expect(await auditScreens(page, screens, { enhanced: true })).toEqual(none(screens));

    // The device changes its mind while the app runs.
    await page.emulateMedia({ contrast: 'no-preference' });
    await expect.poll(() => contrastOf(page)).toBe('normal');
    await page.emulateMedia({ contrast: 'more' });
    await expect.poll(() => contrastOf(page)).toBe('more');

    await chooseContrast(page, 'Normaal');
    expect(await contrastOf(page)).toBe('normal');
    await page.reload();
    expect(await contrastOf(page)).toBe('normal');
  });

  test('the normal theme: every screen without a serious finding', async ({ page, request }) => {
    const screens = await mainScreens(request);
    await page.goto('/login');
    expect(await axeFindings(page)).toEqual([]);
    await signIn(page, users.jan);
    expect(await auditScreens(page, screens, { enhanced: false })).toEqual(none(screens));
  });
});

test.describe('tap targets of at least 48 x 48 px', () => {
  test.describe.configure({ timeout: 90_000 });

  for (const size of [
    { width: 390, height: 844 },
    { width: 360, height: 640 },
  ]) {
    test(`on every main screen at ${size.width}x${size.height}`, async ({ page, request }, testInfo) => {
      test.skip(testInfo.project.name !== 'phone', 'a phone size');
      await page.setViewportSize(size);
      const screens = await mainScreens(request);
      await page.goto('/login');
      await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
      const found: Record<string, string[]> = { login: await smallTapTargets(page) };
      await signIn(page, users.jan);
      for (const screen of screens) {
        await openScreen(page, screen);
        found[screen.name] = await smallTapTargets(page);
      }
      // The header's menus open over the screen: their items too.
      await page.getByRole('button', { name: /^Medewerkers, aangemeld als/ }).click();
      found['account menu'] = await smallTapTargets(page);
      expect(found).toEqual({ login: [], ...none(screens), 'account menu': [] });
    });
  }
});

test.describe('the header', () => {
  test('a long title ends in an ellipsis before the buttons; the logo is not behind the title', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 640 });
    await signIn(page, users.jan);
    const title = page.getByRole('banner').getByRole('heading', { level: 1 });
    await title.evaluate((h1) => {
      h1.textContent = 'Overige projectkosten boeken op de renovatie van basisschool De Regenboog';
    });
    const box = (await title.boundingBox())!;
    const fits = await title.evaluate((h1) => ({
      clipped: h1.scrollWidth > h1.clientWidth,
      ellipsis: getComputedStyle(h1).textOverflow,
      overflow: getComputedStyle(h1).overflowX,
    }));
    expect(fits).toEqual({ clipped: true, ellipsis: 'ellipsis', overflow: 'hidden' });
    // The text ends before the first button on its right (the account switcher).
    const account = (await page.getByRole('button', { name: /^Medewerkers, aangemeld als/ }).boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(account.x);
    // The logo sits at the header's end, behind the buttons, clear of the title.
    const logo = (await page.getByRole('banner').locator('img').first().boundingBox())!;
    expect(logo.x).toBeGreaterThanOrEqual(box.x + box.width - 1);
  });
});

test.describe("'what's new' once per account and version", () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('not again after a sign-out; again for another account and for newer news', async ({ page }) => {
    const dialog = page.getByRole('dialog', { name: 'Wat is er nieuw' });
    const signOut = async () => {
      await page.goto('/settings/');
      await page.getByRole('button', { name: 'Afmelden' }).click();
      await confirmLeaving(page, 'Afmelden');
      await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    };
    const noCarousel = async () => {
      await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
      await page.waitForTimeout(500);
      await expect(dialog).toHaveCount(0);
    };

    await signIn(page, users.jan);
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Sluiten' }).click();
    await signOut();
    await signIn(page, users.jan);
    await noCarousel();

    await signOut();
    await signIn(page, users.kees);
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // Jan saw older news than this app carries (as after an update with new slides): he sees it again.
    await signOut();
    await page.evaluate(() => {
      const seen = JSON.parse(localStorage.getItem('whatsNewSeen') ?? '[]') as Array<{ moment: string }>;
      localStorage.setItem('whatsNewSeen', JSON.stringify(seen.map((entry) => ({ ...entry, moment: '2020-01-01' }))));
    });
    await signIn(page, users.jan);
    await expect(dialog).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), WHATS_NEW_CLOSED_KEY)).toBeNull();
  });
});
