// The appointment as the service reasons about it, and the API shape it is answered in.
import type { Appointment, AppointmentStatus } from '@mystic/shared';
import {
  ACTIVE_APPOINTMENT_STATUSES,
  lineAmountsOf,
  paymentStateOf,
  pathOf,
  proofStands,
  totalsOf,
} from '@mystic/shared';
import type { AppointmentLinesTable, AppointmentsTable } from '../db/schema.js';

export type AppointmentLine = Omit<AppointmentLinesTable, 'appointment_no'>;
export type AppointmentRecord = AppointmentsTable & { lines: AppointmentLine[] };

export const holdsPlace = (status: AppointmentStatus): boolean =>
  ACTIVE_APPOINTMENT_STATUSES.includes(status);

export const proofPath = (no: string) => pathOf('paymentProof', { appointmentNo: no });

export type AppointmentView = Appointment & Record<string, unknown>;

/** The answer shape of docs/product.md section 3 (plus the intake fields and payment details). */
export function present(
  a: AppointmentRecord,
  timeZoneDay: (iso: string) => string,
): AppointmentView {
  return {
    appointment_no: a.appointment_no,
    appointment_date: a.appointment_date,
    user: {
      id: a.user_id,
      name: a.customer_name,
      phone: a.customer_phone,
      email: a.customer_email,
    },
    appointment_packages: a.lines.map((l) => ({
      id: l.position,
      package: { id: l.package_id, name: l.package_name },
      package_name: l.package_name,
      package_name_my: l.package_name_my,
      ...lineAmountsOf(l),
    })),
    ...totalsOf(a),
    currency: a.currency,
    th_currency: a.th_currency,
    status: a.status,
    // docs/product.md section 3 keeps is_paid a boolean (true once the reader confirmed the
    // payment); the three states a member needs to tell apart are in payment_state.
    is_paid: a.paid_at !== null,
    payment_state: paymentStateOf(a.status, a.paid_at, proofStands(a)),
    payable: a.status === 'Pending',
    // The day the booking was made, in the reader's time zone.
    date: timeZoneDay(a.created_at),
    packageNames: a.lines.map((l) => l.package_name).join(', '),
    package_names_my: a.lines.every((l) => l.package_name_my)
      ? a.lines.map((l) => l.package_name_my).join('၊ ')
      : null,
    paymentype: a.payment_type_id,
    payment_type:
      a.payment_type_id === null
        ? null
        : {
            id: a.payment_type_id,
            name: a.payment_type_name ?? '',
            image: a.payment_type_image ?? '',
          },
    transaction_no: a.transaction_no,
    has_proof: a.proof_key !== null,
    proof_url: a.proof_key ? proofPath(a.appointment_no) : null,
    proof_sent_at: a.proof_sent_at,
    paid_at: a.paid_at,
    // Why the reader sent it back to be paid again, while it waits for that (issue 42.5).
    reader_note: a.status === 'Pending' ? (a.reader_note ?? null) : null,
    email: a.customer_email,
    // Issue 45: the person read for (dob, gender and weekday below are theirs); null: the booker.
    subject_name: a.subject_name ?? null,
    subject_phone: a.subject_phone ?? null,
    dob: a.dob,
    gender: a.gender_id,
    birthday: a.weekday_id,
    social_link: a.social_link,
    desc: a.description,
    created_at: a.created_at,
    updated_at: a.updated_at,
  };
}
