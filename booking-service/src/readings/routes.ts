// Issue 44's endpoints: the member's (photos, the reading's files, the review) under the member
// mount, the reader's (the reading, its files, the reviews) under the reader API, and the public
// reviews. Uploads are multipart with their own limits (one file a request), not the 100 kB JSON.
import { Router, type Request, type Response } from 'express';
import {
  MATERIAL_MAX_BYTES,
  MESSAGES,
  READING_AUDIO_MAX_BYTES,
  READING_PDF_MAX_BYTES,
  materialsOpen,
} from '@mystic/shared';
import type { Context } from '../context.js';
import { memberId, requireReader } from '../auth/middleware.js';
import { AppError } from '../errors.js';
import { MOUNTS, endpointServer } from '../lib/endpoint-routes.js';
import { limitPerMemberAndIp } from '../lib/rate-limit.js';
import { ownBooking } from '../appointments/access.js';
import { discardRest, readMultipart } from '../payments/multipart.js';
import type { BookingFileStore } from './file-store.js';
import { refusal, removeFile, sendBookingFile, storeFile } from './files.js';
import {
  deskReading,
  materialNeeded,
  memberExtras,
  readingBooking,
  saveReading,
  sendReading,
} from './reading.js';
import * as repo from './repository.js';
import { deleteReview, deskReviews, moderateReview, publicReviews, saveReview } from './reviews.js';

const READING_FILE_MAX = Math.max(READING_AUDIO_MAX_BYTES, READING_PDF_MAX_BYTES);

/** The one file of a booking's upload form, kept under `max` bytes; past it the file's field error. */
async function readOneFile(
  req: Request,
  res: Response,
  store: BookingFileStore,
  max: number,
  tooLarge: 'materialTooLarge' | 'readingFileTooLarge',
) {
  if (!req.is('multipart/form-data')) {
    throw new AppError('multipart_invalid');
  }
  try {
    return await readMultipart(req, {
      fileField: 'file',
      maxFileBytes: max,
      hardLimitBytes: max + 64 * 1024,
      tmpDir: store.tmpDir,
      tooLarge: () => refusal({ ok: false, message: tooLarge, status: 413 }),
    });
  } catch (err) {
    discardRest(req, res, { maxBytes: max + 64 * 1024, maxMs: 5_000 });
    throw err;
  }
}

const noOf = (req: Request) => String(req.params.appointmentNo);

export function readingMemberRoutes(ctx: Context, store: BookingFileStore): Router {
  const router = Router();
  const serve = endpointServer(router, MOUNTS.member);
  // Counted apart from payments, with the same numbers.
  const uploadLimit = limitPerMemberAndIp(ctx.store, 'material', ctx.config.limits.payment);

  serve('bookingExtras', async (req, res) => {
    const a = await ownBooking(ctx, memberId(req), noOf(req));
    res.set('Cache-Control', 'private, no-store').json({ data: await memberExtras(ctx, a) });
  });

  serve('uploadMaterial', uploadLimit, async (req, res) => {
    // Ownership, the package and the status first: nobody else's upload is ever read.
    const a = await ownBooking(ctx, memberId(req), noOf(req));
    if (!(await materialNeeded(ctx, a))) {
      throw new AppError('material_not_needed');
    }
    if (!materialsOpen(a.status)) throw new AppError('material_closed');
    // One more byte than a photo may weigh is read, so a larger one is told as too large.
    const upload = await readOneFile(req, res, store, MATERIAL_MAX_BYTES + 1, 'materialTooLarge');
    const file = await storeFile(ctx, store, a, 'material', upload.file, upload.file?.name);
    res.status(201).json({ data: file });
  });

  serve('deleteMaterial', async (req, res) => {
    const a = await ownBooking(ctx, memberId(req), noOf(req));
    if (!materialsOpen(a.status)) throw new AppError('material_closed');
    await removeFile(ctx, store, a.appointment_no, String(req.params.fileId), 'material');
    res.status(204).end();
  });

  serve('bookingFile', async (req, res) => {
    const a = await ownBooking(ctx, memberId(req), noOf(req));
    const row = await repo.findFile(ctx.db, a.appointment_no, String(req.params.fileId));
    // The reader's files are the member's once the reading is sent, not while it is a draft.
    const reading =
      row?.role === 'reading' ? await repo.findReading(ctx.db, a.appointment_no) : null;
    if (!row || (row.role === 'reading' && reading?.status !== 'sent')) {
      throw new AppError('not_found');
    }
    await sendBookingFile(res, store, row, req.query.download === '1');
  });

  serve('saveReview', async (req, res) => {
    const a = await ownBooking(ctx, memberId(req), noOf(req));
    res.json({ data: await saveReview(ctx, a, req.body), message: MESSAGES.reviewSaved });
  });

  serve('deleteReview', async (req, res) => {
    const a = await ownBooking(ctx, memberId(req), noOf(req));
    await deleteReview(ctx, a);
    res.status(204).end();
  });

  return router;
}

/** GET /api/booking/reviews: public, the same for everyone (the gateway may keep it). */
export function publicReviewRoutes(ctx: Context): Router {
  const router = Router();
  endpointServer(router, '/api/booking')('publicReviews', async (_req, res) => {
    res.set('Cache-Control', 'public, max-age=60').json({ data: await publicReviews(ctx) });
  });
  return router;
}

export function readingDeskRoutes(ctx: Context, store: BookingFileStore): Router {
  const router = Router();
  const serve = endpointServer(router, MOUNTS.admin);
  const reader = requireReader(ctx.config.adminToken);
  const noStore = (_req: Request, res: Response, next: () => void) => {
    res.set('Cache-Control', 'no-store');
    next();
  };
  const no = (req: Request) => String(req.params.no);

  serve('deskReading', reader, noStore, async (req, res) => {
    res.json({ data: await deskReading(ctx, no(req)) });
  });
  serve('deskSaveReading', reader, noStore, async (req, res) => {
    res.json({ data: await saveReading(ctx, no(req), req.body), message: MESSAGES.readingSaved });
  });
  serve('deskSendReading', reader, noStore, async (req, res) => {
    res.json({ data: await sendReading(ctx, no(req), req.body), message: MESSAGES.readingSent });
  });
  serve('deskReadingFile', reader, noStore, async (req, res) => {
    const a = await readingBooking(ctx, no(req));
    const upload = await readOneFile(req, res, store, READING_FILE_MAX + 1, 'readingFileTooLarge');
    const file = await storeFile(ctx, store, a, 'reading', upload.file, upload.file?.name);
    res.status(201).json({ data: file });
  });
  serve('deskDeleteFile', reader, noStore, async (req, res) => {
    const a = await readingBooking(ctx, no(req));
    await removeFile(ctx, store, a.appointment_no, String(req.params.fileId), 'reading');
    res.status(204).end();
  });
  serve('deskFile', reader, async (req, res) => {
    const row = await repo.findFile(ctx.db, no(req).toUpperCase(), String(req.params.fileId));
    if (!row) throw new AppError('not_found');
    await sendBookingFile(res, store, row, req.query.download === '1');
  });
  serve('deskReviews', reader, noStore, async (req, res) => {
    res.json({ data: await deskReviews(ctx, req.query) });
  });
  serve('deskModerateReview', reader, noStore, async (req, res) => {
    res.json({ data: await moderateReview(ctx, String(req.params.id), req.body) });
  });
  return router;
}
