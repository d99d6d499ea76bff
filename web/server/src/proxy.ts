import type { Request, Response } from 'express';
import type http from 'node:http';
import { PassThrough } from 'node:stream';
import { Client, Pool, errors, type Dispatcher } from 'undici';
import { errorBody, type MessageCode } from '@mystic/shared';

// Hop-by-hop headers never cross a proxy (RFC 9110 section 7.6.1). undici frames the upstream
// request itself and refuses these (and Expect) as request headers.
export const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);
const NOT_SENT_UPSTREAM = new Set([...HOP_BY_HOP, 'expect', 'host']);
/** Not passed on to clients: hop-by-hop, and what names the software behind the gateway. */
export const NOT_RETURNED = new Set([...HOP_BY_HOP, 'x-powered-by']);

export interface ProxyOptions {
  connectTimeoutMs: number;
  responseTimeoutMs: number;
}

/** An upstream's status and end-to-end headers (hop-by-hop and X-Powered-By taken out). */
export interface UpstreamAnswer {
  statusCode: number;
  headers: http.IncomingHttpHeaders;
}

/**
 * Lets a caller (the cache) take part in one proxied exchange. Without hooks the answer is
 * streamed to the client as it comes.
 */
export interface ProxyHooks {
  /** The path and query sent upstream instead of the client's (the cache's canonical URL). */
  upstreamPath?: string;
  /** Adjusts the headers sent upstream, after the gateway has set its own. */
  upstreamHeaders?: (headers: http.IncomingHttpHeaders) => void;
  /**
   * Sees the upstream's status and headers first. A number asks for the whole body (at most that
   * many bytes) in `buffered` instead of it being streamed; false streams it.
   */
  wantsBody?: (answer: UpstreamAnswer) => number | false;
  /** The whole body of an answer `wantsBody` asked for; the hook now answers the client. */
  buffered?: (answer: UpstreamAnswer, body: Buffer) => void;
  /** The upstream's answer is being streamed to the client as it is. */
  streaming?: () => void;
  /**
   * The exchange ended without an upstream answer for the client: the gateway answered `status`
   * itself (the upstream is down, slow or broke off), or the client left first (null).
   */
  failed?: (status: number | null, code?: MessageCode) => void;
}

export type ProxyHandler = (req: Request, res: Response, hooks?: ProxyHooks) => void;

/**
 * How long an idle keep-alive socket to an upstream is kept. It must stay below the upstreams'
 * own keepAliveTimeout (65 s in the booking service and Strapi, 5 s in Node by default), so the
 * gateway always closes an idle connection first: when the upstream closes it first, a request
 * sent at that moment goes out on a dead socket and fails before any byte comes back (the 502
 * bursts of issue 14). undici also shortens it to a `Keep-Alive: timeout=N` hint minus 1 s.
 */
export const UPSTREAM_IDLE_MS = 4_000;

// Requests that may be sent twice: they carry no body and change nothing (RFC 9110 9.2.2).
const RETRYABLE = new Set(['GET', 'HEAD', 'OPTIONS']);
// What a socket the upstream had already closed looks like when it is reused.
const STALE_SOCKET = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET']);

const ignore = () => undefined;

/** The request carries a body: a Transfer-Encoding, or a Content-Length above 0. */
export const hasBody = (req: http.IncomingMessage): boolean =>
  req.headers['transfer-encoding'] !== undefined ||
  (req.headers['content-length'] !== undefined && req.headers['content-length'] !== '0');

export function sendError(res: Response, status: number, code: MessageCode): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.status(status).set('Cache-Control', 'no-store').json(errorBody(status, code));
}

/** Puts an upstream's status and (already filtered) headers on the client's response. */
function writeHead(res: Response, answer: UpstreamAnswer): void {
  res.status(answer.statusCode);
  for (const [name, value] of Object.entries(answer.headers)) {
    if (value !== undefined) res.setHeader(name, value);
  }
}

/** The answer's end-to-end headers, as a client may see them. */
function returnedHeaders(headers: Dispatcher.ResponseData['headers']): http.IncomingHttpHeaders {
  const out: http.IncomingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (!NOT_RETURNED.has(name) && value !== undefined) out[name] = value;
  }
  return out;
}

/** What the gateway answers for an exchange that failed before the upstream's answer. */
function failureOf(err: unknown): { status: number; code: MessageCode } {
  if (err instanceof errors.ConnectTimeoutError)
    return { status: 503, code: 'service_unavailable' };
  if (err instanceof errors.HeadersTimeoutError || err instanceof errors.BodyTimeoutError)
    return { status: 504, code: 'service_too_slow' };
  // Refused, reset or unreachable before any answer: the upstream is down.
  return { status: 502, code: 'service_unavailable' };
}

/**
 * Streams requests to `target` and their answers back, through undici (Node's own HTTP client
 * library): it frames each request itself (Content-Length or chunked, never raw bytes after a
 * bodiless request), keeps the keep-alive pool, and never reuses a connection whose answer came
 * before its request was all sent. Bodies are piped, never buffered, so multipart uploads pass
 * through at the speed of the slower side. An upstream that is down answers 502 at once; one that
 * does not connect or stalls answers 503/504 after its time-out. X-Forwarded-For and -Proto carry
 * what Express derives under its `trust proxy` setting: the socket's address and http when the
 * gateway is the edge, a trusted proxy's values otherwise.
 */
export function proxyTo(target: URL, options: ProxyOptions) {
  const timeouts = {
    connect: { timeout: options.connectTimeoutMs },
    headersTimeout: options.responseTimeoutMs,
    bodyTimeout: options.responseTimeoutMs,
  };
  const pool = new Pool(target.origin, {
    ...timeouts,
    connections: 256,
    keepAliveTimeout: UPSTREAM_IDLE_MS,
    keepAliveMaxTimeout: UPSTREAM_IDLE_MS,
    keepAliveTimeoutThreshold: 1_000,
  });

  const handler: ProxyHandler = (req, res, hooks = {}) => {
    const headers: http.IncomingHttpHeaders = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (!NOT_SENT_UPSTREAM.has(name) && value !== undefined) headers[name] = value;
    }
    // One address, never the client's own claim unless a trusted proxy made it, so rate limits
    // upstream cannot be dodged with a forged X-Forwarded-For.
    headers['x-forwarded-for'] = req.ip ?? req.socket.remoteAddress ?? '';
    headers['x-forwarded-proto'] = req.protocol;
    headers['x-forwarded-host'] = req.headers.host ?? '';
    headers.host = target.host;
    hooks.upstreamHeaders?.(headers);

    // The body goes through a stream of our own: undici destroys the stream it was given when it
    // stops sending (the answer came first), and destroying the client's request would cut the
    // client's connection before its answer is out.
    const body = hasBody(req) ? new PassThrough() : null;
    if (body) req.pipe(body);
    // The root cause of the hang after a refused body (issue 37): an upstream may answer before
    // it has read the whole body (Strapi's 413 at its body limit: the parser pauses the request
    // there, and Node then never reads that connection again). When the gateway had already
    // written the whole body into the socket's buffers, the exchange looked finished, the
    // connection went back to the keep-alive pool, and the next request sent on it was never
    // read: no answer until a time-out. So a request with a body goes on a connection of its
    // own, which the gateway closes once the exchange is over; only bodiless requests, which an
    // upstream always reads whole, share the pool.
    const own = body ? new Client(target.origin, timeouts) : null;
    // The same stall on the client's side: the pipe above backs up when the upstream stops
    // reading, and pauses the client's request; the rest of its body was then never read off the
    // client's connection, and the next request the client sent on it was never parsed. Once the
    // client's answer is out, whatever is left of its body is read and dropped here (the pipe is
    // cut first, or it would pause the request again); Node's requestTimeout bounds a body that
    // never ends.
    res.once('finish', () => {
      if (req.complete) return;
      req.unpipe();
      body?.destroy();
      req.resume();
    });
    res.once('close', () => void own?.destroy().catch(ignore));

    const abort = new AbortController();
    // Set once the client's answer is decided, so no path answers twice: an error of the
    // gateway's, the upstream's answer streaming, a hook answering, or the client gone.
    let settled: false | 'failed' | 'piping' | 'hooked' | 'gone' = false;
    const fail = (status: number, code: MessageCode) => {
      if (settled) return;
      settled = 'failed';
      sendError(res, status, code);
      abort.abort();
      hooks.failed?.(status, code);
    };

    // A client that goes away cancels the upstream request too.
    res.on('close', () => {
      if (res.writableFinished) return;
      if (!settled) {
        settled = 'gone';
        hooks.failed?.(null);
      }
      abort.abort();
    });

    const stream = (answer: Dispatcher.ResponseData, head: Buffer[] = []) => {
      settled = 'piping';
      for (const chunk of head) res.write(chunk);
      answer.body.on('error', () => res.destroy());
      answer.body.pipe(res);
      hooks.streaming?.();
    };

    const take = (answer: Dispatcher.ResponseData) => {
      if (settled) {
        answer.body.resume();
        return;
      }
      const seen: UpstreamAnswer = {
        statusCode: answer.statusCode,
        headers: returnedHeaders(answer.headers),
      };
      const limit = hooks.wantsBody?.(seen) ?? false;
      if (limit === false) {
        writeHead(res, seen);
        stream(answer);
        return;
      }
      // Buffer for the hook; a body over the limit is streamed after all, from what came so far.
      const chunks: Buffer[] = [];
      let size = 0;
      const onData = (chunk: Buffer) => {
        chunks.push(chunk);
        size += chunk.length;
        if (size > limit) {
          answer.body.off('data', onData);
          answer.body.off('end', onEnd);
          answer.body.pause();
          writeHead(res, seen);
          stream(answer, chunks);
        }
      };
      const onEnd = () => {
        if (settled) return;
        settled = 'hooked';
        hooks.buffered?.(seen, Buffer.concat(chunks));
      };
      answer.body.on('data', onData);
      answer.body.on('end', onEnd);
      answer.body.on('error', (err) => fail(failureOf(err).status, failureOf(err).code));
    };

    const ask = (via: Dispatcher, retried: boolean) => {
      via
        .request({
          method: req.method as Dispatcher.HttpMethod,
          path: hooks.upstreamPath ?? req.originalUrl,
          headers,
          body,
          signal: abort.signal,
        })
        .then(take, (err: NodeJS.ErrnoException) => {
          if (settled) return;
          // One safe retry, on a new connection (another pooled one may be just as stale): a
          // bodiless idempotent request that failed before any answer never reached the
          // upstream's application.
          if (!retried && !body && RETRYABLE.has(req.method) && STALE_SOCKET.has(err.code ?? '')) {
            const fresh = new Client(target.origin, timeouts);
            ask(fresh, true);
            res.once('close', () => void fresh.destroy().catch(ignore));
            return;
          }
          if (err instanceof errors.InvalidArgumentError) return fail(400, 'bad_request');
          const { status, code } = failureOf(err);
          fail(status, code);
        });
    };
    ask(own ?? pool, false);
  };
  return handler;
}
