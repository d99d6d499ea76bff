import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { myanmarTodayBlock } from '../src/head/myanmar-today.js';
import { formatMyanmarDate, myanmarDate, todayIn } from '@mystic/shared';

interface Seen {
  path: string;
  headers: http.IncomingHttpHeaders;
  bytes: number;
}

/** A stand-in upstream that reports what reached it. */
function upstream(name: string, seen: Seen[]): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    let bytes = 0;
    req.on('data', (c: Buffer) => (bytes += c.length));
    req.on('end', () => {
      seen.push({ path: req.url ?? '', headers: req.headers, bytes });
      if (req.url === '/_health' || req.url === '/api/booking/health') {
        res.writeHead(204).end();
        return;
      }
      if (req.url?.startsWith('/api/no-such-route')) {
        res.writeHead(404, { 'content-type': 'application/json', 'cache-control': 'no-store' });
        res.end(JSON.stringify({ code: 'not_found', message: 'Not found.' }));
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ upstream: name, path: req.url, bytes, padding: 'x'.repeat(2000) }));
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const portOf = (s: http.Server) => (s.address() as AddressInfo).port;

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const s = http.createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', () => r()));
  const port = portOf(s);
  await new Promise<void>((r) => s.close(() => r()));
  return port;
}

describe('gateway', () => {
  const cmsSeen: Seen[] = [];
  const bookingSeen: Seen[] = [];
  let cms: http.Server;
  let booking: http.Server;
  let staticDir: string;

  beforeAll(async () => {
    cms = await upstream('cms', cmsSeen);
    booking = await upstream('booking', bookingSeen);
    staticDir = mkdtempSync(join(tmpdir(), 'gateway-static-'));
    mkdirSync(join(staticDir, 'assets'));
    writeFileSync(
      join(staticDir, 'index.html'),
      '<!doctype html><title>shell</title><div id="root"></div>',
    );
    writeFileSync(join(staticDir, 'assets', 'index-abc123.js'), 'console.log(1);'.repeat(200));
  });
  afterAll(() => {
    cms.close();
    booking.close();
  });

  const gateway = (env: Record<string, string> = {}) =>
    createGateway(
      loadConfig({
        CMS_URL: `http://127.0.0.1:${portOf(cms)}`,
        BOOKING_URL: `http://127.0.0.1:${portOf(booking)}`,
        WEB_STATIC_DIR: staticDir,
        WEB_LOG_REQUESTS: 'false',
        ...env,
      }),
    );

  it('when a booking path is asked, then the booking service answers it', async () => {
    const res = await request(gateway()).get('/api/auth/appointments/users/1/bookings?x=1');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      upstream: 'booking',
      path: '/api/auth/appointments/users/1/bookings?x=1',
    });
    const push = await request(gateway()).post('/api/push/subscribe').send({});
    expect(push.body.upstream).toBe('booking');
  });

  it("when Telegram posts to the bot's webhook, then the booking service gets it with the secret-token header", async () => {
    // Issue 42: the one public path under /api/booking besides the health (the service checks it).
    const res = await request(gateway())
      .post('/api/booking/telegram/webhook')
      .set('X-Telegram-Bot-Api-Secret-Token', 'secret-0123456789abcdef')
      .send({ update_id: 1 });
    expect(res.body).toMatchObject({ upstream: 'booking', path: '/api/booking/telegram/webhook' });
    const seen = bookingSeen.find((x) => x.path === '/api/booking/telegram/webhook');
    expect(seen?.headers['x-telegram-bot-api-secret-token']).toBe('secret-0123456789abcdef');
  });

  it('when a content, upload or admin path is asked, then Strapi answers it', async () => {
    for (const path of ['/api/get-info', '/api/pushy', '/uploads/a.png', '/admin/auth/login']) {
      const res = await request(gateway()).get(path);
      expect(res.body.upstream, path).toBe('cms');
    }
  });

  it('when a client forges X-Forwarded-For, then the upstream sees the real client address', async () => {
    await request(gateway()).get('/api/preview?forged=1').set('X-Forwarded-For', '6.6.6.6');
    const seen = cmsSeen.find((s) => s.path === '/api/preview?forged=1');
    expect(seen?.headers['x-forwarded-for']).not.toContain('6.6.6.6');
    expect(seen?.headers['x-forwarded-for']).toMatch(/127\.0\.0\.1/);
  });

  it('when a client claims https and another address, then the upstream sees what the gateway saw', async () => {
    await request(gateway())
      .get('/uploads/claims.png')
      .set('X-Forwarded-Proto', 'https')
      .set('X-Forwarded-For', '6.6.6.6');
    const seen = cmsSeen.find((s) => s.path === '/uploads/claims.png');
    expect(seen?.headers['x-forwarded-proto']).toBe('http');
    expect(seen?.headers['x-forwarded-for']).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
  });

  it('when the proxy in front is trusted, then its client address and protocol are forwarded', async () => {
    await request(gateway({ TRUST_PROXY: 'loopback' }))
      .get('/uploads/trusted.png')
      .set('X-Forwarded-Proto', 'https')
      // A forged first hop, then the address the trusted proxy saw.
      .set('X-Forwarded-For', '6.6.6.6, 203.0.113.9');
    const seen = cmsSeen.find((s) => s.path === '/uploads/trusted.png');
    expect(seen?.headers['x-forwarded-proto']).toBe('https');
    expect(seen?.headers['x-forwarded-for']).toBe('203.0.113.9');
    await request(gateway({ TRUST_PROXY: '10.0.0.0/8' }))
      .get('/uploads/untrusted.png')
      .set('X-Forwarded-Proto', 'https')
      .set('X-Forwarded-For', '203.0.113.9');
    const direct = cmsSeen.find((s) => s.path === '/uploads/untrusted.png');
    expect(direct?.headers['x-forwarded-proto']).toBe('http');
    expect(direct?.headers['x-forwarded-for']).toMatch(/127\.0\.0\.1/);
  });

  it("when the CMS's internal routes or the reader's booking API are asked, then the gateway answers 404 itself", async () => {
    const before = cmsSeen.length;
    const bookingBefore = bookingSeen.length;
    for (const [method, path] of [
      ['get', '/api/internal/members/1'],
      ['patch', '/api/internal/members/1/intake'],
      ['get', '/api/internal'],
      ['get', '/api/INTERNAL/members/1'],
      ['get', '/api//internal/members/1'],
      ['get', '/api/%69nternal/members/1'],
      // The booking service's reader API: only the CMS's booking desk calls it, privately.
      ['get', '/api/booking/admin/appointments'],
      ['patch', '/api/booking/admin/appointments/MV-1/status'],
      ['get', '/api/Booking/ADMIN/board'],
      ['get', '/api/booking//admin/summary'],
    ] as const) {
      const client = request(gateway());
      const res = await client[method](path).set('Authorization', 'Bearer service-token');
      expect(res.status, path).toBe(404);
      expect(res.headers['content-type'], path).toMatch(/json/);
      expect(res.body, path).toEqual({ code: 'not_found', message: 'Not found.' });
    }
    expect(cmsSeen.slice(before)).toEqual([]);
    expect(bookingSeen.slice(bookingBefore)).toEqual([]);
    // Only that segment: a route merely starting with the word still reaches the CMS.
    const other = await request(gateway()).get('/api/internal-notes');
    expect(other.body.upstream).toBe('cms');
  });

  it("when NODE_ENV is production, then the admin's first-admin sign-up is refused however spelled", async () => {
    const before = cmsSeen.length;
    const production = gateway({ NODE_ENV: 'production' });
    for (const path of [
      '/admin/register-admin',
      '/admin/register-admin/',
      '/ADMIN/Register-Admin',
      '/admin//register-admin',
      '/admin/%72egister-admin',
    ]) {
      const res = await request(production).post(path).send({ email: 'x@example.com' });
      expect(res.status, path).toBe(404);
      expect(res.body, path).toEqual({ code: 'not_found', message: 'Not found.' });
    }
    expect(cmsSeen.slice(before)).toEqual([]);
    // The rest of the admin still reaches Strapi, and development keeps Strapi's own page.
    expect((await request(production).post('/admin/login').send({})).body.upstream).toBe('cms');
    expect((await request(gateway()).post('/admin/register-admin').send({})).body.upstream).toBe(
      'cms',
    );
  });

  it('when an unknown API path is asked, then the CMS answers 404 JSON through the gateway', async () => {
    const res = await request(gateway()).get('/api/no-such-route?x=1');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual({ code: 'not_found', message: 'Not found.' });
    expect(cmsSeen.some((s) => s.path === '/api/no-such-route?x=1')).toBe(true);
  });

  it('when a large multipart upload passes, then every byte reaches the upstream', async () => {
    const big = Buffer.alloc(6 * 1024 * 1024, 7);
    const res = await request(gateway())
      .post('/api/auth/appointments/MV-1/payment/store')
      .field('paymentype', '1')
      .attach('transaction_img', big, 'proof.png');
    expect(res.status).toBe(200);
    expect(res.body.bytes).toBeGreaterThan(big.length);
  });

  it('when an upstream is down, then the gateway answers 502 JSON within a second', async () => {
    const app = gateway({ CMS_URL: `http://127.0.0.1:${await closedPort()}` });
    const started = Date.now();
    const res = await request(app).get('/api/get-info');
    expect(Date.now() - started).toBeLessThan(1000);
    expect(res.status).toBe(502);
    expect(res.body.message).toEqual(expect.any(String));
    expect(res.body.code).toBe('service_unavailable');
    const health = await request(app).get('/healthz');
    expect(health.status).toBe(503);
    expect(health.body.upstreams.cms.ok).toBe(false);
    expect(health.body.upstreams.booking.ok).toBe(true);
  });

  it('when both upstreams answer, then /healthz is 200', async () => {
    const res = await request(gateway()).get('/healthz');
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('ok');
  });

  it('when a client route is asked, then the shell answers with no-cache and the CSP', async () => {
    const res = await request(gateway()).get('/blogs/some-post');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<title>shell</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    // Post bodies may show https images; plain http only from PUBLIC_URL's origin (its default).
    expect(res.headers['content-security-policy']).toContain(
      "img-src 'self' data: blob: https: http://localhost:8080;",
    );
    expect(res.headers['content-security-policy']).not.toMatch(/img-src[^;]*\bhttp:(;|\s)/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBeTruthy();
  });

  it('when the admin previews a draft page, then only this origin may frame it and nothing stores it', async () => {
    const res = await request(gateway()).get('/blogs/some-post?preview=abc.def&lang=my');
    const plain = await request(gateway()).get('/blogs/some-post');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<title>shell</title>');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(plain.headers['x-frame-options']).toBe('DENY');
  });

  it('when the site is reached by another host name, then the media URLs on PUBLIC_URL may still load', async () => {
    /** Whether the page's CSP lets an <img> load `src` on a page at `pageOrigin`. */
    const imgAllowed = (csp: string, pageOrigin: string, src: string): boolean => {
      const sources = /img-src ([^;]+)/.exec(csp)![1]!.split(' ');
      const url = new URL(src);
      return (
        (sources.includes("'self'") && url.origin === pageOrigin) ||
        sources.includes(url.protocol) ||
        sources.includes(url.origin)
      );
    };
    const media = '/uploads/defaults/package.svg';
    for (const publicUrl of ['http://localhost:8080/', 'https://mystic.example']) {
      const app = gateway({ PUBLIC_URL: publicUrl });
      const other = publicUrl.startsWith('https') ? 'www.mystic.example' : '127.0.0.1:8080';
      for (const path of ['/', '/blogs/some-post', '/index.html', '/blogs/x?preview=a.b']) {
        const res = await request(app).get(path).set('Host', other);
        const csp = String(res.headers['content-security-policy']);
        const pageOrigin = `${new URL(publicUrl).protocol}//${other}`;
        // An API answer's absolute media URL (cms/src/lib/public-url.ts) and a root-relative one.
        expect(imgAllowed(csp, pageOrigin, new URL(media, publicUrl).href), path).toBe(true);
        expect(imgAllowed(csp, pageOrigin, pageOrigin + media), path).toBe(true);
        // Not any other plain-http host.
        expect(imgAllowed(csp, pageOrigin, 'http://evil.test/x.png'), path).toBe(false);
      }
    }
  });

  it("when a page is served, then its head carries today's Myanmar date in both languages for the hero", async () => {
    const res = await request(gateway()).get('/some/client/route');
    const block = /<script type="application\/json" id="myanmar-today">([^<]*)<\/script>/.exec(
      res.text,
    );
    expect(block, res.text).not.toBeNull();
    const today = JSON.parse(block![1]!) as { day: string; en: string; my: string };
    expect(today.day).toBe(todayIn());
    expect(today.en).toBe(formatMyanmarDate(myanmarDate(today.day), 'en'));
    expect(today.my).toMatch(/^မြန်မာသက္ကရာဇ် [၀-၉]+ /);
    // A known day, as the shared calendar's reference table has it.
    expect(myanmarTodayBlock(new Date('2026-11-24T03:00:00Z'))).toContain(
      '"en":"ME 1388 Tazaungmon full moon"',
    );
  });

  it('when /index.html is asked by name, then it is revalidated on each visit and has the CSP', async () => {
    const res = await request(gateway()).get('/index.html');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<title>shell</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('when a hashed asset is asked, then it is immutable and compressed', async () => {
    const res = await request(gateway())
      .get('/assets/index-abc123.js')
      .set('Accept-Encoding', 'br, gzip');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toMatch(/br|gzip/);
    const missing = await request(gateway()).get('/assets/missing-123.js');
    expect(missing.status).toBe(404);
  });
});

describe('gateway settings', () => {
  it('when TRUST_PROXY is not an address list, then the start stops naming the key', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'not-an-address' })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).toBe(
      'loopback, 10.0.0.0/8',
    );
  });
});

describe('gateway SEO files', () => {
  it('when robots.txt is asked with a forged Host, then it names the sitemap at the public URL', async () => {
    const app = createGateway(
      loadConfig({
        WEB_LOG_REQUESTS: 'false',
        CMS_URL: 'http://127.0.0.1:9',
        PUBLIC_URL: 'https://mystic.example/',
      }),
    );
    const res = await request(app).get('/robots.txt').set('Host', 'evil.test');
    expect(res.text).toContain('Sitemap: https://mystic.example/sitemap.xml');
    expect(res.text).not.toContain('evil.test');
    expect(res.text).toContain('Disallow: /user/');
    const fallback = createGateway(
      loadConfig({ WEB_LOG_REQUESTS: 'false', CMS_URL: 'http://127.0.0.1:9' }),
    );
    const plain = await request(fallback).get('/robots.txt').set('Host', 'evil.test');
    expect(plain.text).toContain('Sitemap: http://localhost:8080/sitemap.xml');
  });

  it('when the sitemap is asked, then it lists the public pages and every post from the CMS', async () => {
    const cms = http.createServer((req, res) => {
      const page = Number(new URL(req.url ?? '/', 'http://x').searchParams.get('page'));
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          data: {
            data: [
              {
                slug: `post-${page}`,
                updated_at: '2026-11-01T00:00:00Z',
                published_at: '2026-11-01T00:00:00Z',
              },
            ],
            meta: { current_page: page, last_page: 2, per_page: 50, total: 2 },
          },
        }),
      );
    });
    await new Promise<void>((r) => cms.listen(0, '127.0.0.1', () => r()));
    try {
      const app = createGateway(
        loadConfig({
          WEB_LOG_REQUESTS: 'false',
          CMS_URL: `http://127.0.0.1:${portOf(cms)}`,
          PUBLIC_URL: 'https://mystic.example',
        }),
      );
      const res = await request(app)
        .get('/sitemap.xml')
        .set('Host', 'evil.test')
        .set('X-Forwarded-Host', 'evil.test');
      expect(res.status).toBe(200);
      expect(res.text).toContain('<loc>https://mystic.example/packages</loc>');
      expect(res.text).toContain('<loc>https://mystic.example/blogs/post-1</loc>');
      expect(res.text).toContain('<loc>https://mystic.example/blogs/post-2</loc>');
      expect(res.text).not.toContain('evil.test');
      expect(res.text).not.toContain('/user/');
    } finally {
      cms.close();
    }
  });
});
