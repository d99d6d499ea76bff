// Member tokens are Strapi access tokens verified locally (no call to the CMS per request), and
// refused once the CMS has ended their session (session-watch.ts); the reader's desk uses a
// service token from the environment.
import { timingSafeEqual, createHash } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import { jwtVerify } from 'jose';
import { ACCESS_TOKEN_ALGORITHM, ACCESS_TOKEN_TYPE } from '@mystic/shared';
import { AppError } from '../errors.js';
import type { SessionWatch } from './session-watch.js';

declare module 'express-serve-static-core' {
  interface Request {
    memberId?: number;
  }
}

const unauthenticated = () => new AppError('unauthenticated');

function bearer(req: Request): string | null {
  const header = req.get('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1]! : null;
}

export interface AccessClaims {
  memberId: number;
  sessionId: string;
  /** When the token expires (ms since the epoch). */
  expiresAt: number;
}

/** Verifies an access token and returns what it names, or null when it is not valid. */
export async function verifyAccessToken(
  token: string,
  key: Uint8Array,
): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: [ACCESS_TOKEN_ALGORITHM] });
    // Refresh tokens carry the same signature; only an access token opens the API.
    if (payload.type !== ACCESS_TOKEN_TYPE) return null;
    // Every token the CMS issues belongs to a session; one without is not the CMS's (as the CMS rules).
    if (typeof payload.sessionId !== 'string' || payload.sessionId === '') return null;
    const id = Number(payload.userId);
    if (!Number.isSafeInteger(id) || id <= 0) return null;
    // Tokens without an expiry are kept in mind for the longest an access token lives (30 min).
    const expiresAt = typeof payload.exp === 'number' ? payload.exp * 1000 : Date.now() + 1_800_000;
    return { memberId: id, sessionId: payload.sessionId, expiresAt };
  } catch {
    return null;
  }
}

/**
 * Lets a request through with a valid access token of a session that has not been ended (the
 * session watch, when given, knows within about a second of the CMS ending one).
 */
export function requireMember(jwtSecret: string, sessions?: SessionWatch): RequestHandler {
  const key = new TextEncoder().encode(jwtSecret);
  return async (req, _res, next) => {
    const token = bearer(req);
    const claims = token ? await verifyAccessToken(token, key) : null;
    if (claims === null) return next(unauthenticated());
    if (sessions && !(await sessions.isOpen(claims.sessionId, claims.memberId, claims.expiresAt)))
      return next(unauthenticated());
    req.memberId = claims.memberId;
    next();
  };
}

/** The member id set by requireMember. */
export function memberId(req: Request): number {
  if (req.memberId === undefined) throw unauthenticated();
  return req.memberId;
}

export function requireReader(adminToken: string): RequestHandler {
  const expected = createHash('sha256').update(adminToken).digest();
  return (req, _res, next) => {
    const token = bearer(req);
    const given = createHash('sha256')
      .update(token ?? '')
      .digest();
    if (!token || !timingSafeEqual(given, expected)) return next(unauthenticated());
    next();
  };
}
