// A visitor who reaches the site by another name than PUBLIC_URL's (issue 37, item 6): the API's
// media URLs are absolute on PUBLIC_URL (issue 16), so the page's CSP must let them load, or
// every package, post and zodiac picture is blocked.
import { expect, test } from '@playwright/test';

test('when the home page is opened by another host name than PUBLIC_URL, then no CSP error and its pictures load', async ({
  page,
  baseURL,
}) => {
  // The suite's PUBLIC_URL is http://127.0.0.1:<port> (support/stack.ts); the visitor says localhost.
  const publicUrl = new URL(baseURL!);
  expect(publicUrl.hostname).toBe('127.0.0.1');
  const other = `http://localhost:${publicUrl.port}`;

  const cspErrors: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) cspErrors.push(message.text());
  });
  await page.goto(`${other}/`);
  await expect(page.getByTestId('today-myanmar')).toBeVisible();

  // Scroll through the page so every lazy picture is asked for.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 50));
    }
  });
  const pictures = () =>
    page.evaluate((origin) => {
      return [...document.images]
        .filter((img) => img.currentSrc.startsWith(`${origin}/`))
        .map((img) => ({ src: img.currentSrc, done: img.complete, width: img.naturalWidth }));
    }, publicUrl.origin);
  // The lists' pictures come from the API on PUBLIC_URL's origin, not the page's own.
  await expect.poll(async () => (await pictures()).length).toBeGreaterThan(3);
  await expect.poll(async () => (await pictures()).every((p) => p.done)).toBe(true);
  for (const picture of await pictures()) expect(picture.width, picture.src).toBeGreaterThan(0);
  expect(cspErrors).toEqual([]);
});
