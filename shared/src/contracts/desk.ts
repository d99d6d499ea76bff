// The reader's desk (cms/src/plugins/bookings) on the booking service's reader API, and the mails
// the CMS asks it to send: BOOKING_ADMIN_TOKEN on the private network. The queries and bodies
// here are the ones the booking service validates with (booking-service/src/admin, mail).
import { z } from 'zod';
import { APPOINTMENT_STATUSES, LOCALES, PAGE_SIZE_MAX, READER_STATUSES } from '../constants.js';
import { isIsoDate } from '../dates.js';
import { CODES as C } from '../codes.js';
import { appointmentViewSchema } from './bookings.js';
import { envelopeOf, fileAnswer, id, pagedOf, text, type EndpointContracts } from './shape.js';

// ---- The fields (a refused one answers with its code, in both languages).

/** A calendar day given to the reader API. */
export const deskDay = z.string().refine(isIsoDate, { error: C.dayInvalid });
export const deskMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: C.monthInvalid });
/** Who acted (the admin's name, for the booking's history). */
export const actorField = z.string().trim().min(1).max(100).optional();

export const deskMonthQuery = z.object({ month: deskMonth.optional() });
export const deskRangeQuery = z.object({ from: deskDay.optional(), to: deskDay.optional() });
export const deskListQuery = deskRangeQuery.extend({
  status: z.enum(APPOINTMENT_STATUSES, { error: C.statusUnknown }).optional(),
  q: z.string().trim().max(50).optional(),
  order: z.enum(['oldest', 'newest'], { error: C.listOrderInvalid }).optional(),
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(20),
});
export const deskStatusBody = z.object({
  status: z.enum(READER_STATUSES, { error: C.readerStatusInvalid }),
  note: z.string().trim().max(1000).optional(),
  actor: actorField,
});
export const blockDayBody = z.object({
  date: deskDay,
  reason: z.string().trim().max(500).optional(),
  actor: actorField,
});
export const passwordResetMailBody = z.object({
  to: z.email({ error: C.emailInvalid }),
  locale: z.enum(LOCALES).default('en'),
  link: z
    .url({ error: C.linkInvalid })
    .refine((u) => /^https?:\/\//.test(u), { error: C.linkInvalid }),
  name: z.string().trim().max(100).optional(),
});
export const emailChangedMailBody = z.object({
  to: z.email({ error: C.emailInvalid }),
  locale: z.enum(LOCALES).default('en'),
  // Shown in part only (a***@example.com): the old address may no longer be the owner's.
  newEmail: z.email({ error: C.emailInvalid }),
  name: z.string().trim().max(100).optional(),
});

// ---- The answers.

export const deskSummarySchema = z.object({
  verifying: z.number().int(),
  today: z.number().int(),
  tomorrow: z.number().int(),
  today_date: text,
  tomorrow_date: text,
});

export const boardDaySchema = z.object({
  date: text,
  used: z.number().int(),
  capacity: z.number().int(),
  blocked: z.boolean(),
  reason: text.nullable(),
  blocked_in_settings: z.boolean(),
  closed: z.boolean(),
});
export const boardSchema = z.object({
  month: text,
  today: text,
  capacity: z.number().int(),
  days: z.array(boardDaySchema),
});

/** A booking as the desk sees it: the member's shape with the form's facts. */
export const deskBookingSchema = appointmentViewSchema.extend({
  user: z.object({ id, name: text, phone: text.nullable(), email: text }),
  email: text,
  dob: text,
  gender: id,
  birthday: id,
  social_link: text.nullish(),
  desc: text.nullish(),
  overdue: z.boolean().optional(),
});
const statusName = z.enum(APPOINTMENT_STATUSES);
export const deskBookingDetailSchema = deskBookingSchema.extend({
  history: z.array(
    z.object({
      from: statusName.nullable(),
      to: statusName,
      note: text.nullable(),
      by: text,
      at: text,
    }),
  ),
  mails: z.array(
    z.object({
      kind: text,
      to: text.nullable(),
      status: z.enum(['queued', 'retrying', 'sent', 'failed']),
      attempts: z.number().int(),
      sent_at: text.nullable(),
      last_error: text.nullable(),
    }),
  ),
});

const noParams = z.object({ no: z.string().min(1) });
const queued = envelopeOf(z.object({ id, queued: z.literal(true) }));

export const DESK_SCHEMAS = {
  deskSummary: { answer: envelopeOf(deskSummarySchema) },
  deskBoard: { query: deskMonthQuery, answer: envelopeOf(boardSchema) },
  deskAppointments: { query: deskListQuery, answer: pagedOf(deskBookingSchema) },
  deskAppointment: {
    params: noParams,
    answer: envelopeOf(deskBookingDetailSchema),
    codes: ['not_found'],
  },
  deskProof: { params: noParams, answer: fileAnswer, codes: ['not_found'] },
  deskSetStatus: {
    params: noParams,
    body: deskStatusBody,
    answer: envelopeOf(deskBookingDetailSchema),
    codes: ['invalid_transition', 'appointment_changed_meanwhile', 'note_required', 'not_found'],
  },
  deskBlockedDays: {
    query: deskRangeQuery,
    answer: envelopeOf(
      z.array(z.object({ date: text, reason: text.nullable(), by: text.nullable(), at: text })),
    ),
  },
  deskBlockDay: {
    body: blockDayBody,
    answer: envelopeOf(z.object({ date: text, reason: text.nullable() })),
  },
  deskUnblockDay: {
    params: z.object({ date: deskDay }),
    answer: envelopeOf(z.object({ date: text, blocked: z.literal(false) })),
    codes: ['not_found'],
  },
  passwordResetMail: { body: passwordResetMailBody, answer: queued },
  emailChangedMail: { body: emailChangedMailBody, answer: queued },
} satisfies EndpointContracts;
