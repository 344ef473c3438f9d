import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { E2E_TODAY, expect, signIn, test, users } from './fixtures';
import { ownDay, routeDate } from './registrations-api';
import { E2E_SERVER_PORT, seededCopyDir } from './seeded-copy.mjs';
import { apiDate, overviewKey, weekOverviewOf } from './week';

/**
 * The server killed and restarted while the outbox sends: exactly once after it returns
 * (docs/decisions/011-the-outbox.md). The spec runs a server of its own (port 4511, its own PGlite directory) so that
 * it can kill it with SIGKILL, as a crash or an out-of-memory kill would, and start it again on the same directory.
 */

/** A port per worker, so that repeated runs (--repeat-each) in parallel each kill their own server. */
const PORT = 4511 + Number(process.env.TEST_PARALLEL_INDEX ?? 0);
const BASE_URL = `http://127.0.0.1:${PORT}`;
const BOOKINGS = 5;
/** The booking whose request the server is killed under, once it reached the server. */
const KILLED_UNDER = 3;
/** Beyond the longest retry delay the outbox reaches in the seconds the server is down (its backoff doubles from 2 s). */
const BACKOFF_CAP_WHILE_DOWN_MS = 65_000;
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

test.use({ baseURL: BASE_URL });

let dataDir: string | undefined;
let server: ChildProcess | undefined;

/** The embedded PGlite in its own directory, also where the shell exports DATABASE_URL. */
function serverEnv() {
  dataDir ??= mkdtempSync(path.join(tmpdir(), 'bouwwerk-e2e-restart-'));
  const { DATABASE_URL: _sharedDatabase, ...env } = process.env;
  return {
    ...env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // The same today as the shared e2e server's (test/e2e-support/e2e-today.mjs).
    FIXED_TODAY: E2E_TODAY,
  };
}

/** The compiled server that e2e/start-server.mjs built before any spec ran: no transpiling at each start. */
const serverScript = ['--enable-source-maps', 'apps/server/dist/server.mjs'];

/** The demo data in a fresh directory: a copy of what the shared e2e server's seed made (seeded-copy.mjs). */
function seed() {
  cpSync(seededCopyDir(E2E_SERVER_PORT), serverEnv().DATA_DIR, { recursive: true });
}

async function startServer() {
  server = spawn(process.execPath, serverScript, {
    cwd: repoRoot,
    env: serverEnv(),
    stdio: 'ignore',
  });
  await expect
    .poll(
      () =>
        fetch(`${BASE_URL}/login`).then(
          (response) => response.status,
          () => 0,
        ),
      { timeout: 60_000 },
    )
    .toBe(200);
}

async function killServer() {
  const exited = once(server!, 'exit');
  server!.kill('SIGKILL');
  await exited;
}

test.afterAll(async () => {
  if (server && server.exitCode === null && server.signalCode === null) {
    const exited = once(server, 'exit');
    server.kill('SIGTERM');
    await exited;
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** Books an hour of leave on the day through the Indirect form, without a connection: it waits in the outbox. */
async function openIndirectForm(page: Page) {
  await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Indirect' }).click();
  await expect(page.getByLabel('Soort')).toBeEnabled();
}

async function bookLeaveOffline(page: Page, day: Date) {
  await openIndirectForm(page);
  await page.getByLabel('Datum').fill(apiDate(day));
  await page.getByLabel('Soort').selectOption({ label: 'Verlof' });
  await page
    .getByRole('group', { name: 'Uren', exact: true })
    .getByRole('combobox', { name: 'uren' })
    .selectOption('1');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByTestId('toast').last()).toHaveText('Opgeslagen – wordt verstuurd');
}

test('the server killed and restarted while the outbox sends: exactly once after it returns', async ({
  page,
  context,
  request,
  consoleErrors,
}, testInfo) => {
  // One server on one port: the phone project runs it, the desktop one would only race it.
  test.skip(testInfo.project.name !== 'phone', 'one server of its own, run by the phone project');
  test.setTimeout(240_000);
  seed();
  await startServer();
  consoleErrors.allow(
    // Every way Chromium reports a request that died with the server or went out while it was down.
    /net::ERR_(INTERNET_DISCONNECTED|CONNECTION_REFUSED|CONNECTION_RESET|SOCKET_NOT_CONNECTED|EMPTY_RESPONSE|FAILED)|Failed to fetch/,
  );
  const day = ownDay(testInfo, 40);
  const before = (await weekOverviewOf(request, users.jan, day))[overviewKey(day)]!;

  await signIn(page, users.jan);
  await page.goto(`/weekly/overview/${routeDate(day)}`);
  await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
  // The form opened once online: its screen's code and choices are on the phone.
  await openIndirectForm(page);

  await context.setOffline(true);
  for (let i = 0; i < BOOKINGS; i++) await bookLeaveOffline(page, day);
  await expect(page.getByTestId('unsent-item')).toHaveCount(BOOKINGS);

  // Every answer the app got for a booking, and the kill under the third request, once it reached the server.
  const statuses: number[] = [];
  let replayed = 0;
  page.on('response', (response) => {
    if (!response.url().endsWith('/v1/invoer')) return;
    statuses.push(response.status());
    if (response.headers()['idempotent-replayed'] === 'true') replayed += 1;
  });
  let requests = 0;
  let killed!: () => void;
  const serverKilled = new Promise<void>((resolve) => (killed = resolve));
  await page.route('**/v1/invoer', async (route) => {
    if (++requests !== KILLED_UNDER) return route.continue();
    const forwarded = route.fetch().catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 30));
    await killServer();
    await forwarded;
    killed();
    // Whether its transaction committed or not, the phone hears nothing: the connection died with the server.
    return route.abort('connectionreset');
  });

  await context.setOffline(false);
  await serverKilled;
  // The outbox was sending: the killed booking and those after it still wait on the phone.
  await expect(page.getByTestId('unsent-item')).toHaveCount(BOOKINGS - KILLED_UNDER + 1);
  await startServer();

  // Its own backoff sends the rest once the server is back. The backoff grew while the server was down (up to
  // half a minute); the page's clock moves past the pending retry rather than the test waiting it out.
  await page.clock.fastForward(BACKOFF_CAP_WHILE_DOWN_MS);
  await expect(page.getByTestId('unsent-item')).toHaveCount(0, { timeout: 30_000 });
  // No retry was refused (no 409 for a key whose first attempt died): each answered 201, first or replayed.
  expect(statuses.length).toBeGreaterThanOrEqual(BOOKINGS);
  expect(statuses.filter((status) => status !== 201)).toEqual([]);
  // Whether the killed write had committed (its retry replayed) or not (booked by the retry) is up to timing.
  testInfo.annotations.push({
    type: 'killed write',
    description: replayed > 0 ? 'committed, replayed' : 'rolled back',
  });
  const after = (await weekOverviewOf(request, users.jan, day))[overviewKey(day)]!;
  expect(after.hoursWorked).toBe(before.hoursWorked + BOOKINGS);

  // The app shows them as the server has them: sent, each once.
  await page.goto(`/weekly/overview/${routeDate(day)}`);
  await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
  await expect(page.getByTestId('unsent-item')).toHaveCount(0);
  await expect(page.getByTestId('day-hours-unsent')).toHaveCount(0);
  await expect(page.getByRole('main')).not.toContainText('Opgeslagen – wordt verstuurd');
});
