// Graceful drain: once the server is told to stop, a request that arrives after (on a kept-alive
// connection, or parsed late) gets a clean 503 and `Connection: close` instead of starting work
// that would be cut off; the ones already running are counted so the database is closed only
// after they have answered.
import type { RequestHandler } from 'express';
import { AppError } from '../errors.js';

export interface Drain {
  /** Goes first: refuses requests once draining, counts the others until they are answered. */
  middleware: RequestHandler;
  /** From now on every new request answers 503 (the gateway's clients may retry elsewhere). */
  begin(): void;
  /** Resolves once no counted request is running. */
  idle(): Promise<void>;
}

export function createDrain(): Drain {
  let draining = false;
  let running = 0;
  const waiters: Array<() => void> = [];
  const done = () => {
    running--;
    if (running === 0) for (const wake of waiters.splice(0)) wake();
  };
  return {
    middleware(_req, res, next) {
      if (draining) {
        res.set('Connection', 'close');
        return next(new AppError('service_unavailable'));
      }
      running++;
      // 'close' comes once per response: after it is sent, or when the client or a forced
      // shutdown cut the connection first.
      res.once('close', done);
      next();
    },
    begin() {
      draining = true;
    },
    idle: () =>
      running === 0 ? Promise.resolve() : new Promise((resolve) => waiters.push(resolve)),
  };
}
