// A tap made before the app has taken the page over (issue 43): the server-rendered page shows its
// menu button and language switch while a slow phone is still loading the JavaScript. Tapped then,
// the tap is kept and takes effect once the app is live (web/server/src/head/early-taps.ts); it
// must not be lost. The app's code is held back here until the test lets it through, so the tap
// surely comes before the app runs, on a throttled phone, as a person's tap (touch events).
import { expect, test, type Page } from '@playwright/test';

/** Holds every script of the app until the returned function is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** A phone four times slower than this machine, as the bench's slow phone. */
async function slowCpu(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

const notLive = (page: Page) =>
  page.evaluate(() => !document.querySelector('#root[data-hydrated]'));

test.describe('a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('when the menu is tapped before the app has loaded, then it opens once the app runs', async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await slowCpu(page);
    await page.goto('/', { waitUntil: 'commit' });
    const menu = page.getByRole('button', { name: 'Open menu' });
    await menu.tap();
    // Tapped before any of the app's code ran: the server's page, not yet taken over.
    expect(await notLive(page)).toBe(true);
    await expect(page.locator('#root[data-ssr]')).toHaveCount(1);
    release();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    await expect(page.locator('#root[data-hydrated]')).toHaveCount(1);
  });

  test('when a post is tapped on a Burmese link before the app has loaded, then the post opens in Burmese with the language in its address', async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await slowCpu(page);
    await page.goto('/blogs?lang=my', { waitUntil: 'commit' });
    const post = page.getByTestId('post-card').first().getByRole('link').first();
    await post.tap();
    // The link is followed at once, by the browser: the next page is the server's too.
    await expect(page).toHaveURL(/\/blogs\/[^?]+\?lang=my$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'my');
    release();
    await expect(page.locator('#root[data-hydrated]')).toHaveCount(1);
    await expect(page).toHaveURL(/\/blogs\/[^?]+\?lang=my$/);
  });
});

test.describe('a larger phone held sideways', () => {
  // The language switch is in the bar from the small breakpoint (640 px).
  test.use({ viewport: { width: 740, height: 360 }, isMobile: true, hasTouch: true });

  test('when Burmese is tapped before the app has loaded, then the page turns Burmese once it runs', async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await slowCpu(page);
    await page.goto('/blogs', { waitUntil: 'commit' });
    const burmese = page.getByRole('button', { name: 'မြန်မာ' });
    await expect(burmese).toHaveAttribute('aria-pressed', 'false');
    await burmese.tap();
    expect(await notLive(page)).toBe(true);
    release();
    await expect(burmese).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('html')).toHaveAttribute('lang', 'my');
    await expect(page).toHaveURL(/[?&]lang=my/);
  });
});
