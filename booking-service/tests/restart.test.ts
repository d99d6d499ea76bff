// The real server process: migrations on start, SIGTERM drains in-flight requests, and every
// acknowledged booking is still there after a restart.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, createTestDb, type TestDb } from './support/db.js';
import { startFakeCms, type FakeCms } from './support/fake-cms.js';
import { ADMIN_TOKEN, JWT_SECRET, accessToken, bookingForm } from './support/harness.js';

const serviceDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A free port in this service's test range (4150-4199). */
// Every server a test starts, so a failed test leaves no process behind.
const started = new Set<ChildProcess>();

function startServer(env: Record<string, string>): {
  child: ChildProcess;
  exited: Promise<number | null>;
  log: () => string;
  /** The address the server says it listens on (it takes a free port of the OS's choosing). */
  url: Promise<string>;
} {
  let log = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serviceDir,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.add(child);
  child.on('exit', () => started.delete(child));
  child.stdout!.on('data', (c: Buffer) => (log += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (log += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = new Promise<string>((resolve, reject) => {
    const look = () => {
      const m = /listening on (http:\/\/[\w.:-]+)/.exec(log);
      if (m) resolve(m[1]!);
    };
    child.stdout!.on('data', look);
    child.on('exit', () => reject(new Error(`server exited before listening:\n${log}`)));
  });
  url.catch(() => undefined);
  return { child, exited, log: () => log, url };
}

async function waitHealthy(url: string, log: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    // Each try is bounded: one stalled request must not use up the whole wait.
    const ok = await fetch(`${url}/api/booking/health`, { signal: AbortSignal.timeout(2_000) })
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not become healthy:\n${log()}`);
}

describe.each(DB_KINDS)('restart on %s', (kind) => {
  let db: TestDb;
  let cms: FakeCms;
  let env: Record<string, string>;
  let uploadDir = '';

  beforeAll(async () => {
    uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'booking-restart-'));
    db = await createTestDb(kind);
    cms = await startFakeCms();
    cms.settings.daily_capacity = 1000;
    env = {
      NODE_ENV: 'test',
      // The test reads the address from the service's 'listening on' log line.
      LOG_LEVEL: 'info',
      JWT_SECRET,
      BOOKING_ADMIN_TOKEN: ADMIN_TOKEN,
      CMS_API_TOKEN: cms.token,
      CMS_URL: cms.url,
      BOOKING_UPLOAD_DIR: uploadDir,
      BOOKING_EXPIRY_SWEEP_MS: '0',
      // Port 0: each start takes a free port, so no other test can hold the one it picked.
      BOOKING_PORT: '0',
      // One member books 40 times at once here: the per-member request limits stay out of it.
      BOOKING_CREATE_MEMBER_MAX: '100000',
      BOOKING_CREATE_IP_MAX: '100000',
      // 200 bookings (and their mails) on a loaded CI machine can take longer than production's
      // 10 s bound; the test is about them finishing, not about the bound.
      BOOKING_DRAIN_TIMEOUT_MS: '60000',
      MAIL_OUTBOX_DIR: path.join(uploadDir, 'mail-outbox'),
      ...db.env,
    };
  });
  afterAll(async () => {
    for (const child of started) child.kill('SIGKILL');
    await cms?.close();
    await db?.cleanup();
    if (uploadDir) fs.rmSync(uploadDir, { recursive: true, force: true });
  });

  it('when SIGTERM arrives during 200 concurrent bookings, then in-flight ones finish and every acknowledged booking survives a restart', async () => {
    const first = startServer(env);
    const url = await first.url;
    await waitHealthy(url, first.log);

    const day = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    const token = await accessToken(77);
    const attempts = Array.from({ length: 200 }, () =>
      fetch(`${url}/api/auth/appointments/store`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(bookingForm(day)),
      }).then(
        async (r) => {
          const body = (await r.json()) as {
            data?: { appointment_no?: string };
            message?: string;
          };
          return { status: r.status, no: body.data?.appointment_no, message: body.message };
        },
        () => ({ status: 0, no: undefined, message: undefined }),
      ),
    );
    // Stop once the first booking is acknowledged, while the rest are in flight or queued (a
    // refused connection on a loaded machine must not start the drain before any booking is in).
    await Promise.race([
      ...attempts.map((a) => a.then((r) => (r.status === 201 ? r : new Promise<never>(() => {})))),
      Promise.all(attempts),
    ]);
    first.child.kill('SIGTERM');
    const results = await Promise.all(attempts);
    expect(await first.exited).toBe(0);
    expect(first.log()).toContain('SIGTERM: draining');
    // Finished by the running requests ending, not by the bound cutting connections.
    expect(first.log()).not.toContain('drain timed out');

    // Each attempt was booked (201), refused cleanly because the service was stopping (503 JSON),
    // or never reached it (no connection): no 500, no half-answers.
    const byStatus: Record<number, number> = {};
    for (const r of results) byStatus[r.status] = (byStatus[r.status] ?? 0) + 1;
    console.log(`[restart:${kind}] answers by status ${JSON.stringify(byStatus)}`);
    expect(results.filter((r) => ![201, 503, 0].includes(r.status))).toEqual([]);
    for (const r of results.filter((x) => x.status === 503))
      expect(r.message).toEqual(expect.any(String));
    const acknowledged = results.filter((r) => r.status === 201).map((r) => r.no!);
    expect(acknowledged.length).toBeGreaterThan(0);

    const second = startServer(env);
    try {
      const secondUrl = await second.url;
      await waitHealthy(secondUrl, second.log);
      const list = await fetch(`${secondUrl}/api/auth/appointments/users/77/bookings`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const stored = ((await list.json()) as { data: { appointment_no: string }[] }).data.map(
        (a) => a.appointment_no,
      );
      for (const no of acknowledged) expect(stored).toContain(no);
      console.log(
        `[restart:${kind}] ${acknowledged.length}/200 acknowledged before SIGTERM, all ${acknowledged.length} present after restart`,
      );
    } finally {
      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);
    }
  }, 180_000);
});
