// Page weight: the JS and CSS a route loads before it is usable, gzipped, measured in Chromium.
import { chromium, type Browser } from 'playwright-core';
import { gzipSync } from 'node:zlib';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH || '/usr/bin/chromium';
}

export interface PageWeight {
  route: string;
  jsKb: number;
  cssKb: number;
  totalKb: number;
  files: number;
}

/** Loads `route` in a fresh context and sums the gzipped size of every script and stylesheet. */
export async function pageWeight(
  browser: Browser,
  baseUrl: string,
  route: string,
  localStorage: Record<string, string> = {},
): Promise<PageWeight> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  if (Object.keys(localStorage).length) {
    await context.addInitScript((entries) => {
      for (const [k, v] of Object.entries(entries)) window.localStorage.setItem(k, v);
    }, localStorage);
  }
  const page = await context.newPage();
  const sizes = { js: 0, css: 0, files: 0 };
  const pending: Promise<void>[] = [];
  page.on('response', (res) => {
    const type = res.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      res
        .body()
        .then((body) => {
          const gz = gzipSync(body).length;
          if (type === 'script') sizes.js += gz;
          else sizes.css += gz;
          sizes.files++;
        })
        .catch(() => undefined),
    );
  });
  await page.goto(baseUrl + route, { waitUntil: 'networkidle' });
  await Promise.all(pending);
  await context.close();
  const kb = (n: number) => Math.round((n / 1024) * 10) / 10;
  return {
    route,
    jsKb: kb(sizes.js),
    cssKb: kb(sizes.css),
    totalKb: kb(sizes.js + sizes.css),
    files: sizes.files,
  };
}

export async function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
}
