// Issue 14 item 6: one request can be followed across processes. Through the whole stack (real
// Strapi, booking service and gateway), the request id a client or proxy sends (or the one the
// gateway makes) is in the gateway's, the booking service's and Strapi's log lines and is echoed.
import { createLogger, type Logger } from '@mystic/shared/log';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from './stack';

interface Line {
  service?: string;
  reqId?: string;
  method?: string;
  path?: string;
  status?: number;
  msg?: string;
}

/** A pino logger at info level whose JSON lines land in `lines`. */
function capture(service: string): { log: Logger; lines: Line[] } {
  const lines: Line[] = [];
  const log = createLogger(service, {
    level: 'info',
    destination: { write: (line: string) => void lines.push(JSON.parse(line) as Line) },
  });
  return { log, lines };
}

/** Waits (bounded) for a condition the answer's side effects make true. */
async function until<T>(find: () => T | undefined, what: string): Promise<T> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`never saw ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('request ids across the gateway, the booking service and Strapi', () => {
  let stack: Stack;
  const gateway = capture('gateway');
  const booking = capture('booking');
  const strapiLines: string[] = [];

  beforeAll(async () => {
    stack = await startStack({}, { gateway: gateway.log, booking: booking.log });
    // The test's Strapi logs warnings only; its request lines are what this test reads.
    stack.cms.strapi.log.level = 'http';
    stack.cms.strapi.log.on('data', (info: { message?: unknown }) =>
      strapiLines.push(String(info.message)),
    );
  }, 180_000);
  afterAll(async () => {
    await stack?.close();
  });

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`http://127.0.0.1:${stack.port}${path}`, {
      headers,
      signal: AbortSignal.timeout(5_000),
    });

  it('when a request to the booking service carries an X-Request-Id, then the gateway and the booking service log it and it is echoed', async () => {
    const id = 'trace-booking-0001';
    const res = await get('/api/auth/appointments/list', { 'X-Request-Id': id });
    expect(res.status).toBe(401);
    expect(res.headers.get('x-request-id')).toBe(id);

    const atGateway = await until(
      () => gateway.lines.find((l) => l.reqId === id),
      'the gateway line',
    );
    expect(atGateway).toMatchObject({
      service: 'gateway',
      method: 'GET',
      path: '/api/auth/appointments/list',
      status: 401,
    });
    const atBooking = await until(
      () => booking.lines.find((l) => l.reqId === id),
      'the booking service line',
    );
    expect(atBooking).toMatchObject({
      service: 'booking',
      path: '/api/auth/appointments/list',
      status: 401,
    });
  });

  it('when a request to Strapi carries an X-Request-Id, then Strapi logs it too', async () => {
    const id = 'trace-cms-00000002';
    const res = await get('/api/site-info', { 'X-Request-Id': id });
    expect(res.headers.get('x-request-id')).toBe(id);
    await until(() => gateway.lines.find((l) => l.reqId === id), 'the gateway line');
    const line = await until(
      () => strapiLines.find((l) => l.includes(`reqId=${id}`)),
      "Strapi's line",
    );
    expect(line).toContain('GET /api/site-info');
  });

  it('when a request has no id or a malformed one, then the gateway makes one, echoes it and sends it on', async () => {
    for (const sent of [undefined, 'no/slash/please', 'has spaces in it', 'x'.repeat(200)]) {
      const res = await get('/api/auth/appointments/list', sent ? { 'X-Request-Id': sent } : {});
      const id = res.headers.get('x-request-id') ?? '';
      expect(id).toMatch(UUID);
      await until(() => gateway.lines.find((l) => l.reqId === id), 'the gateway line');
      await until(() => booking.lines.find((l) => l.reqId === id), 'the booking service line');
    }
    // A malformed id never reaches a log.
    const all = [...gateway.lines, ...booking.lines].map((l) => l.reqId);
    expect(all).not.toContain('has spaces in it');
  });
});
