import {
  LOCALES,
  PAGE_HEADS,
  PAGE_SIZE_MAX,
  SITE_NAME,
  errorBody,
  localizedPath,
  type Locale,
  type Paged,
  type Post,
} from '@mystic/shared';
import type { Request, Response } from 'express';
import type { HeadContent } from './head/content.js';
import { plainText, requestedLang } from './head/page-head.js';

// Public pages a search engine should know; members-only routes are left out.
const STATIC_PATHS = [
  '/',
  '/about',
  '/packages',
  '/blogs',
  '/zodiacs',
  '/feedback',
  '/contact',
  '/privacy',
  '/terms',
];
const SITEMAP_TTL_MS = 10 * 60_000;
const MAX_POST_PAGES = 20;

/** The configured public URL without its trailing slash; a request's Host never counts. */
const base = (publicUrl: URL): string => publicUrl.href.replace(/\/+$/, '');

export const escapeXml = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

/** `GET /robots.txt`: member pages hidden, the sitemap at the public URL. */
export function robots(publicUrl: URL) {
  const body = [
    'User-agent: *',
    'Disallow: /admin',
    'Disallow: /user/',
    'Disallow: /appointment',
    `Sitemap: ${base(publicUrl)}/sitemap.xml`,
    '',
  ].join('\n');
  return (_req: Request, res: Response): void => {
    res.type('text/plain').set('Cache-Control', 'public, max-age=3600').send(body);
  };
}

/** Fetches every published post's slug and date from the CMS, page by page. */
async function postEntries(cmsUrl: URL): Promise<{ slug: string; updated: string }[]> {
  const out: { slug: string; updated: string }[] = [];
  for (let page = 1; page <= MAX_POST_PAGES; page++) {
    const url = new URL(
      `/api/posts-list?page=${page}&page_size=${PAGE_SIZE_MAX}&sort=latest`,
      cmsUrl,
    );
    const res = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    if (!res.ok) throw new Error(`posts-list answered ${res.status}`);
    const body = (await res.json()) as { data: Paged<Post> };
    for (const p of body.data.data)
      out.push({ slug: p.slug, updated: p.updated_at || p.published_at });
    if (page >= body.data.meta.last_page) break;
  }
  return out;
}

/** `GET /sitemap.xml`: the public pages and every post, cached for ten minutes. */
export function sitemap(cmsUrl: URL, publicUrl: URL) {
  let cached: { at: number; posts: { slug: string; updated: string }[] } | null = null;
  const origin = base(publicUrl);
  return async (_req: Request, res: Response) => {
    try {
      if (!cached || Date.now() - cached.at > SITEMAP_TTL_MS) {
        cached = { at: Date.now(), posts: await postEntries(cmsUrl) };
      }
    } catch {
      if (!cached) {
        res
          .status(503)
          .set('Cache-Control', 'no-store')
          .json(errorBody(503, 'sitemap_unavailable'));
        return;
      }
    }
    // Every page in both languages, each naming its alternates (hreflang), posts with lastmod.
    const entry = (path: string, lastmod?: string) =>
      LOCALES.map(
        (lang) =>
          `<url><loc>${escapeXml(origin + localizedPath(path, lang))}</loc>` +
          LOCALES.map(
            (alt) =>
              `<xhtml:link rel="alternate" hreflang="${alt}" href="${escapeXml(origin + localizedPath(path, alt))}"/>`,
          ).join('') +
          `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(origin + path)}"/>` +
          (lastmod ? `<lastmod>${escapeXml(lastmod.slice(0, 10))}</lastmod>` : '') +
          '</url>',
      ).join('');
    // The home page and the blog list change whenever a post does.
    const newest = cached.posts.reduce((max, p) => (p.updated > max ? p.updated : max), '');
    const urls = [
      ...STATIC_PATHS.map((p) => entry(p, p === '/' || p === '/blogs' ? newest : undefined)),
      ...cached.posts.map((p) => entry(`/blogs/${encodeURIComponent(p.slug)}`, p.updated)),
    ];
    res
      .type('application/xml')
      .set('Cache-Control', 'public, max-age=600')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls.join('')}</urlset>\n`,
      );
  };
}

const FEED_ITEMS = 20;
const IMAGE_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  svg: 'image/svg+xml',
};

/** `GET /rss.xml` (`?lang=my` for Burmese): RSS 2.0 of the latest posts. */
export function rssFeed(content: HeadContent, publicUrl: URL) {
  const origin = base(publicUrl);
  return async (req: Request, res: Response) => {
    const lang: Locale = requestedLang(req.query);
    const posts = await content.latestPosts(lang, FEED_ITEMS);
    if (!posts) {
      res.status(503).set('Cache-Control', 'no-store').json(errorBody(503, 'feed_unavailable'));
      return;
    }
    const texts = PAGE_HEADS['/blogs'][lang];
    const items = posts.map((p) => {
      const link = origin + localizedPath(`/blogs/${encodeURIComponent(p.slug)}`, lang);
      const poster = p.poster_url ? new URL(p.poster_url, origin + '/').href : null;
      const type = poster
        ? IMAGE_TYPES[/\.([a-z]+)(\?|$)/i.exec(poster)?.[1]?.toLowerCase() ?? '']
        : null;
      return (
        `<item><title>${escapeXml(p.title)}</title><link>${escapeXml(link)}</link>` +
        `<guid isPermaLink="true">${escapeXml(link)}</guid>` +
        `<description>${escapeXml(plainText(p.excerpt || p.desc, 400))}</description>` +
        (p.category?.name ? `<category>${escapeXml(p.category.name)}</category>` : '') +
        (p.published_at ? `<pubDate>${new Date(p.published_at).toUTCString()}</pubDate>` : '') +
        (poster && type
          ? `<enclosure url="${escapeXml(poster)}" type="${type}" length="0"/>`
          : '') +
        '</item>'
      );
    });
    const self = origin + localizedPath('/rss.xml', lang);
    res
      .type('application/rss+xml')
      .set('Cache-Control', 'public, max-age=300')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel>` +
          `<title>${escapeXml(`${texts.title} · ${SITE_NAME}`)}</title>` +
          `<link>${escapeXml(origin + localizedPath('/blogs', lang))}</link>` +
          `<atom:link href="${escapeXml(self)}" rel="self" type="application/rss+xml"/>` +
          `<description>${escapeXml(texts.description)}</description>` +
          `<language>${lang === 'my' ? 'my' : 'en'}</language>${items.join('')}</channel></rss>\n`,
      );
  };
}
