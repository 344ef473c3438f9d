import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

// Shared by the e2e tests of both browser apps (apps/web/e2e, apps/office/e2e), which import no other app's files.

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface AxeOptions {
  /** Only this part of the page (a CSS selector), e.g. an open dialog or a list. */
  include?: string;
  /** Also every finding of the AAA contrast rule (color-contrast-enhanced: 7:1, 4.5:1 for large text). */
  enhanced?: boolean;
  /**
   * Also WCAG 2.2's target size (2.5.8, axe's `target-size`): every control at least 24 by 24 CSS pixels, or
   * spaced so, including the part of it not covered by another control (the fixed bottom navigation).
   */
  targetSize?: boolean;
  /** Only these rules (axe's rule ids), instead of every rule of the tags above. */
  rules?: string[];
}

/**
 * axe on the page: its serious and critical findings of WCAG 2.1 A and AA (with `enhanced`, also the AAA
 * contrast findings), one line per element, so a failing assertion says what and where.
 */
export async function axeFindings(
  page: Page,
  { include, enhanced = false, targetSize = false, rules }: AxeOptions = {},
): Promise<string[]> {
  const tags = [...WCAG_AA, ...(enhanced ? ['wcag2aaa'] : []), ...(targetSize ? ['wcag22aa'] : [])];
  // axe.run() in the page itself: the app has no frames, let alone cross-origin ones, which are what the default
  // mode is for, at the price of a new blank page for every analysis (2 s an analysis, now 0.3-0.5 s).
  let builder = new AxeBuilder({ page }).setLegacyMode();
  builder = rules ? builder.withRules(rules) : builder.withTags(tags);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) =>
      v.id === 'color-contrast-enhanced'
        ? true
        : !v.tags.includes('wcag2aaa') && (v.impact === 'serious' || v.impact === 'critical'),
    )
    .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')} ${n.any.map((c) => c.message).join(' ')}`));
}
