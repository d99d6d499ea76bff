// A first visit on a slow phone (issue 43): 360 px, 400 ms round trips, 400 kbps down, a CPU four
// times slower, nothing cached. Measures when the page's first words are painted readable: the
// home hero's heading for a Burmese visitor (Accept-Language: my) in the Myanmar font, and a
// post's title and first paragraph. Figures, not tests.
import type { Browser, BrowserContext } from 'playwright-core';

export interface SlowPaint {
  name: string;
  /** ms from navigation start until the text was on screen readable; null: not within the limit. */
  ms: number | null;
}

const LIMIT_MS = 30_000;

/**
 * A new page of `context` on the slow phone's line and CPU: 400 ms round trips, 400 kbps each
 * way, a CPU four times slower. Its CDP session is returned too (to count bytes, say).
 */
export async function slowPhonePage(context: BrowserContext) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 400,
    downloadThroughput: (400 * 1000) / 8,
    uploadThroughput: (400 * 1000) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { page, cdp };
}

/**
 * Opens `url` throttled and answers when each selector's element holds text (and, for Burmese
 * text, the Myanmar font has loaded), timed in the page from navigation start.
 */
async function firstReadable(
  browser: Browser,
  url: string,
  selectors: string[],
  lang: 'en' | 'my',
): Promise<number | null> {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
    locale: lang === 'my' ? 'my-MM' : 'en-US',
    extraHTTPHeaders: { 'Accept-Language': lang === 'my' ? 'my-MM,my;q=0.9' : 'en-US,en;q=0.9' },
    serviceWorkers: 'block',
  });
  try {
    // Checked every 20 ms from the document's start (animation frames do not run in this
    // headless Chromium): the moment each selector's element has its text, readable.
    await context.addInitScript(
      ({ selectors, burmese }) => {
        const w = window as unknown as { __readable?: number };
        const timer = setInterval(() => {
          // Nothing is painted before the head's stylesheets have loaded (and before then no
          // @font-face is known, so the font check below would pass on the fallback).
          const styled = Array.from(document.querySelectorAll('link[rel="stylesheet"]')).every(
            (link) => (link as HTMLLinkElement).sheet,
          );
          const ready =
            styled &&
            selectors.every((s) => {
              const el = document.querySelector(s);
              const text = el?.textContent?.trim() ?? '';
              if (!text || !(el as HTMLElement).offsetParent) return false;
              // In the face the element is drawn in (a bold heading waits for the bold one).
              const weight = getComputedStyle(el as HTMLElement).fontWeight;
              return !burmese || document.fonts.check(`${weight} 16px "Noto Sans Myanmar"`, text);
            });
          if (!ready) return;
          w.__readable = performance.now();
          clearInterval(timer);
        }, 20);
      },
      { selectors, burmese: lang === 'my' },
    );
    const { page } = await slowPhonePage(context);
    await page.goto(url, { waitUntil: 'commit', timeout: LIMIT_MS });
    const handle = await page
      .waitForFunction(() => (window as unknown as { __readable?: number }).__readable, null, {
        timeout: LIMIT_MS,
        polling: 250,
      })
      .catch((error: Error) => {
        console.warn(`[bench] slow phone ${url}: ${error.message.split('\n')[0]}`);
        return null;
      });
    return handle ? Math.round((await handle.jsonValue()) as number) : null;
  } finally {
    await context.close();
  }
}

export async function slowPhonePaints(
  browser: Browser,
  base: string,
  slug: string,
): Promise<SlowPaint[]> {
  const post = `/blogs/${encodeURIComponent(slug)}`;
  const article = ['main h1', 'main .prose-post p'];
  return [
    {
      name: 'home hero, Burmese visitor',
      ms: await firstReadable(browser, `${base}/`, ['main h1'], 'my'),
    },
    {
      name: 'post title + first paragraph, Burmese visitor',
      ms: await firstReadable(browser, `${base}${post}`, article, 'my'),
    },
    {
      name: 'post title + first paragraph, English visitor',
      ms: await firstReadable(browser, `${base}${post}`, article, 'en'),
    },
  ];
}
