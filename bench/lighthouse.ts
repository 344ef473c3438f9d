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
  const session = (await response.json()) as { bedrijfsnaam: string; logoExt: string; contactpersoonId: number; authToken: string; naam: string; achternaam: string };
  return {
    organisation: DEMO!.companyCode,
    organisationName: session.bedrijfsnaam,
    logoExt: session.logoExt,
    username: DEMO!.username,
    userID: session.contactpersoonId,
    accessToken: session.authToken,
    firstName: session.naam,
    lastName: session.achternaam,
    rememberMe: false,
    fullName: `${session.naam} ${session.achternaam}`,
    authenticated: true,
  };
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

/**
 * Lighthouse (mobile emulation, its default) with Debian's Chromium on the built app served by the real
 * server on a fresh demo database: the login page, then the weekly overview signed in. The passport is put
 * in localStorage by a first visit, and that run keeps storage (disableStorageReset).
 */
export async function runLighthouse(port: number, log: (message: string) => void): Promise<LighthouseResult[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bouwwerk-lighthouse-'));
  const server = await startServer({ kind: 'pglite', dataDir }, port, { seedDemo: true });
  const chrome = await launch({ chromePath: CHROME_PATH, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  try {
    const audit = async (page: string, pagePath: string, keepStorage: boolean): Promise<LighthouseResult> => {
      const runner = await lighthouse(`${server.url}${pagePath}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        disableStorageReset: keepStorage,
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
    };

    const login = await audit('login', '/login', false);
    const passport = await demoPassport(server.url);
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    try {
      const tab = await browser.newPage();
      await tab.goto(`${server.url}/login`);
      await tab.evaluate((value: string) => {
        localStorage.setItem('passport', value);
        localStorage.setItem('whatsNewClosedAt', new Date().toISOString());
      }, JSON.stringify(passport));
      await tab.close();
    } finally {
      await browser.disconnect();
    }
    const overview = await audit('weekly overview', '/weekly/overview', true);
    return [login, overview];
  } finally {
    chrome.kill();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
