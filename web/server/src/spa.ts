import type { Locale } from '@mystic/shared';
import express, { type Request, type Response, type Router } from 'express';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { spaCsp, spaHeaders, spaPreviewHeaders } from './headers.js';
import { requestedLang, type PageHead } from './head/page-head.js';
import { withMyanmarToday } from './head/myanmar-today.js';
import { injectHead } from './head/render.js';

/** The head of a public page in a language, or null where the shell's generic head stays. */
export type HeadFor = (path: string, lang: Locale) => Promise<PageHead | null>;

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built SPA: hashed assets are cached for a year, everything else (index.html, the
 * service worker, the manifest) is revalidated on each visit, and client routes fall back to
 * index.html.
 */
export function spa(
  staticDir: string,
  heads?: { headFor: HeadFor; feedUrl: string },
  publicUrl?: URL,
): Router {
  const router = express.Router();
  const csp = spaCsp(publicUrl);
  const indexFile = join(staticDir, 'index.html');

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
    const lang = requestedLang(req.query);
    // A head that cannot be built (the CMS answering nonsense) leaves the shell's own.
    const head = heads ? await heads.headFor(req.path, lang).catch(() => null) : null;
    if (!head) return void res.type('html').send(withMyanmarToday(body.toString('utf8')));
    // An unknown post is a real 404 (the SPA still renders its not-found page).
    res
      .status(head.status)
      .type('html')
      .send(
        injectHead(
          withMyanmarToday(body.toString('utf8')),
          head,
          heads!.feedUrl + (lang === 'en' ? '' : `?lang=${lang}`),
        ),
      );
  });

  return router;
}
