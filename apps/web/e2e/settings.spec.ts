import type { Page } from '@playwright/test';
import { confirmLeaving, expect, signIn, statusWithToken, test, users } from './fixtures';

/** Instellingen: who is signed in, server and version, Afmelden and Resetten (specification: Settings; section 4). */

const storedPassport = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('passport') ?? 'null') as { accessToken: string } | null);

async function openSettings(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('banner').getByRole('link', { name: 'Instellingen' }).click();
  await expect(page.getByRole('banner').getByRole('heading', { name: 'Instellingen' })).toBeVisible();
}

test.describe('settings', () => {
  test('shows the full name, username, company code, API server address and app version', async ({ page, baseURL }) => {
    const versionHeader = page.waitForResponse((r) => r.url().includes('/v3/weekoverzicht/'));
    await signIn(page, users.jan);
    const version = (await versionHeader).headers()['x-app-version'];
    expect(version).toBeTruthy();
    await openSettings(page);
    const main = page.getByRole('main');
    const fact = (term: string) =>
      main
        .locator('dt')
        .filter({ hasText: new RegExp(`^${term}$`) })
        .locator('xpath=following-sibling::dd[1]');
    await expect(fact('Naam')).toHaveText('Jan de Vries');
    await expect(fact('Gebruikersnaam')).toHaveText('jan');
    await expect(fact('Bedrijfscode')).toHaveText('demo');
    await expect(fact('API-server')).toHaveText(new URL(baseURL!).origin);
    await expect(fact('Versie van de app')).toHaveText(version!);
    await expect(main.getByRole('button', { name: 'Materialen ophalen' })).toBeVisible();
  });

  test('Afmelden asks first, revokes the token on the server and lands on login', async ({ page, request }) => {
    await signIn(page, users.jan, { rememberMe: true });
    const token = (await storedPassport(page))!.accessToken;
    expect(await statusWithToken(request, token)).toBe(200);
    await page.evaluate(() =>
      localStorage.setItem('materials:demo:1', JSON.stringify({ lastModifiedMaterial: 'x', codes: [] })),
    );
    await openSettings(page);

    await page.getByRole('button', { name: 'Afmelden' }).click();
    const question = page.getByRole('dialog', { name: 'Weet u het zeker?' });
    await expect(question).toContainText('Weet u zeker dat u wilt afmelden?');
    await question.getByRole('button', { name: 'Annuleren' }).first().click();
    await expect(question).toBeHidden();
    await expect(page).toHaveURL(/\/settings\/$/);

    await page.getByRole('button', { name: 'Afmelden' }).click();
    const revoked = page.waitForResponse((r) => r.url().endsWith('/v1/sessions') && r.request().method() === 'DELETE');
    await confirmLeaving(page, 'Afmelden');
    expect((await revoked).status()).toBe(204);
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    // Remember-me stays: company code and username are prefilled.
    await expect(page.getByLabel('Bedrijfscode')).toHaveValue('demo');
    await expect(page.getByLabel('Gebruikersnaam')).toHaveValue('jan');

    const stored = await page.evaluate(() => ({
      passport: localStorage.getItem('passport'),
      users: localStorage.getItem('users'),
      materials: Object.keys(localStorage).filter((key) => key.startsWith('materials:')),
    }));
    // The 'what's new' markers stay: the account does not see the same news again (sunlight.spec.ts).
    expect(stored).toEqual({ passport: null, users: '[]', materials: [] });

    // The old token is refused by the API.
    expect(await statusWithToken(request, token)).toBe(401);
  });

  test('Resetten asks first, clears all local and session storage and lands on login', async ({ page, request }) => {
    await signIn(page, users.jan, { rememberMe: true });
    const token = (await storedPassport(page))!.accessToken;
    expect(await statusWithToken(request, token)).toBe(200);
    await page.evaluate(() => sessionStorage.setItem('something', 'of this visit'));
    await page.goto('/settings/');

    await page.getByRole('button', { name: 'Resetten' }).click();
    const question = page.getByRole('dialog', { name: 'Weet u het zeker?' });
    await expect(question).toContainText(
      'Alle instellingen worden gereset daarna dient u opnieuw aan te melden. Weet u het zeker?',
    );
    await confirmLeaving(page, 'Resetten');
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    // Nothing remembered: not even the company code.
    await expect(page.getByLabel('Bedrijfscode')).toHaveValue('');
    expect(await page.evaluate(() => ({ local: localStorage.length, session: sessionStorage.length }))).toEqual({
      local: 0,
      session: 0,
    });
    expect(await statusWithToken(request, token)).toBe(401);
  });
});
