// The booking service's server-to-server token for the internal member routes.
import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (s: string) => createHash('sha256').update(s).digest();

/**
 * True when `authorization` is `Bearer <CMS_API_TOKEN>`. Both sides are hashed first so the
 * comparison takes the same time whatever the length or content of the guess.
 */
export function isInternalCaller(
  authorization: string | undefined,
  expected: string | undefined,
): boolean {
  if (!expected || !authorization) return false;
  const match = /^Bearer\s+(\S+)$/i.exec(authorization);
  if (!match) return false;
  return timingSafeEqual(digest(match[1]!), digest(expected));
}
