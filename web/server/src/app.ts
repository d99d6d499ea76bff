import {
  drainUnreadBody,
  errorBody,
  isAdminSignUpPath,
  isInternalPath,
  upstreamFor,
} from '@mystic/shared';
import compression from 'compression';
import type { SharedStore } from '@mystic/shared/store';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import type { GatewayConfig } from './config.js';
import { publicCache } from './cache.js';
import { refuseAmbiguousBodies } from './framing.js';
import { securityHeaders } from './headers.js';
import { healthz } from './health.js';
import { requestLogger, type Logger } from '@mystic/shared/log';
import { log as processLog } from './log.js';
import { proxyTo } from './proxy.js';
import { headContent } from './head/content.js';
import { pageHeads } from './head/page-head.js';
import { robots, rssFeed, sitemap } from './seo.js';
import { spa } from './spa.js';
import { serverEntry } from './ssr.js';

function notFound(res: Response): void {
  res.status(404).set('Cache-Control', 'no-store').json(errorBody(404, 'not_found'));
}

/**
 * Builds the public gateway: one origin for the SPA, Strapi and the booking service. `store`
 * (Redis, server.ts) brings the CMS's content-version messages to the cache; `log` defaults to
 * the process's JSON logger (tests pass one that captures).
 */
export function createGateway(
  config: GatewayConfig,
  store?: SharedStore,
  log: Logger = processLog,
): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.set('etag', 'strong');

  // An answer sent before the client's body was all read (the upstream broke off) must not leave
  // the rest of it on the connection, where it would wedge the client's next request.
  app.use((req: Request, res: Response, next: NextFunction) => {
    drainUnreadBody(req, res);
    next();
  });
  // Every request gets an id (the client's or proxy's when well-formed), echoed in the answer and
  // sent upstream by the proxy, so one request can be followed through every process's log.
  app.use(requestLogger(log, { logRequests: config.logRequests }));
  // Before anything is read or proxied: a body that an upstream could read as another request.
  app.use(refuseAmbiguousBodies);
  app.use(securityHeaders);
  // Brotli or gzip for text (JSON, HTML, JS, CSS, SVG); images and uploads pass as they are.
  app.use(compression({ threshold: 1024 }));

  app.get('/healthz', healthz(config.cmsUrl, config.bookingUrl));
  app.get('/robots.txt', robots(config.publicUrl));
  app.get('/sitemap.xml', sitemap(config.cmsUrl, config.publicUrl));
  const toCms = proxyTo(config.cmsUrl, config);
  const toBooking = proxyTo(config.bookingUrl, config);
  const cached =
    config.cacheTtlMs > 0
      ? publicCache({
          cmsUrl: config.cmsUrl,
          proxy: toCms,
          ttlMs: config.cacheTtlMs,
          maxEntries: 2000,
          maxBytes: config.cacheMaxBytes,
          versionCheckMs: 1000,
          versionTimeoutMs: 1000,
          store,
        })
      : null;
  // Issue 44: the public reviews (the booking service's) are kept the same way; approving or
  // hiding one in the desk bumps the CMS's content version, which drops them.
  const cachedBooking =
    config.cacheTtlMs > 0
      ? publicCache({
          cmsUrl: config.cmsUrl,
          proxy: toBooking,
          ttlMs: config.cacheTtlMs,
          maxEntries: 50,
          maxBytes: config.cacheMaxBytes,
          versionCheckMs: 1000,
          versionTimeoutMs: 1000,
          store,
        })
      : null;
  // Page heads and the feed read the CMS directly, kept as long as the public cache keeps lists
  // and dropped with its entries when the content changes.
  const content = headContent(
    config.cmsUrl,
    Math.max(config.cacheTtlMs, 1000),
    cached?.contentGeneration,
    config.bookingUrl,
  );
  app.get('/rss.xml', rssFeed(content, config.publicUrl));

  app.use((req: Request, res: Response, next: NextFunction) => {
    const upstream = upstreamFor(req.path);
    if (!upstream) return next();
    // The CMS's service-token routes are for the booking service on loopback, never the public.
    if (isInternalPath(req.path)) return notFound(res);
    if (config.production && isAdminSignUpPath(req.path)) return notFound(res);
    if (upstream === 'booking') {
      return cachedBooking
        ? cachedBooking(req, res, () => toBooking(req, res))
        : toBooking(req, res);
    }
    if (cached) return cached(req, res, () => toCms(req, res));
    return toCms(req, res);
  });

  const origin = config.publicUrl.href.replace(/\/+$/, '');
  app.use(
    spa(
      config.staticDir,
      {
        headFor: pageHeads(content, origin),
        feedUrl: `${origin}/rss.xml`,
        // Public pages rendered on the server (issue 43), kept per content version.
        ssr: config.ssrEntry ? serverEntry(config.ssrEntry) : undefined,
        generation: cached?.contentGeneration,
        keepMs: Math.max(config.cacheTtlMs, 1000),
      },
      config.publicUrl,
    ),
  );

  app.use((_req: Request, res: Response) => notFound(res));
  return app;
}
