// With REDIS_URL, a content version the CMS publishes drops every gateway's cached answers at
// once, instead of at the next version check (at most once a second, or every 30 s while the
// gateway listens). Skipped without REDIS_URL; the multi-instance version is
// cms/tests/scale-out.test.ts.
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANNELS, createSharedStore, type SharedStore } from '@mystic/shared/store';
import { createGateway } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { close, listen, portOf } from './helpers.js';

const REDIS_URL = process.env.REDIS_URL;

describe.skipIf(!REDIS_URL)('gateway cache with published content versions', () => {
  // What the lists carry; the version route keeps saying 1, so only the message can tell.
  let version = 1;
  const cms = http.createServer((req, res) => {
    const body =
      req.url === '/api/content-version'
        ? { data: { version: 1 } }
        : { data: { version, url: req.url } };
    res.writeHead(200, {
      'content-type': 'application/json',
      'cache-control': req.url === '/api/content-version' ? 'no-store' : 'public, s-maxage=60',
    });
    res.end(JSON.stringify(body));
  });
  const prefix = `gw-test-${randomBytes(4).toString('hex')}:`;
  const stores: SharedStore[] = [];
  const open = () => {
    const s = createSharedStore({ url: REDIS_URL, prefix, name: 'test', warn: () => {} });
    stores.push(s);
    return s;
  };
  let gateways: ReturnType<typeof createGateway>[];
  let listeners: SharedStore[];

  beforeAll(async () => {
    await listen(cms);
    const config = loadConfig({
      CMS_URL: `http://127.0.0.1:${portOf(cms)}`,
      WEB_LOG_REQUESTS: 'false',
    });
    listeners = [open(), open()];
    gateways = listeners.map((store) => createGateway(config, store));
  });
  afterAll(async () => {
    await Promise.all(stores.map((s) => s.close()));
    await close(cms);
  });

  it('when the CMS publishes a new version, then both gateways answer fresh at once', async () => {
    for (const g of gateways) await request(g).get('/api/zodiacs-list');
    const deadline = Date.now() + 3000;
    while (!listeners.every((s) => s.listening()) && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 10));
    }
    for (const g of gateways) {
      const hit = await request(g).get('/api/zodiacs-list');
      expect([hit.headers['x-cache'], hit.body.data.version]).toEqual(['HIT', 1]);
    }

    version = 2;
    const publisher = open();
    expect(await publisher.ready()).toBe(true);
    expect(await publisher.publish(CHANNELS.contentVersion, '2')).toBe(true);

    // The message: the version checks still report 1.
    const fresh = async () =>
      (await Promise.all(gateways.map((g) => request(g).get('/api/zodiacs-list')))).every(
        (a) => a.body.data.version === 2,
      );
    const start = Date.now();
    while (!(await fresh())) {
      expect(Date.now() - start).toBeLessThan(500);
      await new Promise((r) => setTimeout(r, 10));
    }
  });
});
