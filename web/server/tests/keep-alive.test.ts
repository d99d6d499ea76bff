import http from 'node:http';
import net from 'node:net';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { createGateway } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { close, listen, portOf, serve, within } from './helpers.js';

const OK = 'HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 11\r\n';

/**
 * A raw upstream that keeps connections alive and answers each request `{"ok":true}`. `onReuse`
 * decides what happens to a second request on one connection; `idleCloseMs` closes idle
 * connections the way Node's keepAliveTimeout does, and `hint` announces it.
 */
function keepAliveUpstream(opts: {
  onReuse: 'answer' | 'reset';
  idleCloseMs?: number;
  hint?: string;
}) {
  const seen: string[] = [];
  const closedBy: string[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    let served = 0;
    let buffered = '';
    let idle: NodeJS.Timeout | undefined;
    const armIdle = () => {
      if (!opts.idleCloseMs) return;
      idle = setTimeout(() => {
        closedBy.push('upstream');
        socket.end();
      }, opts.idleCloseMs);
    };
    socket.on('end', () => {
      clearTimeout(idle);
      if (!closedBy.length) closedBy.push('gateway');
      socket.end();
    });
    socket.on('error', () => undefined);
    socket.on('data', (chunk: Buffer) => {
      buffered += chunk.toString('latin1');
      let end: number;
      while ((end = buffered.indexOf('\r\n\r\n')) >= 0) {
        const head = buffered.slice(0, end);
        buffered = buffered.slice(end + 4);
        clearTimeout(idle);
        seen.push(head.split(' ')[1]!);
        if (served > 0 && opts.onReuse === 'reset') {
          // What a reused socket looks like when the upstream closed it as the request went out.
          socket.resetAndDestroy();
          return;
        }
        served++;
        socket.write(`${OK}${opts.hint ? `Keep-Alive: ${opts.hint}\r\n` : ''}\r\n{"ok":true}`);
        armIdle();
      }
    });
  });
  return new Promise<{ port: number; seen: string[]; closedBy: string[]; stop: () => void }>(
    (resolve) =>
      server.listen(0, '127.0.0.1', () =>
        resolve({
          port: (server.address() as net.AddressInfo).port,
          seen,
          closedBy,
          stop: () => {
            for (const s of sockets) s.destroy();
            server.close();
          },
        }),
      ),
  );
}

const gateway = (port: number) =>
  createGateway(
    loadConfig({
      CMS_URL: `http://127.0.0.1:${port}`,
      BOOKING_URL: `http://127.0.0.1:${port}`,
      WEB_LOG_REQUESTS: 'false',
      WEB_CACHE_TTL_MS: '0',
    }),
  );

let stop: (() => void) | undefined;
afterEach(() => stop?.());

describe('gateway keep-alive connections to an upstream', () => {
  it('when a reused connection turns out closed by the upstream, then a GET is retried once on a new one and answers 200', async () => {
    const upstream = await keepAliveUpstream({ onReuse: 'reset' });
    stop = upstream.stop;
    const app = gateway(upstream.port);
    const first = await request(app).get('/api/posts-list/a-post');
    expect(first.status).toBe(200);
    // The same pooled connection again: the upstream drops it without a byte, as in the race.
    for (const path of ['/api/posts-list/b-post', '/api/popular-posts']) {
      const res = await request(app).get(path);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ ok: true });
    }
    // Each failed attempt reached no application, and each was asked again exactly once.
    expect(upstream.seen.filter((p) => p === '/api/popular-posts').length).toBeLessThanOrEqual(2);
  });

  it('when a POST follows on a pooled upstream, then it goes on a connection of its own and is sent once', async () => {
    // The upstream drops every reused connection: a POST sent on one would fail, and may not be
    // sent twice. Requests with a body never take a pooled connection (see proxy.ts, issue 37).
    const upstream = await keepAliveUpstream({ onReuse: 'reset' });
    stop = upstream.stop;
    const app = gateway(upstream.port);
    await request(app).get('/api/auth/appointments/bookings/full-days');
    const res = await request(app).post('/api/auth/appointments').send({ a: 1 });
    expect(res.status).toBe(200);
    expect(upstream.seen.filter((p) => p === '/api/auth/appointments')).toHaveLength(1);
  });

  it('when the upstream announces how long it keeps idle connections, then the gateway closes them first', async () => {
    // Node closes an idle server connection after keepAliveTimeout; were the upstream to close
    // first, a request sent at that moment would meet a dead socket (502 before any byte).
    const upstream = await keepAliveUpstream({
      onReuse: 'answer',
      idleCloseMs: 2_000,
      hint: 'timeout=2',
    });
    stop = upstream.stop;
    const res = await request(gateway(upstream.port)).get('/api/posts-list/a-post');
    expect(res.status).toBe(200);
    await within(
      (async () => {
        while (!upstream.closedBy.length) await new Promise((r) => setTimeout(r, 50));
      })(),
      5_000,
      'the idle connection was never closed',
    );
    expect(upstream.closedBy[0]).toBe('gateway');
  });
});

describe('gateway connections to a client when the upstream stops reading its body', () => {
  it('when the upstream breaks off in the middle of an upload, then the next request on the same client connection still answers', async () => {
    const upstream = await listen(
      http.createServer((req, res) => {
        if (req.method === 'POST') {
          // The upstream goes away (a crash, a restart) before it has read the body.
          req.socket.destroy();
          return;
        }
        res.setHeader('content-type', 'application/json');
        res.end('{"ok":true}');
      }),
    );
    const front = await serve(gateway(portOf(upstream)));
    stop = () => {
      void close(front);
      void close(upstream);
    };
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const send = (method: string, path: string, body?: string[]) =>
      within(
        new Promise<{ status: number }>((resolve, reject) => {
          const req = http.request(
            { host: '127.0.0.1', port: portOf(front), method, path, agent },
            (res) => {
              res.resume();
              res.on('end', () => resolve({ status: res.statusCode! }));
            },
          );
          req.on('error', reject);
          const parts = [...(body ?? [])];
          const next = () => {
            while (parts.length)
              if (!req.write(parts.shift()!)) return void req.once('drain', next);
            req.end();
          };
          next();
        }),
        5_000,
        `no answer to ${method} ${path} within 5 s`,
      );
    try {
      const big = Array.from({ length: 48 }, () => 'a'.repeat(65_536));
      expect((await send('POST', '/api/register', big)).status).toBe(502);
      expect((await send('GET', '/api/posts-list/a-post')).status).toBe(200);
    } finally {
      agent.destroy();
    }
  });
});
