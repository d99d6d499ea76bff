// Issue 44: the reading the reader writes after (or on) the day, and what the member sees beside
// the booking. A reading is a draft until she sends it; sending marks a Booked booking Finished
// and tells the member (one 'reading_sent' event: its mail and push say both). The Markdown is
// rendered here without raw HTML, so what reaches the page has no script or foreign markup.
import MarkdownIt from 'markdown-it';
import {
  deskReadingBodySchema,
  materialsOpen,
  readingOpen,
  reviewOpen,
  type BookingExtras,
  type DeskReading,
} from '@mystic/shared';
import type { Context } from '../context.js';
import { AppError } from '../errors.js';
import { auditId } from '../lib/audit-id.js';
import { validate } from '../lib/validate.js';
import { recordBookingEvent } from '../appointments/events.js';
import type { AppointmentRecord } from '../appointments/model.js';
import { findByNo, updateStatus } from '../appointments/repository.js';
import { insertStatusChange } from '../appointments/status-changes-repository.js';
import { fileView } from './files.js';
import * as repo from './repository.js';
import { ownReview } from './reviews.js';

const markdown = new MarkdownIt({ html: false, breaks: true, linkify: true });
export const renderReading = (body: string): string => (body.trim() ? markdown.render(body) : '');

/** Whether one of the booking's packages asks for the client's photos. */
export async function materialNeeded(ctx: Context, a: AppointmentRecord): Promise<boolean> {
  const packages = await ctx.cms.packages();
  const ids = new Set(a.lines.map((l) => l.package_id));
  return packages.some((p) => ids.has(p.id) && p.needs_material === true);
}

/** The same for a page that shows what is there: the CMS out of reach, photos sent say yes. */
const materialShown = (ctx: Context, a: AppointmentRecord, files: repo.FileRow[]) =>
  materialNeeded(ctx, a).catch(() => files.some((f) => f.role === 'material'));

/** The booking's photos, its sent reading and the member's review, for the booking page. */
export async function memberExtras(ctx: Context, a: AppointmentRecord): Promise<BookingExtras> {
  const [files, reading, review] = await Promise.all([
    repo.filesOf(ctx.db, a.appointment_no),
    repo.findReading(ctx.db, a.appointment_no),
    repo.findReview(ctx.db, a.appointment_no),
  ]);
  const needed = await materialShown(ctx, a, files);
  const sent = reading?.status === 'sent' && reading.sent_at;
  return {
    material_needed: needed,
    materials_open: needed && materialsOpen(a.status),
    materials: files.filter((f) => f.role === 'material').map(fileView),
    reading: sent
      ? {
          html: renderReading(reading.body),
          files: files.filter((f) => f.role === 'reading').map(fileView),
          sent_at: reading.sent_at!,
        }
      : null,
    review: review ? ownReview(review) : null,
    review_open: reviewOpen(a.status),
  };
}

async function bookingForReader(ctx: Context, no: string): Promise<AppointmentRecord> {
  const a = await findByNo(ctx.db, no.toUpperCase());
  if (!a) throw new AppError('not_found');
  return a;
}

/** The reading as the desk edits it, with the client's photos. */
export async function deskReading(ctx: Context, no: string): Promise<DeskReading> {
  const a = await bookingForReader(ctx, no);
  const [files, reading] = await Promise.all([
    repo.filesOf(ctx.db, a.appointment_no),
    repo.findReading(ctx.db, a.appointment_no),
  ]);
  const needed = await materialShown(ctx, a, files);
  return {
    status: reading?.status ?? 'none',
    text: reading?.body ?? '',
    html: renderReading(reading?.body ?? ''),
    files: files.filter((f) => f.role === 'reading').map(fileView),
    materials: files.filter((f) => f.role === 'material').map(fileView),
    material_needed: needed,
    updated_at: reading?.updated_at ?? null,
    sent_at: reading?.sent_at ?? null,
  };
}

/** The booking if a reading may be written for it (Booked or Finished), else 409. */
export async function readingBooking(ctx: Context, no: string): Promise<AppointmentRecord> {
  const a = await bookingForReader(ctx, no);
  if (!readingOpen(a.status)) {
    throw new AppError('reading_not_open');
  }
  return a;
}

/** Saves the text; a sent reading stays sent (a correction is seen at once, and may be re-sent). */
export async function saveReading(ctx: Context, no: string, body: unknown): Promise<DeskReading> {
  const a = await readingBooking(ctx, no);
  const input = validate(deskReadingBodySchema, body);
  const found = await repo.findReading(ctx.db, a.appointment_no);
  await repo.upsertReading(ctx.db, {
    appointment_no: a.appointment_no,
    body: input.text,
    status: found?.status ?? 'draft',
    updated_by: input.actor ?? null,
    updated_at: ctx.now().toISOString(),
    sent_at: found?.sent_at ?? null,
  });
  return deskReading(ctx, a.appointment_no);
}

/** Sends the reading to the member: Finished if it was Booked, and the member is told. */
export async function sendReading(
  ctx: Context,
  no: string,
  body: { actor?: unknown } | undefined,
): Promise<DeskReading> {
  const a = await readingBooking(ctx, no);
  const actor = typeof body?.actor === 'string' ? body.actor.slice(0, 100) : 'reader';
  const nowIso = ctx.now().toISOString();
  const told = await ctx.db.transaction().execute(async (trx) => {
    const [reading, files] = await Promise.all([
      repo.findReading(trx, a.appointment_no),
      repo.filesOf(trx, a.appointment_no, 'reading'),
    ]);
    if (!reading?.body.trim() && files.length === 0) {
      throw new AppError('reading_empty', { text: ['reading_empty'] });
    }
    await repo.upsertReading(trx, {
      appointment_no: a.appointment_no,
      body: reading?.body ?? '',
      status: 'sent',
      updated_by: actor,
      updated_at: nowIso,
      sent_at: nowIso,
    });
    let booking = a;
    const finished =
      a.status === 'Booked' &&
      (await updateStatus(trx, a.appointment_no, 'Booked', 'Finished', { updated_at: nowIso }));
    if (finished) {
      await insertStatusChange(trx, {
        id: auditId(),
        appointment_no: a.appointment_no,
        from_status: 'Booked',
        to_status: 'Finished',
        note: 'Reading sent',
        actor: `reader:${actor}`,
        created_at: nowIso,
      });
      booking = { ...a, status: 'Finished', updated_at: nowIso };
    }
    return recordBookingEvent(trx, ctx, {
      type: 'reading_sent',
      booking,
      finished: Boolean(finished),
      at: nowIso,
    });
  });
  told();
  return deskReading(ctx, a.appointment_no);
}
