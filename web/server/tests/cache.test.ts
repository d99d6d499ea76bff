import http from 'node:http';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { close, deferred, listen, portOf, serve, sleep, within } from './helpers.js';

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

/**
 * A stand-in CMS: public answers with max-age that report the content version they were asked
 * under, a content version the test can bump, per-URL special answers, and gates that hold an
 * answer until the test opens them.
 */
function fakeCms() {
  const state = {
    version: 1,
    hits: new Map<string, number>(),
    headers: new Map<string, http.IncomingHttpHeaders>(),
    special: new Map<string, Handler>(),
    gates: new Map<string, Promise<void>>(),
  };
  const server = http.createServer(async (req, res) => {
    const url = req.url ?? '/';
    if (url === '/api/content-version') {
      res
        .writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' })
        .end(JSON.stringify({ data: { version: state.version } }));
      return;
    }
    state.hits.set(url, (state.hits.get(url) ?? 0) + 1);
    state.headers.set(url, req.headers);
    const special = state.special.get(url);
    if (special) return special(req, res);
    const version = state.version;
    await (state.gates.get(url) ?? sleep(20));
    res.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'public, max-age=0, must-revalidate, s-maxage=60',
      etag: `"v${version}"`,
      vary: 'Accept-Encoding',
      'x-content-source': 'cms',
    });
    res.end(JSON.stringify({ data: { url, version, padding: 'p'.repeat(4000) } }));
  });
  return { state, server };
}

const json = (status: number, headers: http.OutgoingHttpHeaders, body: unknown): Handler => {
  return (_req, res) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
  };
};

describe('gateway cache of public CMS answers', () => {
  const cms = fakeCms();
  let app: ReturnType<typeof createGateway>;
  const env = () => ({
    CMS_URL: `http://127.0.0.1:${portOf(cms.server)}`,
    WEB_LOG_REQUESTS: 'false',
  });
  beforeAll(async () => {
    await listen(cms.server);
    app = createGateway(loadConfig(env()));
  });
  afterAll(() => close(cms.server));

  it('when many visitors ask the same list at once, then the CMS is asked once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => request(app).get('/api/packages-list?page=1')),
    );
    expect(
      answers.every((a) => a.status === 200 && a.body.data.url === '/api/packages-list?page=1'),
    ).toBe(true);
    expect(cms.state.hits.get('/api/packages-list?page=1')).toBe(1);
    const again = await request(app).get('/api/packages-list?page=1');
    expect(again.headers['x-cache']).toBe('HIT');
    expect(again.headers['x-content-source']).toBe('cms');
    // The gateway keeps it (s-maxage); the browser is told to revalidate every time.
    expect(again.headers['cache-control']).toBe('public, max-age=0, must-revalidate, s-maxage=60');
  });

  it('when the browser already has the answer, then it gets 304', async () => {
    const first = await request(app).get('/api/zodiacs-list');
    const res = await request(app)
      .get('/api/zodiacs-list')
      .set('If-None-Match', first.headers.etag!);
    expect(res.status).toBe(304);
  });

  it('when the client accepts brotli, then the cached answer is sent compressed', async () => {
    const res = await request(app).get('/api/get-info').set('Accept-Encoding', 'br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.body.data.url).toBe('/api/get-info');
  });

  it('when a member token is sent or a view is counted, then the CMS answers every time', async () => {
    await request(app).get('/api/categories-list').set('Authorization', 'Bearer x');
    await request(app).get('/api/categories-list').set('Authorization', 'Bearer x');
    expect(cms.state.hits.get('/api/categories-list')).toBe(2);
    await request(app).post('/api/posts-list/a-post/view');
    await request(app).post('/api/posts-list/a-post/view');
    expect(cms.state.hits.get('/api/posts-list/a-post/view')).toBe(2);
  });

  it('when a post page is read twice, then the CMS is asked once (views come by beacon)', async () => {
    const first = await request(app).get('/api/posts-list/a-post');
    const second = await request(app).get('/api/posts-list/a-post');
    expect(second.body).toEqual(first.body);
    expect(second.headers['x-cache']).toBe('HIT');
    expect(cms.state.hits.get('/api/posts-list/a-post')).toBe(1);
  });

  it("when the cache asks the CMS, then the client's request headers go along", async () => {
    await request(app)
      .get('/api/categories-list?locale=my')
      .set('Accept-Language', 'my')
      .set('User-Agent', 'reader-test')
      .set('X-Request-Id', 'req-1')
      .set('If-None-Match', '"old"')
      .set('X-Forwarded-For', '6.6.6.6');
    const seen = cms.state.headers.get('/api/categories-list?locale=my')!;
    expect(seen['accept-language']).toBe('my');
    expect(seen['user-agent']).toBe('reader-test');
    expect(seen['x-request-id']).toBe('req-1');
    expect(seen['x-forwarded-for']).toMatch(/127\.0\.0\.1/);
    expect(seen['x-forwarded-for']).not.toContain('6.6.6.6');
    // The cache asks for the whole answer and judges the client's condition itself.
    expect(seen['if-none-match']).toBeUndefined();
  });

  it('when the CMS rate-limits a cached route, then the 429 keeps its Retry-After and is not kept', async () => {
    cms.state.special.set(
      '/api/banks-list',
      json(429, { 'retry-after': '30', 'cache-control': 'no-store' }, { message: 'Too many.' }),
    );
    for (let i = 0; i < 2; i++) {
      const res = await request(app).get('/api/banks-list');
      expect(res.status).toBe(429);
      expect(res.headers['retry-after']).toBe('30');
      expect(res.body).toEqual({ message: 'Too many.' });
    }
    expect(cms.state.hits.get('/api/banks-list')).toBe(2);
  });

  it('when the CMS redirects, then Location and Set-Cookie reach the client', async () => {
    const redirect = json(
      302,
      { location: 'https://accounts.google.com/o/oauth2?x=1', 'set-cookie': 'state=abc; HttpOnly' },
      {},
    );
    cms.state.special.set('/api/auth/google/redirect', redirect);
    cms.state.special.set('/api/get-info?locale=en', redirect);
    for (const path of ['/api/auth/google/redirect', '/api/get-info?locale=en']) {
      const res = await request(app).get(path).redirects(0);
      expect(res.status, path).toBe(302);
      expect(res.headers.location, path).toBe('https://accounts.google.com/o/oauth2?x=1');
      expect(res.headers['set-cookie'], path).toEqual(['state=abc; HttpOnly']);
    }
  });

  it('when a route is not cached or its answer is not cacheable, then the answer streams', async () => {
    const server = await serve(app);
    try {
      for (const path of ['/api/posts-list/streamed-post', '/api/popular-posts?locale=my']) {
        const release = deferred();
        cms.state.special.set(path, (_req, res) => {
          res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-cache' });
          res.write('{"part":"first",');
          void release.promise.then(() => res.end('"rest":"later"}'));
        });
        const body = deferred<string>();
        const firstChunk = deferred<string>();
        http.get(`http://127.0.0.1:${portOf(server)}${path}`, (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (c: string) => {
            text += c;
            firstChunk.resolve(text);
          });
          res.on('end', () => body.resolve(text));
        });
        // The first part arrives while the CMS is still answering: nothing waits for the end.
        expect(await within(firstChunk.promise, 2000, `${path} was buffered`)).toBe(
          '{"part":"first",',
        );
        release.resolve();
        expect(JSON.parse(await body.promise)).toEqual({ part: 'first', rest: 'later' });
      }
    } finally {
      await close(server);
    }
  });

  it('when a cacheable answer is over a megabyte, then it arrives whole and is not kept', async () => {
    const big = { data: { padding: 'b'.repeat(1_500_000) } };
    cms.state.special.set(
      '/api/posts-list?page_size=99',
      json(200, { 'cache-control': 'public, max-age=60' }, big),
    );
    for (let i = 0; i < 2; i++) {
      const res = await request(app).get('/api/posts-list?page_size=99');
      expect(res.status).toBe(200);
      expect(res.body).toEqual(big);
    }
    expect(cms.state.hits.get('/api/posts-list?page_size=99')).toBe(2);
  });

  it('when a cached route stalls, then every waiting visitor gets 504 within the time-out', async () => {
    const slow = createGateway(loadConfig({ ...env(), UPSTREAM_TIMEOUT_MS: '200' }));
    cms.state.special.set('/api/weekdays-list', () => undefined);
    const started = Date.now();
    const answers = await Promise.all([1, 2, 3].map(() => request(slow).get('/api/weekdays-list')));
    expect(Date.now() - started).toBeLessThan(1500);
    for (const res of answers) {
      expect(res.status).toBe(504);
      expect(res.body.message).toEqual(expect.any(String));
    }
    expect(cms.state.hits.get('/api/weekdays-list')).toBe(1);
  });

  it('when junk query parameters are added, then they share one entry and never reach the CMS', async () => {
    // Issue 37: 300 junk URLs added 41 MB. Only the parameters the endpoint reads make the key,
    // in a fixed order; the CMS is asked that one URL.
    const urls = [
      '/api/posts-list?page=2&sort=latest',
      '/api/posts-list?utm_source=x&sort=latest&page=2',
      '/api/posts-list?sort=latest&page=2&junk=1',
      '/api/posts-list?page=2&sort=latest&junk=2&junk=3',
    ];
    for (const url of urls) {
      const res = await request(app).get(url);
      expect(res.status, url).toBe(200);
      expect(res.body.data.url, url).toBe('/api/posts-list?page=2&sort=latest');
    }
    expect(cms.state.hits.get('/api/posts-list?page=2&sort=latest')).toBe(1);
    expect([...cms.state.hits.keys()].filter((u) => /junk|utm/.test(u))).toEqual([]);
    // A known parameter given twice, or not as its schema says, is asked as it is and not kept.
    for (const url of ['/api/posts-list?page=3&page=4', '/api/posts-list?page=abc']) {
      await request(app).get(url);
      await request(app).get(url);
      expect(cms.state.hits.get(url), url).toBe(2);
    }
  });

  it('when the cache is over its byte cap, then the least recently used entries go first', async () => {
    // Each answer is about 4 kB: five fit in 24 kB with their headers, not six.
    const small = createGateway(loadConfig({ ...env(), WEB_CACHE_MAX_BYTES: '24000' }));
    const url = (n: number) => `/api/packages-list?page=${n}&locale=my`;
    for (let n = 1; n <= 5; n++) await request(small).get(url(n));
    // Page 1 is used again, so page 2 is now the least recent; page 6 pushes it out.
    expect((await request(small).get(url(1))).headers['x-cache']).toBe('HIT');
    await request(small).get(url(6));
    expect((await request(small).get(url(1))).headers['x-cache']).toBe('HIT');
    expect((await request(small).get(url(6))).headers['x-cache']).toBe('HIT');
    expect((await request(small).get(url(2))).headers['x-cache']).toBe('MISS');
  });

  it('when the content changes in the CMS, then the next request after the check gets it', async () => {
    await request(app).get('/api/popular-posts');
    await request(app).get('/api/popular-posts');
    expect(cms.state.hits.get('/api/popular-posts')).toBe(1);
    cms.state.version = 2;
    // The version is asked at most once a second; the request that asks it waits for the answer.
    await sleep(1100);
    const res = await request(app).get('/api/popular-posts');
    expect(res.body.data.version).toBe(2);
    expect(cms.state.hits.get('/api/popular-posts')).toBe(2);
  });

  it('when an answer asked before an edit arrives after the cache was dropped, then it is not kept', async () => {
    cms.state.version = 10;
    await sleep(1100);
    const gate = deferred();
    cms.state.gates.set('/api/packages-all', gate.promise);
    // Asked under version 10; the CMS holds the answer.
    const before = request(app)
      .get('/api/packages-all')
      .then((r) => r);
    while (!cms.state.hits.get('/api/packages-all')) await sleep(10);

    // The reader edits; the next version check drops the cache.
    cms.state.version = 11;
    await sleep(1100);
    await request(app).get('/api/genders-list');

    gate.resolve();
    expect((await before).body.data.version).toBe(10);
    const after = await request(app).get('/api/packages-all');
    expect(after.headers['x-cache']).toBe('MISS');
    expect(after.body.data.version).toBe(11);
    expect(cms.state.hits.get('/api/packages-all')).toBe(2);
  });
});
