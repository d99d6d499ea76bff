// axe as the a11y specs use it: WCAG 2.0/2.1 A and AA rules; serious and critical findings fail.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The serious and critical axe findings on the page as it is now, one line each. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    );
}

/** Waits until the data sets have settled (no loading spinner left). */
export async function settled(page: Page) {
  await expect(page.getByRole('status').filter({ hasText: /Loading|ဖွင့်နေသည်/ })).toHaveCount(0);
}

/** Nothing wider than the window: no sideways scrolling on a phone. */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}
