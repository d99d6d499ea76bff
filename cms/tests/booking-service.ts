// Starts the real booking service (from its TypeScript source, through tsx) against a test
// Strapi that listens on a port of the OS's choosing, for the booking desk's API tests.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { appDir } from './strapi';

const repoRoot = join(appDir, '..');

export interface BookingService {
  url: string;
  /** Where the service writes mails as .eml files (no SMTP_URL in tests). */
  mailDir: string;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export async function startBookingService(env: Record<string, string>): Promise<BookingService> {
  const dir = mkdtempSync(join(tmpdir(), 'mystic-desk-booking-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let log = '';
  const child: ChildProcess = spawn(
    process.execPath,
    [join(repoRoot, 'node_modules/tsx/dist/cli.mjs'), 'src/server.ts'],
    {
      cwd: join(repoRoot, 'booking-service'),
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'test',
        BOOKING_HOST: '127.0.0.1',
        BOOKING_PORT: String(port),
        BOOKING_DATABASE_FILENAME: join(dir, 'booking.db'),
        BOOKING_UPLOAD_DIR: join(dir, 'uploads'),
        TIME_ZONE: 'Asia/Yangon',
        BOOKING_CMS_CACHE_MS: '0',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout?.on('data', (c: Buffer) => (log += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (log += c.toString()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        child.kill('SIGTERM');
      });
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const limit = Date.now() + 60_000;
  while (Date.now() < limit) {
    if (child.exitCode !== null) break;
    try {
      const res = await fetch(`${url}/api/booking/health`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return { url, stop, mailDir: join(dir, 'mail-outbox') };
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  await stop();
  throw new Error(`the booking service did not start:\n${log.slice(-3000)}`);
}
