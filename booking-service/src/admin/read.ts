// GET /appointments/:no (and its proof): one booking with its audit and its mails.
import type { Context } from '../context.js';
import { AppError } from '../errors.js';
import * as appointments from '../appointments/repository.js';
import { history } from '../appointments/status-changes-repository.js';
import { mailsOf } from '../mail/service.js';
import { readerView } from './view.js';

export async function readAppointment(ctx: Context, no: string) {
  const a = await findForReader(ctx, no);
  const [changes, mails] = await Promise.all([
    history(ctx.db, a.appointment_no),
    mailsOf(ctx, a.appointment_no),
  ]);
  return {
    mails,
    ...readerView(ctx, a),
    history: changes.map((c) => ({
      from: c.from_status,
      to: c.to_status,
      note: c.note,
      by: c.actor,
      at: c.created_at,
    })),
  };
}

/** The booking numbered `no` (any case); 404 when unknown. */
export async function findForReader(ctx: Context, no: string) {
  const a = await appointments.findByNo(ctx.db, no.toUpperCase());
  if (!a) throw new AppError('not_found');
  return a;
}
