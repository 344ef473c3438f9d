import { execFileSync } from 'node:child_process';
import { chromium, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../apps/web/e2e/chromium';
import { REPO_ROOT } from '../apps/server/test/helpers/child-process';
import { BENCH_COMPANY_CODE, BENCH_OFFICE_USER } from './generate-company';
import { round } from './memory';

/** The board of the bench company's 500 employees, in the planner's Chromium: shown and usable within this. */
export const BOARD_SHOWN_BUDGET_MS = 1_500;
const LOADS = 3;

export interface BoardInBrowser {
  /** From the start of the page's navigation to its first employee's row drawn, median of the loads. */
  shownMs: number;
  loadsMs: number[];
  /** The keys move the focus a row down and to the last row, and only the rows in view are drawn. */
  usable: boolean;
  usability: string;
}

/** The office app's bundle, built when its sources changed (as `npm start` does). */
export function buildOfficeApp(): void {
  execFileSync('node', ['scripts/build-web.mjs', '--if-changed'], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** When the first employee's row was drawn, by the page's clock. */
const FIRST_ROW_DRAWN = `new Promise((resolve) => {
  const drawn = () =>
    document.querySelector('[role="row"][aria-rowindex="2"] [role="gridcell"]')
      ? resolve(performance.now())
      : requestAnimationFrame(drawn);
  drawn();
})`;

/** The row of the element that has the focus, by its aria-rowindex (the header row is 1). */
const focusedRow = (page: Page) =>
  page.evaluate(() => Number(document.activeElement?.closest('[role="row"]')?.getAttribute('aria-rowindex') ?? 0));

async function usability(page: Page): Promise<{ usable: boolean; usability: string }> {
  const grid = page.getByRole('grid');
  const rowCount = Number(await grid.getAttribute('aria-rowcount'));
  await page.locator('[role="row"][aria-rowindex="2"] [role="gridcell"]').first().focus();
  await page.keyboard.press('ArrowDown');
  const down = await focusedRow(page);
  await page.keyboard.press('Control+End');
  const end = await focusedRow(page);
  const drawn = await page.getByRole('row').count();
  const usable = down === 3 && end === rowCount && drawn < 100;
  return {
    usable,
    usability: `${rowCount - 1} rows, ${drawn} drawn; ArrowDown to row ${down} (3), Control+End to row ${end} (${rowCount})`,
  };
}

/**
 * Opens `/kantoor/planning` for two weeks from `from` on the running server at `origin`, signed in as the bench's
 * planner, LOADS times in new contexts (nothing cached), and checks once that the keys work on it.
 */
export async function boardInBrowser(origin: string, from: string): Promise<BoardInBrowser> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const loadsMs: number[] = [];
    let checked = { usable: false, usability: 'not checked' };
    for (let load = 0; load < LOADS; load++) {
      const context = await browser.newContext({ baseURL: origin, viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      const signedIn = await page.request.post('/office/v1/session', {
        data: { companyCode: BENCH_COMPANY_CODE, email: BENCH_OFFICE_USER.email, password: BENCH_OFFICE_USER.password },
        headers: { Origin: origin },
      });
      if (!signedIn.ok()) throw new Error(`the bench's planner could not sign in: ${signedIn.status()}`);
      await page.goto(`/kantoor/planning?van=${from}&weken=2`);
      // The page's own clock: 0 is the start of its navigation. A string, as tsx would wrap a function's inner
      // functions in a helper the page does not have.
      const shown = (await page.evaluate(FIRST_ROW_DRAWN)) as number;
      loadsMs.push(round(shown, 0));
      if (load === 0) checked = await usability(page);
      await context.close();
    }
    const sorted = [...loadsMs].sort((a, b) => a - b);
    return { shownMs: sorted[Math.floor(sorted.length / 2)]!, loadsMs, ...checked };
  } finally {
    await browser.close();
  }
}
