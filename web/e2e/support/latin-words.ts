/// <reference lib="dom" />
// Issue 23: a Burmese page shows no English word. The visible text of the page is walked (text
// nodes and the accessible labels a screen reader speaks are not: this is what the eye reads);
// what the member typed (inputs' values) and elements marked `data-allow-latin` (user names,
// e-mail addresses, transaction numbers) are skipped, and brand names are allowed by name.
import type { Page } from '@playwright/test';

/**
 * Names that are written in Latin letters on Burmese pages too: the site's brand, the payment
 * services and banks as their apps spell them, the currencies' codes.
 */
export const LATIN_ALLOWED = [
  'Mystic',
  'Visions',
  'KBZPay',
  'KBZ',
  'WavePay',
  'Wave',
  'AYA',
  'CB',
  'Pay',
  'Kasikorn',
  'PromptPay',
  'Ks',
  'MMK',
  'THB',
  'Facebook',
  'Viber',
  'Telegram',
  'Messenger',
  'LINE',
  'TikTok',
  'YouTube',
  'QR',
  'Google',
  'JPEG',
  'JPG',
  'PNG',
] as const;

/** Words of two or more Latin letters; single letters are marks (Ks, ×) or initials. */
const LATIN_WORD = /[A-Za-z][A-Za-z'’-]*[A-Za-z]/g;

/**
 * The Latin-script words visible on the page now, with the element they sit in, skipping
 * allowed names, e-mail addresses, web addresses and anything inside `[data-allow-latin]`.
 */
export async function latinWords(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const found: { text: string; where: string }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      const text = node.textContent?.trim();
      if (!el || !text) continue;
      if (el.closest('[data-allow-latin], script, style, noscript, textarea, [hidden]')) continue;
      // Only what is drawn: not hidden, not clipped to nothing (visually hidden text is for
      // screen readers and is judged by the axe rules instead).
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const box = range.getBoundingClientRect();
      if (box.width < 2 || box.height < 2) continue;
      if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const id = el.closest('[data-testid]')?.getAttribute('data-testid');
      found.push({ text, where: `${el.tagName.toLowerCase()}${id ? `@${id}` : ''}` });
    }
    // Placeholders and the chosen option of selects are read too.
    for (const input of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
      'input[placeholder], textarea[placeholder]',
    )) {
      if (input.closest('[data-allow-latin]') || !input.checkVisibility()) continue;
      if (input.value === '') found.push({ text: input.placeholder, where: 'placeholder' });
    }
    return found;
  });
  const allowed = new Set<string>(LATIN_ALLOWED);
  const words: string[] = [];
  for (const { text, where } of texts) {
    // E-mail and web addresses are names, and a token with a digit is a number (a booking's
    // reference, a transaction number): none of them is a word.
    // A file's extension ("(.ics)") names a format.
    const tokens = text.split(/\s+/).filter((token) => !/[\d@]|\w\.\w|(^|\W)\.\w/.test(token));
    for (const word of tokens.join(' ').match(LATIN_WORD) ?? []) {
      if (!allowed.has(word)) words.push(`${word} (${where}: "${text.slice(0, 60)}")`);
    }
  }
  return [...new Set(words)];
}
