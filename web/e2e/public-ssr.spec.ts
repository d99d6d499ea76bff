/// <reference lib="dom" />
// The public pages rendered by the gateway (issue 43): the first HTML holds each page's visible
// content inside the app's root, in English and in Burmese, read here without JavaScript; the app
// then takes the page over (hydration) without a console warning and navigates as before; an
// unknown post answers 404 with the not-found page rendered.
import { NOT_FOUND_HEAD } from '@mystic/shared';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { screenshot } from './support/screenshots';

const LANGS = ['en', 'my'] as const;
type Lang = (typeof LANGS)[number];
const urlIn = (path: string, lang: Lang) => (lang === 'en' ? path : `${path}?lang=${lang}`);

interface Named {
  title?: string;
  name?: string;
  slug?: string;
  desc?: string;
}

/** The text of an HTML fragment, entities of the CMS's sanitiser decoded, spaces folded. */
const plainTextOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

async function list(request: APIRequestContext, url: string): Promise<Named[]> {
  const res = await request.get(url);
  expect(res.ok(), url).toBe(true);
  const data = ((await res.json()) as { data: Named[] | { data: Named[] } }).data;
  return Array.isArray(data) ? data : data.data;
}

/** What the first HTML shows in the app's root, as a reader without JavaScript sees it. */
async function rootText(page: Page, url: string, status = 200): Promise<string> {
  const res = await page.goto(url);
  expect(res?.status(), url).toBe(status);
  await expect(page.locator('#root[data-ssr]'), url).toHaveCount(1);
  // Its text, not its innerText: the parts below the first screen are drawn only as they come
  // near the viewport (index.css's below-fold), and innerText leaves out what is not drawn yet.
  return (await page.locator('#root').textContent()) ?? '';
}

test.describe('the first HTML, without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const lang of LANGS) {
    test(`when each public page is fetched in ${lang}, then its content is in the app's root`, async ({
      page,
      request,
    }) => {
      const [posts, packages, zodiacs] = await Promise.all([
        list(request, `/api/posts-list?locale=${lang}&page=1&page_size=8&sort=latest`),
        list(request, `/api/packages-list?locale=${lang}&page=1&page_size=12`),
        list(request, `/api/zodiacs-list?locale=${lang}`),
      ]);
      expect(posts.length && packages.length && zodiacs.length).toBeGreaterThan(0);

      const home = await rootText(page, urlIn('/', lang));
      expect(home).toContain('Mystic Visions');
      expect(home).toContain(posts[0]!.title!);
      expect(home).toContain(packages[0]!.name!);

      const packagesPage = await rootText(page, urlIn('/packages', lang));
      for (const p of packages) expect(packagesPage).toContain(p.name!);
      // Both prices on each card, in the page's digits.
      const card = page.getByTestId('package-card').first();
      const digit = lang === 'my' ? '[၀-၉]' : '[0-9]';
      await expect(card).toContainText(new RegExp(`${digit}[${digit.slice(1, -1)},]* Ks`));
      await expect(card).toContainText(new RegExp(`฿${digit}`));

      const blogs = await rootText(page, urlIn('/blogs', lang));
      expect(blogs).toContain(posts[0]!.title!);

      const [post] = await list(
        request,
        `/api/posts-list?locale=${lang}&page=1&page_size=1&sort=latest`,
      );
      const full = await request.get(`/api/posts-list/${post!.slug}?locale=${lang}`);
      const body = ((await full.json()) as { data: Named }).data;
      await screenshot(page, `ssr-blogs-nojs-${lang}`);
      const postPage = await rootText(page, urlIn(`/blogs/${post!.slug}`, lang));
      await screenshot(page, `ssr-post-nojs-${lang}`);
      expect(postPage).toContain(body.title!);
      const firstWords = plainTextOf(body.desc!).slice(0, 40).trim();
      expect(postPage.replace(/\s+/g, ' ')).toContain(firstWords);

      const zodiacPage = await rootText(page, urlIn('/zodiacs', lang));
      for (const z of zodiacs) expect(zodiacPage).toContain(z.name!);

      for (const path of ['/about', '/contact', '/feedback', '/privacy', '/terms']) {
        await rootText(page, urlIn(path, lang));
        await expect(page.locator('#root main h1'), path).toHaveCount(1);
      }

      // An unknown post: a real 404 with the not-found page rendered.
      await rootText(page, urlIn('/blogs/no-such-post-43', lang), 404);
      await expect(page.locator('#root main')).toContainText(
        NOT_FOUND_HEAD[lang].title.replace('404 - ', ''),
      );
      // Nothing of the old copies: the app's root is the one rendering.
      expect(await page.locator('noscript').count()).toBe(0);
    });
  }
});

/** The suite blocks service workers (playwright.config.ts): its two notices are expected. */
const BLOCKED_WORKER = /Service Worker registration blocked|Service worker registration failed/;

/** Every console error or warning of the page (a hydration mismatch is one). */
function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() !== 'error' && msg.type() !== 'warning') return;
    if (BLOCKED_WORKER.test(msg.text())) return;
    // The not-found page's own document answers 404, as it should.
    if (/\/no-such-/.test(msg.location().url) && / 404 /.test(msg.text())) return;
    problems.push(msg.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

const PUBLIC = ['/', '/about', '/packages', '/blogs', '/zodiacs', '/feedback', '/contact'];

for (const lang of LANGS) {
  test(`when each public page opens in ${lang}, then the app takes it over without a warning`, async ({
    page,
  }) => {
    const problems = consoleProblems(page);
    for (const path of [...PUBLIC, '/privacy', '/terms', '/no-such-page']) {
      await page.goto(urlIn(path, lang));
      await expect(page.locator('#root[data-hydrated]'), path).toHaveCount(1);
      expect(problems, path).toEqual([]);
    }
  });

  test(`when a post opens in ${lang}, then the app takes the page over without a warning and navigates`, async ({
    page,
    request,
  }) => {
    const problems = consoleProblems(page);
    const [post] = await list(
      request,
      `/api/posts-list?locale=${lang}&page=1&page_size=1&sort=latest`,
    );
    await page.goto(urlIn(`/blogs/${post!.slug}`, lang));
    const title = page.getByRole('heading', { level: 1, name: post!.title });
    await expect(title).toBeVisible();
    await expect(page.locator('#root[data-hydrated]')).toHaveCount(1);
    // The handed answers go once the hydrated screen has committed.
    await expect(page.locator('#first-answers')).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    // Navigation is the app's (no new document): a mark on the window survives it.
    await page.evaluate(() => ((window as unknown as { mark: number }).mark = 43));
    await page.locator('header nav a[href^="/packages"]').first().click();
    await expect(page).toHaveURL(/\/packages/);
    await expect(page.getByTestId('package-card').first()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { mark?: number }).mark)).toBe(43);
    await page.goBack();
    await expect(title).toBeVisible();
    expect(problems).toEqual([]);
  });
}

test('when a Burmese phone opens the home page, then it answers in Burmese with the font preloaded', async ({
  browser,
}) => {
  const context = await browser.newContext({
    locale: 'my-MM',
    extraHTTPHeaders: { 'Accept-Language': 'my-MM,my;q=0.9,en;q=0.5' },
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const problems = consoleProblems(page);
  const res = await page.goto('/');
  const html = (await res!.text()) ?? '';
  expect(html).toMatch(/<html lang="my"/);
  expect(html).toMatch(/<link rel="preload" as="font" type="font\/woff2" href="[^"]*burmese-400/);
  // The app's code is asked for after the fonts (web/server/src/head/after-fonts.ts).
  expect(html).not.toMatch(/<script type="module"/);
  expect(html).toMatch(/<script data-after-fonts="[^"]*shell-[^"]*\.js"/);
  await expect(page.getByRole('link', { name: 'ယခုပင် ချိန်းဆိုရန်' })).toBeVisible();
  await expect(page.locator('#root[data-hydrated]')).toHaveCount(1);
  await expect(page.locator('#first-answers')).toHaveCount(0);
  await screenshot(page, 'ssr-home-my-360');
  expect(problems).toEqual([]);
  await context.close();
});
