// The installable, offline-capable app (issue 8): the service worker registers and controls the
// page, visited pages reopen offline, the offline overlay, the manifest and Chromium's
// installability check, feedback queued offline, and the settings dialog's window event.
import { expect, test, type Page } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TIMEOUT } from './support/timeouts';

// The service worker is what these tests are about (the other specs run without it).
test.use({ serviceWorkers: 'allow' });

/**
 * Opens `path` and waits until the service worker controls the page (first visit included) and has
 * finished activating: it claims the page during its activate event, so the page can have a
 * controller whose state still reads 'activating' (a repeated run met that).
 */
async function openControlled(page: Page, path = '/') {
  await page.goto(path);
  await page.waitForFunction(
    () => navigator.serviceWorker.controller?.state === 'activated',
    undefined,
    { timeout: TIMEOUT.slow },
  );
}

const toast = (page: Page) => page.getByTestId('toast');

test.describe('the service worker', () => {
  test('when the home page opens, then /sw.js registers at the root, controls the page and says it is ready offline', async ({
    page,
    request,
  }) => {
    const sw = await request.get('/sw.js');
    expect(sw.status()).toBe(200);
    expect(sw.headers()['service-worker-allowed']).toBe('/');
    expect(sw.headers()['cache-control']).toBe('no-cache');

    await openControlled(page);
    const registration = await page.evaluate(async () => {
      const reg = await navigator.serviceWorker.ready;
      return { scope: reg.scope, script: reg.active?.scriptURL, state: reg.active?.state };
    });
    const origin = new URL(page.url()).origin;
    expect(registration).toEqual({
      scope: `${origin}/`,
      script: `${origin}/sw.js`,
      state: 'activated',
    });
    await expect(toast(page)).toContainText('Ready to Work Offline');

    // The shell, the fonts and both language bundles are precached.
    const precached = await page.evaluate(async () => {
      const name = (await caches.keys()).find((n) => n.startsWith('workbox-precache'));
      const cache = await caches.open(name!);
      return (await cache.keys()).map((r) => new URL(r.url).pathname);
    });
    expect(precached).toContain('/index.html');
    expect(precached.some((p) => /noto-sans-myanmar-burmese-400.*\.woff2$/.test(p))).toBe(true);
    // Each language's `common` texts are a chunk of their own (a rendered page carries the texts
    // it shows), both precached for a language switch offline.
    expect(precached.filter((p) => /\/assets\/shell-.*\.js$/.test(p)).length).toBe(1);
    expect(precached.filter((p) => /\/assets\/common-.*\.js$/.test(p)).length).toBe(2);
  });

  test('when a visited post is reloaded offline, then it opens from the cache and the overlay comes and goes with the network', async ({
    page,
    context,
    request,
  }) => {
    const posts = await (await request.get('/api/posts-list?page_size=1')).json();
    const post = posts.data.data[0] as { slug: string; title: string };

    await openControlled(page);
    await page.goto(`/blogs/${post.slug}`);
    const heading = page.getByRole('heading', { level: 1, name: post.title });
    await expect(heading).toBeVisible();
    await expect(page.getByTestId('offline-overlay')).toHaveCount(0);

    await context.setOffline(true);
    try {
      await page.reload();
      await expect(heading).toBeVisible();
      await expect(page.getByTestId('offline-overlay')).toContainText("You're Offline");
      // An unvisited page still opens (the shell), its data simply cannot load.
      await page.goto('/packages');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    } finally {
      await context.setOffline(false);
    }
    await expect(page.getByTestId('offline-overlay')).toHaveCount(0);
  });

  test('when the network drops on an open page, then the offline overlay appears and leaves when it returns', async ({
    page,
    context,
  }) => {
    // Open, with the worker in control: on a first visit the page may still fetch a file of the
    // app when the network drops, and without the worker that fetch fails into the route's error
    // page (a repeated run lost the focused link that way).
    await openControlled(page);
    await expect(page.locator('#root > *').first()).toBeVisible();
    const bookNow = page.getByRole('link', { name: 'Book Now' }).first();
    await bookNow.focus();
    await context.setOffline(true);
    await expect(page.getByTestId('offline-overlay')).toBeVisible();
    // A notice announced as an alert; it leaves the focus where the visitor had it.
    await expect(page.getByRole('alert').filter({ hasText: "You're Offline" })).toBeVisible();
    await expect(bookNow).toBeFocused();
    await context.setOffline(false);
    await expect(page.getByTestId('offline-overlay')).toHaveCount(0);
  });
});

test.describe('installing the app', () => {
  test('when the manifest is read, then it is valid and Chromium finds the app installable', async ({
    request,
    playwright,
    baseURL,
  }, testInfo) => {
    const res = await request.get('/manifest.webmanifest');
    expect(res.status()).toBe(200);
    const manifest = await res.json();
    expect(manifest).toMatchObject({
      name: 'Mystic Visions',
      short_name: 'Mystic',
      start_url: '/',
      scope: '/',
      display: 'standalone',
    });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
    for (const [sizes, purpose] of [
      ['192x192', 'any'],
      ['512x512', 'any'],
      ['192x192', 'maskable'],
      ['512x512', 'maskable'],
    ]) {
      const icon = manifest.icons.find(
        (i: { sizes: string; purpose: string }) => i.sizes === sizes && i.purpose === purpose,
      );
      expect(icon, `${purpose} ${sizes} icon`).toBeTruthy();
      const png = await request.get(icon.src);
      expect(png.status()).toBe(200);
      expect(png.headers()['content-type']).toBe('image/png');
      const body = await png.body();
      const [w, h] = sizes!.split('x').map(Number);
      expect([body.readUInt32BE(16), body.readUInt32BE(20)]).toEqual([w, h]);
    }

    // Chromium never offers installation in an incognito profile (Playwright's default
    // contexts): this check runs in a persistent profile.
    const profile = mkdtempSync(join(tmpdir(), 'pwa-profile-'));
    const context = await playwright.chromium.launchPersistentContext(profile, {
      ...testInfo.project.use.launchOptions,
      baseURL,
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await openControlled(page);
      const cdp = await context.newCDPSession(page);
      const appManifest = await cdp.send('Page.getAppManifest');
      expect(appManifest.url).toMatch(/\/manifest\.webmanifest$/);
      expect(appManifest.errors).toEqual([]);
      await expect
        .poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors, {
          timeout: TIMEOUT.slow,
        })
        .toEqual([]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  test('when the window event is dispatched, then the app settings dialog opens', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('#root > *').first()).toBeVisible();
    // The layout's globals load lazily: wait for the listener, then send the event.
    await expect
      .poll(async () => {
        await page.evaluate(() => window.dispatchEvent(new Event('mystic:open-app-settings')));
        return page.getByRole('dialog', { name: 'App Settings' }).count();
      })
      .toBe(1);
    const dialog = page.getByRole('dialog', { name: 'App Settings' });
    await expect(dialog.getByText('Cache Management')).toBeVisible();
    await expect(dialog.getByTestId('app-version')).toHaveText('1.0.0');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });
});

/** How many requests wait in the service worker's Background Sync queue. */
const queuedRequests = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('workbox-background-sync');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('requests', 'readonly');
          const count = tx.objectStore('requests').count();
          count.onsuccess = () => resolve(count.result);
        };
      }),
  );

test('when feedback is sent offline, then it is queued and delivered when the network returns', async ({
  page,
  context,
}) => {
  await openControlled(page, '/feedback');
  // The page posts once; delivering it later is the worker's job, not a second post from the page.
  const sentByPage: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/send-feedback')) sentByPage.push(r.url());
  });

  await context.setOffline(true);
  const form = page.getByRole('form');
  await form.getByLabel('Name').fill('Offline Visitor');
  await form.getByLabel('Email').fill('offline@example.com');
  await form.getByLabel('Rating').selectOption('5');
  await form.getByLabel('Feedback type').selectOption('website');
  await form.getByLabel('Message').fill('Written on a train without signal.');
  await form.getByRole('button', { name: /submit|send/i }).click();
  await expect(toast(page)).toContainText('Thanks for your feedback!');
  expect(await queuedRequests(page)).toBe(1);

  await context.setOffline(false);
  await expect(toast(page)).toContainText('Feedback Sent', { timeout: TIMEOUT.slow });
  // Delivered by the worker: the queue is empty and the page never posted it again.
  expect(await queuedRequests(page)).toBe(0);
  expect(sentByPage).toHaveLength(1);
});
