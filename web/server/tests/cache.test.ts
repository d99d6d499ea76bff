import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway } from '../src/app.js';
import { loadConfig } from '../src/config.js';

/** A stand-in CMS: public answers with max-age, and a content version the test can bump. */
function fakeCms() {
  const state = { version: 1, hits: new Map<string, number>() };
  const server = http.createServer((req, res) => {
    const url = req.url ?? '/';
    if (url === '/api/content-version') {
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ data: { version: state.version } }));
      return;
    }
    state.hits.set(url, (state.hits.get(url) ?? 0) + 1);
    setTimeout(() => {
      res.writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        'cache-control': 'public, max-age=60, stale-while-revalidate=300',
        etag: `"v${state.version}"`,
      });
      res.end(JSON.stringify({ data: { url, version: state.version, padding: 'p'.repeat(4000) } }));
    }, 20);
  });
  return { state, server };
}

describe('gateway cache of public CMS answers', () => {
  const cms = fakeCms();
  let app: ReturnType<typeof createGateway>;
  beforeAll(async () => {
    await new Promise<void>((r) => cms.server.listen(0, '127.0.0.1', () => r()));
    const port = (cms.server.address() as AddressInfo).port;
    app = createGateway(
      loadConfig({ CMS_URL: `http://127.0.0.1:${port}`, WEB_LOG_REQUESTS: 'false' }),
    );
  });
  afterAll(() => {
    cms.server.close();
  });

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

  it('when a member token is sent or a post page is read, then the CMS answers every time', async () => {
    await request(app).get('/api/categories-list').set('Authorization', 'Bearer x');
    await request(app).get('/api/categories-list').set('Authorization', 'Bearer x');
    expect(cms.state.hits.get('/api/categories-list')).toBe(2);
    await request(app).get('/api/posts-list/a-post');
    await request(app).get('/api/posts-list/a-post');
    expect(cms.state.hits.get('/api/posts-list/a-post')).toBe(2);
  });

  it('when the content changes in the CMS, then cached answers are dropped', async () => {
    await request(app).get('/api/popular-posts');
    await request(app).get('/api/popular-posts');
    expect(cms.state.hits.get('/api/popular-posts')).toBe(1);
    cms.state.version = 2;
    // The version is asked at most once a second; after that the next request refetches.
    await new Promise((r) => setTimeout(r, 1100));
    await request(app).get('/api/popular-posts');
    await new Promise((r) => setTimeout(r, 100));
    const res = await request(app).get('/api/popular-posts');
    expect(res.body.data.version).toBe(2);
    expect(cms.state.hits.get('/api/popular-posts')).toBe(2);
  });
});
