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
      const m = /listening on (http:\/\/[^\s]+)/.exec(log);
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
      JWT_SECRET,
      BOOKING_ADMIN_TOKEN: ADMIN_TOKEN,
      CMS_API_TOKEN: cms.token,
      CMS_URL: cms.url,
      BOOKING_UPLOAD_DIR: uploadDir,
      BOOKING_EXPIRY_SWEEP_MS: '0',
      // Port 0: each start takes a free port, so no other test can hold the one it picked.
      BOOKING_PORT: '0',
      ...db.env,
    };
  });
  afterAll(async () => {
    for (const child of started) child.kill('SIGKILL');
    await cms?.close();
    await db?.cleanup();
    if (uploadDir) fs.rmSync(uploadDir, { recursive: true, force: true });
  });

  it('when SIGTERM arrives during a burst of bookings, then in-flight ones finish and every acknowledged booking survives a restart', async () => {
    const first = startServer(env);
    const url = await first.url;
    await waitHealthy(url, first.log);

    const day = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    const token = await accessToken(77);
    const attempts = Array.from({ length: 40 }, () =>
      fetch(`${url}/api/auth/appointments/store`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(bookingForm(day)),
      }).then(
        async (r) => ({
          status: r.status,
          no: ((await r.json()) as { data?: { appointment_no?: string } }).data?.appointment_no,
        }),
        () => ({ status: 0, no: undefined }),
      ),
    );
    // Stop once the first answer is out, while the rest are in flight or queued.
    await Promise.race(attempts);
    first.child.kill('SIGTERM');
    const results = await Promise.all(attempts);
    expect(await first.exited).toBe(0);
    expect(first.log()).toContain('SIGTERM: draining');

    // Each attempt was answered with success or never reached the server: no 5xx, no half-answers.
    expect(results.filter((r) => r.status !== 201 && r.status !== 0)).toEqual([]);
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
        `[restart:${kind}] ${acknowledged.length}/40 acknowledged before SIGTERM, all ${acknowledged.length} present after restart`,
      );
    } finally {
      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);
    }
  }, 180_000);
});
