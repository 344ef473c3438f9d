import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';
import { browserPasswordDigest } from '../apps/server/src/lib/passwords';
import { APP_KEY } from './scenarios';
import { startServer } from './server-process';
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
  tbtMs: number;
  /** The performance score of every run; the figures above are the median run's. */
  performanceRuns: number[];
  /** The median run's whole Lighthouse report (JSON), for what the scores do not say: long tasks, scripts. */
  reportFile: string;
}

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const [DEMO] = DEMO_LOGINS;

/**
 * What localStorage holds for the demo user signed in, the what's-new carousel closed, so a run can start on the
 * weekly overview (the passport as state/passport.ts keeps it after a sign-in).
 */
export async function signedInStorage(url: string): Promise<Record<string, string>> {
  return {
    passport: JSON.stringify(await demoPassport(url)),
    whatsNewClosedAt: new Date().toISOString(),
  };
}

async function demoPassport(url: string) {
  const response = await fetch(`${url}/v1/sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-application-key': APP_KEY },
    body: JSON.stringify({
      RelatieId: DEMO!.companyCode,
      Gebruikersnaam: DEMO!.username,
      Wachtwoord: browserPasswordDigest(DEMO!.password),
    }),
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
 * the app, and that run keeps storage (disableStorageReset). Each page runs `runs` times and the median run (by
 * performance score) is reported, as Lighthouse's documentation advises: one run's score varies by several
 * points with what else the machine does in those seconds.
 */
export async function runLighthouse(
  port: number,
  log: (message: string) => void,
  options: { runs: number; /** An existing directory. */ reportDir: string },
): Promise<LighthouseResult[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bouwwerk-lighthouse-'));
  const server = await startServer({ kind: 'pglite', dataDir }, port, { seedDemo: true });
  try {
    type Run = Omit<LighthouseResult, 'performanceRuns' | 'reportFile'> & { report: string };
    const audit = async (page: string, pagePath: string, storage?: Record<string, string>): Promise<Run> => {
      const chrome = await launch({
        chromePath: CHROME_PATH,
        chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
      });
      try {
        if (storage) {
          const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
          await putInLocalStorage(browser, `${server.url}/v1/version`, storage).finally(() => browser.disconnect());
        }
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
        if (!new URL(finalDisplayedUrl).pathname.startsWith(pagePath))
          throw new Error(`Lighthouse on ${pagePath} ended on ${finalDisplayedUrl}`);
        const result = {
          page,
          path: pagePath,
          performance: score(categories.performance?.score),
          accessibility: score(categories.accessibility?.score),
          bestPractices: score(categories['best-practices']?.score),
          lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
          tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
          report: runner.report as string,
        };
        log(
          `lighthouse ${pagePath}: performance ${result.performance}, accessibility ${result.accessibility}, best practices ${result.bestPractices}, LCP ${result.lcpMs} ms, TBT ${result.tbtMs} ms`,
        );
        return result;
      } finally {
        chrome.kill();
      }
    };

    const median = async (
      page: string,
      pagePath: string,
      storage?: () => Promise<Record<string, string>>,
    ): Promise<LighthouseResult> => {
      const results = [];
      for (let run = 0; run < options.runs; run++) results.push(await audit(page, pagePath, await storage?.()));
      results.sort((a, b) => a.performance - b.performance);
      const { report, ...median } = results[Math.floor(results.length / 2)]!;
      const reportFile = path.join(options.reportDir, `lighthouse-${page.replaceAll(' ', '-')}.json`);
      writeFileSync(reportFile, report);
      return { ...median, performanceRuns: results.map((r) => r.performance), reportFile };
    };

    const login = await median('login', '/login');
    const overview = await median('weekly overview', '/weekly/overview', () => signedInStorage(server.url));
    return [login, overview];
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Sets localStorage of the page's origin from a page that is not the app (no scripts, no service worker). */
export async function putInLocalStorage(browser: Browser, pageUrl: string, entries: Record<string, string>) {
  const tab = await browser.newPage();
  await tab.goto(pageUrl);
  await tab.evaluate((values: Record<string, string>) => {
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
  }, entries);
  await tab.close();
}
