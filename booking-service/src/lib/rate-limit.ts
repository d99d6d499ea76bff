// Booking creation and payment limits, per member and per client address, counted in the store
// every instance shares (Redis when REDIS_URL is set; in memory otherwise, or while Redis is away),
// so a script cannot draw appointment numbers or send proofs without end.
import { errorBody } from '@mystic/shared';
import { createLimiter, type SharedStore } from '@mystic/shared/store';
import type { RequestHandler } from 'express';
import { memberId } from '../auth/middleware.js';

export interface PerMemberAndIp {
  member: number;
  ip: number;
  windowMs: number;
}

/**
 * Counts every request (after authentication) against the member and the address; over either
 * limit it answers 429 with Retry-After. The address is the socket's, or X-Forwarded-For from the
 * gateway when it is a trusted proxy (BOOKING_TRUST_PROXY, loopback by default). `name` keeps each route's counts apart.
 */
export function limitPerMemberAndIp(
  store: SharedStore,
  name: string,
  limit: PerMemberAndIp,
): RequestHandler {
  const byMember = createLimiter(store, `${name}:member`, {
    max: limit.member,
    windowMs: limit.windowMs,
  });
  const byIp = createLimiter(store, `${name}:ip`, { max: limit.ip, windowMs: limit.windowMs });
  return async (req, res, next) => {
    const member = String(memberId(req));
    const ip = req.ip ?? req.socket.remoteAddress ?? '';
    // The member first: a member over the limit does not use up the address's attempts.
    const wait = (await byMember.consume(member)) || (await byIp.consume(ip));
    if (wait > 0) {
      res
        .status(429)
        .set('Retry-After', String(wait))
        .set('Cache-Control', 'no-store')
        .json(errorBody(429, 'too_many_requests'));
      return;
    }
    next();
  };
}
