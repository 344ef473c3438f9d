import type { Page } from '@playwright/test';

/**
 * Resolves once the page's service worker is activated: its precache (every screen's code) is complete, so
 * the app opens without a connection. Waits for the worker's own events rather than polling with a deadline:
 * Workbox fetches the precache one file after the other, which on a busy two-core machine takes seconds.
 * The test's timeout bounds the wait.
 */
export function serviceWorkerActivated(page: Page): Promise<void> {
  return page.evaluate(async () => {
    const worker = (await navigator.serviceWorker.ready).active!;
    if (worker.state === 'activated') return;
    await new Promise<void>((resolve) => {
      worker.addEventListener('statechange', () => {
        if (worker.state === 'activated') resolve();
      });
    });
  });
}

/**
 * Records in the page every call of `navigator.serviceWorker.register`, from the first script on: whether the
 * app has asked for its worker is then known at once, without waiting for the registration to appear.
 */
export async function recordServiceWorkerRegistration(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const calls = { count: 0 };
    Object.defineProperty(window, '__serviceWorkerRegisterCalls', { value: calls });
    const register = ServiceWorkerContainer.prototype.register;
    ServiceWorkerContainer.prototype.register = function (...args: Parameters<typeof register>) {
      calls.count += 1;
      return register.apply(this, args);
    };
  });
  return () =>
    page.evaluate(
      () =>
        (window as unknown as { __serviceWorkerRegisterCalls: { count: number } }).__serviceWorkerRegisterCalls.count,
    );
}
