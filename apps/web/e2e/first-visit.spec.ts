import type { Page, Route } from '@playwright/test';
import { expect, overviewUrl, storePassport, test, todayRouteDate, users } from './fixtures';

/**
 * A first visit signed in on the weekly overview: the company logo and the screen's own code are asked for
 * with the entry, not after it has run (the hint in index.html, first-screen-preload.ts). Checked while the
 * entry is held back, when nothing but that hint can ask for them.
 */
async function holdEntry(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/start-*.js', async (route: Route) => {
    await released;
    await route.continue();
  });
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  return { release, requested };
}

const companyLogo = /^\/company-assets\/demo\.\w+$/;
const overviewChunks = [
  /^\/assets\/dashboard-layout-.*\.js$/,
  /^\/assets\/weekly-overview-page-.*\.js$/,
  /^\/assets\/weekly-overview-.*\.css$/,
];

test("signed in, the overview asks for the logo and its screen's code and style before the app's code has come in", async ({
  page,
  request,
}) => {
  await storePassport(page, request, users.jan);
  const entry = await holdEntry(page);
  await page.goto('/weekly/overview', { waitUntil: 'commit' });
  for (const chunk of [companyLogo, ...overviewChunks])
    await expect.poll(() => entry.requested.some((url) => chunk.test(url)), String(chunk)).toBe(true);

  entry.release();
  await expect(page).toHaveURL(overviewUrl(todayRouteDate()));
  await expect(page.getByRole('banner').getByRole('heading', { name: 'Weekoverzicht' })).toBeVisible();
});

test("signed out, the login page asks for neither the overview's code nor a company logo", async ({ page }) => {
  const entry = await holdEntry(page);
  await page.goto('/login', { waitUntil: 'commit' });
  await expect.poll(() => entry.requested.some((url) => /^\/assets\/start-/.test(url))).toBe(true);
  expect(entry.requested.filter((url) => [companyLogo, ...overviewChunks].some((chunk) => chunk.test(url)))).toEqual(
    [],
  );

  entry.release();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  expect(entry.requested.filter((url) => [companyLogo, ...overviewChunks].some((chunk) => chunk.test(url)))).toEqual(
    [],
  );
});

test("signed out, the login page asks for its own screen's code with the entry, and links no stylesheet", async ({
  page,
}) => {
  const entry = await holdEntry(page);
  const loginChunks = [/^\/assets\/login-page-.*\.js$/, /^\/assets\/account-menu-panel-.*\.js$/];
  await page.goto('/login', { waitUntil: 'commit' });
  for (const chunk of loginChunks)
    await expect.poll(() => entry.requested.some((url) => chunk.test(url)), String(chunk)).toBe(true);

  entry.release();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  // The entry's stylesheet is in index.html itself: no request for it blocks the first paint, none comes later.
  expect(entry.requested.filter((url) => /^\/assets\/start-.*\.css$/.test(url))).toEqual([]);
  await expect(page.locator('link[rel="stylesheet"][href^="/assets/start-"]:not([disabled])')).toHaveCount(0);
  await expect(page.locator('head style')).not.toHaveCount(0);
});
