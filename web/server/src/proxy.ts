import type { Request, Response } from 'express';
import http from 'node:http';
import { MESSAGES } from '@mystic/shared';

// Hop-by-hop headers never cross a proxy (RFC 9110 section 7.6.1).
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

export interface ProxyOptions {
  connectTimeoutMs: number;
  responseTimeoutMs: number;
}

/** Keep-alive sockets to each upstream: the gateway makes many small requests to two hosts. */
const agent = new http.Agent({ keepAlive: true, maxSockets: 256, keepAliveMsecs: 10_000 });

function sendError(res: Response, status: number, message: string): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.status(status).set('Cache-Control', 'no-store').json({ message });
}

/**
 * Streams a request to `target` and its answer back. Bodies are piped, never buffered, so
 * multipart uploads pass through at the speed of the slower side. An upstream that is down
 * answers 502 at once; one that does not connect or stalls answers 503/504 after its time-out.
 * X-Forwarded-For and -Proto carry what Express derives under its `trust proxy` setting: the
 * socket's address and http when the gateway is the edge, a trusted proxy's values otherwise.
 */
export function proxyTo(target: URL, options: ProxyOptions) {
  return (req: Request, res: Response): void => {
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

    const upstream = http.request({
      protocol: target.protocol,
      hostname: target.hostname,
      port: target.port,
      method: req.method,
      path: req.originalUrl,
      headers,
      agent,
    });

    let connected = false;
    // Set once the client has an answer (the upstream's or an error), so no path answers twice.
    let settled: false | 'failed' | 'piping' = false;
    const fail = (status: number, message: string) => {
      if (settled) return;
      settled = 'failed';
      sendError(res, status, message);
      upstream.destroy();
    };

    const connectTimer = setTimeout(() => {
      if (!connected) fail(503, MESSAGES.serviceUnavailable);
    }, options.connectTimeoutMs);
    upstream.on('socket', (socket) => {
      if (!socket.connecting) {
        connected = true;
        return;
      }
      socket.once('connect', () => {
        connected = true;
      });
    });

    // Silence while waiting for the answer is a 504; silence in the middle of a streamed answer
    // can only cut the connection, its status is already sent.
    upstream.setTimeout(options.responseTimeoutMs, () => {
      if (!settled) fail(504, 'The service took too long to answer. Please try again.');
      else if (settled === 'piping') {
        upstream.destroy();
        res.destroy();
      }
    });

    upstream.on('response', (answer) => {
      clearTimeout(connectTimer);
      if (settled) {
        answer.resume();
        return;
      }
      settled = 'piping';
      res.status(answer.statusCode ?? 502);
      for (const [name, value] of Object.entries(answer.headers)) {
        if (!HOP_BY_HOP.has(name) && value !== undefined) res.setHeader(name, value);
      }
      answer.pipe(res);
      answer.on('error', () => res.destroy());
    });

    upstream.on('error', () => {
      clearTimeout(connectTimer);
      // Refused, reset or unreachable before any answer: the upstream is down.
      if (!settled) fail(502, MESSAGES.serviceUnavailable);
      else if (settled === 'piping' && !res.writableFinished) res.destroy();
    });

    // A client that goes away cancels the upstream request too.
    res.on('close', () => {
      clearTimeout(connectTimer);
      if (!res.writableFinished) upstream.destroy();
    });

    req.pipe(upstream);
  };
}
