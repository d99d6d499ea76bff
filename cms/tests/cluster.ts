// Two instances of every service on one PostgreSQL database and one Redis, each its own process
// (the CMS compiled in dist/, the booking service and the gateway from source): the scale-out
// test and the bench's scale mode (`npm run bench -- --scale`) start it the same way.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { createTestDb, type TestDb } from '../../booking-service/tests/support/db';
import { freePort } from './booking-service';
import { createTestDatabase, type TestDatabase } from './database';
import { appDir, distDir } from './strapi';

const repoRoot = join(appDir, '..');
const tsx = join(repoRoot, 'node_modules/tsx/dist/cli.mjs');
const secret = () => randomBytes(24).toString('base64url');

export interface Instance {
  name: string;
  url: string;
  child: ChildProcess;
  log: () => string;
}

export interface Cluster {
  cms: Instance[];
  booking: Instance[];
  gateways: Instance[];
  /** The booking service's database (reopen it to look inside). */
  bookingDb: TestDb;
  stop(): Promise<void>;
}

export interface ClusterOptions {
  redisUrl: string;
  /** Put before this cluster's Redis keys (removed on stop). */
  redisPrefix: string;
  /** Added to each booking service's environment. */
  bookingEnv?: Record<string, string>;
  /** Added to each gateway's environment. */
  gatewayEnv?: Record<string, string>;
  /** Logs when each process answers its health check. */
  timings?: boolean;
}

/** Starts one service process and waits until `health` answers 200. */
async function launch(
  started: Instance[],
  name: string,
  args: string[],
  cwd: string,
  env: Record<string, string>,
  port: number,
  health: string,
  t0: number,
  timings: boolean,
): Promise<Instance> {
  const url = `http://127.0.0.1:${port}`;
  let log = '';
  const child = spawn(process.execPath, args, {
    cwd,
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (c: Buffer) => (log = (log + c.toString()).slice(-20_000)));
  child.stderr?.on('data', (c: Buffer) => (log = (log + c.toString()).slice(-20_000)));
  const instance = { name, url, child, log: () => log };
  started.push(instance);
  // Generous: on a loaded machine the first CMS's seed alone has taken over a minute.
  const limit = Date.now() + 180_000;
  while (Date.now() < limit) {
    if (child.exitCode !== null) break;
    try {
      const res = await fetch(url + health, { signal: AbortSignal.timeout(2000) });
      if (res.ok) {
        if (timings) process.stdout.write(`${name} up at ${Date.now() - t0} ms\n`);
        return instance;
      }
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${name} did not start:\n${log.slice(-3000)}`);
}

async function stopAll(started: Instance[]): Promise<void> {
  await Promise.all(
    started.splice(0).map(
      ({ child }) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
          child.once('exit', () => {
            clearTimeout(timer);
            resolve();
          });
          child.kill('SIGTERM');
        }),
    ),
  );
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const t0 = Date.now();
  const timings = options.timings ?? false;
  const started: Instance[] = [];
  const uploads = mkdtempSync(join(tmpdir(), 'mystic-scale-'));
  let cmsDb: TestDatabase | undefined;
  let bookingDb: TestDb | undefined;
  const stop = async () => {
    await stopAll(started);
    await cmsDb?.drop();
    await bookingDb?.cleanup().catch(() => {});
    rmSync(uploads, { recursive: true, force: true });
    // This cluster's keys only (its prefix): parallel runs on the same Redis are left alone.
    const redis = new Redis(options.redisUrl);
    const keys = await redis.keys(`${options.redisPrefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  };
  try {
    cmsDb = await createTestDatabase(uploads);
    bookingDb = await createTestDb('postgres');
    await bookingDb.db.destroy();
    const shared = {
      REDIS_URL: options.redisUrl,
      REDIS_PREFIX: options.redisPrefix,
      JWT_SECRET: secret(),
      CMS_API_TOKEN: secret(),
      BOOKING_ADMIN_TOKEN: secret(),
      TIME_ZONE: 'Asia/Yangon',
    };
    const cmsEnv = {
      ...shared,
      ...cmsDb.env,
      CMS_HOST: '127.0.0.1',
      // One public folder (media in its uploads/) for both CMS processes, as two replicas share
      // one volume.
      CMS_PUBLIC_DIR: uploads,
      APP_KEYS: [secret(), secret()].join(','),
      API_TOKEN_SALT: secret(),
      ADMIN_JWT_SECRET: secret(),
      TRANSFER_TOKEN_SALT: secret(),
      ENCRYPTION_KEY: secret(),
      MEMBER_REGISTER_IP_MAX: '1000',
      MEMBER_LOGIN_IP_MAX: '1000',
      MEMBER_LOGIN_ACCOUNT_IP_MAX: '3',
    };
    const cms: Instance[] = [];
    const booking: Instance[] = [];
    // Each port is picked just before its process starts: one picked at the cluster's start sat
    // free for the first CMS's seed (a minute on a loaded machine), long enough for another
    // process's connection to take it (a CI run's booking-0 then could not listen).
    const go = async (
      name: string,
      args: string[],
      cwd: string,
      env: (port: number) => Record<string, string>,
      health: string,
    ) => {
      const port = await freePort();
      // A process that cannot start says why (the services are silent under NODE_ENV=test).
      return launch(
        started,
        name,
        args,
        cwd,
        { LOG_LEVEL: 'error', ...env(port) },
        port,
        health,
        t0,
        timings,
      );
    };
    const startCms = (i: number, seed: boolean) =>
      go(
        `cms-${i}`,
        [join(appDir, 'tests/cms-process.mjs'), distDir],
        appDir,
        (port) => ({ ...cmsEnv, CMS_PORT: String(port), CMS_SEED: String(seed) }),
        '/_health',
      );
    const startBooking = (i: number) =>
      go(
        `booking-${i}`,
        [tsx, 'src/server.ts'],
        join(repoRoot, 'booking-service'),
        (port) => ({
          ...shared,
          ...bookingDb!.env,
          BOOKING_HOST: '127.0.0.1',
          BOOKING_PORT: String(port),
          BOOKING_UPLOAD_DIR: join(uploads, 'booking-uploads'),
          MAIL_OUTBOX_DIR: join(uploads, 'mail-outbox'),
          CMS_URL: cms[i]!.url,
          BOOKING_CMS_CACHE_MS: '0',
          // A loaded CI machine: a slow CMS answer is not what this cluster is about.
          BOOKING_CMS_TIMEOUT_MS: '15000',
          // The poll is the backstop: a logout refused within a second here is Redis's doing.
          BOOKING_SESSION_POLL_MS: '60000',
          ...options.bookingEnv,
        }),
        '/api/booking/health',
      );
    const startGateway = (i: number) =>
      go(
        `gateway-${i}`,
        [tsx, 'server/src/server.ts'],
        join(repoRoot, 'web'),
        (port) => ({
          ...shared,
          WEB_HOST: '127.0.0.1',
          PORT: String(port),
          CMS_URL: cms[i]!.url,
          BOOKING_URL: booking[i]!.url,
          WEB_LOG_REQUESTS: 'false',
          ...options.gatewayEnv,
        }),
        '/healthz',
      );
    // The first CMS creates the schema and the demo content; the second joins the database then.
    cms.push(await startCms(0, true));
    const [secondCms, firstBooking] = await Promise.all([startCms(1, false), startBooking(0)]);
    cms.push(secondCms);
    booking.push(firstBooking, await startBooking(1));
    const gateways = await Promise.all([startGateway(0), startGateway(1)]);
    return { cms, booking, gateways, bookingDb, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
