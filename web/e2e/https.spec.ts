/// <reference lib="dom" />
// Issue 37: HTTPS in front. deploy/Caddyfile, unchanged but for loopback ports and Caddy's own
// local CA (`tls internal`), runs in front of a stack whose PUBLIC_URL is the https address, as
// production's is: HTTP/2 with HSTS and HTTP/3 offered, every plain-HTTP request and every other
// name redirected to the one address, a member registering, booking and paying through it, and
// the service worker registering on the https origin in Chromium (which refuses one on any
// certificate error, so the browser trusts Caddy's CA rather than ignoring errors).
import { execFileSync } from 'node:child_process';
import http from 'node:http';
import http2 from 'node:http2';
import https from 'node:https';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test as base, type Page } from '@playwright/test';
import { calendarCell, uniqueName, yangonDay } from './member-support';
import { chooseRadio } from './support/choose';
import { DEPLOY_CADDYFILE, caddyEnv, hasCaddy, startEdge, type Edge } from './support/https-caddy';
import { echoGateway, type EchoGateway } from './support/https-echo';
import { freePort, startStack, type Stack } from './support/stack';
import { TIMEOUT } from './support/timeouts';

interface Site {
  stack: Stack;
  edge: Edge;
  publicUrl: string;
  httpPort: number;
  httpsPort: number;
}

const caddyHere = hasCaddy();
// CI installs Caddy (.ci/run), so there a missing one fails the run instead of skipping it.
const skipWhy = caddyHere || process.env.CI ? '' : 'caddy is not installed (apt-get install caddy)';

interface Pair {
  edge: Edge;
  publicUrl: string;
  a: EchoGateway;
  b: EchoGateway;
}

const test = base.extend<object, { site: Site; pair: Pair }>({
  // The same Caddyfile in front of two stand-in gateways (compose's shape), the first of which
  // cuts the connection of any request to /drop.
  pair: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function asks for
    async ({}, use) => {
      const [httpPort, httpsPort] = await Promise.all([freePort(), freePort()]);
      const publicUrl = `https://localhost:${httpsPort}`;
      const a = await echoGateway('a', '/drop');
      const b = await echoGateway('b');
      const edge = await startEdge({
        publicUrl,
        aliases: [],
        gateways: [a.address, b.address],
        httpPort,
        httpsPort,
      });
      await use({ edge, publicUrl, a, b });
      await edge.stop();
      await Promise.all([a.close(), b.close()]);
    },
    { scope: 'worker' },
  ],
  site: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function asks for
    async ({}, use) => {
      const [httpPort, httpsPort] = await Promise.all([freePort(), freePort()]);
      const publicUrl = `https://localhost:${httpsPort}`;
      // A stack of its own: PUBLIC_URL is the https address (CORS, media URLs, links in mails),
      // and the gateway trusts Caddy on loopback for the visitor's address and scheme.
      const stack = await startStack({
        extraEnv: { PUBLIC_URL: publicUrl, TRUST_PROXY: 'loopback' },
      });
      let edge: Edge;
      try {
        edge = await startEdge({
          publicUrl,
          aliases: ['www.localhost', '127.0.0.1'],
          gateways: [new URL(stack.baseUrl).host],
          httpPort,
          httpsPort,
        });
      } catch (err) {
        await stack.stop();
        throw err;
      }
      await use({ stack, edge, publicUrl, httpPort, httpsPort });
      await edge.stop();
      await stack.stop();
    },
    { scope: 'worker', timeout: TIMEOUT.stack },
  ],
  baseURL: async ({ site }, use) => use(site.publicUrl),
  // Chromium trusts certificates signed by Caddy's intermediate CA (its key's hash); it does not
  // register a service worker on a page whose certificate error was merely ignored.
  browser: [
    async ({ playwright, launchOptions, site }, use) => {
      const browser = await playwright.chromium.launch({
        ...launchOptions,
        args: [
          ...(launchOptions.args ?? []),
          `--ignore-certificate-errors-spki-list=${site.edge.intermediateSpki}`,
        ],
      });
      await use(browser);
      await browser.close();
    },
    { scope: 'worker' },
  ],
});

test.describe.configure({ mode: 'serial' });
test.skip(!!skipWhy, skipWhy);

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
}

/** A plain-HTTP GET to Caddy's HTTP port, sent as if to `host`. */
function plainGet(site: Site, host: string, path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port: site.httpPort, path, headers: { host } }, (res) => {
        res.resume();
        resolve({ status: res.statusCode ?? 0, headers: res.headers });
      })
      .on('error', reject);
  });
}

/** An HTTPS GET to Caddy by another name (`servername` is the TLS name, none for an address). */
function httpsGet(site: Site, servername: string | undefined, path: string): Promise<Answer> {
  const host = servername ?? '127.0.0.1';
  return new Promise((resolve, reject) => {
    https
      .get(
        {
          host: '127.0.0.1',
          port: site.httpsPort,
          servername,
          path,
          ca: site.edge.rootCa,
          headers: { host: `${host}:${site.httpsPort}` },
        },
        (res) => {
          res.resume();
          resolve({ status: res.statusCode ?? 0, headers: res.headers });
        },
      )
      .on('error', reject);
  });
}

/** One GET over HTTP/2 (node:http2 speaks nothing else) trusting Caddy's CA. */
function h2Get(site: Site, path: string): Promise<http2.IncomingHttpHeaders & { body: string }> {
  return new Promise((resolve, reject) => {
    const session = http2.connect(site.publicUrl, { ca: site.edge.rootCa });
    session.on('error', reject);
    const req = session.request({ ':path': path });
    let body = '';
    let headers: http2.IncomingHttpHeaders = {};
    req.setEncoding('utf8');
    req.on('response', (h) => (headers = h));
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      session.close();
      resolve({ ...headers, body });
    });
    req.on('error', reject);
    req.end();
  });
}

test('when the site is asked over HTTPS, then it answers over HTTP/2 with HSTS and offers HTTP/3', async ({
  site,
}) => {
  const home = await h2Get(site, '/');
  expect(home[':status']).toBe(200);
  expect(home['content-type']).toMatch(/^text\/html/);
  expect(home.body).toContain('<div id="root"');
  // At least half a year, as HSTS preload lists ask.
  const hsts = String(home['strict-transport-security']);
  expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(15_768_000);
  expect(String(home['alt-svc'])).toContain(`h3=":${site.httpsPort}"`);
  // The gateway's own headers come through, and its API answers behind Caddy.
  expect(home['x-content-type-options']).toBe('nosniff');
  const api = await h2Get(site, '/api/packages-all');
  expect(api[':status']).toBe(200);
  expect(JSON.parse(api.body).data.data.length).toBeGreaterThan(0);
});

test('when the site is asked over plain HTTP by any name, then it is sent to the https address with the path kept', async ({
  site,
}) => {
  for (const host of [
    `localhost:${site.httpPort}`,
    `www.localhost:${site.httpPort}`,
    '127.0.0.1',
  ]) {
    const res = await plainGet(site, host, '/packages?lng=my');
    expect(res.status, host).toBe(308);
    expect(res.headers.location, host).toBe(`${site.publicUrl}/packages?lng=my`);
  }
});

test('when the site is reached by another name over HTTPS, then it is sent to the canonical one', async ({
  site,
}) => {
  for (const name of ['www.localhost', undefined]) {
    const res = await httpsGet(site, name, '/blog?page=2');
    expect(res.status, name ?? 'IP address').toBe(308);
    expect(res.headers.location, name ?? 'IP address').toBe(`${site.publicUrl}/blog?page=2`);
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  }
});

test("when compose's settings are read (two gateways with health checks), then Caddy accepts the file", () => {
  const dir = mkdtempSync(join(tmpdir(), 'mystic-caddy-validate-'));
  try {
    const env = caddyEnv(dir, {
      PUBLIC_URL: 'https://example.com',
      SITE_ALIASES: 'www.example.com',
      GATEWAYS: 'web-1:8080 web-2:8080',
      GATEWAY_CHECKS: 'gateways-pair',
    });
    const out = execFileSync(
      'caddy',
      ['adapt', '--config', DEPLOY_CADDYFILE, '--adapter', 'caddyfile'],
      { env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const proxy = JSON.stringify(JSON.parse(out));
    expect(proxy).toContain('"uri":"/healthz"');
    expect(proxy).toContain('{"dial":"web-1:8080"},{"dial":"web-2:8080"}');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

async function chooseDay(page: Page, day: string) {
  await page.goto('/appointment');
  await (await calendarCell(page, day)).click();
  await expect(page.getByTestId('selected-date')).not.toHaveText(/No date chosen/);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/appointment\/form$/);
}

test('when a member registers, books and pays through Caddy, then every step works on the https address', async ({
  page,
  site,
}) => {
  test.setTimeout(TIMEOUT.flow);
  // What the browser refuses on an https page: media on another origin or on plain HTTP.
  const refused: string[] = [];
  page.on('console', (msg) => {
    if (/Mixed Content|Content Security Policy/i.test(msg.text())) refused.push(msg.text());
  });
  const username = uniqueName('tls');
  const transaction = `TX-TLS-${Date.now()}`;
  await page.goto('/register');
  expect(page.url()).toBe(`${site.publicUrl}/register`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill(`${username}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('Secret123');
  await page.getByLabel('Confirm Password').fill('Secret123');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByTestId('avatar-menu-button')).toBeVisible();

  await chooseDay(page, yangonDay(5));
  await page.getByLabel('Date of Birth').fill('1990-01-01');
  await page.getByLabel('Gender').selectOption({ index: 1 });
  await page.getByLabel('Social Account').fill(`facebook.com/${username}`);
  await page.getByLabel('Description').fill('Will the move abroad go well?');
  await page.getByRole('checkbox').first().check();
  await page.getByRole('button', { name: 'Book Now' }).click();
  await expect(page).toHaveURL(/\/appointment\/[^/]+\/payment$/);

  await chooseRadio(page.getByRole('radio', { name: 'KBZPay' }));
  await page.getByLabel('Transaction Number').fill(transaction);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/booking\/slip$/);
  await expect(page.getByTestId('slip-transaction-no')).toHaveText(transaction);
  expect(new URL(page.url()).origin).toBe(site.publicUrl);
  expect(refused).toEqual([]);
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('when the home page opens on the https origin, then the service worker registers and controls it', async ({
    page,
    site,
  }) => {
    // It registers once the page has loaded and the browser is idle, then precaches the whole
    // app through Caddy: a CI machine under load needs longer than one screen's test.
    test.setTimeout(TIMEOUT.flow);
    // What went wrong on the way, said if it never takes control (a certificate error, a
    // precache fetch Caddy or the gateway failed).
    const failed: string[] = [];
    page.context().on('requestfailed', (r) => failed.push(`${r.url()}: ${r.failure()?.errorText}`));
    page.context().on('response', (r) => {
      if (r.status() >= 400) failed.push(`${r.url()}: ${r.status()}`);
    });
    await page.goto('/');
    const worker = () =>
      page.evaluate(async () => {
        const reg = await navigator.serviceWorker.getRegistration();
        return {
          scope: reg?.scope,
          script: reg?.active?.scriptURL,
          state: reg?.active?.state ?? reg?.waiting?.state ?? reg?.installing?.state,
          controlled: navigator.serviceWorker.controller?.state === 'activated',
          secure: window.isSecureContext,
        };
      });
    try {
      await expect.poll(worker, { timeout: TIMEOUT.flow - TIMEOUT.slow }).toEqual({
        scope: `${site.publicUrl}/`,
        script: `${site.publicUrl}/sw.js`,
        state: 'activated',
        controlled: true,
        secure: true,
      });
    } catch (err) {
      throw new Error(`${(err as Error).message}\nFailed requests: ${failed.join('\n') || 'none'}`);
    }
  });
});

/** One request through the pair's Caddy (a new TLS connection each time). */
function throughPair(
  pair: Pair,
  method: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = https.request(
      `${pair.publicUrl}${path}`,
      { method, headers, ca: pair.edge.rootCa, agent: false },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end(method === 'POST' ? '{}' : undefined);
  });
}

const count = (g: EchoGateway, method: string, path: string) =>
  g.seen.filter((s) => s.method === method && s.path === path).length;

test.describe('in front of two gateways', () => {
  test("when a visitor sends her own X-Forwarded-For, then the gateway gets Caddy's account of her address and scheme instead", async ({
    pair,
  }) => {
    const res = await throughPair(pair, 'GET', '/echo', { 'X-Forwarded-For': '203.0.113.9' });
    expect(res.status).toBe(200);
    const { headers } = JSON.parse(res.body) as { headers: Record<string, string> };
    // What the gateways' TRUST_PROXY relies on: never the client's own claim.
    expect(headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(headers['x-forwarded-proto']).toBe('https');
    expect(headers.host).toBe(new URL(pair.publicUrl).host);
  });

  test('when a gateway dies mid-request, then a POST is not sent twice but a GET is answered by the other gateway', async ({
    pair,
  }) => {
    // Round robin: one of two POSTs meets the gateway that cuts it. It fails (502) and the other
    // gateway never sees it: a booking or payment is never sent twice.
    const posts = [
      await throughPair(pair, 'POST', '/drop'),
      await throughPair(pair, 'POST', '/drop'),
    ];
    expect(posts.map((p) => p.status).sort()).toEqual([200, 502]);
    expect(count(pair.a, 'POST', '/drop')).toBe(1);
    expect(count(pair.b, 'POST', '/drop')).toBe(1);

    const gets = [await throughPair(pair, 'GET', '/drop'), await throughPair(pair, 'GET', '/drop')];
    expect(gets.map((g) => g.status)).toEqual([200, 200]);
    expect(gets.map((g) => JSON.parse(g.body).gateway)).toEqual(['b', 'b']);
    // One of them reached the failing gateway first and was tried again on the other (Go's
    // client may have tried it twice there first, on a reused connection and a new one).
    expect(count(pair.a, 'GET', '/drop')).toBeGreaterThanOrEqual(1);
    expect(count(pair.b, 'GET', '/drop')).toBe(2);
  });

  test('when visitors come one after another, then Caddy reuses its connections to the gateways', async ({
    pair,
  }) => {
    const before = pair.a.connections + pair.b.connections;
    for (let i = 0; i < 8; i++) {
      expect((await throughPair(pair, 'GET', `/echo?i=${i}`)).status).toBe(200);
    }
    // Eight visitors, each on a connection of their own to Caddy: at most one new connection
    // to each gateway.
    expect(pair.a.connections + pair.b.connections - before).toBeLessThanOrEqual(2);
  });

  test("when a gateway's CMS or booking service stops (its /healthz fails), then compose's settings leave it out until it passes again", async () => {
    test.setTimeout(TIMEOUT.flow);
    const [httpPort, httpsPort] = await Promise.all([freePort(), freePort()]);
    const a = await echoGateway('a');
    const b = await echoGateway('b');
    const edge = await startEdge({
      publicUrl: `https://localhost:${httpsPort}`,
      aliases: [],
      gateways: [a.address, b.address],
      httpPort,
      httpsPort,
      gatewayChecks: 'gateways-pair',
    });
    const pair = { edge, publicUrl: `https://localhost:${httpsPort}`, a, b };
    const answeredBy = async () => {
      const names = new Set<string>();
      for (let i = 0; i < 4; i++) {
        names.add(JSON.parse((await throughPair(pair, 'GET', '/echo')).body).gateway);
      }
      return [...names].sort();
    };
    try {
      await expect.poll(answeredBy).toEqual(['a', 'b']);
      a.healthy = false;
      // Caddy checks every 5 s.
      await expect.poll(answeredBy, { timeout: TIMEOUT.slow }).toEqual(['b']);
      a.healthy = true;
      await expect.poll(answeredBy, { timeout: TIMEOUT.slow }).toEqual(['a', 'b']);
    } finally {
      await edge.stop();
      await Promise.all([a.close(), b.close()]);
    }
  });
});
