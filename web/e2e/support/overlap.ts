/// <reference lib="dom" />
// Issue 38: toasts covered the control a person needed next (Continue, Log in, a dialog's
// buttons). `tapClear` taps like a person but first fails when a visible toast lies over the
// element about to be tapped; `expectTapTargets` fails on any visible link or button smaller
// than 44×44 px (WCAG 2.5.5), exempting only links inside running text (WCAG 2.5.8's inline
// exception).
import { expect, type Locator, type Page } from '@playwright/test';

/** Fails when a visible toast overlaps `target`'s box. */
export async function expectNoToastOver(target: Locator): Promise<void> {
  const box = await target.boundingBox();
  expect(box, 'the element to tap is on screen').not.toBeNull();
  const toasts = target.page().getByTestId('toast');
  for (let i = 0; i < (await toasts.count()); i++) {
    const t = await toasts.nth(i).boundingBox();
    if (!t || !box) continue;
    const overlaps =
      t.x < box.x + box.width &&
      box.x < t.x + t.width &&
      t.y < box.y + box.height &&
      box.y < t.y + t.height;
    expect(
      overlaps,
      `a toast (${await toasts.nth(i).innerText()}) covers the element about to be tapped`,
    ).toBe(false);
  }
}

/** Scrolls `target` into view, checks no toast covers it, then taps it (click without touch). */
export async function tapClear(target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  await expectNoToastOver(target);
  const touch = await target.page().evaluate(() => matchMedia('(pointer: coarse)').matches);
  if (touch) await target.tap();
  else await target.click();
}

export interface SmallTarget {
  text: string;
  width: number;
  height: number;
}

/**
 * Every visible link, button and labelled control of the page smaller than 44×44 px. A link whose
 * parent is running text (a paragraph or list item with words beside it) is exempt, as WCAG
 * 2.5.8 allows for inline links; so are controls inside `[data-tap-exempt]`.
 */
export async function smallTapTargets(page: Page, min = 44): Promise<SmallTarget[]> {
  return page.evaluate((size) => {
    const inline = (el: Element) => {
      if (el.tagName !== 'A') return false;
      const parent = el.parentElement;
      if (!parent || !['P', 'LI', 'SPAN', 'DD', 'TD'].includes(parent.tagName)) return false;
      const own = (el.textContent ?? '').trim();
      const around = (parent.textContent ?? '').trim();
      return around.length > own.length + 10;
    };
    const out: { text: string; width: number; height: number }[] = [];
    for (const el of document.querySelectorAll('a[href], button, [role="button"], summary')) {
      // A stretched link (its ::after covers the card, post-card.tsx) is the size of its card.
      const after = getComputedStyle(el, '::after');
      const stretched = after.position === 'absolute' && after.content !== 'none';
      const r = (
        stretched && el instanceof HTMLElement && el.offsetParent ? el.offsetParent : el
      ).getBoundingClientRect();
      const style = getComputedStyle(el);
      if (r.width === 0 || r.height === 0 || style.visibility === 'hidden') continue;
      if (el.closest('[data-tap-exempt], .sr-only') || inline(el)) continue;
      if (el.closest('[aria-hidden="true"], [inert]')) continue;
      // A control inside a bigger control (an icon in a button) counts as the bigger one.
      if (el.parentElement?.closest('a[href], button')) continue;
      if (r.width < size - 0.5 || r.height < size - 0.5) {
        const text = (el.getAttribute('aria-label') || el.textContent || el.tagName).trim();
        out.push({
          text: text.slice(0, 40),
          width: Math.round(r.width),
          height: Math.round(r.height),
        });
      }
    }
    return out;
  }, min);
}

/** Fails naming every visible tap target under 44×44 px on the page as it is now. */
export async function expectTapTargets(page: Page, where: string): Promise<void> {
  // The whole page, not only the first screen: scroll so lazily shown parts render.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.evaluate(() => window.scrollTo(0, 0));
  expect.soft(await smallTapTargets(page), `tap targets under 44×44 px on ${where}`).toEqual([]);
}
