import type { Page } from '@playwright/test';
import { expect, overviewUrl, signIn, test, todayRouteDate, users } from './fixtures';

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Hoofdmenu' });

test.describe('route guard', () => {
  test('weekly/overview without a passport shows "Session expired" and lands on login', async ({ page }) => {
    await page.goto('/weekly/overview');
    await expect(page.getByRole('alert')).toHaveText(/Session expired/);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  });

  test('a deep link without a passport is guarded too', async ({ page }) => {
    await page.goto('/order/12/detail/01-15-2025');
    await expect(page.getByRole('alert')).toHaveText(/Session expired/);
    await expect(page).toHaveURL(/\/login$/);
  });

  test("weekly/overview redirects a signed-in user to today's date", async ({ page }) => {
    await signIn(page, users.jan);
    await page.goto('/weekly/overview');
    await expect(page).toHaveURL(overviewUrl(todayRouteDate()));
  });

  test('the overview of a given date shows that date as heading; a date that is not one falls back to today', async ({
    page,
  }) => {
    await signIn(page, users.jan);
    await page.goto('/weekly/overview/03-07-2025');
    await expect(page.getByRole('main').getByRole('heading', { name: '07 maart 2025' })).toBeVisible();
    await page.goto('/weekly/overview/02-30-2025');
    await expect(page).toHaveURL(overviewUrl(todayRouteDate()));
  });
});

test.describe('dashboard shell', () => {
  test('jan (project administration on) sees Indirect and Projecten in the navigation', async ({ page }) => {
    await signIn(page, users.jan);
    const nav = mainNav(page);
    await expect(nav.getByRole('link', { name: 'Weekoverzicht' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Indirect' })).toBeVisible();
    await nav.getByRole('link', { name: 'Projecten' }).click();
    await expect(page).toHaveURL(/\/select\/project$/);
    await expect(page.getByRole('banner').getByRole('heading', { name: 'Projecten' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('searchbox', { name: 'Zoek project' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Projecten' })).toHaveAttribute('aria-current', 'page');
  });

  test('kees (project administration off) sees neither Indirect nor Projecten', async ({ page }) => {
    const rights = page.waitForResponse((r) => /\/v1\/medewerker\/-?\d+\/rechten$/.test(r.url()));
    await signIn(page, users.kees);
    const body = await (await rights).json();
    expect(body.projectAdministratieIngeschakeld).toBe(false);
    const nav = mainNav(page);
    await expect(nav.getByRole('link', { name: 'Weekoverzicht' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Indirect' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Projecten' })).toHaveCount(0);
  });

  test('rights are fetched again when the app starts signed in', async ({ page }) => {
    await signIn(page, users.jan);
    // Asked again with the tag of the kept answer: 304 while the rights are unchanged, 200 when they changed.
    const rights = page.waitForResponse((r) => r.url().includes('/rechten') && [200, 304].includes(r.status()));
    await page.reload();
    await rights;
    await expect(mainNav(page).getByRole('link', { name: 'Projecten' })).toBeVisible();
  });

  test('starting signed in, the company logo is asked for with the app’s code, before the header renders', async ({
    page,
  }) => {
    await signIn(page, users.jan);
    await page.reload();
    const preload = page.locator('head link[rel="preload"][as="image"]');
    await expect(preload).toHaveAttribute('href', /^\/company-assets\/demo\.\w+$/);
    const href = await preload.getAttribute('href');
    await expect(page.locator('header img.header__logo')).toHaveAttribute('src', href!);
  });

  test('the hamburger menu leads to Instellingen, which has a back button', async ({ page }) => {
    await signIn(page, users.jan);
    const header = page.getByRole('banner');
    const menuButton = header.getByRole('button', { name: 'Menu' });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(header.getByRole('link', { name: 'Instellingen' })).toBeHidden();
    await menuButton.click();
    await header.getByRole('link', { name: 'Instellingen' }).click();

    await expect(page).toHaveURL(/\/settings\/$/);
    await expect(header.getByRole('heading', { name: 'Instellingen' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Instellingen' })).toBeHidden();
    await header.getByRole('button', { name: 'Terug' }).click();
    await expect(page).toHaveURL(overviewUrl(todayRouteDate()));
  });

  test('every route of the specification opens inside the shell', async ({ page, consoleErrors }) => {
    // The ids in these addresses are made up: a built screen may ask the API for a record that is not there.
    consoleErrors.allow(/404 \(Not Found\) \(http:\/\/[^)]+\/v1\//);
    // 25 screens, more of them now loading their data: more than the default 30 s on a busy machine.
    test.slow();
    await signIn(page, users.jan);
    const routes: Array<[string, string]> = [
      ['/leaveofabsence', 'Indirect'],
      ['/leaveofabsence/3/01-15-2025/7.5/2', 'Indirect'],
      ['/leaveofabsence/3/01-15-2025/7.5/2/vrij/1', 'Indirect'],
      ['/select/project', 'Projecten'],
      ['/create/project', 'Nieuw Project'],
      ['/project/4/01-15-2025', 'Project'],
      ['/select/item', 'Werk kiezen'],
      ['/select/hours/item', 'Werk kiezen'],
      ['/select/materials/item', 'Werk kiezen'],
      ['/select/op/item', 'Werk kiezen'],
      // A work that does not exist: an existing one may send straight on to its booking form.
      ['/select/99999/part', 'Onderdeel kiezen'],
      ['/select/hours/99999/part', 'Onderdeel kiezen'],
      ['/select/materials/99999/part', 'Onderdeel kiezen'],
      ['/select/op/99999/part', 'Onderdeel kiezen'],
      ['/select/7/part/0/12/submit/hours', 'Uren boeken'],
      ['/select/7/part/0/12/submit/materials', 'Materialen boeken'],
      ['/select/7/part/2/12/submit/op', 'Overige projectkosten'],
      ['/order/9/detail/01-15-2025', 'Werkbon'],
      ['/order/9/edit/01-15-2025', 'Werkbon wijzigen'],
      ['/order/9/submit/uren', 'Uren'],
      ['/order/9/submit/materiaal', 'Materiaal'],
      ['/order/9/submit/tekenen/01-15-2025', 'Tekenen'],
      ['/select/order?order=9', 'Werkbon'],
      ['/settings/', 'Instellingen'],
      ['/camera', 'Camera'],
    ];
    for (const [path, title] of routes) {
      await page.goto(path);
      await expect(page.getByRole('banner').getByRole('heading', { level: 1 }), path).toHaveText(title);
      await expect(page, path).toHaveURL(path);
    }
  });

  test('a route with child screens sends on to its first one', async ({ page, consoleErrors }) => {
    consoleErrors.allow(/404 \(Not Found\) \(http:\/\/[^)]+\/v1\//);
    await signIn(page, users.jan);
    const today = todayRouteDate();
    const redirects: Array<[string, string]> = [
      ['/project/4', `/project/4/${today}`],
      ['/order/9', `/order/9/detail/${today}`],
      ['/order/9/submit', '/order/9/submit/uren'],
      ['/select/7/part/0/12/submit', '/select/7/part/0/12/submit/hours'],
    ];
    for (const [from, to] of redirects) {
      await page.goto(from);
      await expect(page, from).toHaveURL(to);
    }
  });

  test("the address / opens login when signed out and today's overview when signed in, without a notice", async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await signIn(page, users.jan);
    await page.goto('/');
    await expect(page).toHaveURL(overviewUrl(todayRouteDate()));
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});

test.describe('not-found page', () => {
  test('an unknown path shows the not-found page with the signed-in user and a way back', async ({ page }) => {
    await signIn(page, users.jan);
    await page.goto('/dit/bestaat/niet');
    await expect(page.getByRole('heading', { name: 'Pagina niet gevonden' })).toBeVisible();
    await expect(page.getByText(/Aangemeld als Jan de Vries/)).toBeVisible();
    await page.getByRole('link', { name: 'Naar het weekoverzicht' }).click();
    await expect(page).toHaveURL(overviewUrl(todayRouteDate()));
  });

  test('signed out, an unknown path offers the way to login', async ({ page }) => {
    await page.goto('/nergens');
    await expect(page.getByRole('heading', { name: 'Pagina niet gevonden' })).toBeVisible();
    await page.getByRole('link', { name: 'Naar inloggen' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('error page', () => {
  test("a screen that fails to load shows the error page; its button reloads to today's overview", async ({
    page,
    consoleErrors,
  }) => {
    // A screen's code that cannot be fetched (a dropped connection, a deployment that removed the old
    // chunk) is the failure the error boundary exists for.
    consoleErrors.allow(/project-list-page/);
    consoleErrors.allow(/Failed to fetch dynamically imported module/);
    consoleErrors.allow(/net::ERR_FAILED/);
    await signIn(page, users.jan);
    await page.route(/\/assets\/project-list-page-[^/]+\.js$/, (route) => route.abort());
    await mainNav(page).getByRole('link', { name: 'Projecten' }).click();

    await expect(page.getByRole('alert')).toHaveText('Er heeft een fout plaats gevonden');
    // The shell stays around the error.
    await expect(page.getByRole('banner')).toContainText('Jan de Vries');

    await page.unroute(/\/assets\/project-list-page-[^/]+\.js$/);
    await page.getByRole('button', { name: 'Bouwwerk opnieuw laden' }).click();
    await expect(page).toHaveURL(overviewUrl(todayRouteDate()));
    await expect(page.getByRole('banner').getByRole('heading', { name: 'Weekoverzicht' })).toBeVisible();
  });
});
