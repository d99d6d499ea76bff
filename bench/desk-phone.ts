/// <reference lib="dom" />
// The reader's desk on her phone (issue 42.3): 390 px, touch, the slow-phone profile (400 ms
// round trips, 400 kbps down, a CPU four times slower). Two figures, not tests: opening the desk
// from an admin already in the phone's cache (her usual case: the admin opened before), and the
// first open with nothing cached; each with the bytes it downloaded. Strapi's admin is most of
// the second; the first is what the desk itself adds.
import type { Browser, BrowserContext } from 'playwright-core';
import { slowPhonePage } from './slow-phone';

export interface DeskLoad {
  name: string;
  /** ms from navigation start until the queue's heading and Verifying section are on screen. */
  ms: number | null;
  /** Bytes downloaded (as sent, compressed) during that navigation. */
  kb: number | null;
}

const LIMIT_MS = 120_000;
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;

async function throttledOpen(
  context: BrowserContext,
  url: string,
): Promise<{ ms: number | null; bytes: number }> {
  await context.addInitScript(() => {
    const w = window as unknown as { __desk?: number };
    const timer = setInterval(() => {
      const heading = Array.from(document.querySelectorAll('h1')).some(
        (h) => h.textContent === 'Bookings',
      );
      if (!heading || !document.querySelector('[data-testid="verifying-section"]')) return;
      w.__desk = performance.now();
      clearInterval(timer);
    }, 20);
  });
  const { page, cdp } = await slowPhonePage(context);
  let bytes = 0;
  cdp.on('Network.loadingFinished', (e: { encodedDataLength: number }) => {
    bytes += e.encodedDataLength;
  });
  await page.goto(url, { waitUntil: 'commit', timeout: LIMIT_MS });
  const handle = await page
    .waitForFunction(() => (window as unknown as { __desk?: number }).__desk, null, {
      timeout: LIMIT_MS,
      polling: 250,
    })
    .catch((error: Error) => {
      console.warn(`[bench] desk on a phone ${url}: ${error.message.split('\n')[0]}`);
      return null;
    });
  const ms = handle ? Math.round((await handle.jsonValue()) as number) : null;
  await page.close();
  return { ms, bytes };
}

/** Logs in as the reader (unthrottled), then times the desk's two opens. */
export async function deskPhoneLoads(
  browser: Browser,
  base: string,
  login: { email: string; password: string },
): Promise<DeskLoad[]> {
  const warm = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
  try {
    const page = await warm.newPage();
    await page.goto(`${base}/admin/auth/login`);
    await page.getByLabel('Email').fill(login.email);
    await page
      .getByLabel(/^Password/)
      .first()
      .fill(login.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('heading', { level: 1 }).waitFor({ timeout: LIMIT_MS });
    const session = await warm.storageState();
    const desk = `${base}/admin/plugins/bookings`;
    const figure = (name: string, r: { ms: number | null; bytes: number }): DeskLoad => ({
      name,
      ms: r.ms,
      kb: r.ms === null ? null : Math.round(r.bytes / 1024),
    });
    const rows = [figure('desk opened, admin cached', await throttledOpen(warm, desk))];
    const cold = await browser.newContext({
      ...PHONE,
      serviceWorkers: 'block',
      storageState: session,
    });
    try {
      rows.push(figure('desk opened, nothing cached', await throttledOpen(cold, desk)));
    } finally {
      await cold.close();
    }
    return rows;
  } finally {
    await warm.close();
  }
}
