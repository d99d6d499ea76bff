// Node-only entry (`@mystic/shared/log`): the one JSON logger of the gateway and the booking
// service (pino), and the middleware that gives each request its id (see request-id.ts) and logs
// one line per answer with it.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pino, type DestinationStream, type Logger } from 'pino';
import { REQUEST_ID_HEADER, requestIdFrom } from '../request-id.js';

export type { Logger } from 'pino';
export { REQUEST_ID_HEADER, requestIdFrom } from '../request-id.js';

export interface LoggerOptions {
  /** pino's levels or `silent`; defaults to LOG_LEVEL, else `silent` under tests and `info`. */
  level?: string;
  /** Where the JSON lines go (tests capture them); defaults to stdout. */
  destination?: DestinationStream;
}

/** One JSON line per event on stdout, each with `service` so merged logs can be told apart. */
export function createLogger(service: string, options: LoggerOptions = {}): Logger {
  const level =
    options.level ??
    process.env.LOG_LEVEL ??
    (process.env.NODE_ENV === 'test' || process.env.VITEST ? 'silent' : 'info');
  const settings = { level, base: { service }, timestamp: pino.stdTimeFunctions.isoTime };
  // Synchronous stdout by default: the last lines before process.exit are never lost.
  return options.destination ? pino(settings, options.destination) : pino(settings);
}

/** What the request log middleware leaves on the request for the handlers after it. */
export interface LoggedRequest extends IncomingMessage {
  id?: string;
  log?: Logger;
}

export interface RequestLogOptions {
  /** Whether to write the one line per answered request (the id is kept and echoed either way). */
  logRequests?: boolean;
}

/**
 * Express middleware: takes the request id (see requestIdFrom), echoes it in the answer, gives
 * the request a child logger carrying it (`req.log`), and writes one line when the answer is
 * sent: method, path (no query, which may carry tokens), status and duration.
 */
export function requestLogger(logger: Logger, options: RequestLogOptions = {}) {
  const logRequests = options.logRequests ?? true;
  return (req: LoggedRequest, res: ServerResponse, next: () => void): void => {
    const id = requestIdFrom(req.headers[REQUEST_ID_HEADER]);
    req.id = id;
    req.headers[REQUEST_ID_HEADER] = id;
    req.log = logger.child({ reqId: id });
    res.setHeader('X-Request-Id', id);
    if (logRequests) {
      const started = process.hrtime.bigint();
      const path = (req.url ?? '').split('?')[0];
      res.on('finish', () => {
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        req.log?.info(
          {
            method: req.method,
            path,
            status: res.statusCode,
            ms: Math.round(ms * 10) / 10,
          },
          'request',
        );
      });
    }
    next();
  };
}
