import type { Page } from '@playwright/test';
import {
  confirmLeaving,
  expect,
  fillLogin,
  overviewUrl,
  signIn,
  test,
  todayRouteDate,
  users,
  WHATS_NEW_CLOSED_KEY,
} from './fixtures';

/** The device token of decision 008: kept per account on the device, sent back, kept on sign-out, gone on reset. */
const storedDeviceTokens = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('deviceTokens') ?? 'null') as Record<string, string> | null);

test.describe('device token', () => {
  test('is kept per account across sign-out, sent back at the next sign-in, and forgotten by Resetten', async ({
    page,
  }) => {
    await signIn(page, users.jan);
    const tokens = await storedDeviceTokens(page);
    expect(Object.keys(tokens ?? {})).toEqual([JSON.stringify(['demo', 'jan'])]);
    const token = Object.values(tokens!)[0]!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Not in the passport or the saved accounts: it is the device's, not the session's.
    expect(
      await page.evaluate(() => `${localStorage.getItem('passport')}${localStorage.getItem('users')}`),
    ).not.toContain(token);

    await page.goto('/settings/');
    await page.getByRole('button', { name: 'Afmelden' }).click();
    await confirmLeaving(page, 'Afmelden');
    expect(await storedDeviceTokens(page)).toEqual(tokens);
    // Signing out forgot that 'what's new' was closed; closed again, so that it does not cover the settings later.
    await page.evaluate((key) => localStorage.setItem(key, new Date().toISOString()), WHATS_NEW_CLOSED_KEY);

    // Typed in another case, as the server matches it: the same account, so its token goes along.
    await fillLogin(page, { ...users.jan, company: 'DEMO', username: 'Jan' });
    const requestPromise = page.waitForRequest((r) => r.url().endsWith('/v1/sessions') && r.method() === 'POST');
    await page.getByRole('button', { name: 'Login' }).click();
    expect((await requestPromise).postDataJSON()).toMatchObject({
      RelatieId: 'DEMO',
      Gebruikersnaam: 'Jan',
      deviceToken: token,
    });
    await expect(page).toHaveURL(overviewUrl(todayRouteDate()));
    expect(await storedDeviceTokens(page)).toEqual(tokens);

    await page.goto('/settings/');
    await page.getByRole('button', { name: 'Resetten' }).click();
    await confirmLeaving(page, 'Resetten');
    expect(await storedDeviceTokens(page)).toBeNull();
  });
});
