import { onPublicOrigin } from '../public-url';
import type { MediaRow } from './types';

/**
 * Images shipped with the app (cms/public/defaults). Bootstrap copies them under the uploads folder
 * so they are served at /uploads/defaults/... — the path the gateway sends to Strapi.
 */
export const DEFAULTS_URL = '/uploads/defaults';

export const DEFAULT_IMAGES = {
  post: `${DEFAULTS_URL}/post.svg`,
  package: `${DEFAULTS_URL}/package.svg`,
  zodiac: `${DEFAULTS_URL}/zodiac.svg`,
  payment: `${DEFAULTS_URL}/payment.svg`,
} as const;

/** The media URL, or the default image when there is none, on the public origin. */
export function imageUrl(media: MediaRow | null | undefined, fallback: string): string {
  return onPublicOrigin(media?.url || fallback);
}

/** Like imageUrl, but null when absent (optional images such as a QR code). */
export function optionalImageUrl(media: MediaRow | null | undefined): string | null {
  return onPublicOrigin(media?.url || null);
}
