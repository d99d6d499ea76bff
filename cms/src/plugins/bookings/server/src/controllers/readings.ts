// Issue 44: the desk's "Your reading" and reviews. Each route forwards to the booking service's
// reader API like the desk's others; an attachment arrives parsed by the multipart guard (its own
// size cap for this path) and goes on as multipart; a file comes back streamed, a Range passed on
// so a recording can be sought. Approving or hiding a review bumps the content version, so the
// gateway drops its copy of the public reviews at once.
import { openAsBlob } from 'node:fs';
import { Readable } from 'node:stream';
import { CODES, errorBody, type EndpointName } from '@mystic/shared';
import type { Context } from 'koa';
import { BookingUnavailableError, bookingFetch, bookingJson } from '../booking-api';
import { bumpContentVersion } from '../../../../../lib/content-version';
import { actorName } from './desk';

type FileLike = { filepath: string; originalFilename?: string | null; mimetype?: string | null };

/** A failed answer the admin's fetch client hands to the page (see desk.ts's forAdminClient). */
function forAdminClient(status: number, body: unknown): unknown {
  const said = body as { message?: unknown } | null;
  if (status < 400 || typeof said?.message !== 'string' || 'error' in said) return body;
  return { ...said, error: { status, message: said.message } };
}

async function relay(ctx: Context, work: () => Promise<void>) {
  try {
    await work();
  } catch (err) {
    if (!(err instanceof BookingUnavailableError)) throw err;
    strapi.log.warn(`bookings desk: booking service unavailable (${err.message})`);
    ctx.status = err.status;
    ctx.body = errorBody(err.status, 'booking_unavailable');
  }
  if (!(ctx.body instanceof Readable)) ctx.body = forAdminClient(ctx.status, ctx.body);
}

async function answer(ctx: Context, name: EndpointName, init?: Parameters<typeof bookingJson>[1]) {
  await relay(ctx, async () => {
    const { status, body } = await bookingJson(name, init);
    ctx.status = status;
    ctx.body = body;
  });
}

const no = (ctx: Context) => String(ctx.params.no);

export default {
  async reading(ctx: Context) {
    await answer(ctx, 'deskReading', { params: { no: no(ctx) } });
  },

  async saveReading(ctx: Context) {
    const body = (ctx.request.body ?? {}) as { text?: unknown };
    await answer(ctx, 'deskSaveReading', {
      params: { no: no(ctx) },
      body: { text: body.text, actor: actorName(ctx.state.user) },
    });
  },

  async sendReading(ctx: Context) {
    await answer(ctx, 'deskSendReading', {
      params: { no: no(ctx) },
      body: { actor: actorName(ctx.state.user) },
    });
  },

  async uploadFile(ctx: Context) {
    const files = (ctx.request as { files?: Record<string, FileLike | FileLike[]> }).files ?? {};
    const picked = files.file;
    const file = Array.isArray(picked) ? picked[0] : picked;
    if (!file) {
      ctx.status = 422;
      ctx.body = forAdminClient(
        422,
        errorBody(422, CODES.validationFailed, { errors: { file: [CODES.required] } }),
      );
      return;
    }
    const form = new FormData();
    form.append('file', await openAsBlob(file.filepath), file.originalFilename || 'file');
    await answer(ctx, 'deskReadingFile', { params: { no: no(ctx) }, form, timeoutMs: 120_000 });
  },

  async deleteFile(ctx: Context) {
    await relay(ctx, async () => {
      const res = await bookingFetch('deskDeleteFile', {
        params: { no: no(ctx), fileId: String(ctx.params.fileId) },
      });
      ctx.status = res.status;
      ctx.body = res.status === 204 ? null : await res.json();
    });
  },

  async file(ctx: Context) {
    await relay(ctx, async () => {
      const range = ctx.get('range');
      const res = await bookingFetch('deskFile', {
        params: { no: no(ctx), fileId: String(ctx.params.fileId) },
        query: ctx.query.download === '1' ? { download: '1' } : {},
        headers: range ? { Range: range } : {},
        timeoutMs: 120_000,
      });
      ctx.status = res.status;
      ctx.set('Cache-Control', 'private, no-store');
      if (!res.ok) {
        ctx.body = await res.json();
        return;
      }
      for (const h of ['content-type', 'content-length', 'content-range', 'accept-ranges']) {
        const v = res.headers.get(h);
        if (v) ctx.set(h, v);
      }
      const disposition = res.headers.get('content-disposition');
      if (disposition) ctx.set('Content-Disposition', disposition);
      ctx.set('X-Content-Type-Options', 'nosniff');
      ctx.body = res.body ? Readable.fromWeb(res.body) : '';
    });
  },

  async reviews(ctx: Context) {
    const status = typeof ctx.query.status === 'string' ? ctx.query.status : '';
    await answer(ctx, 'deskReviews', { query: status ? { status } : {} });
  },

  async moderateReview(ctx: Context) {
    const body = (ctx.request.body ?? {}) as { status?: unknown; reply?: unknown };
    await answer(ctx, 'deskModerateReview', {
      params: { id: String(ctx.params.id) },
      body: { status: body.status, reply: body.reply },
    });
    // The public reviews change: the gateway's kept copy goes with the content version.
    if (ctx.status === 200) await bumpContentVersion(strapi);
  },
};
