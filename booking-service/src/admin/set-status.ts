// PATCH /appointments/:no/status: the reader moves a booking (audited, through changeStatus).
import { APPOINTMENT_TRANSITIONS, deskStatusBody, type AppointmentStatus } from '@mystic/shared';
import type { Context } from '../context.js';
import { AppError } from '../errors.js';
import { validate } from '../lib/validate.js';
import type { ProofStore } from '../payments/proof-store.js';
import { changeStatus } from '../appointments/change-status.js';
import { findForReader, readAppointment } from './read.js';

/**
 * A rejected proof (Verifying → Pending) is dropped: the member pays afresh and is told why by the
 * reader's note (issue 42.5), which her booking carries while it waits for the new payment.
 */
const rejection = (note: string | null) => ({
  reader_note: note,
  proof_key: null,
  proof_mime: null,
  transaction_no: null,
});

export async function setStatus(ctx: Context, no: string, body: unknown, proofs?: ProofStore) {
  const input = validate(deskStatusBody, body);
  const current = await findForReader(ctx, no);
  const to: AppointmentStatus = input.status;
  if (!APPOINTMENT_TRANSITIONS[current.status].includes(to)) {
    throw new AppError('invalid_transition', { status: ['invalid_transition'] });
  }
  const rejected = current.status === 'Verifying' && to === 'Pending';
  const changed = await changeStatus(ctx, current.appointment_no, to, {
    actor: `reader:${input.actor ?? 'reader'}`,
    note: input.note ?? null,
    allowedFrom: [current.status],
    ...(rejected ? { patch: rejection(input.note ?? null) } : {}),
  });
  if (!changed) {
    throw new AppError('appointment_changed_meanwhile');
  }
  if (rejected && current.proof_key) await proofs?.remove(current.proof_key);
  return readAppointment(ctx, current.appointment_no);
}
