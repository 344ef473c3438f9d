import { expect, signIn, test, users } from './fixtures';

/** 'Materialen ophalen' in Instellingen (specification: Settings; section 8, materials fetch). */
test.describe('settings: materials', () => {
  test('Materialen ophalen fetches the whole catalogue again and says Materiaalbestand opgehaald', async ({ page }) => {
    await signIn(page, users.jan);
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('link', { name: 'Instellingen' }).click();
    await expect(page).toHaveURL(/\/settings\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Instellingen' })).toBeVisible();

    // Whatever the device holds is ignored: no If-None-Match, the full catalogue comes back.
    await page.evaluate(() => {
      const passport = JSON.parse(localStorage.getItem('passport')!) as { userID: number };
      const stale = { lastModifiedMaterial: '2000-01-01T00:00:00.000Z', etag: 'W/"stale"', codes: [] };
      localStorage.setItem(`materials:demo:${passport.userID}`, JSON.stringify(stale));
    });
    const fetched = page.waitForRequest((r) => r.url().endsWith('/v1/materialen'));
    const answered = page.waitForResponse((r) => r.url().endsWith('/v1/materialen') && r.status() === 200);
    await page.getByRole('button', { name: 'Materialen ophalen' }).click();
    expect((await fetched).headers()['if-none-match']).toBeUndefined();
    await answered;
    const toast = page.getByRole('status').filter({ hasText: 'Materiaalbestand opgehaald' });
    await expect(toast).toBeVisible();

    const stored = await page.evaluate(() => {
      const passport = JSON.parse(localStorage.getItem('passport')!) as { userID: number };
      const raw = localStorage.getItem(`materials:demo:${passport.userID}`);
      return raw ? (JSON.parse(raw) as { codes: Array<{ tables: Array<{ rows: unknown[] }> }> }) : null;
    });
    expect(stored?.codes).toHaveLength(9);
    expect(stored?.codes.flatMap((c) => c.tables.flatMap((t) => t.rows))).toHaveLength(360);
  });

  test('a failed fetch says Get materials failed, and then Materiaalbestand opgehaald all the same', async ({
    page,
    consoleErrors,
  }) => {
    test.slow();
    consoleErrors.allow(/net::ERR_FAILED|Failed to fetch/);
    await signIn(page, users.jan);
    await page.goto('/settings/');
    // The connection drops on every attempt (the app retries a dropped connection before giving up).
    await page.route('**/v1/materialen', (route) => route.abort('failed'));
    await page.getByRole('button', { name: 'Materialen ophalen' }).click();

    await expect(page.getByRole('alert').filter({ hasText: 'Get materials failed' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('status').filter({ hasText: 'Materiaalbestand opgehaald' })).toBeVisible({
      timeout: 10_000,
    });
  });
});
