import type { NextFunction, Request, Response } from 'express';
import http from 'node:http';
import { errorBody, type MessageCode } from '@mystic/shared';
import type { GatewayConfig } from './config.js';
import { hasBody, sendError } from './proxy.js';

/**
 * Methods whose requests take no body here: no route of ours reads one (RFC 9110 9.3). DELETE
 * is not among them: the push unsubscribe names its endpoint in a JSON body, and the proxy
 * (undici) frames a DELETE's body like any other, so its bytes cannot pass for a request.
 */
const BODILESS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses, before anything is proxied, a request whose body could be read two ways (issue 37,
 * request smuggling): a body on a GET, HEAD or OPTIONS (an upstream may take those bytes for a
 * request of its own), and both Content-Length and Transfer-Encoding (Node's parser already
 * refuses that; this holds if it ever lets one through). Node reads and drops the refused body,
 * so the connection stays in step for the client's next request.
 */
export function refuseAmbiguousBodies(req: Request, res: Response, next: NextFunction): void {
  const { headers } = req;
  if (headers['transfer-encoding'] !== undefined && headers['content-length'] !== undefined)
    return sendError(res, 400, 'bad_request');
  if (BODILESS.has(req.method) && hasBody(req)) return sendError(res, 400, 'body_not_allowed');
  next();
}

/** The answer to a request Node's parser refused, in the JSON error shape of every other one. */
function rawError(status: number, reason: string, code: MessageCode): string {
  const body = JSON.stringify(errorBody(status, code));
  return (
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
    `Content-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\n` +
    `Connection: close\r\n\r\n${body}`
  );
}

/**
 * The gateway's HTTP server, with time limits a slow or stalled client cannot stretch: headers
 * must all arrive within `headersTimeoutMs` and the whole request within `requestTimeoutMs`
 * (checked every `connectionsCheckMs`), after which Node answers 408 and closes. A request its
 * parser refuses (malformed, both Content-Length and Transfer-Encoding, oversized headers) gets
 * a JSON 400/431 and the connection is closed, as it may no longer be in step.
 */
export function createGatewayServer(
  app: http.RequestListener,
  config: Pick<GatewayConfig, 'headersTimeoutMs' | 'requestTimeoutMs' | 'connectionsCheckMs'>,
): http.Server {
  const server = http.createServer(
    {
      headersTimeout: config.headersTimeoutMs,
      requestTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: config.connectionsCheckMs,
    },
    app,
  );
  server.keepAliveTimeout = 65_000;
  server.on('clientError', (err: NodeJS.ErrnoException, socket) => {
    // As Node does by default: nothing more is written once an answer has begun.
    const current = (socket as { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (err.code === 'ECONNRESET' || !socket.writable || current?.headersSent) {
      socket.destroy();
      return;
    }
    const answer =
      err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? rawError(408, 'Request Timeout', 'request_timed_out')
        : err.code === 'HPE_HEADER_OVERFLOW'
          ? rawError(431, 'Request Header Fields Too Large', 'bad_request')
          : rawError(400, 'Bad Request', 'bad_request');
    socket.end(answer);
  });
  return server;
}
