// The CMS's connections as the gateway uses them: kept alive, and never left unusable by a bad
// request before the next one (issue 14).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { MESSAGES } from '@mystic/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStrapi, type TestStrapi } from './strapi';

let app: TestStrapi;
let port: number;
beforeAll(async () => {
  app = await startStrapi({ CMS_SEED: 'false', MEMBER_REGISTER_IP_MAX: '1000' });
  await new Promise<void>((resolve) => app.server.listen(0, '127.0.0.1', () => resolve()));
  port = (app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await app?.close();
});

interface Answer {
  status: number;
  connection: string | undefined;
  body: string;
}

/**
 * One POST on `agent`; `body` is sent as it is, or chunked (no Content-Length) when an array.
 * Rejects when no answer comes within 5 s.
 */
function post(agent: http.Agent, path: string, body: string | string[]): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path,
        agent,
        headers: { 'content-type': 'application/json' },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () =>
          resolve({ status: res.statusCode!, connection: res.headers.connection, body: text }),
        );
      },
    );
    req.setTimeout(5_000, () => {
      req.destroy();
      reject(new Error(`no answer to POST ${path} within 5 s`));
    });
    req.on('error', (err) => reject(err));
    if (typeof body === 'string') {
      req.end(body);
      return;
    }
    // Written as fast as the socket takes it; the server may stop reading part way.
    const parts = [...body];
    const next = () => {
      while (parts.length) if (!req.write(parts.shift()!)) return void req.once('drain', next);
      req.end();
    };
    req.on('error', () => undefined);
    next();
  });
}

describe('CMS connections kept alive by the gateway', () => {
  it('when a JSON body over the size limit is answered 413 part way, then the next request on that connection still answers', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      // About 3 MB without a declared length: the body parser gives up after its 1 MB limit.
      const chunks = [
        '{"username":"',
        ...Array.from({ length: 48 }, () => 'a'.repeat(65_536)),
        '"}',
      ];
      const tooLarge = await post(agent, '/api/register', chunks);
      expect(tooLarge.status).toBe(413);
      // The project's own coded message (Burmese on the client), not the parser's text.
      expect(JSON.parse(tooLarge.body)).toEqual({
        code: 'request_too_large',
        message: MESSAGES.requestTooLarge,
      });
      // A deeply nested body, as in the corpus: alone it answers 422 at once.
      const nested = '{"username":' + '{"a":'.repeat(200) + '1' + '}'.repeat(200) + '}';
      const next = await post(agent, '/api/register', nested);
      expect(next.status).toBe(422);
      expect(JSON.parse(next.body)).toEqual(
        expect.objectContaining({ message: expect.any(String), errors: expect.any(Object) }),
      );
    } finally {
      agent.destroy();
    }
  });

  it("when a JSON body does not parse, then the answer is a coded 400 saying so, not the parser's English", async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      for (const path of ['/api/login', '/api/register', '/api/send-feedback']) {
        const answer = await post(agent, path, '{"username": "thiri", "password": ');
        expect(answer.status, path).toBe(400);
        expect(JSON.parse(answer.body), path).toEqual({
          code: 'json_invalid',
          message: MESSAGES.jsonInvalid,
        });
      }
    } finally {
      agent.destroy();
    }
  });

  it('when idle, then a connection is kept longer than the gateway keeps its own (4 s)', () => {
    expect(app.server.keepAliveTimeout).toBeGreaterThan(4_000);
    expect(app.server.headersTimeout).toBeGreaterThan(app.server.keepAliveTimeout);
  });
});
