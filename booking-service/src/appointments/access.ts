// Who may read or act on an appointment.
import type { Context } from '../context.js';
import { AppError } from '../errors.js';
import type { AppointmentRecord } from './model.js';
import { findByNo } from './repository.js';

/** The appointment if `userId` owns it: 404 when unknown, 403 when someone else's. */
export async function ownedAppointment(
  ctx: Context,
  userId: number,
  no: string,
): Promise<AppointmentRecord> {
  const a = await findByNo(ctx.db, no.toUpperCase());
  if (!a) throw new AppError('not_found');
  if (a.user_id !== userId) throw new AppError('forbidden');
  return a;
}

/** The member's own booking; another member's answers 404 like an unknown one (no probing). */
export async function ownBooking(
  ctx: Context,
  userId: number,
  no: string,
): Promise<AppointmentRecord> {
  const a = await findByNo(ctx.db, no.toUpperCase());
  if (!a || a.user_id !== userId) throw new AppError('not_found');
  return a;
}
