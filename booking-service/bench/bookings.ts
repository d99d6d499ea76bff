// Booking benchmark: N concurrent creation attempts over D days of capacity C against a booking
// service process it starts (SQLite, and PostgreSQL too when TEST_DATABASE_URL is set), with a
// fake CMS in this process. Prints successes, refusals, overbookings, req/s and p99, and the
// bookings-list p99. Usage: tsx bench/bookings.ts [--attempts 200] [--days 5] [--capacity 10]
//   [--list 400] [--db sqlite|postgres] [--json]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DbKind } from '../src/db/index.js';
import { addDays, todayIn } from '@mystic/shared';
import { DB_KINDS, createTestDb } from '../tests/support/db.js';
import { startFakeCms } from '../tests/support/fake-cms.js';
import { ADMIN_TOKEN, JWT_SECRET, accessToken, bookingForm } from '../tests/support/harness.js';

const serviceDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface BenchOptions {
  attempts: number;
  days: number;
  capacity: number;
  /** How many bookings-list requests to time. */
  listRequests: number;
  db: DbKind;
}

export interface BenchResult {
  db: DbKind;
  attempts: number;
  days: number;
  capacity: number;
  successes: number;
  refusals: number;
  errors: number;
  overbookings: number;
  createReqPerSec: number;
  createP50Ms: number;
  createP99Ms: number;
  listRequests: number;
  listReqPerSec: number;
  listP50Ms: number;
  listP99Ms: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length
    ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
    : 0;
const round1 = (n: number) => Math.round(n * 10) / 10;

async function freePort(from = 4180, to = 4199): Promise<number> {
  for (let port = from; port <= to; port++) {
    const ok = await new Promise<boolean>((resolve) => {
      const s = net.createServer().once('error', () => resolve(false));
      s.listen(port, '127.0.0.1', () => s.close(() => resolve(true)));
    });
    if (ok) return port;
  }
  throw new Error(`no free port in ${from}-${to}`);
}

async function timed<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const t = performance.now();
  const v = await fn();
  return [v, performance.now() - t];
}

/** Runs `tasks` with at most `limit` in flight. */
async function pool<T>(limit: number, tasks: (() => Promise<T>)[]): Promise<T[]> {
  const out: T[] = new Array(tasks.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, tasks.length) }, async () => {
      while (next < tasks.length) {
        const i = next++;
        out[i] = await tasks[i]!();
      }
    }),
  );
  return out;
}

export async function runBookingBench(options: BenchOptions): Promise<BenchResult> {
  const cms = await startFakeCms();
  cms.settings.daily_capacity = options.capacity;
  const db = await createTestDb(options.db);
  const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'booking-bench-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serviceDir,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      JWT_SECRET,
      BOOKING_ADMIN_TOKEN: ADMIN_TOKEN,
      CMS_API_TOKEN: cms.token,
      CMS_URL: cms.url,
      BOOKING_UPLOAD_DIR: uploadDir,
      BOOKING_PORT: String(port),
      BOOKING_EXPIRY_SWEEP_MS: '0',
      BOOKING_CMS_TIMEOUT_MS: '10000',
      // 500 members from this one address: the per-address limit would refuse the burst.
      BOOKING_CREATE_IP_MAX: '100000',
      ...db.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  try {
    const deadline = Date.now() + 60_000;
    while (
      !(await fetch(`${url}/api/booking/health`).then(
        (r) => r.ok,
        () => false,
      ))
    ) {
      if (Date.now() > deadline) throw new Error('booking service did not start');
      await new Promise((r) => setTimeout(r, 200));
    }

    const first = addDays(todayIn(), 1);
    const days = Array.from({ length: options.days }, (_, i) => addDays(first, i));
    const tokens = await Promise.all(
      Array.from({ length: options.attempts }, (_, i) => accessToken(100_000 + i)),
    );
    // Warm the connection and the service's CMS cache, outside the measured burst.
    await fetch(`${url}/api/auth/appointments/bookings/full-days`, {
      headers: { authorization: `Bearer ${tokens[0]}` },
    });

    const started = performance.now();
    const created = await Promise.all(
      tokens.map((token, i) =>
        timed(() =>
          fetch(`${url}/api/auth/appointments/store`, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body: JSON.stringify(bookingForm(days[i % days.length]!)),
          }).then(
            async (r) => {
              await r.arrayBuffer();
              return r.status;
            },
            () => 0,
          ),
        ),
      ),
    );
    const createSeconds = (performance.now() - started) / 1000;
    const createLatencies = created.map(([, ms]) => ms).sort((a, b) => a - b);

    let overbookings = 0;
    for (const day of days) {
      const r = await fetch(
        `${url}/api/booking/admin/appointments?from=${day}&to=${day}&page_size=1`,
        {
          headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
        },
      );
      const total = ((await r.json()) as { data: { meta: { total: number } } }).data.meta.total;
      overbookings += Math.max(0, total - options.capacity);
    }

    const owners = created.map(([status], i) => (status === 201 ? i : -1)).filter((i) => i >= 0);
    const listTasks = Array.from({ length: owners.length ? options.listRequests : 0 }, (_, k) => {
      const i = owners[k % owners.length]!;
      return () =>
        timed(() =>
          fetch(`${url}/api/auth/appointments/users/${100_000 + i}/bookings`, {
            headers: { authorization: `Bearer ${tokens[i]}` },
          }).then(async (r) => {
            await r.arrayBuffer();
            return r.status;
          }),
        );
    });
    const listStarted = performance.now();
    const listed = await pool(25, listTasks);
    const listSeconds = (performance.now() - listStarted) / 1000;
    const listLatencies = listed.map(([, ms]) => ms).sort((a, b) => a - b);

    return {
      db: options.db,
      attempts: options.attempts,
      days: options.days,
      capacity: options.capacity,
      successes: created.filter(([s]) => s === 201).length,
      refusals: created.filter(([s]) => s === 409).length,
      errors: created.filter(([s]) => s !== 201 && s !== 409).length,
      overbookings,
      createReqPerSec: round1(options.attempts / createSeconds),
      createP50Ms: round1(percentile(createLatencies, 50)),
      createP99Ms: round1(percentile(createLatencies, 99)),
      listRequests: listed.length,
      listReqPerSec: listed.length ? round1(listed.length / listSeconds) : 0,
      listP50Ms: round1(percentile(listLatencies, 50)),
      listP99Ms: round1(percentile(listLatencies, 99)),
    };
  } finally {
    child.kill('SIGTERM');
    await exited;
    await cms.close();
    await db.cleanup();
    fs.rmSync(uploadDir, { recursive: true, force: true });
  }
}

export function formatResult(r: BenchResult): string {
  return [
    `bookings (${r.db}): ${r.attempts} concurrent attempts over ${r.days} day(s), capacity ${r.capacity}`,
    `  successes ${r.successes}, refusals ${r.refusals}, errors ${r.errors}, overbookings ${r.overbookings}`,
    `  create: ${r.createReqPerSec} req/s, p50 ${r.createP50Ms} ms, p99 ${r.createP99Ms} ms`,
    `  bookings list: ${r.listRequests} requests, ${r.listReqPerSec} req/s, p50 ${r.listP50Ms} ms, p99 ${r.listP99Ms} ms`,
  ].join('\n');
}

async function main(argv: string[]): Promise<void> {
  const arg = (name: string, fallback: number) => {
    const i = argv.indexOf(`--${name}`);
    const v = i >= 0 ? Number(argv[i + 1]) : fallback;
    if (!Number.isInteger(v) || v < 1) throw new Error(`--${name} must be a positive integer`);
    return v;
  };
  const dbIndex = argv.indexOf('--db');
  const kinds = dbIndex >= 0 ? [argv[dbIndex + 1] as DbKind] : DB_KINDS;
  const results: BenchResult[] = [];
  for (const db of kinds) {
    if (db !== 'sqlite' && db !== 'postgres') throw new Error('--db must be sqlite or postgres');
    const r = await runBookingBench({
      attempts: arg('attempts', 200),
      days: arg('days', 5),
      capacity: arg('capacity', 10),
      listRequests: arg('list', 400),
      db,
    });
    results.push(r);
    if (!argv.includes('--json')) console.log(formatResult(r));
  }
  if (argv.includes('--json')) console.log(JSON.stringify(results));
  if (results.some((r) => r.overbookings > 0)) process.exitCode = 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
