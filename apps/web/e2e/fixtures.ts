import { createHash } from 'node:crypto';
import { test as base, expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import type { SessionResponse } from '@bouwwerk/domain';
import { passportFromSession } from '../src/state/passport-from-session';
import { E2E_NOW } from '../../../test/e2e-support/e2e-today.mjs';

export { E2E_NOW, E2E_TODAY } from '../../../test/e2e-support/e2e-today.mjs';

export interface DemoUser {
  company: string;
  username: string;
  password: string;
}

/** Demo sign-ins of the server's seed. */
export const users = {
  jan: { company: 'demo', username: 'jan', password: 'welkom123' },
  kees: { company: 'demo', username: 'kees', password: 'welkom123' },
  els: { company: 'demo', username: 'els', password: 'welkom123' },
  anna: { company: 'acme', username: 'anna', password: 'welkom123' },
} satisfies Record<string, DemoUser>;

export const APP_KEY = 'bouwwerk-web';

interface ConsoleErrors {
  /** Declares a browser console error this test provokes on purpose (matched against text and URL). */
  allow(pattern: RegExp): void;
}

/**
 * Every test fails on a browser console error or uncaught page error it did not declare (STYLE.md 12):
 * a screen that looks right while throwing in the background is broken.
 */
/** Where the app remembers that the 'what's new' carousel was closed (state/whats-new.ts). */
export const WHATS_NEW_CLOSED_KEY = 'whatsNewClosedAt';

/**
 * How a page's clock is set to the e2e day: Playwright's clock (its timers can be run ahead), or, for a test
 * that reads marks and measures, which that clock's `performance` drops, only `Date` moved to the e2e day.
 */
export type BrowserClock = 'playwright' | 'date-only';

export const test = base.extend<{ consoleErrors: ConsoleErrors; browserClock: BrowserClock }>({
  // Every page lives on the e2e server's fixed today (test/e2e-support/e2e-today.mjs), its clock running on from
  // 09:30 there, so that no test sees another week on another day of the calendar.
  browserClock: ['playwright', { option: true }],
  context: async ({ context, browserClock }, use) => {
    if (browserClock === 'playwright') await context.clock.install({ time: E2E_NOW });
    else await context.addInitScript(moveDateTo, E2E_NOW.getTime() - Date.now());
    await use(context);
  },
  // Every test starts on a device where the 'what's new' carousel was closed before, so it does not cover
  // the screen under test; the carousel's own tests start from an empty storage (test.use).
  storageState: async ({ baseURL }, use) => {
    await use({
      cookies: [],
      origins: [
        {
          origin: new URL(baseURL!).origin,
          localStorage: [{ name: WHATS_NEW_CLOSED_KEY, value: E2E_NOW.toISOString() }],
        },
      ],
    });
  },
  consoleErrors: [
    async ({ page }, use) => {
      const allowed: RegExp[] = [];
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
      });
      page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
      await use({ allow: (pattern) => allowed.push(pattern) });
      const unexpected = errors.filter((text) => !allowed.some((pattern) => pattern.test(text)));
      expect(unexpected, 'unexpected console errors in the browser').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Runs in the page before its scripts: `Date` tells the time `offsetMs` later, and nothing else changes. */
function moveDateTo(offsetMs: number) {
  const RealDate = Date;
  class MovedDate extends RealDate {
    constructor(...args: ConstructorParameters<DateConstructor> | []) {
      if (args.length === 0) super(RealDate.now() + offsetMs);
      else super(...(args as ConstructorParameters<DateConstructor>));
    }
    static override now() {
      return RealDate.now() + offsetMs;
    }
  }
  globalThis.Date = MovedDate as DateConstructor;
}

/** Today in Amsterdam (the e2e server's fixed today, unless given another moment) as the app's route date, MM-dd-yyyy. */
export function todayRouteDate(now = E2E_NOW): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: 'Europe/Amsterdam',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value;
  return `${part('month')}-${part('day')}-${part('year')}`;
}

/** A route date as the overview's heading shows it: dd MMMM yyyy in Dutch. */
export function headingDate(routeDate: string): string {
  const [month, day, year] = routeDate.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat('nl-NL', { day: '2-digit', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
}

export const overviewUrl = (routeDate: string) => new RegExp(`/weekly/overview/${routeDate}$`);

/**
 * Where this run of a test writes, among the runs that share the e2e server: its browser project (0 phone,
 * 1 desktop), and how many days further from today its days lie, 209 weeks (four years, weekdays kept) more
 * for each repeat of `--repeat-each`, so that the third run of a test finds its days as empty as the first.
 */
export function runPlace(testInfo: TestInfo): { project: 0 | 1; furtherDays: number } {
  return { project: testInfo.project.name === 'desktop' ? 1 : 0, furtherDays: testInfo.repeatEachIndex * 209 * 7 };
}

/** A name for what this run of a test creates, unique among the runs that share the e2e server: 'phone-0'. */
export const runName = (testInfo: TestInfo) => `${testInfo.project.name}-${testInfo.repeatEachIndex}`;

/** What POST /v1/sessions answers for a user, straight from the API (company name, names, id). */
export async function sessionOf(request: APIRequestContext, user: DemoUser) {
  const response = await request.post('/v1/sessions', {
    headers: { 'X-Application-Key': APP_KEY },
    data: {
      RelatieId: user.company,
      Gebruikersnaam: user.username,
      Wachtwoord: createHash('sha256').update(user.password).digest('hex'),
    },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as SessionResponse;
}

export async function fillLogin(page: Page, user: DemoUser, { rememberMe = false } = {}) {
  await page.getByLabel('Bedrijfscode').fill(user.company);
  await page.getByLabel('Gebruikersnaam').fill(user.username);
  await page.getByLabel('Wachtwoord').fill(user.password);
  await page.getByLabel('Gegevens onthouden').setChecked(rememberMe);
}

/** Signs in through the login screen and waits for the weekly overview of today. */
export async function signIn(page: Page, user: DemoUser, options: { rememberMe?: boolean } = {}) {
  await page.goto('/login');
  await fillLogin(page, user, options);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(overviewUrl(todayRouteDate()));
}

/**
 * Confirms 'Afmelden' or 'Resetten' in the settings page's question and waits for the full page load onto
 * login that both end with: the app may already show login a moment before that load replaces the page,
 * and a page.evaluate in between would die with the old document.
 */
export async function confirmLeaving(page: Page, action: 'Afmelden' | 'Resetten') {
  const loaded = page.waitForEvent('load');
  await page.getByRole('dialog', { name: 'Weet u het zeker?' }).getByRole('button', { name: action }).click();
  await loaded;
  await expect(page).toHaveURL(/\/login$/);
}

/** The status the API answers a request with the token: 200 while it is valid, 401 once revoked. */
export async function statusWithToken(request: APIRequestContext, token: string) {
  const response = await request.get('/v3/weekoverzicht/2025-01-06', {
    headers: { 'X-Application-Key': APP_KEY, Authorization: `Bearer ${token}` },
  });
  return response.status();
}

/**
 * Starts the page's first visit signed in: the user's passport in localStorage as a sign-in leaves it
 * (state/passport.ts), put there before any of the app's code runs, as an installed app's user would come
 * back. Only once per tab, so that what the app then does with it (a sign-out) stays.
 */
export async function storePassport(page: Page, request: APIRequestContext, user: DemoUser) {
  const passport = passportFromSession(await sessionOf(request, user), {
    organisation: user.company,
    username: user.username,
    rememberMe: false,
  });
  await page.addInitScript((value) => {
    if (location.protocol !== 'http:' || sessionStorage.getItem('e2e:passportStored')) return;
    localStorage.setItem('passport', value);
    sessionStorage.setItem('e2e:passportStored', 'yes');
  }, JSON.stringify(passport));
}
