import type { Request, Response } from 'express';
import http from 'node:http';
import { pathOf } from '@mystic/shared';

export interface UpstreamHealth {
  ok: boolean;
  status?: number;
  ms: number;
  error?: string;
}

/** Asks one upstream's health route, giving up after `timeoutMs`. */
export function probe(url: URL, timeoutMs: number): Promise<UpstreamHealth> {
  const started = Date.now();
  return new Promise((resolve) => {
    const req = http.get(url, { timeout: timeoutMs }, (res) => {
      res.resume();
      const status = res.statusCode ?? 0;
      resolve({ ok: status >= 200 && status < 300, status, ms: Date.now() - started });
    });
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', (err) => resolve({ ok: false, ms: Date.now() - started, error: err.message }));
  });
}

/** `GET /healthz`: each upstream's state; 200 when all answer, 503 otherwise. */
export function healthz(cmsUrl: URL, bookingUrl: URL, timeoutMs = 1_500) {
  return async (_req: Request, res: Response) => {
    const [cms, booking] = await Promise.all([
      probe(new URL('/_health', cmsUrl), timeoutMs),
      probe(new URL(pathOf('bookingHealth'), bookingUrl), timeoutMs),
    ]);
    const ok = cms.ok && booking.ok;
    res
      .status(ok ? 200 : 503)
      .set('Cache-Control', 'no-store')
      .json({ status: ok ? 'ok' : 'degraded', upstreams: { cms, booking } });
  };
}
