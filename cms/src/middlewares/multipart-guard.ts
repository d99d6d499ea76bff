import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { koaBody } from 'koa-body';
import { CODES, errorBody, type ApiErrorBody } from '@mystic/shared';

const MiB = 1024 * 1024;
/** Multipart bodies anywhere: a 5 MB avatar and its fields fit with room to spare. */
export const DEFAULT_MULTIPART_MAX_BYTES = 10 * MiB;
/** The admin's media library upload (Strapi's own default limit). */
export const DEFAULT_ADMIN_UPLOAD_MAX_BYTES = 200 * MiB;

const AVATAR_PATH = '/api/auth/users/avatar/upload';
// The upload plugin's admin routes that take files: POST /upload and POST /upload/files/:id/replace,
// and the desk's attachments to a reading (issue 44: recordings up to 30 MB, judged by the
// booking service).
const ADMIN_UPLOAD_PATH =
  /^\/(upload(\/files\/[^/]+\/replace)?|bookings\/appointments\/[^/]+\/reading\/files)\/?$/;

interface Config {
  maxBytes?: number;
  adminMaxBytes?: number;
}

function reject(ctx: Context, status: number, body: ApiErrorBody): void {
  ctx.status = status;
  ctx.set('Cache-Control', 'no-store');
  ctx.body = body;
}

/** A body whose parts cannot be read (no boundary, cut short): the client's mistake, said so. */
function malformed(path: string): ApiErrorBody {
  return errorBody(400, CODES.uploadMalformed, {
    errors: path === AVATAR_PATH ? { avatar: [CODES.uploadMalformed] } : undefined,
  });
}

/** True when the request carries the access token of an active admin session. */
async function isAdmin(strapi: Core.Strapi, ctx: Context): Promise<boolean> {
  const match = /^Bearer\s+(\S+)$/i.exec(ctx.get('authorization'));
  if (!match) return false;
  const manager = strapi.sessionManager('admin');
  const result = manager.validateAccessToken(match[1]);
  if (!result.isValid) return false;
  return manager.isSessionActive(result.payload.sessionId);
}

function ensureMimeType(files: unknown): void {
  for (const file of Object.values((files ?? {}) as Record<string, unknown>).flat()) {
    const f = file as { mimetype?: string | null; type?: string };
    // Strapi's upload reads `type`; its own body middleware fills it the same way.
    if (!f.type) f.type = f.mimetype || 'application/octet-stream';
  }
}

/**
 * Parses every multipart body itself, before Strapi's body parser (configured with
 * `multipart: false`), so that:
 * - the size is capped on every path: 10 MB, and the large limit only for an authenticated
 *   admin's media upload. The declared Content-Length decides before any byte is read (over the
 *   cap: 413; no length, a chunked body: 411), and Node never reads past the declared length;
 * - each request's files go to a folder of their own, removed when the request ends whatever
 *   its outcome (refused, failed, half-parsed): Strapi's parser only cleaned the field `files`,
 *   so any other part, on any path, stayed in the temp folder for good.
 */
export default (config: Config, { strapi }: { strapi: Core.Strapi }) => {
  const maxBytes = config.maxBytes ?? DEFAULT_MULTIPART_MAX_BYTES;
  const adminMaxBytes = config.adminMaxBytes ?? DEFAULT_ADMIN_UPLOAD_MAX_BYTES;
  return async (ctx: Context, next: Next) => {
    if (!ctx.is('multipart')) return next();
    const declared = ctx.get('content-length');
    if (!/^\d+$/.test(declared)) {
      reject(ctx, 411, errorBody(411, CODES.uploadLengthRequired));
      return;
    }
    // Without a boundary the parts cannot be told apart.
    if (!/;\s*boundary=\S/i.test(ctx.get('content-type'))) {
      reject(ctx, 400, malformed(ctx.path));
      return;
    }
    const cap =
      ctx.method === 'POST' &&
      ADMIN_UPLOAD_PATH.test(ctx.path) &&
      Number(declared) > maxBytes &&
      (await isAdmin(strapi, ctx))
        ? adminMaxBytes
        : maxBytes;
    if (Number(declared) > cap) {
      reject(
        ctx,
        413,
        ctx.path === AVATAR_PATH
          ? errorBody(413, CODES.avatarSize, { errors: { avatar: [CODES.avatarSize] } })
          : errorBody(413, CODES.uploadTooLarge),
      );
      return;
    }
    const dir = await mkdtemp(join(tmpdir(), 'mystic-upload-'));
    try {
      try {
        await koaBody({
          multipart: true,
          json: false,
          urlencoded: false,
          text: false,
          patchKoa: true,
          formidable: { uploadDir: dir, maxFileSize: cap },
        })(ctx, async () => {});
      } catch (err) {
        // A malformed or cut-short body, or files over the cap: nothing of it reaches the routes.
        if ((err as { httpCode?: number }).httpCode === 413) {
          reject(ctx, 413, errorBody(413, CODES.uploadTooLarge));
        } else {
          reject(ctx, 400, malformed(ctx.path));
        }
        return;
      }
      ensureMimeType(ctx.request.files);
      await next();
    } finally {
      delete ctx.request.files;
      await rm(dir, { recursive: true, force: true });
    }
  };
};
