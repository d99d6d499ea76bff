import type { Context, Next } from 'koa';
import { MESSAGES } from '@mystic/shared';

const MiB = 1024 * 1024;
/** Multipart bodies on the content API: a 5 MB avatar and its fields fit with room to spare. */
export const DEFAULT_API_MULTIPART_MAX_BYTES = 10 * MiB;

const AVATAR_PATH = '/api/auth/users/avatar/upload';

interface Config {
  maxBytes?: number;
}

function reject(ctx: Context, status: number, body: Record<string, unknown>): void {
  ctx.status = status;
  ctx.set('Cache-Control', 'no-store');
  ctx.body = body;
}

/**
 * Caps multipart uploads to the content API (`/api/**`) before Strapi's body parser, whose limit
 * (200 MB, shared with the admin panel's media library) would first write the whole body to disk.
 * The declared Content-Length decides at once: over the cap answers 413 without reading the body,
 * and a multipart body without a length (chunked) answers 411. Node's parser never reads past the
 * declared length, so a body within the cap stays within it. The admin panel is not affected.
 */
export default (config: Config = {}) => {
  const maxBytes = config.maxBytes ?? DEFAULT_API_MULTIPART_MAX_BYTES;
  return async (ctx: Context, next: Next) => {
    if (!ctx.path.startsWith('/api/') || !ctx.is('multipart')) return next();
    const declared = ctx.get('content-length');
    if (!/^\d+$/.test(declared)) {
      reject(ctx, 411, { message: MESSAGES.uploadLengthRequired });
      return;
    }
    if (Number(declared) > maxBytes) {
      reject(
        ctx,
        413,
        ctx.path === AVATAR_PATH
          ? { message: MESSAGES.avatarSize, errors: { avatar: [MESSAGES.avatarSize] } }
          : { message: MESSAGES.uploadTooLarge },
      );
      return;
    }
    await next();
  };
};
