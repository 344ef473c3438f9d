import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './e2e/chromium';

const PORT = Number(process.env.E2E_PORT ?? 4310);
const baseURL = `http://127.0.0.1:${PORT}`;

/** The specs of the screens whose layout differs at 1280x800: the shell and its navigation, sign-in, the week overview, projects, materials, work orders and their photos, settings and the camera. */
const DESKTOP_SPECS = [
  'auth.spec.ts',
  'camera.spec.ts',
  'materials.spec.ts',
  'projects.spec.ts',
  'settings.spec.ts',
  'shell.spec.ts',
  'weekly-overview.spec.ts',
  'work-order-photos.spec.ts',
  'work-orders.spec.ts',
];

/**
 * E2E tests of the built apps (apps/web/dist, and apps/office/dist in the office project) against the real
 * server on a fresh database. Chromium is
 * Debian's (/usr/bin/chromium): no browser is ever downloaded.
 */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // A test that passes only on its second try is a defect to fix, not to hide: no retries.
  retries: 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 7_500 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
    locale: 'nl-NL',
    timezoneId: 'Europe/Amsterdam',
    // A failed test keeps its trace: every action, the console and the network. Not the screencast: recording
    // it cost a third of every test's time (a sign-in test 5.6 -> 3.4 s). Not the DOM before and after every
    // action either: it cost 7% more (41 phone tests, 147-151 s against 137 s); the failure's screenshot and
    // its page snapshot (error-context.md) stay.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    screenshot: 'only-on-failure',
    // The app's service worker serves precached screen chunks, which page.route() would not see; the specs of
    // the installable app and the update flow allow it (test.use({ serviceWorkers: 'allow' })).
    serviceWorkers: 'block',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    {
      name: 'phone',
      use: { browserName: 'chromium', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
    {
      // The field app is made for a phone; from 867 px wide its shell, week overview, lists and forms take
      // another layout (the min-width media queries). The desktop project runs the specs of those screens;
      // what a screen does, rather than how it is laid out, the phone project proves once.
      name: 'desktop',
      testMatch: DESKTOP_SPECS,
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
    },
    {
      // The office console (apps/office), served by the same server under /kantoor/: made for a desktop.
      name: 'office',
      testDir: '../office/e2e',
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    command: 'node e2e/start-server.mjs',
    url: `${baseURL}/login`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
