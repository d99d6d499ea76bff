import express, { type Request, type Response, type Router } from 'express';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { spaHeaders } from './headers.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built SPA: hashed assets are cached for a year, everything else (index.html, the
 * service worker, the manifest) is revalidated on each visit, and client routes fall back to
 * index.html.
 */
export function spa(staticDir: string): Router {
  const router = express.Router();
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
        if (filePath.endsWith('.html')) spaHeaders(res);
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

  router.use((req: Request, res: Response, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    // A missing file with an extension is a 404, not the app shell.
    if (/\.[a-z0-9]{1,8}$/i.test(req.path)) return next();
    const body = readIndex();
    if (!body) {
      res.status(503).type('text/plain').send('The site is not built yet: run `npm run build`.');
      return;
    }
    spaHeaders(res);
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(body);
  });

  return router;
}
