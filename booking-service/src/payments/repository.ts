// Kysely code for the payment fields of an appointment.
import type { Db } from '../db/index.js';
import type { AppointmentsTable } from '../db/schema.js';

export type PaymentFields = Pick<
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

/** Replaces the payment details of an appointment that is still awaiting verification. */
export async function replacePaymentWhileVerifying(
  db: Db,
  no: string,
  fields: PaymentFields,
): Promise<boolean> {
  const res = await db
    .updateTable('appointments')
    .set(fields)
    .where('appointment_no', '=', no)
    .where('status', '=', 'Verifying')
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}
