// The signed, short-lived preview token (issue 24): the admin's "Open preview" link carries one,
// and only with it does the CMS answer a draft. HMAC-SHA256 over the payload, keyed by a key
// derived from the admin's JWT secret (one secret less to configure, and never the same key).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { LOCALES, type Locale } from '@mystic/shared';

/** Long enough to read a draft, short enough that a leaked link soon stops showing it. */
export const PREVIEW_TTL_SECONDS = 30 * 60;

export interface PreviewClaim {
  /** The content type, e.g. `api::post.post`. */
  uid: string;
  documentId: string;
  locale: Locale;
  status: 'draft' | 'published';
  /** Expiry, seconds since the epoch. */
  exp: number;
}

const keyOf = (secret: string) => createHmac('sha256', secret).update('mystic-preview').digest();
const mac = (secret: string, payload: string) =>
  createHmac('sha256', keyOf(secret)).update(payload).digest('base64url');

export function signPreview(
  secret: string,
  claim: Omit<PreviewClaim, 'exp'>,
  now = Date.now(),
  ttlSeconds = PREVIEW_TTL_SECONDS,
): string {
  const payload = Buffer.from(
    JSON.stringify({ ...claim, exp: Math.floor(now / 1000) + ttlSeconds }),
  ).toString('base64url');
  return `${payload}.${mac(secret, payload)}`;
}

/** The claim of a genuine, unexpired token; null for anything else (forged, expired, garbled). */
export function verifyPreview(
  secret: string,
  token: unknown,
  now = Date.now(),
): PreviewClaim | null {
  if (typeof token !== 'string' || token.length > 2048) return null;
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(mac(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const claim = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as PreviewClaim;
    if (
      typeof claim.uid !== 'string' ||
      typeof claim.documentId !== 'string' ||
      !(LOCALES as readonly string[]).includes(claim.locale) ||
      (claim.status !== 'draft' && claim.status !== 'published') ||
      typeof claim.exp !== 'number' ||
      claim.exp * 1000 <= now
    ) {
      return null;
    }
    return claim;
  } catch {
    return null;
  }
}
