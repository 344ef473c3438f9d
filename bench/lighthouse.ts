import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { browserPasswordDigest } from '../apps/server/src/lib/passwords';
import { APP_KEY } from '../apps/server/src/bench/scenarios';
import { startServer } from '../apps/server/src/bench/server-process';
import { DEMO_LOGINS } from '../apps/server/src/seed/demo-seed';
import { passportFromSession } from '../apps/web/src/state/passport-from-session';
import type { SessionResponse } from '@bouwwerk/domain';

export interface LighthouseResult {
  page: string;
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
}

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const [DEMO] = DEMO_LOGINS;

/** What the app keeps in localStorage after a sign-in (state/passport.ts), so a run can start signed in. */
async function demoPassport(url: string) {
  const response = await fetch(`${url}/v1/sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-application-key': APP_KEY },
    body: JSON.stringify({ RelatieId: DEMO!.companyCode, Gebruikersnaam: DEMO!.username, Wachtwoord: browserPasswordDigest(DEMO!.password) }),
  });
  if (!response.ok) throw new Error(`Sign-in of the demo user failed: ${response.status} ${await response.text()}`);
  const session = (await response.json()) as SessionResponse;
  return passportFromSession(session, { organisation: DEMO!.companyCode, username: DEMO!.username, rememberMe: false });
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

/**
 * Lighthouse (mobile emulation, its default) with Debian's Chromium on the built app served by the real
 * server on a fresh demo database: the login page, then the weekly overview signed in. Each page in a browser
 * of its own (a fresh profile), so both are a first visit: no HTTP cache, no service worker from the other.
 * For the overview the passport is put in localStorage first, from a page of the server that does not load
 * the app, and that run keeps storage (disableStorageReset).
 */
export async function runLighthouse(port: number, log: (message: string) => void): Promise<LighthouseResult[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bouwwerk-lighthouse-'));
  const server = await startServer({ kind: 'pglite', dataDir }, port, { seedDemo: true });
  try {
    const audit = async (page: string, pagePath: string, storage?: Record<string, string>): Promise<LighthouseResult> => {
      const chrome = await launch({ chromePath: CHROME_PATH, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
      try {
        if (storage) await putInLocalStorage(chrome.port, `${server.url}/v1/version`, storage);
        const runner = await lighthouse(`${server.url}${pagePath}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices'],
          disableStorageReset: storage !== undefined,
        });
        if (!runner) throw new Error(`Lighthouse gave no result for ${pagePath}`);
        const { categories, audits, finalDisplayedUrl, runtimeError } = runner.lhr;
        if (runtimeError) throw new Error(`Lighthouse on ${pagePath}: ${runtimeError.code} ${runtimeError.message}`);
        // Signed out, every page ends on /login; the overview itself moves on to the week's address.
        if (!new URL(finalDisplayedUrl).pathname.startsWith(pagePath)) throw new Error(`Lighthouse on ${pagePath} ended on ${finalDisplayedUrl}`);
        const result = {
          page,
          path: pagePath,
          performance: score(categories.performance?.score),
          accessibility: score(categories.accessibility?.score),
          bestPractices: score(categories['best-practices']?.score),
          lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
        };
        log(`lighthouse ${pagePath}: performance ${result.performance}, accessibility ${result.accessibility}, best practices ${result.bestPractices}, LCP ${result.lcpMs} ms`);
        return result;
      } finally {
        chrome.kill();
      }
    };

    const login = await audit('login', '/login');
    const passport = JSON.stringify(await demoPassport(server.url));
    const overview = await audit('weekly overview', '/weekly/overview', { passport, whatsNewClosedAt: new Date().toISOString() });
    return [login, overview];
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Sets localStorage of the page's origin from a page that is not the app (no scripts, no service worker). */
async function putInLocalStorage(chromePort: number, pageUrl: string, entries: Record<string, string>) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chromePort}` });
  try {
    const tab = await browser.newPage();
    await tab.goto(pageUrl);
    await tab.evaluate((values: Record<string, string>) => {
      for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
    }, entries);
    await tab.close();
  } finally {
    await browser.disconnect();
  }
}
