import type { NextFunction, Request, Response } from 'express';
import http from 'node:http';
import zlib from 'node:zlib';

/**
 * A short-lived cache of the CMS's public GET answers (no Authorization header, answers marked
 * `public` with a max-age). Concurrent misses for one URL share a single upstream request, and
 * the whole cache is dropped when the CMS reports a new content version, so an edit in the admin
 * shows within about a second. Routes that count something per request are never cached.
 */
export interface CacheOptions {
  cmsUrl: URL;
  ttlMs: number;
  maxEntries: number;
  /** How often, at most, the content version is asked (ms). */
  versionCheckMs: number;
}

interface Entry {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  expires: number;
  /** Compressed once, on first need, instead of on every hit. */
  br?: Buffer;
  gzip?: Buffer;
}

// The post page counts a view on every GET and like counts change with every click, so they
// always go to the CMS.
const NEVER = [
  /^\/api\/posts-list\/[^/]+$/,
  /^\/api\/posts\/[^/]+\/votes$/,
  /^\/api\/refresh-token/,
  /^\/api\/auth\//,
];
const KEEP_HEADERS = [
  'content-type',
  'cache-control',
  'etag',
  'last-modified',
  'vary',
  'content-language',
];

function maxAgeMs(cacheControl: string | undefined): number {
  if (
    !cacheControl ||
    /no-store|private|no-cache/.test(cacheControl) ||
    !/public/.test(cacheControl)
  )
    return 0;
  const m = /max-age=(\d+)/.exec(cacheControl);
  return m ? Number(m[1]) * 1000 : 0;
}

function fetchRaw(
  url: URL,
  headers: http.OutgoingHttpHeaders = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const upstream = http.get(
      url,
      { headers: { accept: 'application/json', ...headers }, timeout: 10_000 },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 502,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
        res.on('error', reject);
      },
    );
    upstream.on('timeout', () => upstream.destroy(new Error('timed out')));
    upstream.on('error', reject);
  });
}

export function publicCache(options: CacheOptions) {
  const entries = new Map<string, Entry>();
  const inflight = new Map<string, Promise<Entry | null>>();
  let version: string | null = null;
  let lastVersionCheck = 0;

  const checkVersion = () => {
    if (Date.now() - lastVersionCheck < options.versionCheckMs) return;
    lastVersionCheck = Date.now();
    fetchRaw(new URL('/api/content-version', options.cmsUrl))
      .then(({ status, body }) => {
        if (status !== 200) return;
        const next = String(
          (JSON.parse(body.toString()) as { data?: { version?: unknown } }).data?.version ?? '',
        );
        if (version !== null && next !== version) entries.clear();
        version = next;
      })
      .catch(() => undefined);
  };

  const load = (key: string, req: Request): Promise<Entry | null> => {
    let p = inflight.get(key);
    if (!p) {
      p = fetchRaw(new URL(key, options.cmsUrl), {
        'x-forwarded-for': req.socket.remoteAddress ?? '',
      })
        .then(({ status, headers, body }) => {
          const ttl = Math.min(
            maxAgeMs(headers['cache-control'] as string | undefined),
            options.ttlMs,
          );
          const kept: Record<string, string> = {};
          for (const h of KEEP_HEADERS)
            if (typeof headers[h] === 'string') kept[h] = headers[h] as string;
          const entry = { status, headers: kept, body, expires: Date.now() + ttl };
          if (status === 200 && ttl > 0) {
            if (entries.size >= options.maxEntries) entries.delete(entries.keys().next().value!);
            entries.set(key, entry);
          }
          return entry;
        })
        .catch(() => null)
        .finally(() => inflight.delete(key));
      inflight.set(key, p);
    }
    return p;
  };

  const send = (req: Request, res: Response, entry: Entry, hit: boolean) => {
    res
      .status(entry.status)
      .set(entry.headers)
      .set('X-Cache', hit ? 'HIT' : 'MISS');
    const etag = entry.headers.etag;
    if (entry.status === 200 && etag && req.headers['if-none-match'] === etag) {
      res.status(304).end();
      return;
    }
    const accepts = String(req.headers['accept-encoding'] ?? '');
    const compressible =
      entry.body.length >= 1024 && /json|text|xml/.test(entry.headers['content-type'] ?? '');
    res.vary('Accept-Encoding');
    if (compressible && /\bbr\b/.test(accepts)) {
      entry.br ??= zlib.brotliCompressSync(entry.body, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 },
      });
      res.set('Content-Encoding', 'br').send(entry.br);
    } else if (compressible && /\bgzip\b/.test(accepts)) {
      entry.gzip ??= zlib.gzipSync(entry.body, { level: 6 });
      res.set('Content-Encoding', 'gzip').send(entry.gzip);
    } else {
      res.send(entry.body);
    }
  };

  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' || req.headers.authorization || NEVER.some((r) => r.test(req.path)))
      return next();
    checkVersion();
    const key = req.originalUrl;
    const cached = entries.get(key);
    if (cached && cached.expires > Date.now()) return send(req, res, cached, true);
    const entry = await load(key, req);
    // The upstream failed: let the streaming proxy answer (and report it) instead.
    if (!entry) return next();
    send(req, res, entry, false);
  };
}
