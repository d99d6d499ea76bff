import type { Express } from 'express';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const portOf = (s: http.Server): number => (s.address() as AddressInfo).port;

export const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** Starts `server` on a free loopback port. */
export function listen<T extends http.Server>(server: T): Promise<T> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

export function close(server: http.Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

/** The gateway as a real HTTP server, for tests that watch bytes arrive over time. */
export const serve = (app: Express): Promise<http.Server> => listen(http.createServer(app));

/** A promise and the functions that settle it. */
export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/** Rejects with `message` when `promise` has not settled within `ms`. */
export function within<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(message)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}
