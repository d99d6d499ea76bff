// Booking creation and payment limits, per member and per client address: the CMS's fixed-window
// counter (shared), so a script cannot draw appointment numbers or send proofs without end.
import { FixedWindowLimiter, MESSAGES } from '@mystic/shared';
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
 * gateway on loopback (`trust proxy` is loopback only).
 */
export function limitPerMemberAndIp(limit: PerMemberAndIp): RequestHandler {
  const byMember = new FixedWindowLimiter({ max: limit.member, windowMs: limit.windowMs });
  const byIp = new FixedWindowLimiter({ max: limit.ip, windowMs: limit.windowMs });
  return (req, res, next) => {
    const member = `member:${memberId(req)}`;
    const ip = `ip:${req.ip ?? req.socket.remoteAddress ?? ''}`;
    const wait = byMember.blockedFor(member) ?? byIp.blockedFor(ip);
    if (wait !== null) {
      res
        .status(429)
        .set('Retry-After', String(Math.max(1, Math.ceil(wait))))
        .set('Cache-Control', 'no-store')
        .json({ message: MESSAGES.tooManyRequests });
      return;
    }
    byMember.hit(member);
    byIp.hit(ip);
    next();
  };
}
