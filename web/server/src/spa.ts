import { todayIn, type Locale } from '@mystic/shared';
import express, { type Request, type Response, type Router } from 'express';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { spaCsp, spaHeaders, spaPreviewHeaders } from './headers.js';
import { pageLanguage } from './head/language.js';
import type { PageHead } from './head/page-head.js';
import { MYANMAR_TODAY_ID, myanmarTodayBlock, withMyanmarToday } from './head/myanmar-today.js';
import { injectHead, type FontPreloads } from './head/render.js';
import { log } from './log.js';
import { pageCache, pageEtag, type KeptPage, type ServerEntry } from './ssr.js';

/** The head of a public page in a language, or null where the shell's generic head stays. */
export type HeadFor = ((path: string, lang: Locale) => Promise<PageHead | null>) & {
  /** The head of a page that does not exist (the server's not-found page). */
  notFound?: (path: string, lang: Locale) => PageHead;
};

export interface SpaPages {
  headFor: HeadFor;
  feedUrl: string;
  /** The server's render (null: the shell, rendered by the browser). */
  ssr?: () => Promise<ServerEntry | null>;
  /** The public cache's content generation: rendered pages are kept per generation. */
  generation?: () => Promise<number>;
  /** How long a rendered page is kept at most (the public cache's time for lists). */
  keepMs?: number;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The Myanmar font files of the build (the first screen's regular and bold), for preloading. */
function myanmarFonts(staticDir: string): FontPreloads {
  const dir = join(staticDir, 'assets');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => /^noto-sans-myanmar-burmese-(400|700)-.*\.woff2$/.test(f))
    .map((f) => `/assets/${f}`);
}

/**
 * Serves the built SPA: hashed assets are cached for a year, everything else (index.html, the
 * service worker, the manifest) is revalidated on each visit, and client routes fall back to
 * index.html. Public pages and the not-found page come rendered by the server when its build is
 * there (issue 43); members' pages are the shell, rendered by the browser.
 */
export function spa(staticDir: string, pages?: SpaPages, publicUrl?: URL): Router {
  const router = express.Router();
  const csp = spaCsp(publicUrl);
  const indexFile = join(staticDir, 'index.html');
  const kept = pageCache(pages?.keepMs ?? 30_000);
  let fonts: FontPreloads | null = null;

  router.use(
    express.static(staticDir, {
      index: false,
      redirect: false,
      setHeaders(res, filePath) {
        if (filePath.includes(`${join(staticDir, 'assets')}`)) {
          res.setHeader('Cache-Control', IMMUTABLE);
        } else {
          res.setHeader('Cache-Control', 'no-cache');
        }
        if (filePath.endsWith('.html')) spaHeaders(res, csp);
        if (filePath.endsWith('sw.js')) res.setHeader('Service-Worker-Allowed', '/');
      },
    }),
  );

  let cachedIndex: Buffer | null = null;
  const readIndex = (): Buffer | null => {
    if (cachedIndex) return cachedIndex;
    if (!existsSync(indexFile)) return null;
    const body = readFileSync(indexFile);
    if (process.env.NODE_ENV === 'production') cachedIndex = body;
    return body;
  };

  /** The page as the server renders it, or null where the shell is served. */
  async function renderedPage(req: Request, index: string, lang: Locale): Promise<KeptPage | null> {
    const entry = pages?.ssr ? await pages.ssr().catch(() => null) : null;
    if (!entry || !pages) return null;
    const kind = entry.routeKind(req.path);
    if (kind === 'client') return null;
    const url = req.originalUrl;
    // Kept only for the address as linked (no query but the language): others are rendered.
    const plain = Object.keys(req.query).every((k) => k === 'lang');
    const generation = pages.generation ? await pages.generation() : null;
    const key = `${lang} ${todayIn()} ${req.path}`;
    const hit = plain && generation !== null ? kept.get(key, generation) : null;
    if (hit) return hit;
    const head =
      kind === 'notFound'
        ? (pages.headFor.notFound?.(req.path, lang) ?? null)
        : await pages.headFor(req.path, lang).catch(() => null);
    // A head that cannot be built (the CMS answering nonsense) leaves the shell.
    if (!head) return null;
    const block = myanmarTodayBlock();
    const blockText = /<script[^>]*>([\s\S]*)<\/script>/.exec(block)?.[1] ?? '';
    const rendered = await entry.render({
      url,
      lang,
      answers: head.firstAnswers ?? [],
      blocks: { [MYANMAR_TODAY_ID]: blockText },
    });
    fonts ??= myanmarFonts(staticDir);
    const html = injectHead(
      withMyanmarToday(index),
      head,
      pages.feedUrl + (lang === 'en' ? '' : `?lang=${lang}`),
      rendered,
      lang === 'my' ? fonts : [],
    );
    const page = { status: head.status, html, etag: pageEtag(html) };
    if (plain && generation !== null) kept.set(key, generation, page);
    return page;
  }

  router.use(async (req: Request, res: Response, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    // A missing file with an extension is a 404, not the app shell.
    if (/\.[a-z0-9]{1,8}$/i.test(req.path)) return next();
    const body = readIndex();
    if (!body) {
      res.status(503).type('text/plain').send('The site is not built yet: run `npm run build`.');
      return;
    }
    if (typeof req.query.preview === 'string') {
      // The draft is fetched by the page itself with the token; the head stays the shell's.
      spaPreviewHeaders(res, csp);
      return void res.type('html').send(body);
    }
    spaHeaders(res, csp);
    res.setHeader('Cache-Control', 'no-cache');
    // The language follows the URL, the remembered choice and the browser (head/language.ts).
    res.setHeader('Vary', 'Accept-Language, Cookie');
    const lang = pageLanguage({
      query: req.query,
      cookie: req.headers.cookie,
      acceptLanguage: req.headers['accept-language'],
    });
    const index = body.toString('utf8');
    try {
      const page = await renderedPage(req, index, lang);
      if (page) {
        res.setHeader('ETag', page.etag);
        return void res.status(page.status).type('html').send(page.html);
      }
    } catch (error) {
      // A render that fails leaves the shell, which the browser renders as before.
      log.error({ err: error, path: req.path }, 'server render failed');
    }
    // A head that cannot be built (the CMS answering nonsense) leaves the shell's own.
    const head = pages ? await pages.headFor(req.path, lang).catch(() => null) : null;
    if (!head) return void res.type('html').send(withMyanmarToday(index));
    // An unknown post is a real 404 (the SPA still renders its not-found page).
    res
      .status(head.status)
      .type('html')
      .send(
        injectHead(
          withMyanmarToday(index),
          head,
          pages!.feedUrl + (lang === 'en' ? '' : `?lang=${lang}`),
        ),
      );
  });

  return router;
}
