import { axeFindings } from '../../../test/e2e-support/axe';
import {
  expect,
  fillLogin,
  headingDate,
  overviewUrl,
  sessionOf,
  signIn,
  test,
  todayRouteDate,
  users,
} from './fixtures';

test.describe('login', () => {
  test("jan signs in and sees the shell with his name and company on today's overview", async ({ page, request }) => {
    const session = await sessionOf(request, users.jan);
    await page.goto('/login');
    await fillLogin(page, users.jan);
    await page.getByRole('button', { name: 'Login' }).click();

    const today = todayRouteDate();
    await expect(page).toHaveURL(overviewUrl(today));
    const header = page.getByRole('banner');
    await expect(header.getByRole('heading', { level: 1, name: 'Weekoverzicht' })).toBeVisible();
    await expect(header.getByText('Jan de Vries', { exact: true })).toBeVisible();
    await expect(header.getByText(session.bedrijfsnaam, { exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { name: headingDate(today) })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Weekoverzicht' }),
    ).toBeVisible();
    // The root of the navigation has no back button.
    await expect(header.getByRole('button', { name: 'Terug' })).toHaveCount(0);

    // The passport is stored as the specification lists it.
    const passport = await page.evaluate(() => JSON.parse(localStorage.getItem('passport') ?? 'null'));
    expect(passport).toMatchObject({
      organisation: 'demo',
      organisationName: session.bedrijfsnaam,
      logoExt: session.logoExt,
      username: 'jan',
      userID: session.contactpersoonId,
      firstName: 'Jan',
      lastName: 'de Vries',
      fullName: 'Jan de Vries',
      rememberMe: false,
      authenticated: true,
    });
    expect(passport.accessToken).toMatch(/.{20,}/);
  });

  test('the password leaves the browser only as its SHA-256 hex, with the application key', async ({ page }) => {
    await page.goto('/login');
    await fillLogin(page, users.jan);
    const requestPromise = page.waitForRequest((r) => r.url().endsWith('/v1/sessions') && r.method() === 'POST');
    await page.getByRole('button', { name: 'Login' }).click();
    const request = await requestPromise;
    expect(request.postDataJSON()).toEqual({
      RelatieId: 'demo',
      Gebruikersnaam: 'jan',
      // SHA-256 hex of 'welkom123'
      Wachtwoord: '2a5c5f2623024ce3de6fe7dc8f5e13ca55b7aadc13174254b40af574e37018c1',
    });
    const headers = await request.allHeaders();
    expect(headers['x-application-key']).toBe('bouwwerk-web');
    expect(headers['idempotency-key']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    await expect(page).toHaveURL(overviewUrl(todayRouteDate()));
    expect(await page.evaluate(() => localStorage.getItem('version'))).toMatch(/^\d+\.\d+\.\d+/);
  });

  test('without crypto.randomUUID and crypto.subtle (a plain-http address) signing in still works', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Crypto.prototype, 'randomUUID', { value: undefined });
      Object.defineProperty(Crypto.prototype, 'subtle', { get: () => undefined });
    });
    await page.goto('/login');
    await fillLogin(page, users.jan);
    const requestPromise = page.waitForRequest((r) => r.url().endsWith('/v1/sessions') && r.method() === 'POST');
    await page.getByRole('button', { name: 'Login' }).click();
    const request = await requestPromise;
    expect(request.postDataJSON().Wachtwoord).toBe('2a5c5f2623024ce3de6fe7dc8f5e13ca55b7aadc13174254b40af574e37018c1');
    expect((await request.allHeaders())['idempotency-key']).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    await expect(page).toHaveURL(overviewUrl(todayRouteDate()));
  });

  test('a wrong password shows "authentication failed" and stays on login', async ({ page, consoleErrors }) => {
    consoleErrors.allow(/status of 401.*\/v1\/sessions/);
    await page.goto('/login');
    await fillLogin(page, { ...users.jan, password: 'verkeerd' });
    await page.getByRole('button', { name: 'Login' }).click();

    await expect(page.getByRole('alert')).toHaveText(/authentication failed/);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
    expect(await page.evaluate(() => localStorage.getItem('passport'))).toBeNull();
  });

  test('remember-me prefills company code and username after a reload', async ({ page }) => {
    await signIn(page, users.kees, { rememberMe: true });
    // Signing out keeps the remember-me values; only the passport goes.
    await page.evaluate(() => localStorage.removeItem('passport'));
    await page.goto('/login');

    await expect(page.getByLabel('Bedrijfscode')).toHaveValue('demo');
    await expect(page.getByLabel('Gebruikersnaam')).toHaveValue('kees');
    await expect(page.getByLabel('Wachtwoord')).toHaveValue('');
    await expect(page.getByLabel('Gegevens onthouden')).toBeChecked();
  });

  test('without remember-me nothing is prefilled after a reload', async ({ page }) => {
    // First remembered, then signed in again with the box unticked: the remembered values are forgotten.
    await signIn(page, users.kees, { rememberMe: true });
    await page.evaluate(() => localStorage.removeItem('passport'));
    await signIn(page, users.kees, { rememberMe: false });
    await page.evaluate(() => localStorage.removeItem('passport'));
    await page.goto('/login');

    await expect(page.getByLabel('Bedrijfscode')).toHaveValue('');
    await expect(page.getByLabel('Gebruikersnaam')).toHaveValue('');
    await expect(page.getByLabel('Gegevens onthouden')).not.toBeChecked();
  });

  test("opening login while signed in goes straight to today's overview", async ({ page }) => {
    await signIn(page, users.jan);
    await page.goto('/login');
    await expect(page).toHaveURL(overviewUrl(todayRouteDate()));
    await expect(page.getByRole('banner').getByRole('heading', { name: 'Weekoverzicht' })).toBeVisible();
  });

  test('the login screen shows the company logo of a known organisation, else the Bouwwerk logo', async ({
    page,
    request,
  }) => {
    const session = await sessionOf(request, users.jan);
    await page.goto('/login');
    const logo = page.getByRole('main').getByRole('img').first();
    await expect(logo).toHaveAttribute('alt', 'Bouwwerk');

    await signIn(page, users.jan);
    await page.evaluate(() => localStorage.removeItem('passport'));
    await page.goto('/login');
    await page.getByLabel('Bedrijfscode').fill('demo');
    // The demo company has a PNG logo: without it the image below would be the Bouwwerk logo, and complete too.
    expect(session.logoExt).toBe('png');
    await expect(logo).toHaveAttribute('src', '/company-assets/demo.png');
    await expect(logo).toHaveJSProperty('complete', true);
    expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    await page.getByLabel('Bedrijfscode').fill('onbekend');
    await expect(logo).toHaveAttribute('alt', 'Bouwwerk');
  });

  test('reset/password shows its placeholder page without signing in', async ({ page }) => {
    await page.goto('/reset/password');
    await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
    await expect(page).toHaveURL(/\/reset\/password$/);
  });

  test('the login page has no serious or critical accessibility violations', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    expect(await axeFindings(page)).toEqual([]);
  });
});
