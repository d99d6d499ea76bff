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

/**
 * The controls drawn smaller than a thumb (44 × 44 px, issue 23): every visible button, link,
 * select and text field, by its box. A check box or radio is judged by its label with it (what
 * the finger presses); a link inside a sentence is exempt, as WCAG 2.5.8 exempts it.
 */
export async function smallTapTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const small: string[] = [];
    const selector =
      'a[href], button, select, summary, [role="button"], [role="tab"], input:not([type="hidden"]), textarea';
    const union = (boxes: DOMRect[]) => {
      const left = Math.min(...boxes.map((b) => b.left));
      const top = Math.min(...boxes.map((b) => b.top));
      const right = Math.max(...boxes.map((b) => b.right));
      const bottom = Math.max(...boxes.map((b) => b.bottom));
      return { width: right - left, height: bottom - top, bottom, right };
    };
    for (const el of document.querySelectorAll<HTMLElement>(selector)) {
      if (!el.checkVisibility({ visibilityProperty: true })) continue;
      const own = el.getBoundingClientRect();
      // Off the page, visually hidden until focused (the skip link), or behind a modal.
      if (own.bottom <= 0 || own.right <= 0 || el.closest('.sr-only')) continue;
      if (el.closest('[aria-hidden="true"], [inert]')) continue;
      const labels =
        el instanceof HTMLInputElement && /^(checkbox|radio)$/.test(el.type) && el.labels
          ? [...el.labels].map((l) => l.getBoundingClientRect())
          : [];
      // Visually hidden inputs whose label is the target are judged by the label alone.
      const box = union(own.width <= 2 && labels.length ? labels : [own, ...labels]);
      if (box.width <= 2 || box.height <= 2) continue;
      const parentText = el.parentElement?.textContent?.trim() ?? '';
      const inSentence =
        el.tagName === 'A' &&
        getComputedStyle(el).display === 'inline' &&
        parentText.length > (el.textContent?.trim().length ?? 0);
      if (inSentence) continue;
      if (Math.round(box.width) < 44 || Math.round(box.height) < 44) {
        const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
        const id = el.closest('[data-testid]')?.getAttribute('data-testid');
        small.push(
          `${el.tagName.toLowerCase()}${id ? `@${id}` : ''} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`,
        );
      }
    }
    return small;
  });
}
