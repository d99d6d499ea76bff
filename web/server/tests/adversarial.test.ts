// The gateway as an attacker meets it (issue 37): raw bytes on real sockets, against the real
// gateway app and server settings, with two small upstreams standing in for Strapi and the
// booking service that record every request reaching them. Each test checks the answer and that
// other visitors are still answered quickly meanwhile.
import http from 'node:http';
import { ENDPOINTS, fillPath, type EndpointName } from '@mystic/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createGateway } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { createGatewayServer } from '../src/framing.js';
import { close, listen, portOf, sleep } from './helpers.js';
import { chunked, exchange, head, tally } from './raw-http.js';

interface Seen {
  method: string;
  url: string;
}

/** What Strapi and the booking service accept as a JSON body before they answer 413. */
const BODY_LIMIT = 100_000;

/**
 * A stand-in upstream that records each request as its head arrives. Bodies up to BODY_LIMIT
 * are read and counted; past it, it does what Strapi's body parser does: stops reading (the
 * request stays paused on a kept-alive connection) and answers 413.
 */
function upstream(name: string, seen: Seen[]): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    seen.push({ method: req.method ?? '', url: req.url ?? '' });
    const answer = (status: number, body: unknown) =>
      res
        .writeHead(status, { 'content-type': 'application/json', 'x-powered-by': name })
        .end(JSON.stringify(body));
    let bytes = 0;
    const onData = (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > BODY_LIMIT) {
        req.off('data', onData);
        req.pause();
        answer(413, { code: 'payload_too_large', message: 'Too large.' });
      }
    };
    req.on('data', onData);
    req.on('end', () => answer(200, { upstream: name, method: req.method, url: req.url, bytes }));
  });
  return listen(server);
}

describe('gateway against raw-socket attacks', () => {
  const cmsSeen: Seen[] = [];
  const bookingSeen: Seen[] = [];
  let cms: http.Server;
  let booking: http.Server;
  let gateway: http.Server;
  let port: number;

  beforeAll(async () => {
    cms = await upstream('Strapi', cmsSeen);
    booking = await upstream('Express', bookingSeen);
    const config = loadConfig({
      CMS_URL: `http://127.0.0.1:${portOf(cms)}`,
      BOOKING_URL: `http://127.0.0.1:${portOf(booking)}`,
      WEB_LOG_REQUESTS: 'false',
      WEB_CACHE_TTL_MS: '0',
      WEB_HEADERS_TIMEOUT_MS: '500',
      WEB_REQUEST_TIMEOUT_MS: '1000',
      WEB_CONNECTIONS_CHECK_MS: '100',
    });
    gateway = await listen(createGatewayServer(createGateway(config), config));
    port = portOf(gateway);
  });
  beforeEach(() => {
    cmsSeen.length = 0;
    bookingSeen.length = 0;
  });
  afterAll(async () => {
    // The figures for the note: every request these tests wrote on a socket.
    console.log(
      `adversarial requests sent: ${tally.sent}, answers: ${tally.answers}, ` +
        `answers >= 500: ${tally.atLeast500}, without an answer: ${tally.unanswered}`,
    );
    await close(gateway);
    await close(cms);
    await close(booking);
  });

  const seenPaths = () => [...cmsSeen, ...bookingSeen].map((s) => s.url);

  /** A plain visitor's GET on a connection of its own: answered 200, well within `ms`. */
  const staysFast = async (ms = 500) => {
    const { answers, took } = await exchange(
      port,
      [head('GET /api/get-info HTTP/1.1', 'Host: site')],
      { expected: 1, within: 3_000 },
    );
    expect(answers.map((a) => a.status)).toEqual([200]);
    expect(took).toBeLessThan(ms);
  };

  it('when a chunked GET carries another request, then 400 and nothing reaches an upstream', async () => {
    const smuggled = head('GET /api/internal/members/1 HTTP/1.1', 'Host: cms');
    for (const method of ['GET', 'HEAD', 'OPTIONS']) {
      const { answers } = await exchange(
        port,
        [
          head(
            `${method} /api/content-version HTTP/1.1`,
            'Host: site',
            'Transfer-Encoding: chunked',
          ) + chunked(smuggled),
          // The next request on the same connection is read in step, as a request of its own.
          head('GET /api/get-info?after=1 HTTP/1.1', 'Host: site'),
        ],
        { expected: 2, bodiless: method === 'HEAD' ? [0] : [] },
      );
      expect(
        answers.map((a) => a.status),
        method,
      ).toEqual([400, 200]);
      if (method !== 'HEAD') expect(JSON.parse(answers[0]!.body).code).toBe('body_not_allowed');
      expect(JSON.parse(answers[1]!.body).url).toBe('/api/get-info?after=1');
    }
    expect(seenPaths()).toEqual(Array(3).fill('/api/get-info?after=1'));
    await staysFast();
  });

  it("when a chunked DELETE carries another request, then it reaches the upstream as that DELETE's body, never as a request", async () => {
    const smuggled = head('GET /api/internal/members/1 HTTP/1.1', 'Host: cms');
    const { answers } = await exchange(
      port,
      [
        head('DELETE /api/push/unsubscribe HTTP/1.1', 'Host: site', 'Transfer-Encoding: chunked') +
          chunked(smuggled),
        head('GET /api/get-info?after=2 HTTP/1.1', 'Host: site'),
      ],
      { expected: 2 },
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(JSON.parse(answers[0]!.body)).toMatchObject({
      method: 'DELETE',
      url: '/api/push/unsubscribe',
      bytes: smuggled.length,
    });
    expect(bookingSeen.map((s) => s.url)).toEqual(['/api/push/unsubscribe']);
    expect(cmsSeen.map((s) => s.url)).toEqual(['/api/get-info?after=2']);
    await staysFast();
  });

  it('when a GET or OPTIONS declares a Content-Length body, then 400 before anything is proxied', async () => {
    const smuggled = head('POST /api/posts-list/a-post/view HTTP/1.1', 'Host: cms');
    for (const method of ['GET', 'OPTIONS']) {
      const { answers } = await exchange(
        port,
        [
          head(
            `${method} /api/auth/appointments/ABC-1 HTTP/1.1`,
            'Host: site',
            `Content-Length: ${smuggled.length}`,
          ) + smuggled,
          head('GET /api/auth/appointments/ABC-2 HTTP/1.1', 'Host: site'),
        ],
        { expected: 2 },
      );
      expect(
        answers.map((a) => a.status),
        method,
      ).toEqual([400, 200]);
      expect(JSON.parse(answers[0]!.body).message).toBe('This request must not carry a body.');
    }
    expect(seenPaths()).toEqual(Array(2).fill('/api/auth/appointments/ABC-2'));
    // An empty declared body is no body.
    const empty = await exchange(
      port,
      [head('DELETE /api/push/unsubscribe HTTP/1.1', 'Host: site', 'Content-Length: 0')],
      { expected: 1 },
    );
    expect(empty.answers[0]?.status).toBe(200);
    await staysFast();
  });

  it('when a request has both Content-Length and Transfer-Encoding, then 400 JSON, the connection closes and nothing is proxied', async () => {
    for (const method of ['POST', 'GET']) {
      const { answers, closed } = await exchange(
        port,
        [
          head(
            `${method} /api/register HTTP/1.1`,
            'Host: site',
            'Content-Length: 4',
            'Transfer-Encoding: chunked',
          ) +
            '5\r\nhello\r\n0\r\n\r\n' +
            head('GET /api/internal/members/1 HTTP/1.1', 'Host: site'),
        ],
        { expected: 2, requests: 1, within: 2_000 },
      );
      expect(
        answers.map((a) => a.status),
        method,
      ).toEqual([400]);
      expect(JSON.parse(answers[0]!.body).code).toBe('bad_request');
      expect(closed).toBe(true);
    }
    expect(seenPaths()).toEqual([]);
    await staysFast();
  });

  it('when several GETs are pipelined on one connection, then each is answered in order with its own answer', async () => {
    const paths = [
      '/api/get-info?n=1',
      '/api/auth/appointments/bookings/full-days?n=2',
      '/api/posts-list/a?n=3',
      '/api/push/public-key?n=4',
      '/api/zodiacs-list?n=5',
      '/api/auth/appointments/ABC-6?n=6',
    ];
    const { answers } = await exchange(
      port,
      [paths.map((p) => head(`GET ${p} HTTP/1.1`, 'Host: site')).join('')],
      { expected: paths.length },
    );
    expect(answers.map((a) => JSON.parse(a.body).url)).toEqual(paths);
    expect(answers.every((a) => a.status === 200)).toBe(true);
    await staysFast();
  });

  it('when an upstream refuses a large body with 413, then later requests on the same and other connections are answered quickly', async () => {
    const big = JSON.stringify({ username: 'x'.repeat(1_000_000) });
    let slowest = 0;
    for (let i = 0; i < 12; i++) {
      const framing =
        i % 2 === 0
          ? [`Content-Length: ${Buffer.byteLength(big)}`]
          : ['Transfer-Encoding: chunked'];
      const body = i % 2 === 0 ? big : chunked(big);
      const path = i % 3 === 0 ? '/api/auth/appointments/store' : '/api/register';
      const [same, other] = await Promise.all([
        exchange(
          port,
          [
            head(
              `POST ${path} HTTP/1.1`,
              'Host: site',
              'Content-Type: application/json',
              ...framing,
            ),
            body,
            head('GET /api/get-info?same=1 HTTP/1.1', 'Host: site'),
            head('GET /api/push/public-key?same=2 HTTP/1.1', 'Host: site'),
          ],
          { expected: 3 },
        ),
        exchange(port, [head('GET /api/get-info?other=1 HTTP/1.1', 'Host: site')], {
          expected: 1,
        }),
      ]);
      expect(
        same.answers.map((a) => a.status),
        `round ${i}`,
      ).toEqual([413, 200, 200]);
      expect(other.answers.map((a) => a.status)).toEqual([200]);
      slowest = Math.max(slowest, same.took, other.took);
      // The pooled connections stay usable: a fresh visitor after each round.
      await staysFast();
    }
    // The hang was more than 5 s; a megabyte on loopback takes a few tens of ms.
    expect(slowest).toBeLessThan(1_500);
  });

  it('when a 1 MB body is sent to every JSON route, then the upstream answers it and nothing hangs', async () => {
    const params = new Proxy({} as Record<string, string>, { get: () => '1' });
    const routes = (Object.keys(ENDPOINTS) as EndpointName[]).filter(
      (name) =>
        ENDPOINTS[name].auth !== 'internal' &&
        ['POST', 'PATCH', 'PUT'].includes(ENDPOINTS[name].method),
    );
    expect(routes.length).toBeGreaterThan(10);
    const big = JSON.stringify({ text: 'မ'.repeat(350_000) });
    for (const name of routes) {
      const { method } = ENDPOINTS[name];
      const path = fillPath(name, params);
      const { answers, took } = await exchange(
        port,
        [
          head(
            `${method} ${path} HTTP/1.1`,
            'Host: site',
            'Content-Type: application/json',
            `Content-Length: ${Buffer.byteLength(big)}`,
          ),
          big,
          head('GET /api/get-info?after-big=1 HTTP/1.1', 'Host: site'),
        ],
        { expected: 2 },
      );
      expect(
        answers.map((a) => a.status),
        `${method} ${path}`,
      ).toEqual([413, 200]);
      expect(took, `${method} ${path}`).toBeLessThan(1_500);
    }
    await staysFast();
  });

  it('when headers arrive slowly, then the gateway answers 408 and closes after its time-out while others stay fast', async () => {
    const drip = ['GET /api/get-info?slow=1 HTTP/1.1\r\n', 'Host: site\r\n'];
    for (let i = 0; i < 20; i++) drip.push(`X-Slow-${i}: ${i}\r\n`);
    // Read on until the gateway closes (one request, two answers never come).
    const slow = exchange(port, drip, { expected: 2, requests: 1, pauseMs: 150, within: 4_000 });
    await sleep(200);
    await staysFast();
    const { answers, closed, took } = await slow;
    expect(answers.map((a) => a.status)).toEqual([408]);
    expect(closed).toBe(true);
    // headersTimeout 500 ms, checked every 100 ms.
    expect(took).toBeLessThan(1_500);
    expect(seenPaths()).not.toContain('/api/get-info?slow=1');
  });

  it('when a body arrives slowly, then the request is cut after its time-out while others stay fast', async () => {
    const parts = [
      head(
        'POST /api/send-feedback HTTP/1.1',
        'Host: site',
        'Content-Type: application/json',
        'Content-Length: 1000',
      ),
    ];
    for (let i = 0; i < 30; i++) parts.push('{');
    const slow = exchange(port, parts, { expected: 2, requests: 1, pauseMs: 100, within: 5_000 });
    await sleep(200);
    await staysFast();
    const { answers, closed, took } = await slow;
    // requestTimeout 1000 ms: Node answers 408 (or just closes if the answer had begun).
    expect(closed).toBe(true);
    expect(answers.map((a) => a.status)).toEqual([408]);
    expect(took).toBeLessThan(2_500);
    await staysFast();
  });

  it('when upstreams name their software, then no X-Powered-By reaches the client', async () => {
    const { answers } = await exchange(
      port,
      [
        head('GET /api/get-info HTTP/1.1', 'Host: site') +
          head('GET /api/push/public-key HTTP/1.1', 'Host: site') +
          head('GET /healthz HTTP/1.1', 'Host: site') +
          head('GET /api/internal/members/1 HTTP/1.1', 'Host: site'),
      ],
      { expected: 4 },
    );
    expect(answers).toHaveLength(4);
    for (const answer of answers) expect(answer.headers['x-powered-by']).toBeUndefined();
  });
});
