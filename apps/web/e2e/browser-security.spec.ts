import type { Page } from '@playwright/test';
import { APP_KEY, expect, overviewUrl, signIn, test, todayRouteDate, users } from './fixtures';

/**
 * The browser side of the hardening (docs/security.md#the-browser): a token the server no longer accepts leads, from
 * anywhere, to 'Session expired' and the login page with company code and username kept; and the app runs under its
 * Content-Security-Policy without a single violation.
 */

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Hoofdmenu' });

/** Revokes the page's token on the server, as a sign-out on another device (or an administrator) would. */
async function revokeToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('passport') ?? '{}').accessToken as string);
  const revoked = await page.request.delete('/v1/sessions', {
    headers: { 'X-Application-Key': APP_KEY, Authorization: `Bearer ${token}` },
  });
  expect(revoked.status()).toBe(204);
  return token;
}

/**
 * Settings, loaded and quiet: it loads nothing in the background (the overview prefetches the weeks around
 * it when idle, and such a request would meet a revoked token before the step under test does).
 */
async function settleOnSettings(page: Page) {
  await page.goto('/settings/');
  await expect(page.getByRole('banner').getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
}

/** 'Session expired', then the login page with jan's company code and username, and his account still saved. */
async function expectSessionExpiredLogin(page: Page) {
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('alert')).toHaveText(/Session expired/);
  await expect(page.getByLabel('Bedrijfscode')).toHaveValue(users.jan.company);
  await expect(page.getByLabel('Gebruikersnaam')).toHaveValue(users.jan.username);
  await expect(page.getByLabel('Wachtwoord')).toHaveValue('');
  await expect(page.getByText(/kon niet worden geladen/)).toHaveCount(0);
  const stored = await page.evaluate(() => ({
    passport: localStorage.getItem('passport'),
    users: JSON.parse(localStorage.getItem('users') ?? '[]') as Array<{ username: string; organisation: string }>,
  }));
  expect(stored.passport).toBeNull();
  expect(stored.users.map((u) => `${u.organisation}/${u.username}`)).toContain('demo/jan');
}

test.describe('a token the server no longer accepts', () => {
  test('on reopening the app: Session expired, login prefilled (without remember-me), and signing in again works', async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 401/);
    await signIn(page, users.jan, { rememberMe: false });
    await settleOnSettings(page);
    const oldToken = await revokeToken(page);

    await page.goto('/');
    await expectSessionExpiredLogin(page);

    // Only the password is asked; the account's dead token is replaced by the new one.
    await page.getByLabel('Wachtwoord').fill(users.jan.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(overviewUrl(todayRouteDate()));
    await expect(page.getByRole('banner').getByText('Jan de Vries', { exact: true })).toBeVisible();
    const saved = await page.evaluate(
      () => JSON.parse(localStorage.getItem('users') ?? '[]') as Array<{ username: string; accessToken: string }>,
    );
    const newToken = await page.evaluate(
      () => JSON.parse(localStorage.getItem('passport') ?? '{}').accessToken as string,
    );
    expect(newToken).not.toBe(oldToken);
    expect(saved.filter((u) => u.username === 'jan').map((u) => u.accessToken)).toEqual([newToken]);

    // The notice was for that one visit: a reload of login later is the ordinary page.
    await page.evaluate(() => localStorage.removeItem('passport'));
    await page.goto('/login');
    await expect(page.getByLabel('Bedrijfscode')).toHaveValue('');
  });

  test("met by a screen's query while using the app: no dead end, the login page", async ({ page, consoleErrors }) => {
    consoleErrors.allow(/status of 401.*\/v1\/projecten/);
    await signIn(page, users.jan);
    await settleOnSettings(page);
    await revokeToken(page);

    await mainNav(page).getByRole('link', { name: 'Projecten' }).click();
    await expectSessionExpiredLogin(page);
  });

  test('met by a write: saving leave after the token was revoked leads to the login page', async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 401.*\/v1\/invoer/);
    await signIn(page, users.jan);
    await page.goto('/leaveofabsence');
    await page.getByLabel('Soort').selectOption({ label: 'Verlof' });
    await page.waitForLoadState('networkidle');
    await page.getByLabel('Opmerking').fill('Niet opgeslagen');
    await revokeToken(page);

    const refused = page.waitForResponse((r) => r.url().endsWith('/v1/invoer') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    expect((await refused).status()).toBe(401);
    await expectSessionExpiredLogin(page);
  });
});

test.describe('Content-Security-Policy', () => {
  test('the main screens run under it without a violation, the inline preload hint included', async ({
    page,
    request,
  }) => {
    await page.addInitScript(() => {
      const violations: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = violations;
      document.addEventListener('securitypolicyviolation', (event) =>
        violations.push(
          `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
        ),
      );
    });
    const violations = () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

    const shell = await page.goto('/login');
    const policy = shell!.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain('unsafe-');
    expect(shell!.headers()['permissions-policy']).toContain('camera=(self)');
    expect(shell!.headers()['x-content-type-options']).toBe('nosniff');

    await signIn(page, users.jan);
    // A visit that starts signed in runs the shell's inline script (allowed by its hash): it adds the hints.
    await page.reload();
    await expect(page.getByRole('banner').getByRole('heading', { level: 1, name: 'Weekoverzicht' })).toBeVisible();
    expect(await violations()).toEqual([]);
    expect(await page.locator('link[rel="modulepreload"][href*="weekly-overview"]').count()).toBeGreaterThan(0);
    expect(await page.locator('link[rel="preload"][as="image"][href^="/company-assets/"]').count()).toBe(1);

    const project = (
      (await (
        await request.get('/v1/projecten', {
          headers: {
            'X-Application-Key': APP_KEY,
            Authorization: `Bearer ${await page.evaluate(() => JSON.parse(localStorage.getItem('passport') ?? '{}').accessToken as string)}`,
          },
        })
      ).json()) as Array<{ id: number }>
    )[0]!;

    for (const [name, path] of [
      ['projects', '/select/project'],
      ['project', `/project/${project.id}/${todayRouteDate()}`],
      ['leave', '/leaveofabsence'],
      ['settings', '/settings/'],
      ['weekly overview', `/weekly/overview/${todayRouteDate()}`],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('banner').getByRole('heading', { level: 1 }), name).toBeVisible();
      await expect(page.getByRole('status', { name: 'Laden…' })).toHaveCount(0);
      expect(await violations(), name).toEqual([]);
    }
  });

  test('source maps are not served', async ({ request }) => {
    const shell = await request.get('/login');
    const entry = /src="(\/assets\/[^"]+\.js)"/.exec(await shell.text())?.[1];
    expect(entry).toBeTruthy();
    expect((await request.get(entry!)).status()).toBe(200);
    expect((await request.get(`${entry}.map`)).status()).toBe(404);
    expect((await request.get('/sw.js.map')).status()).toBe(404);
  });
});
