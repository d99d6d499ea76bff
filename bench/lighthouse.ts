// Lighthouse (mobile preset, its default) driving Debian's Chromium; the median of several runs.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
// puppeteer-core comes with lighthouse (its own driver): the same version, nothing more installed.
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, chromiumPath } from './pages';

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Largest Contentful Paint and Total Blocking Time under Lighthouse's throttling, ms. */
  lcpMs: number;
  tbtMs: number;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
};

/** What a signed-in page needs before Lighthouse loads it: the SPA keeps its tokens in localStorage. */
export interface SignedIn {
  origin: string;
  localStorage: Record<string, string>;
}

/** Writes `signedIn.localStorage` into the browser on `port` (Lighthouse then keeps storage). */
async function seedStorage(port: number, signedIn: SignedIn): Promise<void> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    await page.goto(`${signedIn.origin}/robots.txt`);
    await page.evaluate((entries: Record<string, string>) => {
      for (const [k, v] of Object.entries(entries)) window.localStorage.setItem(k, v);
    }, signedIn.localStorage);
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

export async function lighthouseMedian(
  url: string,
  runs = 3,
  signedIn?: SignedIn,
): Promise<LighthouseScores> {
  const results: LighthouseScores[] = [];
  for (let i = 0; i < runs; i++) {
    const chrome = await chromeLauncher.launch({
      chromePath: chromiumPath(),
      chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    });
    try {
      if (signedIn) await seedStorage(chrome.port, signedIn);
      const result = await lighthouse(url, {
        port: chrome.port,
        // Signed in: keep the tokens just written (Lighthouse clears storage by default).
        disableStorageReset: Boolean(signedIn),
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      const c = result?.lhr.categories;
      const score = (k: string) => Math.round((c?.[k]?.score ?? 0) * 100);
      const ms = (audit: string) => Math.round(result?.lhr.audits[audit]?.numericValue ?? 0);
      results.push({
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcpMs: ms('largest-contentful-paint'),
        tbtMs: ms('total-blocking-time'),
      });
    } finally {
      await chrome.kill();
    }
  }
  return {
    performance: median(results.map((r) => r.performance)),
    accessibility: median(results.map((r) => r.accessibility)),
    bestPractices: median(results.map((r) => r.bestPractices)),
    seo: median(results.map((r) => r.seo)),
    lcpMs: median(results.map((r) => r.lcpMs)),
    tbtMs: median(results.map((r) => r.tbtMs)),
  };
}
