import { expect, fillLogin, signIn, test, users } from './fixtures';

test.describe('toasts', () => {
  test('one toast at a time: the next follows the first after its 5 seconds plus half a second', async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 401.*\/v1\/sessions/);
    // Records, in the browser's clock, every change of the visible toast ('' while none shows).
    await page.addInitScript(() => {
      const log: Array<{ text: string; at: number }> = [];
      (window as unknown as { toastLog: typeof log }).toastLog = log;
      const record = () => {
        const text = document.querySelector('[data-testid="toast"] p')?.textContent ?? '';
        if (log.at(-1)?.text !== text) log.push({ text, at: performance.now() });
      };
      new MutationObserver(record).observe(document, { childList: true, subtree: true, characterData: true });
    });

    // The form is filled first, so the failed sign-in follows the guard's toast at once, however slow the machine.
    await page.goto('/login');
    await fillLogin(page, { ...users.jan, password: 'verkeerd' });
    // An in-app navigation to a guarded page: the guard sends back to login (the form stays) with its toast.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/weekly/overview');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    const toast = page.getByTestId('toast');
    await expect(toast).toHaveText(/Session expired/);
    await expect(toast).toHaveAttribute('role', 'alert');
    // The progress bar runs for the toast's duration.
    await expect(toast.locator('.toast__progress')).toHaveCSS('animation-duration', '5s');

    const refused = page.waitForResponse((r) => r.url().endsWith('/v1/sessions') && r.status() === 401);
    await page.getByRole('button', { name: 'Login' }).click();
    await refused;
    await expect(toast).toHaveText(/Session expired/);
    await expect(toast).toHaveText(/authentication failed/, { timeout: 10_000 });

    const log = await page.evaluate(
      () => (window as unknown as { toastLog: Array<{ text: string; at: number }> }).toastLog,
    );
    const shown = (text: string) => log.find((entry) => entry.text === text)?.at ?? Number.NaN;
    const hiddenAt = log.find((entry) => entry.text === '' && entry.at > shown('Session expired'))?.at ?? Number.NaN;
    expect(hiddenAt - shown('Session expired')).toBeGreaterThanOrEqual(4_900);
    expect(shown('authentication failed') - shown('Session expired')).toBeGreaterThanOrEqual(5_400);
    expect(shown('authentication failed') - shown('Session expired')).toBeLessThan(6_500);
  });

  test('a revoked token gives one "Session expired" toast of 5 seconds, without Resetten, on the login page', async ({
    page,
    consoleErrors,
  }) => {
    // Both calls of the overview (rights and the week) meet the revoked token.
    consoleErrors.allow(/status of 401.*\/(rechten|v3\/weekoverzicht\/)/);
    await signIn(page, users.jan, { rememberMe: true });
    // Settings loads nothing in the background (the overview prefetches weeks when idle), so no request of
    // this page meets the revoked token before the overview is opened again.
    await page.goto('/settings/');
    await page.waitForLoadState('networkidle');
    // The token is revoked elsewhere (signed out on the server).
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('passport') ?? '{}').accessToken as string);
    const revoked = await page.request.delete('/v1/sessions', {
      headers: { 'X-Application-Key': 'bouwwerk-web', Authorization: `Bearer ${token}` },
    });
    expect(revoked.status()).toBe(204);

    await page.goto('/weekly/overview');
    await expect(page).toHaveURL(/\/login$/);
    const toast = page.getByTestId('toast');
    await expect(toast).toHaveText(/Session expired/);
    await expect(toast).toHaveCount(1);
    await expect(toast.locator('.toast__progress')).toHaveCSS('animation-duration', '5s');
    await expect(toast.getByRole('button', { name: 'Resetten' })).toHaveCount(0);
    await expect(page.getByLabel('Bedrijfscode')).toHaveValue('demo');
    await expect(page.getByLabel('Gebruikersnaam')).toHaveValue('jan');
  });
});
