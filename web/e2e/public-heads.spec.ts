/// <reference lib="dom" />
// What a crawler or a share preview reads from each public page, in both languages, without
// running JavaScript: the page's own title and description, canonical and alternate URLs, Open
// Graph and Twitter tags, and JSON-LD that parses, with the values the seeded CMS holds.
import { PAGE_HEADS, documentTitle } from '@mystic/shared';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

test.use({ javaScriptEnabled: false });

const PATHS = [
  '/',
  '/packages',
  '/blogs',
  '/zodiacs',
  '/about',
  '/contact',
  '/feedback',
  '/privacy',
  '/terms',
] as const;
const LANGS = ['en', 'my'] as const;
type Lang = (typeof LANGS)[number];

const urlIn = (path: string, lang: Lang) => (lang === 'en' ? path : `${path}?lang=${lang}`);

async function api<T>(request: APIRequestContext, url: string): Promise<T> {
  const res = await request.get(url);
  expect(res.ok(), url).toBe(true);
  return ((await res.json()) as { data: T }).data;
}

/** The tags of the head as the browser parsed them (a broken head fails here). */
async function headOf(page: Page) {
  return page.evaluate(() => {
    const meta = (key: string) =>
      document
        .querySelector(`meta[property="${key}"], meta[name="${key}"]`)
        ?.getAttribute('content') ?? null;
    return {
      lang: document.documentElement.lang,
      title: document.title,
      titles: document.querySelectorAll('title').length,
      description: meta('description'),
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
      alternates: Object.fromEntries(
        [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => [
          l.getAttribute('hreflang'),
          l.getAttribute('href'),
        ]),
      ),
      feed:
        document.querySelector('link[type="application/rss+xml"]')?.getAttribute('href') ?? null,
      og: Object.fromEntries(
        [...document.querySelectorAll('meta[property^="og:"]')].map((m) => [
          m.getAttribute('property'),
          m.getAttribute('content'),
        ]),
      ),
      twitter: Object.fromEntries(
        [...document.querySelectorAll('meta[name^="twitter:"]')].map((m) => [
          m.getAttribute('name'),
          m.getAttribute('content'),
        ]),
      ),
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
        (s) => s.textContent ?? '',
      ),
    };
  });
}

type Head = Awaited<ReturnType<typeof headOf>>;

/** What every public page's head has, whatever the page. */
async function expectCommonHead(
  request: APIRequestContext,
  head: Head,
  origin: string,
  path: string,
  lang: Lang,
) {
  expect(head.lang).toBe(lang);
  expect(head.titles).toBe(1);
  expect(head.canonical).toBe(origin + urlIn(path, lang));
  expect(head.alternates).toEqual({
    en: origin + path,
    my: `${origin}${path}?lang=my`,
    'x-default': origin + path,
  });
  expect(head.feed).toBe(origin + urlIn('/rss.xml', lang));
  expect(head.description).toBeTruthy();
  expect(head.og['og:description']).toBe(head.description);
  expect(head.og['og:url']).toBe(head.canonical);
  expect(head.og['og:site_name']).toBe('Mystic Visions');
  expect(head.og['og:locale']).toBe(lang === 'my' ? 'my_MM' : 'en_US');
  expect(head.twitter['twitter:card']).toBe('summary_large_image');
  expect(head.twitter['twitter:title']).toBe(head.og['og:title']);
  expect(head.twitter['twitter:image']).toBe(head.og['og:image']);
  // The share image is absolute, on the public origin, and served.
  const image = head.og['og:image']!;
  expect(image.startsWith(`${origin}/`), image).toBe(true);
  expect((await request.get(image)).ok(), image).toBe(true);
  if (image.endsWith('/images/share-default.jpg')) {
    expect([head.og['og:image:width'], head.og['og:image:height']]).toEqual(['1200', '630']);
  }
  const blocks = head.jsonLd.map((text) => JSON.parse(text) as Record<string, unknown>);
  for (const block of blocks) expect(block['@context']).toBe('https://schema.org');
  return blocks;
}

for (const lang of LANGS) {
  test(`when each public page is fetched in ${lang} without JavaScript, then its head describes it with the seeded content`, async ({
    page,
    request,
    baseURL,
  }) => {
    const origin = new URL(baseURL!).origin;
    const info = await api<{ email: string; phone?: string }>(
      request,
      `/api/get-info?locale=${lang}`,
    );
    const packages = (
      await api<{ data: { name: string; final_price: number; th_final_price: number }[] }>(
        request,
        `/api/packages-list?locale=${lang}&page=1&page_size=50`,
      )
    ).data;
    const latest = (
      await api<{ data: { title: string }[] }>(
        request,
        `/api/posts-list?locale=${lang}&sort=latest&page=1&page_size=1`,
      )
    ).data[0]!;
    const zodiacs = await api<{ name: string }[]>(request, `/api/zodiacs-list?locale=${lang}`);
    expect(packages.length).toBeGreaterThan(0);
    expect(zodiacs.length).toBeGreaterThan(0);

    for (const path of PATHS) {
      const res = await page.goto(urlIn(path, lang));
      expect(res!.status(), path).toBe(200);
      const head = await headOf(page);
      const texts = PAGE_HEADS[path][lang];
      expect(head.title, path).toBe(documentTitle(texts.title));
      expect(head.description, path).toBe(texts.description);
      expect(head.og['og:type'], path).toBe('website');
      expect(head.og['og:title'], path).toBe(texts.title);
      const blocks = await expectCommonHead(request, head, origin, path, lang);

      if (path === '/' || path === '/about' || path === '/contact') {
        // The reader, with the contact details the reader keeps in the CMS.
        expect(
          blocks.find((b) => b['@type'] === 'Person'),
          path,
        ).toMatchObject({
          email: info.email,
          ...(info.phone ? { telephone: info.phone } : {}),
        });
      }
      if (path === '/packages') {
        const offers = JSON.stringify(blocks);
        for (const p of packages) {
          expect(offers).toContain(JSON.stringify(p.name));
          expect(offers).toContain(`"price":${p.final_price},"priceCurrency":"MMK"`);
          expect(offers).toContain(`"price":${p.th_final_price},"priceCurrency":"THB"`);
        }
      }
      if (path === '/' || path === '/blogs') {
        // The lists' titles are in the first HTML (the copy for readers without JavaScript).
        // (Text locators skip <noscript>; its links are read directly.)
        expect(await page.locator('main li a').allTextContents(), path).toContain(latest.title);
      }
      if (path === '/zodiacs') {
        const items = (await page.locator('main li').allTextContents()).join('\n');
        for (const z of zodiacs) expect(items).toContain(z.name);
      }
    }
  });

  test(`when a seeded post is fetched in ${lang} without JavaScript, then its head is an article with breadcrumbs`, async ({
    page,
    request,
    baseURL,
  }) => {
    const origin = new URL(baseURL!).origin;
    const list = await api<{ data: { slug: string }[] }>(
      request,
      `/api/posts-list?locale=${lang}&sort=latest&page=1&page_size=1`,
    );
    const slug = list.data[0]!.slug;
    const post = await api<{
      title: string;
      excerpt: string;
      desc: string;
      published_at: string;
      updated_at?: string;
      author?: string;
    }>(request, `/api/posts-list/${slug}?locale=${lang}`);
    const path = `/blogs/${slug}`;

    expect((await page.goto(urlIn(path, lang)))!.status()).toBe(200);
    const head = await headOf(page);
    expect(head.title).toBe(documentTitle(post.title));
    expect(head.og['og:type']).toBe('article');
    expect(head.og['og:title']).toBe(post.title);
    // The excerpt as plain text: no markup survives into the description.
    expect(head.description).not.toMatch(/[<>]/);
    const excerptWords = (post.excerpt || post.desc)
      .replace(/<[^>]+>/g, ' ')
      .trim()
      .split(/\s+/);
    expect(head.description).toContain(excerptWords.slice(0, 3).join(' '));
    const blocks = await expectCommonHead(request, head, origin, path, lang);
    expect(blocks.find((b) => b['@type'] === 'Article')).toMatchObject({
      headline: post.title,
      datePublished: post.published_at,
      image: [head.og['og:image']],
    });
    const crumbs = blocks.find((b) => b['@type'] === 'BreadcrumbList') as {
      itemListElement: { item: string }[];
    };
    expect(crumbs.itemListElement.map((i) => i.item)).toEqual([
      origin + urlIn('/', lang),
      origin + urlIn('/blogs', lang),
      origin + urlIn(path, lang),
    ]);
  });
}
