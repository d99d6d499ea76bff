import { PAGE_SIZE_MAX, type Paged, type Post } from '@mystic/shared';
import type { Request, Response } from 'express';

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

const escapeXml = (s: string) =>
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
          .json({ message: 'The sitemap is not available right now.' });
        return;
      }
    }
    const urls = [
      ...STATIC_PATHS.map((p) => `<url><loc>${escapeXml(origin + p)}</loc></url>`),
      ...cached.posts.map(
        (p) =>
          `<url><loc>${escapeXml(`${origin}/blogs/${encodeURIComponent(p.slug)}`)}</loc>` +
          (p.updated ? `<lastmod>${escapeXml(p.updated.slice(0, 10))}</lastmod>` : '') +
          '</url>',
      ),
    ];
    res
      .type('application/xml')
      .set('Cache-Control', 'public, max-age=600')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>\n`,
      );
  };
}
