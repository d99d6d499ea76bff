// Every status change of an appointment goes through here: the reader's, a payment's, a member's
// cancel and the expiry sweep.
import { APPOINTMENT_TRANSITIONS, type AppointmentStatus } from '@mystic/shared';
import type { AppointmentsTable } from '../db/schema.js';
import type { Context } from '../context.js';
import { AppError } from '../errors.js';
import { auditId } from '../lib/audit-id.js';
import { recordBookingEvent } from './events.js';
import { holdsPlace, type AppointmentRecord } from './model.js';
import { findByNo, updateStatus } from './repository.js';
import { insertStatusChange } from './status-changes-repository.js';
import { freePlace } from '../waitlist/offer.js';

export interface StatusChangeOptions {
  actor: string;
  note?: string | null;
  /** Only move when the current status is one of these (defaults to the transition table). */
  allowedFrom?: readonly AppointmentStatus[];
  /** Only move when Pending since before this instant (so a booking sent back meanwhile stays). */
  pendingBefore?: string;
  patch?: Partial<AppointmentsTable>;
  /** No push to the member (the mails still go): a sweep's change that tells it otherwise. */
  silent?: boolean;
}

/**
 * Moves an appointment to `to` in one transaction: conditional on the status it was read in
 * (so two instances or two readers cannot both apply a change), freeing its place when it stops
 * holding one, and keeping an audit row. Returns the new record, or null when it was not allowed.
 */
export async function changeStatus(
  ctx: Context,
  no: string,
  to: AppointmentStatus,
  options: StatusChangeOptions,
): Promise<AppointmentRecord | null> {
  const nowIso = ctx.now().toISOString();
  let told = () => {};
  const done = await ctx.db.transaction().execute(async (trx) => {
    const current = await findByNo(trx, no);
    if (!current) throw new AppError('not_found');
    const from = current.status;
    const allowed =
      APPOINTMENT_TRANSITIONS[from].includes(to) && (options.allowedFrom ?? [from]).includes(from);
    if (!allowed) return null;
    const patch: Partial<AppointmentsTable> = { ...options.patch, updated_at: nowIso };
    if (to === 'Booked' && current.paid_at === null) patch.paid_at = nowIso;
    // Back to awaiting payment (e.g. the reader rejected a proof): the unpaid window starts again.
    if (to === 'Pending') patch.pending_since = nowIso;
    if (!(await updateStatus(trx, no, from, to, patch, options.pendingBefore))) return null;
    // The place goes to the first on the day's waitlist if anyone waits (issue 45), else back.
    const offered =
      holdsPlace(from) && !holdsPlace(to)
        ? await freePlace(trx, ctx, current.appointment_date, nowIso)
        : () => {};
    await insertStatusChange(trx, {
      id: auditId(),
      appointment_no: no,
      from_status: from,
      to_status: to,
      note: options.note ?? null,
      actor: options.actor,
      created_at: nowIso,
    });
    const changed = await recordBookingEvent(trx, ctx, {
      type: 'status_changed',
      booking: { ...current, ...patch, status: to },
      from,
      actor: options.actor,
      note: options.note ?? null,
      at: nowIso,
      silent: options.silent,
    });
    told = () => {
      changed();
      offered();
    };
    return current;
  });
  if (!done) return null;
  told();
  return findByNo(ctx.db, no);
}
