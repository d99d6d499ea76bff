import type { Request, Response } from 'express';
import http from 'node:http';
import { MESSAGES, errorBody } from '@mystic/shared';

// Hop-by-hop headers never cross a proxy (RFC 9110 section 7.6.1).
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

export interface ProxyOptions {
  connectTimeoutMs: number;
  responseTimeoutMs: number;
}

/**
 * Lets a caller (the cache) take part in one proxied exchange. Without hooks the answer is
 * streamed to the client as it comes.
 */
export interface ProxyHooks {
  /** Adjusts the headers sent upstream, after the gateway has set its own. */
  upstreamHeaders?: (headers: http.OutgoingHttpHeaders) => void;
  /**
   * Sees the upstream's status and headers first. A number asks for the whole body (at most that
   * many bytes) in `buffered` instead of it being streamed; false streams it.
   */
  wantsBody?: (answer: http.IncomingMessage) => number | false;
  /** The whole body of an answer `wantsBody` asked for; the hook now answers the client. */
  buffered?: (answer: http.IncomingMessage, body: Buffer) => void;
  /** The upstream's answer is being streamed to the client as it is. */
  streaming?: () => void;
  /**
   * The exchange ended without an upstream answer for the client: the gateway answered `status`
   * itself (the upstream is down, slow or broke off), or the client left first (null).
   */
  failed?: (status: number | null, message: string) => void;
}

export type ProxyHandler = (req: Request, res: Response, hooks?: ProxyHooks) => void;

/**
 * How long an idle keep-alive socket to an upstream is kept. It must stay below the upstreams'
 * own keepAliveTimeout (65 s in the booking service and Strapi, 5 s in Node by default), so the
 * gateway always closes an idle connection first: when the upstream closes it first, a request
 * sent at that moment goes out on a dead socket and fails before any byte comes back (the 502
 * bursts of issue 14). Node also shortens this to a `Keep-Alive: timeout=N` hint minus 1 s, but
 * only when a timeout is set here at all.
 */
export const UPSTREAM_IDLE_MS = 4_000;

/** Keep-alive sockets to each upstream: the gateway makes many small requests to two hosts. */
const agent = new http.Agent({ keepAlive: true, maxSockets: 256, timeout: UPSTREAM_IDLE_MS });

// Requests that may be sent twice: they carry no body and change nothing (RFC 9110 9.2.2).
const RETRYABLE = new Set(['GET', 'HEAD', 'OPTIONS']);
// What a socket the upstream had already closed looks like when it is reused.
const STALE_SOCKET = new Set(['ECONNRESET', 'EPIPE', 'ECONNABORTED']);

const hasBody = (req: Request): boolean =>
  req.headers['transfer-encoding'] !== undefined ||
  (req.headers['content-length'] !== undefined && req.headers['content-length'] !== '0');

export function sendError(res: Response, status: number, message: string): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.status(status).set('Cache-Control', 'no-store').json(errorBody(status, message));
}

/** Copies an upstream answer's status and end-to-end headers onto the client's response. */
function writeHead(res: Response, answer: http.IncomingMessage): void {
  res.status(answer.statusCode ?? 502);
  for (const [name, value] of Object.entries(answer.headers)) {
    if (!HOP_BY_HOP.has(name) && value !== undefined) res.setHeader(name, value);
  }
}

/**
 * Streams a request to `target` and its answer back. Bodies are piped, never buffered, so
 * multipart uploads pass through at the speed of the slower side. An upstream that is down
 * answers 502 at once; one that does not connect or stalls answers 503/504 after its time-out.
 * X-Forwarded-For and -Proto carry what Express derives under its `trust proxy` setting: the
 * socket's address and http when the gateway is the edge, a trusted proxy's values otherwise.
 */
export function proxyTo(target: URL, options: ProxyOptions): ProxyHandler {
  return (req, res, hooks = {}) => {
    const headers: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (!HOP_BY_HOP.has(name) && value !== undefined) headers[name] = value;
    }
    // One address, never the client's own claim unless a trusted proxy made it, so rate limits
    // upstream cannot be dodged with a forged X-Forwarded-For.
    headers['x-forwarded-for'] = req.ip ?? req.socket.remoteAddress ?? '';
    headers['x-forwarded-proto'] = req.protocol;
    headers['x-forwarded-host'] = req.headers.host ?? '';
    headers.host = target.host;
    hooks.upstreamHeaders?.(headers);

    const open = (fresh: boolean) =>
      http.request({
        protocol: target.protocol,
        hostname: target.hostname,
        port: target.port,
        method: req.method,
        path: req.originalUrl,
        headers,
        // A retry goes on a new connection: another pooled one may be just as stale.
        agent: fresh ? false : agent,
      });
    let upstream = open(false);
    // One safe retry: a bodiless idempotent request that failed on a reused keep-alive socket
    // before any answer came never reached the upstream's application.
    let mayRetry = RETRYABLE.has(req.method) && !hasBody(req);

    let connected = false;
    // Set once the client's answer is decided, so no path answers twice: an error of the
    // gateway's, the upstream's answer streaming, a hook answering, or the client gone.
    let settled: false | 'failed' | 'piping' | 'hooked' | 'gone' = false;
    const fail = (status: number, message: string) => {
      if (settled) return;
      settled = 'failed';
      clearTimeout(connectTimer);
      sendError(res, status, message);
      upstream.destroy();
      hooks.failed?.(status, message);
    };

    const startConnectTimer = () =>
      setTimeout(() => {
        if (!connected) fail(503, MESSAGES.serviceUnavailable);
      }, options.connectTimeoutMs);
    let connectTimer = startConnectTimer();
    const wire = () => {
      upstream.on('socket', (socket) => {
        if (!socket.connecting) {
          connected = true;
          return;
        }
        socket.once('connect', () => {
          connected = true;
        });
      });

      // Silence while waiting for the answer (or while buffering it) is a 504; silence in the
      // middle of a streamed answer can only cut the connection, its status is already sent.
      upstream.setTimeout(options.responseTimeoutMs, () => {
        if (!settled) fail(504, MESSAGES.serviceTooSlow);
        else if (settled === 'piping') {
          upstream.destroy();
          res.destroy();
        }
      });

      const stream = (answer: http.IncomingMessage, head: Buffer[] = []) => {
        settled = 'piping';
        writeHead(res, answer);
        for (const chunk of head) res.write(chunk);
        answer.pipe(res);
        answer.on('error', () => res.destroy());
        hooks.streaming?.();
      };

      upstream.on('response', (answer) => {
        mayRetry = false;
        clearTimeout(connectTimer);
        if (settled) {
          answer.resume();
          return;
        }
        const limit = hooks.wantsBody?.(answer) ?? false;
        if (limit === false) {
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
            answer.off('data', onData);
            answer.off('end', onEnd);
            answer.pause();
            stream(answer, chunks);
          }
        };
        const onEnd = () => {
          if (settled) return;
          settled = 'hooked';
          hooks.buffered?.(answer, Buffer.concat(chunks));
        };
        answer.on('data', onData);
        answer.on('end', onEnd);
        answer.on('error', () => fail(502, MESSAGES.serviceUnavailable));
        answer.on('close', () => {
          if (!answer.complete) fail(502, MESSAGES.serviceUnavailable);
        });
      });

      upstream.on('error', (err: NodeJS.ErrnoException) => {
        clearTimeout(connectTimer);
        if (!settled && mayRetry && upstream.reusedSocket && STALE_SOCKET.has(err.code ?? '')) {
          mayRetry = false;
          connected = false;
          connectTimer = startConnectTimer();
          upstream = open(true);
          wire();
          upstream.end();
          return;
        }
        // Refused, reset or unreachable before any answer: the upstream is down.
        if (!settled) fail(502, MESSAGES.serviceUnavailable);
        else if (settled === 'piping' && !res.writableFinished) res.destroy();
      });
    };
    wire();

    // A client that goes away cancels the upstream request too.
    res.on('close', () => {
      clearTimeout(connectTimer);
      if (res.writableFinished) return;
      if (!settled) {
        settled = 'gone';
        hooks.failed?.(null, 'The client left.');
      }
      upstream.destroy();
    });

    req.pipe(upstream);
  };
}
