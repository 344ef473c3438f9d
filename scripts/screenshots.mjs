// Takes README's two phone screenshots (docs/screenshots/) from a running server with the demo data:
//   npm start                                   (or any server that seeded the demo company)
//   node scripts/screenshots.mjs [base URL]     (default http://localhost:8080)
// Debian's Chromium at /usr/bin/chromium, as the e2e tests use it; Playwright never downloads a browser.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const baseUrl = process.argv[2] ?? 'http://localhost:8080';
const outDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../docs/screenshots');
mkdirSync(outDir, { recursive: true });

// The date field follows the browser's own language: Debian's chromium without chromium-l10n has only en-US,
// so it shows mm/dd/yyyy where a Dutch phone shows dd-mm-jjjj.
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  // The e2e tests' phone viewport; deviceScaleFactor 1 keeps each PNG well under 150 KB.
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 1,
    locale: 'nl-NL',
    timezoneId: 'Europe/Amsterdam',
    serviceWorkers: 'block',
  });
  // As on a phone that has seen the 'what's new' carousel: otherwise it covers the overview.
  await context.addInitScript(() => localStorage.setItem('whatsNewClosedAt', new Date().toISOString()));
  const page = await context.newPage();

  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Bedrijfscode').fill('demo');
  await page.getByLabel('Gebruikersnaam').fill('jan');
  await page.getByLabel('Wachtwoord').fill('welkom123');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(/\/weekly\/overview\//);
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: path.join(outDir, 'weekly-overview.png') });

  // The first planned project's Uren leads to the hours form of its first work and part; on a day without a
  // project, the first day of the week that has one.
  const projectHours = page.locator('a[href^="/select/hours/item"]').first();
  for (const day of await page.getByRole('list', { name: 'Dagen van de week' }).getByRole('button').all()) {
    if ((await projectHours.count()) > 0) break;
    await day.click();
    await page.waitForLoadState('networkidle');
  }
  await projectHours.click();
  // A project with several works or parts asks which: the first of each.
  await page.waitForURL(/\/(item|part)\?|\/submit\/hours/);
  if (/\/item\?/.test(page.url())) {
    await page.locator('main a[href*="/part?"]').first().click();
    await page.waitForURL(/\/part\?|\/submit\/hours/);
  }
  if (/\/part\?/.test(page.url())) await page.locator('main a[href*="/submit/hours"]').first().click();
  await page.waitForURL(/\/submit\/hours/);
  await page.getByLabel('Opmerking').fill('Leidingwerk badkamer, afvoer vervangen');
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: path.join(outDir, 'hours-form.png') });
} finally {
  await browser.close();
}
console.log(`Screenshots written to ${path.relative(process.cwd(), outDir) || '.'}`);
