import type { Page } from '@playwright/test';
import { expect, signIn, test, users } from './fixtures';

/*
 * 'Meldingen' on the settings page: the employee allows "Planning voor morgen gewijzigd" on his phone. The
 * browser's push service is not reachable from a test browser, so the page gets a stand-in for the service
 * worker's pushManager and for the permission question (which also tells whether the app ever asked);
 * the subscription goes to the real server. The server's sending and the notice's encryption are tested
 * against a local push receiver (apps/server/test/routes/web-push.test.ts).
 */

type Answer = 'granted' | 'denied' | 'unsupported';

/** Before the app runs: the permission question answers `answer` and counts itself; a push manager stand-in. */
async function standIns(page: Page, answer: Answer) {
  await page.addInitScript((answer: Answer) => {
    const w = window as unknown as Record<string, unknown>;
    w.permissionAsked = 0;
    if (answer === 'unsupported') {
      delete w.PushManager;
      return;
    }
    let permission: NotificationPermission = 'default';
    Object.defineProperty(Notification, 'permission', { get: () => permission });
    Notification.requestPermission = async () => {
      (w.permissionAsked as number)++;
      permission = answer;
      return permission;
    };
    let subscription: object | null = null;
    const fake = {
      endpoint: 'https://push.example/send/e2e-phone',
      toJSON: () => ({
        endpoint: fake.endpoint,
        expirationTime: null,
        keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
      }),
      unsubscribe: async () => {
        subscription = null;
        return true;
      },
    };
    const registration = {
      pushManager: {
        getSubscription: async () => subscription,
        subscribe: async () => (subscription = fake),
      },
    };
    Object.defineProperty(navigator.serviceWorker, 'ready', { get: () => Promise.resolve(registration) });
    navigator.serviceWorker.getRegistration = async () => registration as unknown as ServiceWorkerRegistration;
  }, answer);
}

const permissionAsked = (page: Page) =>
  page.evaluate(() => (window as unknown as { permissionAsked: number }).permissionAsked);

const pushSection = (page: Page) => page.getByRole('region', { name: 'Meldingen' });

async function openSettings(page: Page) {
  await signIn(page, users.jan);
  await page.goto('/settings/');
  await expect(page.getByRole('heading', { name: 'Account' })).toBeVisible();
}

test.describe('Meldingen (Web Push)', () => {
  test.beforeEach(({ isMobile }) => {
    test.skip(!isMobile, 'the phone');
  });

  test('allowing sends the subscription to the server; turning off removes it; nothing is asked before the tap', async ({
    page,
  }) => {
    await standIns(page, 'granted');
    await openSettings(page);
    const section = pushSection(page);
    await expect(section).toContainText('Krijg een melding op dit toestel');
    expect(await permissionAsked(page), 'no question before the tap').toBe(0);

    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/v1/push/subscription') && r.request().method() === 'PUT',
    );
    await section.getByRole('button', { name: 'Meldingen toestaan' }).click();
    const response = await saved;
    expect(response.status()).toBe(204);
    expect(response.request().postDataJSON()).toMatchObject({ endpoint: 'https://push.example/send/e2e-phone' });
    await expect(section).toContainText('Meldingen staan aan op dit toestel.');
    expect(await permissionAsked(page)).toBe(1);

    const removed = page.waitForResponse(
      (r) => r.url().endsWith('/v1/push/subscription') && r.request().method() === 'DELETE',
    );
    await section.getByRole('button', { name: 'Meldingen uitzetten' }).click();
    expect((await removed).status()).toBe(204);
    await expect(section.getByRole('button', { name: 'Meldingen toestaan' })).toBeVisible();
  });

  test('a refused permission says so, sends nothing and breaks nothing', async ({ page }) => {
    await standIns(page, 'denied');
    const puts: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/v1/push/') && r.method() !== 'GET') puts.push(r.url());
    });
    await openSettings(page);
    await pushSection(page).getByRole('button', { name: 'Meldingen toestaan' }).click();
    await expect(pushSection(page)).toContainText('Meldingen zijn geblokkeerd voor Bouwwerk.');
    expect(puts).toEqual([]);
    await page.getByRole('link', { name: 'Weekoverzicht' }).click();
    await expect(page).toHaveURL(/\/weekly\/overview\//);
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toBeVisible();
  });

  test('a browser without Push is not offered it, and the settings work as before', async ({ page }) => {
    await standIns(page, 'unsupported');
    await openSettings(page);
    await expect(page.getByRole('heading', { name: 'Weergave' })).toBeVisible();
    await expect(pushSection(page)).toHaveCount(0);
  });
});
