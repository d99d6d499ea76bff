import { expect, test } from '@playwright/test';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { freePort, repoRoot } from './support/stack';
import { TIMEOUT } from './support/timeouts';

test.describe('the public origin', () => {
  test('when the home page opens, then the app renders', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto('/');
    await expect(page.locator('#root > *').first()).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('when a client route is opened directly, then the SPA shell loads it', async ({
    page,
    request,
  }) => {
    const res = await request.get('/blogs');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('text/html');
    await page.goto('/blogs');
    await expect(page.locator('#root > *').first()).toBeVisible();
  });

  test('when an unknown API path is asked, then the answer is 404 JSON', async ({ request }) => {
    const res = await request.get('/api/no-such-route');
    expect(res.status()).toBe(404);
    expect(res.headers()['content-type']).toContain('application/json');
    expect(typeof (await res.json()).message).toBe('string');
  });

  test('when the content and booking services are asked through the gateway, then both answer', async ({
    request,
  }) => {
    const info = await request.get('/api/get-info');
    expect(info.status()).toBe(200);
    expect(typeof (await info.json()).data.email).toBe('string');
    const health = await request.get('/api/booking/health');
    expect(health.status()).toBe(200);
    const all = await request.get('/healthz');
    expect((await all.json()).status).toBe('ok');
  });

  test('when pages and assets are served, then security and caching headers are set', async ({
    request,
  }) => {
    const home = await request.get('/');
    const h = home.headers();
    expect(h['content-security-policy']).toContain("default-src 'self'");
    expect(h['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(h['x-content-type-options']).toBe('nosniff');
    expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(h['cache-control']).toBe('no-cache');
    // The shell chunk: the bundler's tiny runtime chunk is below the compression threshold.
    const asset = /\/assets\/shell-[^"]+\.js/.exec(await home.text())?.[0];
    expect(asset).toBeTruthy();
    const js = await request.get(asset!, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(js.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(js.headers()['content-encoding']).toMatch(/br|gzip/);
  });
});

test('when an upstream is stopped, then the gateway answers 502/503 JSON within a second', async () => {
  // A second gateway whose upstreams are ports nothing listens on.
  const [port, deadCms, deadBooking] = await Promise.all([freePort(), freePort(), freePort()]);
  const child = spawn(process.execPath, ['server-dist/server.js'], {
    cwd: join(repoRoot, 'web'),
    env: {
      ...process.env,
      PORT: String(port),
      WEB_HOST: '127.0.0.1',
      WEB_LOG_REQUESTS: 'false',
      CMS_URL: `http://127.0.0.1:${deadCms}`,
      BOOKING_URL: `http://127.0.0.1:${deadBooking}`,
    },
    stdio: 'ignore',
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    await expect
      .poll(async () => (await fetch(`${base}/healthz`).catch(() => null))?.status, {
        timeout: TIMEOUT.expect,
      })
      .toBe(503);
    for (const path of ['/api/get-info', '/api/auth/appointments/bookings/full-days']) {
      const started = Date.now();
      const res = await fetch(base + path);
      expect(Date.now() - started).toBeLessThan(1000);
      expect([502, 503]).toContain(res.status);
      const body = (await res.json()) as { message?: unknown };
      expect(typeof body.message).toBe('string');
    }
  } finally {
    child.kill('SIGTERM');
  }
});
