// POST /:appointmentNo/payment/store: a member pays. One payment per booking: the owner pays
// while the appointment is Pending (→ Verifying); a proof the reader rejects puts it back to
// Pending, and only then may the member pay again. Files are judged by their bytes, never by name
// or header.
import fs from 'node:fs/promises';
import { fileTypeFromFile } from 'file-type';
import { MESSAGES, checkPaymentImage, paymentSchema } from '@mystic/shared';
import type { Context } from '../context.js';
import type { AppointmentsTable } from '../db/schema.js';
import { AppError } from '../errors.js';
import { validate } from '../lib/validate.js';
import { ownedAppointment } from '../appointments/access.js';
import { changeStatus } from '../appointments/change-status.js';
import type { AppointmentRecord } from '../appointments/model.js';
import { view } from '../appointments/view.js';
import type { MultipartResult } from './multipart.js';
import type { ProofStore } from './proof-store.js';

/** The payment fields of an appointment, written with its move to Verifying. */
type PaymentFields = Pick<
  AppointmentsTable,
  | 'payment_type_id'
  | 'payment_type_name'
  | 'payment_type_image'
  | 'transaction_no'
  | 'proof_key'
  | 'proof_mime'
  | 'proof_sent_at'
  | 'updated_at'
>;

export const NOT_PAYABLE = MESSAGES.notPayable;

/** Why `a` cannot take a payment now (409), or null while it is Pending. */
export function refusePayment(a: Pick<AppointmentRecord, 'status' | 'paid_at'>): AppError | null {
  if (a.status === 'Pending') return null;
  if (a.status === 'Verifying') {
    return new AppError('payment_already_sent');
  }
  if (a.paid_at !== null || a.status === 'Booked' || a.status === 'Finished') {
    return new AppError('already_paid');
  }
  return new AppError('not_payable');
}

/** The appointment if the member may pay it now (checked before the upload is read). */
export async function payableAppointment(
  ctx: Context,
  userId: number,
  no: string,
): Promise<AppointmentRecord> {
  const a = await ownedAppointment(ctx, userId, no);
  const refusal = refusePayment(a);
  if (refusal) throw refusal;
  return a;
}

export async function submitPayment(
  ctx: Context,
  proofs: ProofStore,
  appointment: AppointmentRecord,
  upload: MultipartResult,
) {
  const file = upload.file;
  try {
    const mime = file
      ? ((await fileTypeFromFile(file.tmpPath))?.mime ?? 'application/octet-stream')
      : null;
    const image = file && mime ? { type: mime, size: file.size } : undefined;
    const input = validate(
      paymentSchema,
      {
        paymentype: upload.fields.paymentype,
        transaction_no: upload.fields.transaction_no,
        transaction_img: image,
      },
      // A wrong image answers its own status (415, 413), with the field errors.
      (errors) => {
        const imageError = image ? checkPaymentImage(image) : null;
        return imageError ? new AppError(imageError, errors) : null;
      },
    );
    const paymentTypes = await ctx.cms.paymentTypes();
    const type = paymentTypes.find((t) => t.id === input.paymentype);
    if (!type) throw AppError.validation({ paymentype: ['payment_type_invalid'] });

    const nowIso = ctx.now().toISOString();
    const fields: PaymentFields = {
      payment_type_id: type.id,
      payment_type_name: type.name,
      payment_type_image: type.image ?? null,
      transaction_no: input.transaction_no ?? null,
      proof_key: null,
      proof_mime: null,
      proof_sent_at: nowIso,
      updated_at: nowIso,
    };
    if (file && mime) {
      fields.proof_key = await proofs.keep(file.tmpPath, appointment.appointment_no, mime);
      fields.proof_mime = mime;
    }

    // Conditional on still being Pending: of two payments sent at once, only one is kept.
    const saved =
      (await changeStatus(ctx, appointment.appointment_no, 'Verifying', {
        actor: `member:${appointment.user_id}`,
        note: 'Payment proof sent',
        allowedFrom: ['Pending'],
        patch: fields,
      })) !== null;
    if (!saved) {
      // The reader (or another request) changed it meanwhile; keep nothing of this attempt.
      if (fields.proof_key) await proofs.remove(fields.proof_key);
      const now = await ownedAppointment(ctx, appointment.user_id, appointment.appointment_no);
      throw refusePayment(now) ?? new AppError('not_payable');
    }
    if (appointment.proof_key) await proofs.remove(appointment.proof_key);
    const updated = await ownedAppointment(ctx, appointment.user_id, appointment.appointment_no);
    return view(ctx, updated);
  } finally {
    if (file) await fs.rm(file.tmpPath, { force: true });
  }
}
