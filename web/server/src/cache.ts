import type { NextFunction, Request, Response } from 'express';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { pathOf, type MessageCode } from '@mystic/shared';
import { CHANNELS, type SharedStore } from '@mystic/shared/store';
import { cacheKeyOf } from './cache-key.js';
import { NOT_RETURNED, sendError, type ProxyHandler, type UpstreamAnswer } from './proxy.js';

/**
 * A short-lived cache of the CMS's public content lists (an explicit allow-list of GET routes,
 * asked without Authorization or Origin). Only answers the CMS marks cacheable are kept: 200,
 * `public` with a max-age, no Set-Cookie, varying on nothing but Accept-Encoding. Every other
 * answer, and every other route, goes through the streaming proxy as it is. Concurrent misses
 * for one URL share a single upstream request, and the whole cache is dropped when the CMS
 * reports a new content version, so an edit in the admin shows within about a second. With
 * REDIS_URL the CMS also publishes each new version, and every gateway drops its entries at once;
 * the check then runs only every `versionCheckListeningMs`, as a backstop for a lost message.
 */
export interface CacheOptions {
  cmsUrl: URL;
  /** Fills the cache: the same streaming proxy (headers, agent, time-outs) as every request. */
  proxy: ProxyHandler;
  ttlMs: number;
  maxEntries: number;
  /** What all entries may take together (bodies, headers and compressed copies), in bytes. */
  maxBytes: number;
  /** How often, at most, the content version is asked (ms). */
  versionCheckMs: number;
  /** How long a version check may take before the cache carries on without it (ms). */
  versionTimeoutMs: number;
  /** Where the CMS publishes new content versions (Redis), if anywhere. */
  store?: SharedStore;
  /** The check's interval while subscribed to those messages (ms). */
  versionCheckListeningMs?: number;
}

interface Entry {
  headers: Record<string, string | string[]>;
  body: Buffer;
  stored: number;
  expires: number;
  /** Compressed once, on first need, instead of on every hit. */
  br?: Promise<Buffer>;
  gzip?: Promise<Buffer>;
  /** What it counts against `maxBytes`. */
  size: number;
}

/** What a merged miss came to, for the requests that waited on it. */
type Outcome =
  | { kind: 'entry'; entry: Entry }
  /** The answer was not cacheable (and went to the first client): each asks for itself. */
  | { kind: 'pass' }
  | { kind: 'error'; status: number; code: MessageCode };

/** Larger answers are streamed rather than kept. */
const MAX_BODY_BYTES = 1024 * 1024;
// Not kept with an entry: recomputed per answer, or meaningless once stored.
// X-Request-Id belongs to the request that filled the entry; each answer carries its own.
const NOT_STORED = new Set([...NOT_RETURNED, 'content-length', 'date', 'age', 'x-request-id']);
// Conditions are the cache's to answer (it compares the ETag itself); it asks the full answer.
const CONDITIONAL = ['if-none-match', 'if-modified-since', 'if-match', 'if-unmodified-since'];
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

function header(answer: UpstreamAnswer, name: string): string {
  const value = answer.headers[name];
  return Array.isArray(value) ? value.join(', ') : (value ?? '');
}

/** How long the upstream lets a shared cache keep this answer (ms); 0 when it may not. */
export function freshForMs(answer: UpstreamAnswer): number {
  if (answer.statusCode !== 200) return 0;
  const cacheControl = header(answer, 'cache-control').toLowerCase();
  if (!/\bpublic\b/.test(cacheControl) || /no-store|no-cache|private/.test(cacheControl)) return 0;
  if (answer.headers['set-cookie']) return 0;
  const encoding = header(answer, 'content-encoding').toLowerCase();
  if (encoding && encoding !== 'identity') return 0;
  const vary = header(answer, 'vary')
    .toLowerCase()
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  if (vary.some((v) => v !== 'accept-encoding' && v !== 'origin')) return 0;
  const m = /s-maxage=(\d+)/.exec(cacheControl) ?? /max-age=(\d+)/.exec(cacheControl);
  return m ? Number(m[1]) * 1000 : 0;
}

function etagMatches(ifNoneMatch: string | undefined, etag: string | undefined): boolean {
  if (!ifNoneMatch || !etag) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => bare(tag) === bare(etag));
}

export function publicCache(options: CacheOptions) {
  // In order of last use: the first is the one dropped when the cache is full.
  const entries = new Map<string, Entry>();
  let bytes = 0;
  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.size;
  };
  const dropAll = () => {
    entries.clear();
    bytes = 0;
  };
  /** Counts `more` bytes against the entry (if still kept), then drops the least recent over the cap. */
  const grow = (key: string, entry: Entry, more: number) => {
    if (entries.get(key) !== entry) return;
    entry.size += more;
    bytes += more;
    for (const oldest of entries.keys()) {
      if (bytes <= options.maxBytes && entries.size <= options.maxEntries) break;
      drop(oldest);
    }
  };
  const keep = (key: string, entry: Entry) => {
    drop(key);
    entries.set(key, entry);
    bytes += entry.size;
    grow(key, entry, 0);
  };
  const inflight = new Map<string, Promise<Outcome>>();
  let version: string | null = null;
  // Bumped whenever the entries are dropped; a load that began under an older generation may
  // carry content from before the edit, so it is not kept.
  let generation = 0;
  let lastVersionCheck = 0;
  let versionCheck: Promise<void> | null = null;

  const askVersion = async (): Promise<void> => {
    try {
      const res = await fetch(new URL(pathOf('contentVersion'), options.cmsUrl), {
        signal: AbortSignal.timeout(options.versionTimeoutMs),
      });
      if (res.status !== 200) return;
      const body = (await res.json()) as { data?: { version?: unknown } };
      seeVersion(String(body.data?.version ?? ''));
    } catch {
      // The CMS is slow or down: entries still expire by their TTL.
    }
  };

  function seeVersion(next: string): void {
    if (version !== null && next !== version) {
      dropAll();
      generation++;
    }
    version = next;
  }

  // A published version drops the entries now; when the subscription comes (back) up, messages
  // may have been missed meanwhile, so the next request checks at once.
  options.store?.subscribe(CHANNELS.contentVersion, seeVersion, () => {
    lastVersionCheck = 0;
  });

  /** At most one check per interval; requests arriving meanwhile wait for the running one. */
  const checkVersion = (): Promise<void> => {
    if (versionCheck) return versionCheck;
    const interval = options.store?.listening()
      ? (options.versionCheckListeningMs ?? 30_000)
      : options.versionCheckMs;
    if (Date.now() - lastVersionCheck < interval) return Promise.resolve();
    lastVersionCheck = Date.now();
    versionCheck = askVersion().finally(() => {
      versionCheck = null;
    });
    return versionCheck;
  };

  const send = async (req: Request, res: Response, key: string, entry: Entry, hit: boolean) => {
    res
      .status(200)
      .set(entry.headers)
      .set('X-Cache', hit ? 'HIT' : 'MISS');
    const age = Math.floor((Date.now() - entry.stored) / 1000);
    if (age > 0) res.set('Age', String(age));
    res.vary('Accept-Encoding');
    if (etagMatches(req.headers['if-none-match'], res.get('ETag'))) {
      res.status(304).end();
      return;
    }
    const accepts = String(req.headers['accept-encoding'] ?? '');
    const compressible =
      entry.body.length >= 1024 && /json|text|xml/.test(res.get('Content-Type') ?? '');
    let body = entry.body;
    try {
      if (compressible && /\bbr\b/.test(accepts)) {
        entry.br ??= brotli(entry.body, {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 },
        }).then((b) => (grow(key, entry, b.length), b));
        body = await entry.br;
        res.set('Content-Encoding', 'br');
      } else if (compressible && /\bgzip\b/.test(accepts)) {
        entry.gzip ??= gzip(entry.body, { level: 6 }).then((b) => (grow(key, entry, b.length), b));
        body = await entry.gzip;
        res.set('Content-Encoding', 'gzip');
      }
    } catch {
      body = entry.body;
    }
    res.send(body);
  };

  /** Asks the CMS through the proxy; the first client gets the answer, however it turns out. */
  const load = (key: string, req: Request, res: Response): Promise<Outcome> =>
    new Promise<Outcome>((resolve) => {
      const startedIn = generation;
      let ttl = 0;
      options.proxy(req, res, {
        // Asked as it is kept: unknown query parameters (which would change nothing) are not sent.
        upstreamPath: key,
        upstreamHeaders(headers) {
          for (const name of CONDITIONAL) delete headers[name];
          // Kept as it is and compressed here per client, once.
          headers['accept-encoding'] = 'identity';
        },
        wantsBody(answer) {
          ttl = Math.min(freshForMs(answer), options.ttlMs);
          return ttl > 0 ? MAX_BODY_BYTES : false;
        },
        buffered(answer, body) {
          const stored: Record<string, string | string[]> = {};
          for (const [name, value] of Object.entries(answer.headers)) {
            if (!NOT_STORED.has(name) && value !== undefined) stored[name] = value;
          }
          const now = Date.now();
          const size = body.length + JSON.stringify(stored).length + key.length;
          const entry: Entry = { headers: stored, body, stored: now, expires: now + ttl, size };
          if (generation === startedIn) keep(key, entry);
          resolve({ kind: 'entry', entry });
          void send(req, res, key, entry, false);
        },
        streaming: () => resolve({ kind: 'pass' }),
        failed: (status, code) =>
          resolve(status === null || !code ? { kind: 'pass' } : { kind: 'error', status, code }),
      });
    });

  const middleware = async (req: Request, res: Response, next: NextFunction) => {
    if (
      req.method !== 'GET' ||
      req.headers.authorization ||
      // Cross-origin requests may be answered per origin (CORS); same-origin GETs carry none.
      req.headers.origin
    )
      return next();
    // Only the query parameters the endpoint reads make the key (issue 37: junk query strings
    // each filled an entry); a malformed or repeated one is not cached at all.
    const key = cacheKeyOf(req.originalUrl);
    if (key === null) return next();
    await checkVersion();
    const cached = entries.get(key);
    if (cached && cached.expires > Date.now()) {
      // Most recently used last: the cap drops the entries nobody asked for longest.
      entries.delete(key);
      entries.set(key, cached);
      return send(req, res, key, cached, true);
    }
    if (cached) drop(key);

    const pending = inflight.get(key);
    if (!pending) {
      const p = load(key, req, res).finally(() => inflight.delete(key));
      inflight.set(key, p);
      return;
    }
    const outcome = await pending;
    if (outcome.kind === 'entry') return send(req, res, key, outcome.entry, false);
    if (outcome.kind === 'error') return sendError(res, outcome.status, outcome.code);
    next();
  };
  /** How many times the entries were dropped for a new content version (checked as a request would). */
  const contentGeneration = async (): Promise<number> => {
    await checkVersion();
    return generation;
  };
  return Object.assign(middleware, { contentGeneration });
}
