// The booking service's member endpoints (booking-service/src/appointments, payments, push) and
// its health.
import { z } from 'zod';
import { APPOINTMENT_STATUSES, PAYMENT_STATES } from '../constants.js';
import { appointmentSchema, paymentSchema, rescheduleSchema } from '../schemas/booking.js';
import {
  day,
  envelopeOf,
  fileAnswer,
  id,
  noticeAnswer,
  optionalText,
  text,
  type EndpointContracts,
} from './shape.js';

/** The full-days answer (`FullDaysAnswer`): no `data` envelope around the window. */
export const fullDaysAnswerSchema = z.object({
  data: z.array(day),
  today: day,
  last_day: day,
  time_zone: text,
  closed_on_sabbath: z.boolean().optional(),
  closed_during_thingyan: z.boolean().optional(),
  /** Issue 45: full by their places only (not closed or blocked): a member may wait for them. */
  waitable: z.array(day).optional(),
});

const money = z.number();
const lineSchema = z.object({
  id,
  package: z.object({ id: id.optional(), name: text }),
  package_name: text.optional(),
  package_name_my: optionalText,
  price: money,
  th_price: money,
  discount_amt: money,
  th_discount_amt: money.optional(),
  balance: money,
  th_balance: money,
});

const manageBlock = z.enum(['ended', 'too_late', 'members_cannot', 'limit_reached']).nullable();
export const manageOptionsSchema = z.object({
  can_cancel: z.boolean(),
  can_reschedule: z.boolean(),
  cancel_block: manageBlock,
  reschedule_block: manageBlock,
  reschedules_left: z.number().int(),
  deadline: text.nullable(),
});

/** A booking as the booking service answers it (appointments/model.ts's `present`). */
export const appointmentViewSchema = z.object({
  appointment_no: text,
  appointment_date: day,
  user: z.object({ id: id.optional(), name: text, phone: text.nullable(), email: text }),
  dob: text.optional(),
  birthday: id.nullish(),
  appointment_packages: z.array(lineSchema),
  total_price: money,
  th_total_price: money,
  discount_amt: money,
  th_discount_amt: money,
  balance: money,
  th_balance: money,
  status: z.enum(APPOINTMENT_STATUSES),
  is_paid: z.boolean(),
  date: text,
  packageNames: text,
  package_names_my: optionalText,
  payment_type: z.object({ id, name: text, image: text.optional() }).nullish(),
  transaction_no: optionalText,
  has_proof: z.boolean().optional(),
  payment_state: z.enum(PAYMENT_STATES).optional(),
  payable: z.boolean().optional(),
  proof_url: optionalText,
  proof_sent_at: optionalText,
  paid_at: optionalText,
  created_at: text.optional(),
  /** Why the reader sent it back to be paid again (issue 42.5), while it waits for that. */
  reader_note: optionalText,
  /** Issue 45: the person read for, when the member booked for someone else. */
  subject_name: optionalText,
  subject_phone: optionalText,
});
/** The member's answer: with when to pay by and what they may still do with it. */
export const memberAppointmentSchema = appointmentViewSchema.extend({
  pay_by: optionalText,
  manage: manageOptionsSchema.optional(),
});

const appointmentParams = z.object({ appointmentNo: z.string().min(1) });
const oneBooking = envelopeOf(memberAppointmentSchema);
const manageCodes = [
  'booking_ended',
  'manage_too_late',
  'manage_members_cannot',
  'reschedule_limit',
  'booking_changed',
] as const;

/** A push subscription as the browser gives it (the service checks the address it may use). */
export const pushSubscriptionSchema = z.object({
  endpoint: z.string(),
  keys: z.object({ p256dh: z.string(), auth: z.string() }),
});

export const BOOKING_SCHEMAS = {
  fullDays: { answer: fullDaysAnswerSchema },
  createAppointment: {
    body: appointmentSchema,
    answer: noticeAnswer.extend({ data: memberAppointmentSchema }),
    codes: [
      'day_full',
      'day_unavailable',
      'day_sabbath_closed',
      'day_thingyan_closed',
      'date_too_far',
      'date_before_today',
      'too_many_open_bookings',
      'day_already_held',
      'packages_invalid',
      'idempotency_key_invalid',
      'birthday_contradicts_dob',
    ],
  },
  memberBookings: {
    params: z.object({ userId: z.coerce.number().int().positive() }),
    answer: envelopeOf(z.array(memberAppointmentSchema)),
  },
  cancelAppointment: { params: appointmentParams, answer: oneBooking, codes: manageCodes },
  rescheduleAppointment: {
    params: appointmentParams,
    body: rescheduleSchema,
    answer: oneBooking,
    codes: [...manageCodes, 'reschedule_same_day', 'day_full', 'day_unavailable'],
  },
  appointment: { params: appointmentParams, answer: oneBooking },
  storePayment: {
    params: appointmentParams,
    multipart: true,
    body: paymentSchema,
    answer: noticeAnswer.extend({ data: memberAppointmentSchema }),
    codes: [
      'payment_already_sent',
      'already_paid',
      'not_payable',
      'payment_type_invalid',
      'payment_image_too_large',
      'payment_image_type',
      'multipart_invalid',
    ],
  },
  paymentProof: { params: appointmentParams, answer: fileAnswer },
  pushPublicKey: {
    answer: envelopeOf(z.object({ publicKey: text })),
    codes: ['push_unavailable'],
  },
  pushSubscribe: {
    body: z.union([
      pushSubscriptionSchema.extend({ locale: z.string().optional() }),
      z.object({ subscription: pushSubscriptionSchema, locale: z.string().optional() }),
    ]),
    answer: envelopeOf(z.object({ subscribed: z.literal(true) })),
    codes: ['push_endpoint_invalid', 'push_keys_required', 'push_unavailable'],
  },
  pushUnsubscribe: {
    body: z.object({ endpoint: z.string() }).optional(),
    query: z.object({ endpoint: z.string().optional() }),
    answer: envelopeOf(z.object({ unsubscribed: z.boolean() })),
  },
  bookingHealth: { answer: z.object({ status: text }).loose() },
} satisfies EndpointContracts;
