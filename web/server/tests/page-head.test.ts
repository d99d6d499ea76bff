// What a share preview, a crawler or a reader without JavaScript gets from the first HTML: each
// public page's own head in the language of its URL, the post's content, a 404 for an unknown
// post, and the RSS feed and sitemap in both languages.
import { mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { close, listen, portOf } from './helpers.js';

const EVIL = 'Stars </title><script>alert(1)</script> & "moons"';

const post = (lang: string, slug: string, title: string) => ({
  id: 7,
  slug,
  title,
  excerpt: `<p>${lang === 'my' ? 'ကြယ်များ၏ အဓိပ္ပာယ်' : 'What the stars say'} this week.</p>`,
  desc: `<h2>Intro</h2><p>${lang === 'my' ? 'ပထမ စာပိုဒ်' : 'First paragraph'} of the post.</p></noscript><p>more</p>`,
  poster_url: '/uploads/poster_7.png',
  poster_width: 1600,
  poster_height: 900,
  category: { name: 'Astrology', slug: 'astrology' },
  author: 'Mystic Visions',
  published_at: '2026-11-20T08:00:00.000Z',
  created_at: '2026-11-20T08:00:00.000Z',
  updated_at: '2026-11-21T08:00:00.000Z',
  read_time: 2,
  views: 3,
  tags: [],
  votes: [],
});

/** What the fake CMS publishes now: its content version and today's special post. */
const published = { version: 'v1', special: 'Full moon rituals' };

function fakeCms(seen: string[]): http.Server {
  return http.createServer((req, res) => {
    const url = new URL(req.url!, 'http://cms');
    seen.push(req.url!);
    const lang = url.searchParams.get('locale') ?? 'en';
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/api/content-version')
      return json(200, { data: { version: published.version } });
    if (url.pathname === '/api/today-special-post')
      return json(200, { data: post(lang, 'full-moon', published.special) });
    if (url.pathname === '/api/categories-list')
      return json(200, { data: [{ id: 1, name: 'Astrology', slug: 'astrology' }] });
    if (url.pathname === '/api/posts-list/weekly-stars')
      return json(200, { data: post(lang, 'weekly-stars', lang === 'my' ? 'အပတ်စဉ် ကြယ်' : EVIL) });
    if (url.pathname === '/api/posts-list/dollar-signs')
      return json(200, {
        data: {
          ...post(lang, 'dollar-signs', 'Dollars'),
          desc: '<p>Costs $1 or $& or $` today.</p>',
        },
      });
    if (url.pathname === '/api/posts-list/svg-poster')
      return json(200, { data: { ...post(lang, 'svg-poster', 'Svg'), poster_url: '/p.svg' } });
    if (url.pathname.startsWith('/api/posts-list/')) return json(404, { message: 'Not found.' });
    if (url.pathname === '/api/posts-list')
      return json(200, {
        data: {
          data: [post(lang, 'weekly-stars', lang === 'my' ? 'အပတ်စဉ် ကြယ်' : 'Weekly stars')],
          meta: { current_page: 1, last_page: 1, per_page: 20, total: 1 },
        },
      });
    // Issue 44: the booking service's approved reviews (BOOKING_URL is this server too).
    if (url.pathname === '/api/booking/reviews')
      return json(200, {
        data: {
          overall: { average: 4.5, count: 2 },
          packages: [{ package_id: 1, average: 4.5, count: 2 }],
          reviews: [
            {
              id: 'r1',
              rating: 5,
              text: 'ကောင်းပါတယ်',
              author: 'A. M.',
              reply: null,
              created_at: '2030-01-02T03:00:00.000Z',
              package_ids: [1],
            },
            {
              id: 'r2',
              rating: 4,
              text: '',
              author: 'Ko Ko',
              reply: 'Thank you',
              created_at: '2030-01-03T03:00:00.000Z',
              package_ids: [1],
            },
          ],
        },
      });
    if (url.pathname === '/api/packages-list')
      return json(200, {
        data: {
          data: [
            {
              id: 1,
              name: 'Tarot Reading',
              price: 30000,
              currency: 'Ks',
              th_price: 500,
              th_currency: '฿',
              image: '/uploads/tarot.png',
              description: '<p>Three cards.</p>',
              discount_percent: 10,
              final_price: 27000,
              th_final_price: 450,
            },
          ],
          meta: { current_page: 1, last_page: 1, per_page: 50, total: 1 },
        },
      });
    if (url.pathname === '/api/zodiacs-list')
      return json(200, {
        data: [{ id: 1, name: 'Aries <Mesha>', period: 'Mar 21 - Apr 19', desc: '', image: '' }],
      });
    if (url.pathname === '/api/get-info')
      return json(200, {
        data: {
          email: 'reader@example.com',
          phone: '+959123',
          links: [{ name: 'Facebook', url: 'https://facebook.com/x' }],
        },
      });
    json(404, { message: 'Not found.' });
  });
}

describe('page heads from the gateway', () => {
  const seen: string[] = [];
  let cms: http.Server;
  let app: ReturnType<typeof createGateway>;

  beforeAll(async () => {
    cms = await listen(fakeCms(seen));
    const staticDir = mkdtempSync(join(tmpdir(), 'gateway-head-'));
    writeFileSync(
      join(staticDir, 'index.html'),
      '<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="UTF-8" />\n    <meta\n      name="description"\n      content="generic"\n    />\n    <title>Mystic Visions</title>\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n',
    );
    app = createGateway(
      loadConfig({
        CMS_URL: `http://127.0.0.1:${portOf(cms)}`,
        BOOKING_URL: `http://127.0.0.1:${portOf(cms)}`,
        WEB_STATIC_DIR: staticDir,
        WEB_LOG_REQUESTS: 'false',
        PUBLIC_URL: 'https://mystic.example',
      }),
    );
  });
  afterAll(() => close(cms));

  /** The JSON-LD blocks of a page, parsed (a block that does not parse fails the test). */
  const jsonLd = (html: string) =>
    [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as Record<string, unknown>,
    );
  /** The API answers handed over with the page (parsed: one that does not parse fails the test). */
  const handedOver = (html: string) =>
    JSON.parse(
      /<script type="application\/json" id="first-answers">([\s\S]*?)<\/script>/.exec(html)?.[1] ??
        '[]',
    ) as { url: string; body: { data: unknown } }[];
  const meta = (html: string, property: string) =>
    new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(html)?.[1];

  it('when a post is fetched without JavaScript, then its head and content are in the HTML', async () => {
    const res = await request(app).get('/blogs/weekly-stars').expect(200);
    const html = res.text;
    // Escaped, once: the title cannot close the element or inject a script.
    expect(html).toContain(
      '<title>Stars &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;moons&quot; · Mystic Visions</title>',
    );
    expect(html).not.toContain('<script>alert(1)');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).not.toContain('generic');
    expect(meta(html, 'description')).toBe('What the stars say this week.');
    expect(html).toContain(
      '<link rel="canonical" href="https://mystic.example/blogs/weekly-stars" />',
    );
    expect(html).toContain(
      '<link rel="alternate" hreflang="my" href="https://mystic.example/blogs/weekly-stars?lang=my" />',
    );
    expect(html).toContain('hreflang="x-default" href="https://mystic.example/blogs/weekly-stars"');
    expect(meta(html, 'og:type')).toBe('article');
    expect(meta(html, 'og:image')).toBe('https://mystic.example/uploads/poster_7.png');
    expect(meta(html, 'og:image:width')).toBe('1600');
    expect(meta(html, 'og:image:height')).toBe('900');
    expect(meta(html, 'og:locale')).toBe('en_US');
    expect(meta(html, 'og:site_name')).toBe('Mystic Visions');
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    const [article, crumbs] = jsonLd(html);
    expect(article).toMatchObject({
      '@type': 'Article',
      headline: EVIL,
      datePublished: '2026-11-20T08:00:00.000Z',
      dateModified: '2026-11-21T08:00:00.000Z',
      image: ['https://mystic.example/uploads/poster_7.png'],
    });
    expect(crumbs).toMatchObject({ '@type': 'BreadcrumbList' });
    // The body for readers without JavaScript, after the app's root; a stray </noscript> in the
    // body cannot end the element early.
    const noscript = /<noscript>([\s\S]*)<\/noscript>/.exec(html)![1]!;
    expect(noscript).toContain('First paragraph of the post.');
    expect(noscript).not.toContain('</noscript');
    expect(html.indexOf('<div id="root"></div>')).toBeLessThan(html.indexOf('<noscript>'));
    // The post the gateway read is handed to the app under the app's own address for it, in a
    // JSON element no title can close; the poster is fetched with the HTML.
    expect(seen).toContain('/api/posts-list/weekly-stars?locale=en');
    expect(handedOver(html)).toContainEqual({
      url: '/api/posts-list/weekly-stars?locale=en',
      body: { data: expect.objectContaining({ title: EVIL, slug: 'weekly-stars' }) },
    });
    expect(html).toContain(
      '<link rel="preload" as="image" href="/uploads/poster_7.png" fetchpriority="high" />',
    );
  });

  it("when the blog is opened, then its first screen comes with the HTML under the app's own addresses", async () => {
    const html = (await request(app).get('/blogs?lang=my').expect(200)).text;
    const handed = handedOver(html);
    // The reads of shared's firstScreenReads('/blogs'), each in the page's language and spelt
    // with its query in name order (the app matches them whatever its own order).
    expect(handed.map((a) => a.url)).toEqual([
      '/api/get-info?locale=my',
      '/api/today-special-post?locale=my',
      '/api/categories-list?locale=my',
      '/api/posts-list?locale=my&page=1&page_size=12&sort=latest',
    ]);
    expect(handed[1]!.body).toMatchObject({ data: { slug: 'full-moon' } });
    expect(handed[3]!.body).toMatchObject({ data: { data: [{ title: 'အပတ်စဉ် ကြယ်' }] } });
    // Packages and zodiacs are not on this page's first screen.
    expect(handed.some((a) => a.url.startsWith('/api/packages-list'))).toBe(false);
    // Today's special's poster, the largest picture on a phone, is fetched with the HTML.
    expect(html).toContain(
      '<link rel="preload" as="image" href="/uploads/poster_7.png" fetchpriority="high" />',
    );
  });

  it('when the reader publishes a change, then the next page hands over the new answer, not the kept one', async () => {
    const special = async () =>
      handedOver((await request(app).get('/blogs').expect(200)).text).find((a) =>
        a.url.startsWith('/api/today-special-post'),
      )?.body.data;
    expect(await special()).toMatchObject({ title: 'Full moon rituals' });
    published.special = 'New moon wishes';
    // Kept while the content version stands (the public cache's 30 s would keep it that long).
    expect(await special()).toMatchObject({ title: 'Full moon rituals' });
    published.version = 'v2';
    // The version is asked at most once a second, as the public cache asks it.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await special()).toMatchObject({ title: 'New moon wishes' });
  });

  it('when a post body holds replacement patterns, then they reach the page as written', async () => {
    const html = (await request(app).get('/blogs/dollar-signs').expect(200)).text;
    expect(html).toContain('<p>Costs $1 or $& or $` today.</p>');
  });

  it('when the Burmese URL of a post is fetched, then the head is Burmese', async () => {
    const html = (await request(app).get('/blogs/weekly-stars?lang=my').expect(200)).text;
    expect(html).toContain('<html lang="my"');
    expect(html).toContain('<title>အပတ်စဉ် ကြယ် · Mystic Visions</title>');
    expect(meta(html, 'og:locale')).toBe('my_MM');
    expect(html).toContain(
      '<link rel="canonical" href="https://mystic.example/blogs/weekly-stars?lang=my" />',
    );
    expect(html).toContain('href="https://mystic.example/rss.xml?lang=my"');
  });

  it('when a post has no raster poster, then the share image is the site default with its size', async () => {
    const html = (await request(app).get('/blogs/svg-poster').expect(200)).text;
    expect(meta(html, 'og:image')).toBe('https://mystic.example/images/share-default.jpg');
    expect(meta(html, 'og:image:width')).toBe('1200');
    expect(meta(html, 'og:image:height')).toBe('630');
  });

  it('when the post does not exist, then the page answers 404', async () => {
    const res = await request(app).get('/blogs/no-such-post').expect(404);
    expect(res.type).toBe('text/html');
    expect(res.text).toContain('<div id="root"></div>');
    expect(res.text).toContain('<title>404 - Page Not Found · Mystic Visions</title>');
    expect(meta(res.text, 'robots')).toBe('noindex');
    expect(res.text).not.toContain('rel="canonical"');
    expect(res.text).not.toContain('og:');
    const my = await request(app).get('/blogs/no-such-post?lang=my').expect(404);
    expect(my.text).toContain('404 - စာမျက်နှာ ရှာမတွေ့ပါ');
  });

  it('when each public page is fetched in either language, then it has its own title, canonical and alternates', async () => {
    const paths = [
      '/',
      '/about',
      '/packages',
      '/blogs',
      '/zodiacs',
      '/contact',
      '/feedback',
      '/privacy',
      '/terms',
    ];
    const titles = new Set<string>();
    for (const path of paths) {
      for (const lang of ['en', 'my']) {
        const url = lang === 'en' ? path : `${path}?lang=${lang}`;
        const html = (await request(app).get(url).expect(200)).text;
        const title = /<title>([^<]*)<\/title>/.exec(html)![1]!;
        titles.add(title);
        expect(html).toContain(`<link rel="canonical" href="https://mystic.example${url}" />`);
        expect(meta(html, 'og:title')).toBeTruthy();
        expect(meta(html, 'description')).toBeTruthy();
        for (const block of jsonLd(html)) expect(block['@context']).toBe('https://schema.org');
      }
    }
    expect(titles.size).toBe(paths.length * 2);
  });

  it('when the home and packages pages are fetched, then they describe the reader and the offers', async () => {
    const home = jsonLd((await request(app).get('/').expect(200)).text);
    expect(home[0]).toMatchObject({
      '@type': 'Person',
      email: 'reader@example.com',
      telephone: '+959123',
    });
    const packages = (await request(app).get('/packages').expect(200)).text;
    const [list] = jsonLd(packages);
    expect(JSON.stringify(list)).toContain('"priceCurrency":"MMK"');
    expect(JSON.stringify(list)).toContain('"price":450,"priceCurrency":"THB"');
    expect(packages).toContain('Tarot Reading: 27,000 Ks / 450 ฿');
    // Issue 44: the approved reviews rate each package.
    const tarot = (list as { itemListElement: { item: Record<string, unknown> }[] })
      .itemListElement[0]!.item;
    expect(tarot.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.5,
      reviewCount: 2,
      bestRating: 5,
      worstRating: 1,
    });
    expect(tarot.review).toEqual([
      expect.objectContaining({
        '@type': 'Review',
        author: { '@type': 'Person', name: 'A. M.' },
        reviewBody: 'ကောင်းပါတယ်',
      }),
      expect.not.objectContaining({ reviewBody: expect.anything() }),
    ]);
    const zodiacs = (await request(app).get('/zodiacs').expect(200)).text;
    expect(zodiacs).toContain('<li>Aries &lt;Mesha&gt;: Mar 21 - Apr 19</li>');
  });

  it('when a member page is fetched, then it keeps the shell head', async () => {
    const html = (await request(app).get('/user/profile').expect(200)).text;
    expect(html).toContain('<title>Mystic Visions</title>');
    expect(html).not.toContain('og:title');
  });

  it('when the feeds are fetched, then they are RSS 2.0 of the latest posts in each language', async () => {
    const en = await request(app).get('/rss.xml').expect(200);
    expect(en.type).toBe('application/rss+xml');
    expect(en.text).toContain('<rss version="2.0"');
    expect(en.text).toContain('<link>https://mystic.example/blogs/weekly-stars</link>');
    expect(en.text).toContain(
      '<enclosure url="https://mystic.example/uploads/poster_7.png" type="image/png"',
    );
    expect(en.text).toContain('<category>Astrology</category>');
    const my = await request(app).get('/rss.xml?lang=my').expect(200);
    expect(my.text).toContain('<title>အပတ်စဉ် ကြယ်</title>');
    expect(my.text).toContain('https://mystic.example/blogs/weekly-stars?lang=my');
  });

  it('when the sitemap is fetched, then every page is listed in both languages with alternates', async () => {
    const res = await request(app).get('/sitemap.xml').expect(200);
    expect(res.text).toContain('<loc>https://mystic.example/blogs?lang=my</loc>');
    expect(res.text).toContain(
      '<xhtml:link rel="alternate" hreflang="my" href="https://mystic.example/blogs/weekly-stars?lang=my"/>',
    );
    expect(res.text).toContain('<lastmod>2026-11-21</lastmod>');
    expect(res.text).toContain(
      '<url><loc>https://mystic.example/blogs</loc><xhtml:link rel="alternate" hreflang="en" href="https://mystic.example/blogs"/><xhtml:link rel="alternate" hreflang="my" href="https://mystic.example/blogs?lang=my"/><xhtml:link rel="alternate" hreflang="x-default" href="https://mystic.example/blogs"/><lastmod>2026-11-21</lastmod></url>',
    );
  });
});
