// Issue 37: the booking service reads at most 100 kB of JSON or form body (its forms need a few
// kB), answering 413 with the coded message, declared or chunked, before any route's work; and
// the CMS's notice of a changed login e-mail goes to the old address.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { MESSAGES } from '@mystic/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS } from './support/db.js';
import { ADMIN_TOKEN, startHarness, type Harness } from './support/harness.js';

describe.each(DB_KINDS)('body limit on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(kind);
  });
  afterAll(async () => {
    await h?.close();
  });

  /** POSTs `body` to `path`, chunked (no Content-Length) when asked. */
  const post = (route: string, body: string, headers: Record<string, string>, chunked = false) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const url = new URL(route, h.url);
      const req = http.request(
        url,
        {
          method: 'POST',
          agent: false,
          headers: {
            ...headers,
            ...(chunked ? {} : { 'content-length': String(Buffer.byteLength(body)) }),
          },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (c: string) => (text += c));
          res.on('end', () => resolve({ status: res.statusCode!, body: text }));
        },
      );
      req.on('error', reject);
      if (!chunked) return void req.end(body);
      for (let i = 0; i < body.length; i += 16_384) req.write(body.slice(i, i + 16_384));
      req.end();
    });

  it.each([
    ['application/json', (s: string) => JSON.stringify({ desc: s })],
    ['application/x-www-form-urlencoded', (s: string) => `desc=${encodeURIComponent(s)}`],
  ])(
    'when a %s body over 100 kB is sent, declared or chunked, then 413 with the coded message',
    async (type, encode) => {
      const token = await h.token(1);
      // 40,000 Burmese characters: 120 kB in UTF-8.
      const body = encode('ေမာင္ '.repeat(8_000));
      for (const chunked of [false, true]) {
        const res = await post(
          '/api/auth/appointments/store',
          body,
          { 'content-type': type, authorization: `Bearer ${token}` },
          chunked,
        );
        expect(res.status, `chunked: ${chunked}`).toBe(413);
        expect(JSON.parse(res.body)).toEqual({
          code: 'request_too_large',
          message: MESSAGES.requestTooLarge,
        });
      }
    },
  );

  it('when the CMS reports a changed login e-mail, then the old address gets the notice with the new one in part', async () => {
    const res = await post(
      '/api/booking/admin/mail/email-changed',
      JSON.stringify({ to: 'old@example.com', newEmail: 'new.name@example.org', name: 'Mya' }),
      { 'content-type': 'application/json', authorization: `Bearer ${ADMIN_TOKEN}` },
    );
    expect(res.status).toBe(202);
    await h.booking.ctx.background.idle();
    const mails = fs
      .readdirSync(h.mailDir)
      .filter((f) => f.endsWith('-email_changed.eml'))
      .map((f) => fs.readFileSync(path.join(h.mailDir, f), 'utf8').replace(/=\r?\n/g, ''));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('To: old@example.com');
    expect(mails[0]).toContain('n***@example.org');
    expect(mails[0]).not.toContain('new.name@');
    const anonymous = await post(
      '/api/booking/admin/mail/email-changed',
      JSON.stringify({ to: 'old@example.com', newEmail: 'x@example.org' }),
      { 'content-type': 'application/json' },
    );
    expect(anonymous.status).toBe(401);
  });
});
