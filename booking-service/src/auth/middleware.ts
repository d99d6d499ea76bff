// Member tokens are Strapi access tokens verified locally (no call to the CMS per request);
// the reader's desk uses a service token from the environment.
import { timingSafeEqual, createHash } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import { jwtVerify } from 'jose';
import { ACCESS_TOKEN_ALGORITHM, ACCESS_TOKEN_TYPE, MESSAGES } from '@mystic/shared';
import { AppError } from '../errors.js';

declare module 'express-serve-static-core' {
  interface Request {
    memberId?: number;
  }
}

const unauthenticated = () => new AppError('unauthenticated', MESSAGES.unauthenticated);

function bearer(req: Request): string | null {
  const header = req.get('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1]! : null;
}

/** Verifies an access token and returns the member's numeric id, or null when it is not valid. */
export async function verifyAccessToken(token: string, key: Uint8Array): Promise<number | null> {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: [ACCESS_TOKEN_ALGORITHM] });
    // Refresh tokens carry the same signature; only an access token opens the API.
    if (payload.type !== ACCESS_TOKEN_TYPE) return null;
    // Every token the CMS issues belongs to a session; one without is not the CMS's (as the CMS rules).
    if (typeof payload.sessionId !== 'string' || payload.sessionId === '') return null;
    const id = Number(payload.userId);
    return Number.isSafeInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}

export function requireMember(jwtSecret: string): RequestHandler {
  const key = new TextEncoder().encode(jwtSecret);
  return async (req, _res, next) => {
    const token = bearer(req);
    const id = token ? await verifyAccessToken(token, key) : null;
    if (id === null) return next(unauthenticated());
    req.memberId = id;
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
