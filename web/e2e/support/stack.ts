// Starts the whole stack (Strapi, the booking service, the gateway) from their builds, on free
// ports with temporary databases, for the end-to-end suite and the benchmarks.
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateEnv } from '../../../scripts/env.mjs';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const exitWithParent = join(repoRoot, 'scripts', 'exit-with-parent.cjs');

export interface Stack {
  baseUrl: string;
  cmsUrl: string;
  bookingUrl: string;
  env: Record<string, string>;
  dir: string;
  /** Where the booking service writes mails (.eml files; the stack runs without SMTP_URL). */
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

async function waitFor(url: string, timeoutMs: number, isDead: () => string | null): Promise<void> {
  const limit = Date.now() + timeoutMs;
  while (Date.now() < limit) {
    const dead = isDead();
    if (dead) throw new Error(dead);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

export interface StackOptions {
  /** PostgreSQL URL for the booking service; SQLite in the temp folder otherwise. */
  bookingDatabaseUrl?: string;
  extraEnv?: Record<string, string>;
}

export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const dir = mkdtempSync(join(tmpdir(), 'mystic-stack-'));
  const [webPort, cmsPort, bookingPort] = await Promise.all([freePort(), freePort(), freePort()]);
  const cmsUrl = `http://127.0.0.1:${cmsPort}`;
  const bookingUrl = `http://127.0.0.1:${bookingPort}`;
  const baseUrl = `http://127.0.0.1:${webPort}`;
  mkdirSync(join(dir, 'booking-uploads'));

  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    ...generateEnv(),
    NODE_ENV: 'test',
    // The demo content, as a visitor of a fresh `npm start` sees it.
    CMS_SEED: 'true',
    PUBLIC_URL: baseUrl,
    CMS_HOST: '127.0.0.1',
    CMS_PORT: String(cmsPort),
    CMS_DATABASE_FILENAME: join(dir, 'cms.db'),
    BOOKING_PORT: String(bookingPort),
    BOOKING_DATABASE_FILENAME: join(dir, 'booking.db'),
    BOOKING_UPLOAD_DIR: join(dir, 'booking-uploads'),
    PORT: String(webPort),
    WEB_HOST: '127.0.0.1',
    WEB_LOG_REQUESTS: 'false',
    CMS_URL: cmsUrl,
    BOOKING_URL: bookingUrl,
    TIME_ZONE: 'Asia/Yangon',
    // Every browser and API call of the suite comes from 127.0.0.1, far past a real visitor's
    // share; the limits themselves are tested in cms/tests/members-rate-limit.test.ts.
    MEMBER_REGISTER_IP_MAX: '1000',
    MEMBER_LOGIN_IP_MAX: '1000',
    // Likewise for booking and payment per address (tested in booking-limits.test.ts).
    BOOKING_CREATE_IP_MAX: '1000',
    BOOKING_PAYMENT_IP_MAX: '1000',
    // The reader logs into the admin in a dozen specs, all from 127.0.0.1 with one e-mail.
    ADMIN_LOGIN_RATE_MAX: '1000',
    // The suite's fake push endpoint is on loopback, which production refuses.
    BOOKING_PUSH_ALLOW_LOCAL_ENDPOINTS: 'true',
    ...options.extraEnv,
  };
  // No SMTP: the booking service writes every mail as an .eml file here (the specs read them).
  delete env.SMTP_URL;
  const mailDir = join(dir, 'mail-outbox');
  env.MAIL_OUTBOX_DIR = mailDir;
  delete env.BOOKING_DATABASE_URL;
  delete env.DATABASE_URL;
  delete env.CMS_DATABASE_URL;
  // The embedded default (in-process limits), unless a caller asks for Redis: a REDIS_URL from CI
  // would carry one run's login and booking counts into the next.
  if (!options.extraEnv?.REDIS_URL) delete env.REDIS_URL;
  if (options.bookingDatabaseUrl) env.BOOKING_DATABASE_URL = options.bookingDatabaseUrl;

  const children: { name: string; child: ChildProcess; log: string }[] = [];
  const launch = (name: string, args: string[], cwd: string) => {
    const log = join(dir, `${name}.log`);
    const out = createWriteStream(log);
    const child = spawn(process.execPath, ['--require', exitWithParent, ...args], {
      cwd,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.pipe(out);
    child.stderr?.pipe(out);
    children.push({ name, child, log });
  };
  const deadChild = () => {
    const dead = children.find((c) => c.child.exitCode !== null || c.child.signalCode !== null);
    if (!dead) return null;
    const tail = readFileSync(dead.log, 'utf8').split('\n').slice(-40).join('\n');
    return `${dead.name} exited (${dead.child.exitCode ?? dead.child.signalCode}) while starting:\n${tail}`;
  };

  const stop = async () => {
    await Promise.all(
      children.map(
        ({ child }) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            const timer = setTimeout(() => child.kill('SIGKILL'), 8000);
            child.once('exit', () => {
              clearTimeout(timer);
              resolve();
            });
            child.kill('SIGTERM');
          }),
      ),
    );
    if (!process.env.E2E_KEEP_STACK_DIR) rmSync(dir, { recursive: true, force: true });
  };

  try {
    launch(
      'cms',
      [join(repoRoot, 'cms/node_modules/@strapi/strapi/bin/strapi.js'), 'start'],
      join(repoRoot, 'cms'),
    );
    launch('booking', ['dist/server.js'], join(repoRoot, 'booking-service'));
    launch('gateway', ['server-dist/server.js'], join(repoRoot, 'web'));
    await waitFor(`${baseUrl}/healthz`, 180_000, deadChild);
  } catch (err) {
    await stop();
    throw err;
  }
  return { baseUrl, cmsUrl, bookingUrl, env, dir, mailDir, stop };
}
