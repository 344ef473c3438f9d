import type { APIRequestContext, Page } from '@playwright/test';
import { expect, signIn, todayRouteDate, users } from './fixtures';
import { apiAs, partByName, projectByAddress, workByName } from './projects';
import { firstItemOfWeek } from './week';

export interface Screen {
  name: string;
  path: string;
}

/** The screens a foreman uses on site, signed in as jan (the login screen is checked on its own). */
export async function mainScreens(request: APIRequestContext): Promise<Screen[]> {
  const api = await apiAs(request, users.jan);
  const school = await projectByAddress(api, 'Regenboogstraat 4');
  const ruwbouw = await workByName(api, school.id, 'Ruwbouw');
  const sloopwerk = await partByName(api, ruwbouw.id, 'Sloopwerk');
  const order = await firstItemOfWeek(request, users.jan, 'workorder');
  const today = todayRouteDate();
  return [
    { name: 'week overview', path: `/weekly/overview/${today}` },
    { name: 'project list', path: '/select/project' },
    { name: 'project detail', path: `/project/${school.id}/${today}` },
    {
      name: 'hours form',
      path: `/select/${ruwbouw.id}/part/0/${sloopwerk.id}/submit/hours?project=${school.id}&date=${today}`,
    },
    { name: 'work order', path: `/order/${order.id}` },
    { name: 'settings', path: '/settings/' },
    { name: 'leave', path: '/leaveofabsence' },
    { name: 'outbox', path: '/outbox' },
  ];
}

/** Opens a screen and waits until its data is in (no loading status left). */
export async function openScreen(page: Page, screen: Screen) {
  await page.goto(screen.path);
  await expect(page.getByRole('banner').getByRole('heading', { level: 1 }), screen.name).toBeVisible();
  await expect(page.getByRole('status', { name: 'Laden…' })).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

export { signIn };
export { axeFindings } from '../../../test/e2e-support/axe';

/**
 * Every visible control of the page that is smaller than 48 x 48 px (work gloves), as 'name WxH'. Exceptions,
 * as axe's target-size rule makes them: a text link inside a sentence (text on either side in the same
 * paragraph), and a check box or radio button inside a label that is itself at least 48 px high and wide
 * (the label is the target). Controls behind an open dialog are not counted.
 */
export async function smallTapTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const MIN = 47.5;
    const dialog = document.querySelector('dialog[open], [role="dialog"]');
    const scope = dialog ?? document.body;
    const controls = scope.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"]',
    );
    const small: string[] = [];
    const isVisible = (el: HTMLElement) => {
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none') return false;
      if (el.closest('.visually-hidden, [hidden], [inert]')) return false;
      const box = el.getBoundingClientRect();
      return box.width > 1 && box.height > 1;
    };
    const inSentence = (el: HTMLElement) => {
      if (el.tagName !== 'A') return false;
      const block = el.closest('p, li, dd, td');
      if (!block) return false;
      const text = block.textContent ?? '';
      const own = el.textContent ?? '';
      return text.trim().length > own.trim().length + 10;
    };
    for (const el of controls) {
      if (!isVisible(el)) continue;
      if (inSentence(el)) continue;
      let box = el.getBoundingClientRect();
      if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) {
        const label = el.closest('label') ?? (el.id ? document.querySelector(`label[for="${el.id}"]`) : null);
        if (label) box = label.getBoundingClientRect();
      }
      if (box.width >= MIN && box.height >= MIN) continue;
      const name =
        el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? el.getAttribute('name') ?? el.tagName;
      small.push(`${el.tagName.toLowerCase()} '${name}' ${Math.round(box.width)}x${Math.round(box.height)}`);
    }
    return small;
  });
}
