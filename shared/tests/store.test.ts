import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLimiter, createSharedStore, type SharedStore } from '../src/store/index.js';

const REDIS_URL = process.env.REDIS_URL;
const stores: SharedStore[] = [];
const open = (url: string | undefined, prefix = `test-${randomBytes(4).toString('hex')}:`) => {
  const store = createSharedStore({ url, prefix, name: 'test', warn: () => {} });
  stores.push(store);
  return store;
};
afterEach(async () => {
  vi.useRealTimers();
  await Promise.all(stores.splice(0).map((s) => s.close()));
});

const until = async (ok: () => boolean, ms = 3000) => {
  const end = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
};

describe('limits without Redis', () => {
  it('when one key goes over the limit, then it waits for the window while other keys pass', async () => {
    vi.useFakeTimers({ now: 0 });
    const limiter = createLimiter(open(undefined), 'feedback', { max: 2, windowMs: 60_000 });
    expect(await limiter.consume('a')).toBe(0);
    vi.advanceTimersByTime(1);
    expect(await limiter.consume('a')).toBe(0);
    vi.advanceTimersByTime(1);
    expect(await limiter.consume('a')).toBe(60);
    expect(await limiter.consume('b')).toBe(0);
    vi.advanceTimersByTime(59_999);
    expect(await limiter.consume('a')).toBe(0);
  });

  it('when failures are counted after a check, then the check refuses once they reach the limit, until reset', async () => {
    const limiter = createLimiter(open(undefined), 'login', { max: 2, windowMs: 60_000 });
    await limiter.hit('user:1');
    expect(await limiter.blockedFor('user:1')).toBe(0);
    await limiter.hit('user:1');
    expect(await limiter.blockedFor('user:1')).toBeGreaterThanOrEqual(59);
    await limiter.reset('user:1');
    expect(await limiter.blockedFor('user:1')).toBe(0);
  });
});

describe.skipIf(!REDIS_URL)('limits and messages through Redis', () => {
  it('when two instances count one key, then the limit holds for both together', async () => {
    const prefix = `test-${randomBytes(4).toString('hex')}:`;
    const [s1, s2] = [open(REDIS_URL, prefix), open(REDIS_URL, prefix)];
    expect(await s1.ready()).toBe(true);
    expect(await s2.ready()).toBe(true);
    const a = createLimiter(s1, 'login', { max: 3, windowMs: 60_000 });
    const b = createLimiter(s2, 'login', { max: 3, windowMs: 60_000 });
    expect(await a.consume('ip:1')).toBe(0);
    expect(await b.consume('ip:1')).toBe(0);
    expect(await a.consume('ip:1')).toBe(0);
    expect(await b.consume('ip:1')).toBeGreaterThan(0);
    expect(await a.consume('ip:1')).toBeGreaterThan(0);
    await b.hit('user:9');
    await b.hit('user:9');
    await b.hit('user:9');
    expect(await a.blockedFor('user:9')).toBeGreaterThan(0);
  });

  it('when one instance publishes, then every subscribed instance gets it', async () => {
    const prefix = `test-${randomBytes(4).toString('hex')}:`;
    const [pub, s1, s2] = [
      open(REDIS_URL, prefix),
      open(REDIS_URL, prefix),
      open(REDIS_URL, prefix),
    ];
    const got: string[] = [];
    s1.subscribe('content-version', (m) => got.push(`1:${m}`));
    s2.subscribe('content-version', (m) => got.push(`2:${m}`));
    await until(() => s1.listening() && s2.listening());
    expect(await pub.publish('content-version', 'v2')).toBe(true);
    await until(() => got.length === 2);
    expect(got.sort()).toEqual(['1:v2', '2:v2']);
  });
});

describe('when Redis is down', () => {
  it('then limits still count per instance and no call fails or hangs', async () => {
    // A port nothing listens on: connections are refused at once.
    const port = await new Promise<number>((resolve) => {
      const srv = net.createServer().listen(0, '127.0.0.1', () => {
        const p = (srv.address() as net.AddressInfo).port;
        srv.close(() => resolve(p));
      });
    });
    const store = open(`redis://127.0.0.1:${port}`);
    const limiter = createLimiter(store, 'login', { max: 2, windowMs: 60_000 });
    const started = Date.now();
    expect(await limiter.consume('ip:1')).toBe(0);
    expect(await limiter.consume('ip:1')).toBe(0);
    expect(await limiter.consume('ip:1')).toBeGreaterThan(0);
    expect(await store.publish('content-version', 'v3')).toBe(false);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
