import { spawn } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createGateway } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { close, deferred, listen, portOf, serve, within } from './helpers.js';

const gateway = (cmsPort: number, env: Record<string, string> = {}) =>
  createGateway(
    loadConfig({
      CMS_URL: `http://127.0.0.1:${cmsPort}`,
      BOOKING_URL: `http://127.0.0.1:${cmsPort}`,
      WEB_LOG_REQUESTS: 'false',
      ...env,
    }),
  );

/**
 * A port whose connections never complete: another process listens with a backlog of one and
 * is stopped, so it accepts nothing; once its queue is full the kernel drops further SYNs.
 */
async function unansweredPort() {
  const child = spawn(
    process.execPath,
    [
      '-e',
      "const s = require('net').createServer().listen({ port: 0, host: '127.0.0.1', backlog: 1 }," +
        " () => process.stdout.write(s.address().port + '\\n'));",
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const port = await new Promise<number>((resolve) =>
    child.stdout.once('data', (d: Buffer) => resolve(Number(String(d).trim()))),
  );
  process.kill(child.pid!, 'SIGSTOP');
  const fillers = Array.from({ length: 3 }, () =>
    net.connect(port, '127.0.0.1').on('error', () => undefined),
  );
  // The first two complete into the full queue; the third stays unanswered.
  await new Promise((r) => setTimeout(r, 100));
  return {
    port,
    stop() {
      for (const f of fillers) f.destroy();
      child.kill('SIGKILL');
    },
  };
}

describe('gateway when an upstream misbehaves', () => {
  it('when the upstream does not accept the connection, then 503 JSON after the connect time-out', async () => {
    const blackhole = await unansweredPort();
    try {
      const app = gateway(blackhole.port, { UPSTREAM_CONNECT_TIMEOUT_MS: '200' });
      const started = Date.now();
      const res = await request(app).get('/api/posts-list/a-post');
      const took = Date.now() - started;
      expect(res.status).toBe(503);
      expect(res.headers['content-type']).toMatch(/json/);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body.message).toEqual(expect.any(String));
      expect(res.body.code).toBe('service_unavailable');
      expect(took).toBeGreaterThanOrEqual(150);
      // undici checks connect and body time-outs on a timer of about a second's resolution.
      expect(took).toBeLessThan(3000);
    } finally {
      blackhole.stop();
    }
  });

  it('when the upstream accepts but stays silent, then 504 JSON after the answer time-out', async () => {
    const silent = await listen(http.createServer(() => undefined));
    try {
      const app = gateway(portOf(silent), { UPSTREAM_TIMEOUT_MS: '200' });
      const started = Date.now();
      const res = await request(app).post('/api/login').send({ email: 'a@b.c', password: 'x' });
      const took = Date.now() - started;
      expect(res.status).toBe(504);
      expect(res.headers['content-type']).toMatch(/json/);
      expect(res.body.message).toEqual(expect.any(String));
      expect(res.body.code).toBe('service_too_slow');
      expect(took).toBeGreaterThanOrEqual(150);
      expect(took).toBeLessThan(1500);
    } finally {
      await close(silent);
    }
  });

  it('when the upstream stalls in the middle of an answer, then the connection is cut after the time-out', async () => {
    const stalling = await listen(
      http.createServer((_req, res) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.write('{"partial":');
      }),
    );
    const server = await serve(gateway(portOf(stalling), { UPSTREAM_TIMEOUT_MS: '200' }));
    try {
      const started = Date.now();
      const outcome = await within(
        new Promise<{ status?: number; complete: boolean }>((resolve) => {
          http
            .get(`http://127.0.0.1:${portOf(server)}/api/posts-list/slow-post`, (res) => {
              res.resume();
              res.on('close', () => resolve({ status: res.statusCode, complete: res.complete }));
            })
            .on('error', () => resolve({ complete: false }));
        }),
        5000,
        'the stalled answer was never cut',
      );
      expect(outcome).toEqual({ status: 200, complete: false });
      // undici checks connect and body time-outs on a timer of about a second's resolution.
      expect(Date.now() - started).toBeLessThan(3000);
    } finally {
      await close(server);
      await close(stalling);
    }
  });

  it('when a multipart upload is sent slowly, then the upstream gets its first bytes before the client ends', async () => {
    const firstBytes = deferred();
    let received = 0;
    const cms = await listen(
      http.createServer((req, res) => {
        req.on('data', (c: Buffer) => {
          received += c.length;
          firstBytes.resolve();
        });
        req.on('end', () => {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ received }));
        });
      }),
    );
    const server = await serve(gateway(portOf(cms)));
    try {
      const boundary = 'mystic-boundary';
      const head = Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\n` +
          'Content-Type: image/png\r\n\r\n',
      );
      const part = Buffer.alloc(64 * 1024, 7);
      const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
      const answer = deferred<{ status?: number; body: string }>();
      const upload = http.request(
        `http://127.0.0.1:${portOf(server)}/api/auth/users/avatar/upload`,
        {
          method: 'POST',
          headers: {
            'content-type': `multipart/form-data; boundary=${boundary}`,
            'content-length': head.length + 2 * part.length + tail.length,
          },
        },
        (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (c: string) => (body += c));
          res.on('end', () => answer.resolve({ status: res.statusCode, body }));
        },
      );
      upload.write(head);
      upload.write(part);
      // The rest is only sent once the CMS has seen the start: a buffering gateway never gets here.
      await within(firstBytes.promise, 2000, 'the gateway held the upload back');
      expect(received).toBeLessThan(head.length + 2 * part.length + tail.length);
      upload.write(part);
      upload.end(tail);
      const res = await answer.promise;
      expect(res.status).toBe(200);
      expect(JSON.parse(res.body)).toEqual({
        received: head.length + 2 * part.length + tail.length,
      });
    } finally {
      await close(server);
      await close(cms);
    }
  });
});
