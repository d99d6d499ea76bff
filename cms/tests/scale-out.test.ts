// Two instances of every service on one PostgreSQL database and one Redis, as a scaled-out site
// runs: two CMS, two booking services and two gateways, each request sent to one or the other in
// turn. What must hold is what a single instance guarantees: no day overbooked, one brute-force
// limit, a logout honoured everywhere within a second, and fresh content on every gateway within
// a second. PostgreSQL + Redis only (the `postgres` project with REDIS_URL set).
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@mystic/shared';
import { createTestDb, type TestDb } from '../../booking-service/tests/support/db';
import { freePort } from './booking-service';
import { TEST_DATABASE, createTestDatabase, type TestDatabase } from './database';
import { PASSWORD, newMember } from './members-helpers';
import { appDir } from './strapi';

const REDIS_URL = process.env.REDIS_URL;
const enabled = TEST_DATABASE === 'postgres' && Boolean(REDIS_URL);
if (!process.env.TEST_DATABASE_URL || !REDIS_URL) {
  const missing = [
    !process.env.TEST_DATABASE_URL && 'TEST_DATABASE_URL',
    !REDIS_URL && 'REDIS_URL',
  ];
  console.log(
    `scale-out test skipped: ${missing.filter(Boolean).join(' and ')} not set (it needs PostgreSQL and Redis)`,
  );
}

const repoRoot = join(appDir, '..');
const tsx = join(repoRoot, 'node_modules/tsx/dist/cli.mjs');
const secret = () => randomBytes(24).toString('base64url');

interface Instance {
  name: string;
  url: string;
  child: ChildProcess;
  log: () => string;
}

const started: Instance[] = [];
const t0 = Date.now();

/** Starts one service process and waits until `health` answers 200. */
async function launch(
  name: string,
  args: string[],
  cwd: string,
  env: Record<string, string>,
  port: number,
  health: string,
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
  const limit = Date.now() + 120_000;
  while (Date.now() < limit) {
    if (child.exitCode !== null) break;
    try {
      const res = await fetch(url + health, { signal: AbortSignal.timeout(2000) });
      if (res.ok) {
        if (process.env.SCALE_TEST_TIMINGS) console.log(`${name} up at ${Date.now() - t0} ms`);
        return instance;
      }
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${name} did not start:\n${log.slice(-3000)}`);
}

async function stopAll(): Promise<void> {
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

interface Answer {
  status: number;
  body: Record<string, unknown>;
  headers: Headers;
}

async function call(
  base: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; ip?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.ip) headers['x-forwarded-for'] = options.ip;
  const res = await fetch(base + path, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: AbortSignal.timeout(10_000),
  });
  const text = await res.text();
  let body: Record<string, unknown> = {};
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    body = { text };
  }
  return { status: res.status, body, headers: res.headers };
}

/** How long (ms) until `check` holds, polling every 20 ms; throws after `withinMs`. */
async function msUntil(check: () => Promise<boolean>, withinMs: number): Promise<number> {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > withinMs) throw new Error(`not within ${withinMs} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
  return Date.now() - start;
}

/** A day `days` ahead in the site's time zone (YYYY-MM-DD). */
const dayAhead = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Yangon' }).format(
    new Date(Date.now() + days * 86_400_000),
  );

describe.skipIf(!enabled)('two instances of every service on PostgreSQL and Redis', () => {
  const prefix = `scale-test-${randomBytes(4).toString('hex')}:`;
  let cmsDb: TestDatabase;
  let bookingDb: TestDb;
  let uploads: string;
  let cms: Instance[] = [];
  let booking: Instance[] = [];
  let gateways: Instance[] = [];

  beforeAll(async () => {
    uploads = mkdtempSync(join(tmpdir(), 'mystic-scale-'));
    cmsDb = await createTestDatabase(uploads);
    bookingDb = await createTestDb('postgres');
    await bookingDb.db.destroy();
    const shared = {
      REDIS_URL: REDIS_URL!,
      REDIS_PREFIX: prefix,
      JWT_SECRET: secret(),
      CMS_API_TOKEN: secret(),
      BOOKING_ADMIN_TOKEN: secret(),
      TIME_ZONE: 'Asia/Yangon',
    };
    const cmsEnv = {
      ...shared,
      ...cmsDb.env,
      CMS_HOST: '127.0.0.1',
      CMS_UPLOAD_DIR: join(uploads, 'uploads'),
      APP_KEYS: [secret(), secret()].join(','),
      API_TOKEN_SALT: secret(),
      ADMIN_JWT_SECRET: secret(),
      TRANSFER_TOKEN_SALT: secret(),
      ENCRYPTION_KEY: secret(),
      MEMBER_REGISTER_IP_MAX: '1000',
      MEMBER_LOGIN_IP_MAX: '1000',
      MEMBER_LOGIN_ACCOUNT_IP_MAX: '3',
    };
    const [cmsPorts, bookingPorts, gatewayPorts] = await Promise.all(
      [0, 1, 2].map(() => Promise.all([freePort(), freePort()])),
    );
    const startCms = (i: number, seed: boolean) =>
      launch(
        `cms-${i}`,
        [join(appDir, 'tests/cms-process.mjs')],
        appDir,
        { ...cmsEnv, CMS_PORT: String(cmsPorts![i]), CMS_SEED: String(seed) },
        cmsPorts![i]!,
        '/_health',
      );
    const startBooking = (i: number) =>
      launch(
        `booking-${i}`,
        [tsx, 'src/server.ts'],
        join(repoRoot, 'booking-service'),
        {
          ...shared,
          ...bookingDb.env,
          BOOKING_HOST: '127.0.0.1',
          BOOKING_PORT: String(bookingPorts![i]),
          BOOKING_UPLOAD_DIR: join(uploads, 'booking-uploads'),
          CMS_URL: cms[i]!.url,
          BOOKING_CMS_CACHE_MS: '0',
          // A loaded CI machine: a slow CMS answer is not what this test is about.
          BOOKING_CMS_TIMEOUT_MS: '15000',
          // The poll is the backstop: a logout refused within a second here is Redis's doing.
          BOOKING_SESSION_POLL_MS: '60000',
        },
        bookingPorts![i]!,
        '/api/booking/health',
      );
    const startGateway = (i: number) =>
      launch(
        `gateway-${i}`,
        [tsx, 'server/src/server.ts'],
        join(repoRoot, 'web'),
        {
          ...shared,
          WEB_HOST: '127.0.0.1',
          PORT: String(gatewayPorts![i]),
          CMS_URL: cms[i]!.url,
          BOOKING_URL: booking[i]!.url,
          WEB_LOG_REQUESTS: 'false',
        },
        gatewayPorts![i]!,
        '/healthz',
      );
    // The first CMS creates the schema and the demo content; the second joins the database then.
    cms = [await startCms(0, true)];
    const [secondCms, firstBooking] = await Promise.all([startCms(1, false), startBooking(0)]);
    cms.push(secondCms);
    booking = [firstBooking, await startBooking(1)];
    gateways = await Promise.all([startGateway(0), startGateway(1)]);
  }, 170_000);

  afterAll(async () => {
    await stopAll();
    await cmsDb?.drop();
    await bookingDb?.cleanup().catch(() => {});
    if (uploads) rmSync(uploads, { recursive: true, force: true });
    // This run's keys only (its prefix): parallel runs on the same Redis are left alone.
    const redis = new Redis(REDIS_URL!);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  }, 60_000);

  /** Registers a member on one CMS (alternating); its access token works on every instance. */
  async function member(i: number) {
    const payload = newMember();
    const res = await call(cms[i % 2]!.url, 'POST', '/api/register', { body: payload });
    expect(res.status).toBe(201);
    return { ...payload, token: res.body.access_token as string };
  }

  it('when members book one day at once across both booking services, then the day is never overbooked', async () => {
    const members = await Promise.all(Array.from({ length: 12 }, (_, i) => member(i)));
    const date = dayAhead(20);
    // The date of birth (1990-05-17) is a Thursday: the weekday must agree (issue 21).
    const weekdays = (await call(cms[0]!.url, 'GET', '/api/weekdays-list')).body.data as {
      id: number;
      day_index: number;
    }[];
    const thursday = weekdays.find((w) => w.day_index === 4)!.id;
    const answers = await Promise.all(
      members.map((m, i) =>
        call(booking[i % 2]!.url, 'POST', '/api/auth/appointments/store', {
          token: m.token,
          body: {
            email: m.email,
            dob: '1990-05-17',
            gender: 1,
            birthday: thursday,
            social_link: 'https://facebook.com/aye',
            desc: 'Career and love reading, please.',
            packages: [1],
            appointment_date: date,
          },
        }),
      ),
    );
    // The seed's daily capacity is 10: ten bookings, and every other one told the day is full.
    const created = answers.filter((a) => a.status === 201).length;
    const refused = answers
      .filter((a) => a.status !== 201)
      .map((a) => `${a.status} ${String(a.body.message)}`);
    expect({ created, refused }).toEqual({
      created: 10,
      refused: Array(members.length - 10).fill(`409 ${MESSAGES.dayFull}`),
    });
    const full = await call(booking[1]!.url, 'GET', '/api/auth/appointments/bookings/full-days', {
      token: members[0]!.token,
    });
    expect(JSON.stringify(full.body)).toContain(date);
  });

  it('when a brute force is spread over both CMS instances, then it is limited as one', async () => {
    const m = await member(0);
    const login = (i: number, password: string) =>
      call(cms[i % 2]!.url, 'POST', '/api/login', {
        ip: '10.20.30.40',
        body: { credentials: m.username, password, acceptTerms: true },
      });
    // Three failures allowed per account and address, wherever they land.
    for (let i = 0; i < 3; i++) expect((await login(i, 'Wrong123')).status).toBe(401);
    for (const i of [0, 1]) {
      const refused = await login(i, PASSWORD);
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ message: MESSAGES.tooManyRequests });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  it('when a member logs out on one CMS, then both booking services refuse the token within 1 s', async () => {
    const m = await member(0);
    const mine = `/api/auth/appointments/users/${(JSON.parse(Buffer.from(m.token.split('.')[1]!, 'base64url').toString()) as { userId: string }).userId}/bookings`;
    for (const b of booking)
      expect((await call(b.url, 'GET', mine, { token: m.token })).status).toBe(200);

    expect((await call(cms[1]!.url, 'POST', '/api/auth/logout', { token: m.token })).status).toBe(
      200,
    );

    const refused = async () =>
      (await Promise.all(booking.map((b) => call(b.url, 'GET', mine, { token: m.token })))).every(
        (a) => a.status === 401,
      );
    expect(await msUntil(refused, 1000)).toBeLessThanOrEqual(1000);
  });

  it('when content changes through one CMS, then both gateways serve it fresh within 1 s', async () => {
    const list = async (g: Instance) => {
      const res = await call(g.url, 'GET', '/api/categories-list');
      expect(res.status).toBe(200);
      return { body: JSON.stringify(res.body), cache: res.headers.get('x-cache') };
    };
    // Both gateways hold the list (the second read of each is a hit).
    for (const g of gateways) await list(g);
    for (const g of gateways) expect((await list(g)).cache).toBe('HIT');

    const admin = await call(cms[0]!.url, 'POST', '/admin/register-admin', {
      body: {
        firstname: 'Reader',
        lastname: 'Admin',
        email: `admin-${prefix.slice(11, 19)}@example.com`,
        password: 'Admin12345',
      },
    });
    expect(admin.status).toBe(200);
    const adminToken = (admin.body.data as { token: string }).token;
    const name = `Dreams ${randomBytes(3).toString('hex')}`;
    const created = await call(
      cms[0]!.url,
      'POST',
      '/content-manager/collection-types/api::category.category?locale=en',
      { token: adminToken, body: { name, slug: name.toLowerCase().replace(/\s+/g, '-') } },
    );
    expect(created.status).toBe(201);

    const fresh = async () =>
      (await Promise.all(gateways.map(list))).every((answer) => answer.body.includes(name));
    expect(await msUntil(fresh, 1000)).toBeLessThanOrEqual(1000);
  });
});
