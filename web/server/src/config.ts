import { DEFAULT_PORTS } from '@mystic/shared';
import express from 'express';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface GatewayConfig {
  readonly host: string;
  readonly port: number;
  readonly cmsUrl: URL;
  readonly bookingUrl: URL;
  /** The built SPA (vite build output). */
  readonly staticDir: string;
  /**
   * The SPA's server render (vite's SSR build, beside `staticDir` in dist-ssr/); unset (or
   * WEB_SSR=false) serves every page as the shell, rendered by the browser.
   */
  readonly ssrEntry?: string;
  /** How long an upstream may take to connect before the gateway gives up (ms). */
  readonly connectTimeoutMs: number;
  /** How long an upstream may stay silent while answering (ms). */
  readonly responseTimeoutMs: number;
  /** How long a client may take to send a request's headers (ms); then 408 and closed. */
  readonly headersTimeoutMs: number;
  /** How long a client may take to send a whole request, body included (ms). */
  readonly requestTimeoutMs: number;
  /** How often those two limits are checked (ms). */
  readonly connectionsCheckMs: number;
  readonly logRequests: boolean;
  /** How long public CMS answers may be served from the gateway's memory (ms); 0 turns it off. */
  readonly cacheTtlMs: number;
  /** How many bytes that cache may hold in all; the least recently used entries go first. */
  readonly cacheMaxBytes: number;
  /** The public origin (sitemap and robots.txt links), never taken from a request's Host. */
  readonly publicUrl: URL;
  /**
   * Express's `trust proxy`: false (the gateway is the edge), true, a hop count, or addresses and
   * subnets (`loopback`, `10.0.0.0/8`). Only a trusted proxy's X-Forwarded-For/-Proto are used.
   */
  readonly trustProxy: boolean | number | string;
  /** NODE_ENV=production: the admin's first-admin sign-up is refused (see isAdminSignUpPath). */
  readonly production: boolean;
  /** REDIS_URL: where the CMS publishes content versions; unset, the gateway polls alone. */
  readonly redisUrl: string | undefined;
  readonly redisPrefix: string | undefined;
}

function int(env: NodeJS.ProcessEnv, key: string, fallback: number): number {
  const raw = env[key];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0)
    throw new Error(`Invalid ${key}: "${raw}" is not a whole number`);
  return n;
}

function url(env: NodeJS.ProcessEnv, key: string, fallback: string): URL {
  const raw = env[key] || fallback;
  try {
    return new URL(raw);
  } catch {
    throw new Error(`Invalid ${key}: "${raw}" is not a URL`);
  }
}

function trustProxy(env: NodeJS.ProcessEnv): boolean | number | string {
  const raw = (env.TRUST_PROXY ?? '').trim();
  if (raw === '' || raw === 'false') return false;
  if (raw === 'true') return true;
  if (/^\d+$/.test(raw)) return Number(raw);
  try {
    // Express compiles the list itself; a bad address throws here instead of at the first request.
    express().set('trust proxy', raw);
  } catch {
    throw new Error(
      `Invalid TRUST_PROXY: "${raw}" is not true, false, a hop count or a list of addresses`,
    );
  }
  return raw;
}

const here = dirname(fileURLToPath(import.meta.url));

/** Reads the gateway's settings once; a bad value stops the start with a message naming the key. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const asked = resolve(env.WEB_STATIC_DIR || join(here, '..', 'dist'));
  const staticDir = existsSync(asked) ? asked : resolve(join(here, '..', '..', 'dist'));
  return Object.freeze({
    host: env.WEB_HOST || '0.0.0.0',
    port: int(env, 'PORT', DEFAULT_PORTS.web),
    cmsUrl: url(env, 'CMS_URL', `http://127.0.0.1:${DEFAULT_PORTS.cms}`),
    bookingUrl: url(env, 'BOOKING_URL', `http://127.0.0.1:${DEFAULT_PORTS.booking}`),
    staticDir,
    ssrEntry:
      env.WEB_SSR === 'false' ? undefined : join(dirname(staticDir), 'dist-ssr', 'entry-server.js'),
    connectTimeoutMs: int(env, 'UPSTREAM_CONNECT_TIMEOUT_MS', 2_000),
    responseTimeoutMs: int(env, 'UPSTREAM_TIMEOUT_MS', 30_000),
    headersTimeoutMs: int(env, 'WEB_HEADERS_TIMEOUT_MS', 10_000),
    // Long enough for a payment slip or avatar over a slow mobile connection.
    requestTimeoutMs: int(env, 'WEB_REQUEST_TIMEOUT_MS', 120_000),
    connectionsCheckMs: int(env, 'WEB_CONNECTIONS_CHECK_MS', 1_000),
    logRequests: env.WEB_LOG_REQUESTS !== 'false',
    cacheTtlMs: int(env, 'WEB_CACHE_TTL_MS', 30_000),
    cacheMaxBytes: int(env, 'WEB_CACHE_MAX_BYTES', 32 * 1024 * 1024),
    publicUrl: url(env, 'PUBLIC_URL', `http://localhost:${DEFAULT_PORTS.web}`),
    trustProxy: trustProxy(env),
    production: env.NODE_ENV === 'production',
    redisUrl: env.REDIS_URL?.trim() || undefined,
    redisPrefix: env.REDIS_PREFIX?.trim() || undefined,
  });
}
