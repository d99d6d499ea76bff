// Blogs list (special post, ad, sort, categories, search overlay, See More) and the post page
// (breadcrumb, meta, like, copy link, share, save, sidebar, unknown slug).
import { expect, test, type Page } from '@playwright/test';
import { TIMEOUT } from './support/timeouts';
import { hydrated } from './support/hydrated';

const titles = (page: Page) => page.getByTestId('post-card').locator('h3').allTextContents();

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]) {
  test.describe(`blogs at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('when the blogs page opens, then it shows the special post, the ad space, 12 posts and See More appends the next page', async ({
      page,
    }) => {
      await page.goto('/blogs');
      await hydrated(page);
      await expect(page.getByTestId('today-special')).toContainText('Today Special');
      await expect(page.getByTestId('ad-placeholder')).toBeVisible();
      await expect(page.getByTestId('post-card')).toHaveCount(12);
      const first = await titles(page);
      await page.getByTestId('see-more').click();
      await expect.poll(async () => (await titles(page)).length).toBeGreaterThan(12);
      expect((await titles(page)).slice(0, 12)).toEqual(first);
    });

    test('when the sort or the category changes, then the list reloads from page 1 in that order', async ({
      page,
    }) => {
      await page.goto('/blogs');
      await hydrated(page);
      await expect(page.getByTestId('post-card')).toHaveCount(12);
      await page.getByLabel('Sort by').selectOption('alphabet-asc');
      await expect
        .poll(async () => {
          const t = await titles(page);
          return (
            t.length === 12 && t.join('|') === [...t].sort((a, b) => a.localeCompare(b)).join('|')
          );
        })
        .toBe(true);
      await page.getByLabel('Sort by').selectOption('alphabet-desc');
      await expect
        .poll(async () => {
          const t = await titles(page);
          return (
            t.length === 12 && t.join('|') === [...t].sort((a, b) => b.localeCompare(a)).join('|')
          );
        })
        .toBe(true);

      const categories = page.getByRole('group', { name: 'Categories' });
      await expect(categories.getByRole('button', { name: 'All' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      const tarot = categories.getByRole('button', { name: 'Tarot' });
      await tarot.click();
      await expect(tarot).toHaveAttribute('aria-pressed', 'true');
      await expect
        .poll(async () => {
          const badges = await page
            .getByTestId('post-card')
            .locator('span.rounded-full')
            .allTextContents();
          return badges.length > 0 && badges.every((b) => b === 'Tarot');
        })
        .toBe(true);
    });

    test("when '/' is pressed, then the search overlay opens, filters loaded posts and closes on Escape or on '/' in the empty box", async ({
      page,
    }) => {
      await page.goto('/blogs');
      await hydrated(page);
      await expect(page.getByTestId('post-card').first()).toBeVisible();
      const title = (await titles(page))[0]!;
      await page.keyboard.press('/');
      const dialog = page.getByRole('dialog', { name: 'Search posts' });
      await expect(dialog).toContainText('Start typing to search');
      const box = dialog.getByRole('searchbox');
      await expect(box).toBeFocused();
      await box.fill('zzzz-nothing-like-this');
      await expect(dialog).toContainText('No results found');
      await box.fill(title.slice(0, 12));
      await expect(dialog.getByTestId('search-results').getByRole('link').first()).toContainText(
        title.slice(0, 12),
      );
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      // '/' toggles: typed in the empty box it closes the overlay; with text it is a character.
      await page.keyboard.press('/');
      await expect(box).toBeFocused();
      await page.keyboard.press('/');
      await expect(dialog).toHaveCount(0);
      await page.keyboard.press('/');
      await box.pressSequentially('a/');
      await expect(box).toHaveValue('a/');
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });

    test('when the loaded posts do not answer a search, then the server finds the post by its title in the other language', async ({
      page,
    }) => {
      await page.goto('/blogs');
      await hydrated(page);
      await expect(page.getByTestId('post-card').first()).toBeVisible();
      await page.keyboard.press('/');
      const dialog = page.getByRole('dialog', { name: 'Search posts' });
      // The Burmese title of a seeded post, typed on the English page: no loaded card has it.
      await dialog.getByRole('searchbox').fill('မဟာဘုတ်');
      await expect(dialog.getByTestId('search-results').getByRole('link')).toHaveText([
        /Mahabote: What Your Day of Birth Says/,
      ]);
      await dialog.getByRole('searchbox').fill('zzzz-nothing-like-this');
      await expect(dialog).toContainText('No results found');
    });

    test('when a post opens, then it shows breadcrumb, meta, body, share links and the sidebar', async ({
      page,
    }) => {
      await page.goto('/blogs');
      const card = page.getByTestId('post-card').first();
      const title = (await card.locator('h3').textContent())!.trim();
      await card.getByRole('link').click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(crumbs).toContainText(`Home›Blogs›${title}`);
      await expect(page.getByTestId('post-meta')).toContainText(/views/);
      await expect(page.getByTestId('post-meta')).toContainText(/min read/);
      await expect(page.getByTestId('post-body').locator('p').first()).toBeVisible();
      await expect(page.getByTestId('like-count')).toHaveText(/^\d+$/);
      const url = encodeURIComponent(page.url());
      await expect(page.getByTestId('share-facebook')).toHaveAttribute(
        'href',
        new RegExp(
          `facebook.com/sharer/sharer.php\\?u=${url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
        ),
      );
      await expect(page.getByTestId('share-x')).toHaveAttribute(
        'href',
        /twitter\.com\/intent\/tweet\?url=/,
      );
      await expect(page.getByRole('complementary', { name: 'More from the blog' })).toContainText(
        'Recommended Posts',
      );
      await crumbs.getByRole('link', { name: 'Blogs' }).click();
      await expect(page).toHaveURL(/\/blogs$/);
    });
  });
}

test.describe('scroll after a sort change', () => {
  // page.route cannot see what the service worker fetches for the page.
  test.use({ serviceWorkers: 'block', viewport: { width: 390, height: 844 } });

  test('when the sort changes far down the list, then the page keeps its scroll position while page 1 reloads', async ({
    page,
  }) => {
    await page.goto('/blogs');
    await expect(page.getByTestId('post-card')).toHaveCount(12);
    const latest = await titles(page);
    // Page 1 in the new order answers well after the ~100 ms restore; the scroll position is read
    // while it is still on its way (Chromium's scroll anchoring could hide a jump after it).
    let whileLoading: number | null = null;
    await page.route(/\/api\/posts-list\?.*sort=oldest/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      whileLoading = await page.evaluate(() => window.scrollY);
      await route.continue();
    });
    await page.getByTestId('post-card').nth(10).scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(1500);

    // Changed where it is, without scrolling up to the control (as a keyboard or script would).
    await page.getByLabel('Sort by').evaluate((el) => {
      const setValue = Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')!.set!;
      setValue.call(el, 'oldest');
      el.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await expect(page.getByTestId('post-card')).toHaveCount(12);
    await expect.poll(async () => (await titles(page)).join('|')).not.toBe(latest.join('|'));
    expect(Math.abs(whileLoading! - before)).toBeLessThanOrEqual(2);
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - before)).toBeLessThanOrEqual(2);
  });
});

test('when a guest likes or saves a post, then the toast asks them to log in', async ({ page }) => {
  await page.goto('/blogs');
  await page.getByTestId('post-card').first().getByRole('link').click();
  await expect(page.getByTestId('like-button')).toBeVisible();
  await hydrated(page);
  await page.getByTestId('like-button').click();
  const toast = page.getByTestId('toast');
  await expect(toast).toHaveText(/Unauthenticated\. Please Log In!/);
  await expect(toast).toHaveAttribute('data-variant', 'destructive');
  await page.getByTestId('save-button').click();
  // One toast at a time: the second replaces the first.
  await expect(page.getByTestId('toast')).toHaveCount(1);
  // The toast offers the way in.
  await page.getByTestId('toast').getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test("when Copy link is pressed, then it says 'Copied!' for about 2 seconds and the link is on the clipboard", async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/blogs');
  await page.getByTestId('post-card').first().getByRole('link').click();
  await expect(page.getByTestId('post-body')).toBeVisible();
  await page.getByTestId('copy-link').click();
  await expect(page.getByTestId('copy-link')).toHaveText(/Copied!/);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  await expect(page.getByTestId('copy-link')).toHaveText(/Copy link/, { timeout: TIMEOUT.expect });
});

test('when a post slug does not exist, then the 404 page shows', async ({ page }) => {
  await page.goto('/blogs/no-such-post-anywhere');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 - Page Not Found');
  await expect(page.getByText('The page you are looking for does not exist.')).toBeVisible();
});

test('when a post opens in Burmese, then its interface and content read in Burmese', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('language', 'my'));
  await page.goto('/blogs');
  await expect(page.getByTestId('today-special')).toContainText('ယနေ့ အထူးဆောင်းပါး');
  await page.getByTestId('post-card').first().getByRole('link').click();
  await expect(page.getByTestId('post-meta')).toContainText('ဖတ်ရန်');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/[\u1000-\u109f]/);
  await page.getByTestId('like-button').click();
  await expect(page.getByTestId('toast')).toContainText('ကျေးဇူးပြု၍ အကောင့်ဝင်ပါ');
});
