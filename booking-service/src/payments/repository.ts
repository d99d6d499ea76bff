// The payment fields of an appointment, written with its move to Verifying (see service.ts).
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
