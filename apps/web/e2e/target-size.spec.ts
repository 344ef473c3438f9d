import type { Page } from '@playwright/test';
import { axeFindings } from '../../../test/e2e-support/axe';
import { expect, storePassport, test, todayRouteDate, users } from './fixtures';
import { apiAs, projectByAddress } from './projects';
import { fromRouteDate, overviewKey, routeDate, weekOf, weekOverviewOf } from './week';

/*
 * WCAG 2.2's target size (axe's target-size, as Lighthouse checks it) on the screens a phone opens most, at
 * the phone project's 390x844 and at 360x640: every control at least 24 by 24 CSS pixels, including the part
 * of it that the bottom navigation, fixed over the content, does not cover. The page is checked at every
 * scroll position a thumb can leave it at, not only at the top: what lies under the navigation changes with
 * the scroll.
 */

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 360, height: 640 },
];

/**
 * axe's findings (target size included) at the top of the page, and its target size at every half screenful
 * below it and at the end: what lies next to the bars changes with the scroll, the rest of the page does not
 * (every rule at each position took half the spec's time). The signed-in screens scroll their main part
 * (app/routes/dashboard-layout.css), the login page the document.
 */
async function findingsWhileScrolling(page: Page): Promise<string[]> {
  const findings = new Set<string>();
  const { scrollHeight, clientHeight } = await page.evaluate(() => {
    const { scrollHeight, clientHeight } = document.querySelector('.shell__main') ?? document.scrollingElement!;
    return { scrollHeight, clientHeight };
  });
  const end = scrollHeight - clientHeight;
  const step = Math.max(1, Math.floor(clientHeight / 2));
  for (let y = 0; ; y += step) {
    const top = Math.min(y, end);
    await page.evaluate(
      (to) => (document.querySelector('.shell__main') ?? document.scrollingElement!).scrollTo(0, to),
      top,
    );
    const options = top === 0 ? { targetSize: true } : { rules: ['target-size'] };
    for (const finding of await axeFindings(page, options)) findings.add(`at ${top}px: ${finding}`);
    if (top >= end) break;
  }
  return [...findings];
}

for (const viewport of VIEWPORTS) {
  test.describe(`target size at ${viewport.width}x${viewport.height}`, () => {
    test.beforeEach(async ({ page }, testInfo) => {
      test.skip(testInfo.project.name !== 'phone', 'The phone sizes only.');
      // axe once per half screenful: a long week takes a dozen runs.
      test.setTimeout(120_000);
      await page.setViewportSize(viewport);
    });

    test('the login page', async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
      expect(await findingsWhileScrolling(page)).toEqual([]);
    });

    test("jan's weekly overview, on his busiest day", async ({ page, request }) => {
      const week = await weekOverviewOf(request, users.jan, fromRouteDate(todayRouteDate()));
      const cards = (day: Date) => week[overviewKey(day)]?.items.length ?? 0;
      const day = weekOf(fromRouteDate(todayRouteDate()))
        .slice(0, 5)
        .sort((a, b) => cards(b) - cards(a))[0]!;
      expect(cards(day), 'the demo plans jan on weekdays').toBeGreaterThan(0);
      await storePassport(page, request, users.jan);
      await page.goto(`/weekly/overview/${routeDate(day)}`);
      const main = page.getByRole('main');
      await expect(main.getByRole('article')).toHaveCount(cards(day));
      await expect(
        main
          .getByRole('link', { name: 'Uren' })
          .or(main.getByRole('button', { name: 'Uren' }))
          .first(),
      ).toBeVisible();
      expect(await findingsWhileScrolling(page)).toEqual([]);
    });

    test('a project page', async ({ page, request }) => {
      const school = await projectByAddress(await apiAs(request, users.jan), 'Regenboogstraat 4');
      await storePassport(page, request, users.jan);
      await page.goto(`/project/${school.id}/${todayRouteDate()}`);
      await expect(page.getByRole('heading', { name: 'Renovatie Basisschool De Regenboog' })).toBeVisible();
      expect(await findingsWhileScrolling(page)).toEqual([]);
    });
  });
}
