// Issue 45: the waitlist of full days (booking-service/src/waitlist), the people a member booked
// for, and the desk's view of each day's line.
import { z } from 'zod';
import { appointmentSchema } from '../schemas/booking.js';
import { WAIT_STATUSES } from '../waitlist.js';
import { memberAppointmentSchema } from './bookings.js';
import { day, envelopeOf, id, noticeAnswer, text, type EndpointContracts } from './shape.js';

const waitStatus = z.enum(WAIT_STATUSES);
const instant = text.nullable();

/** A member's entry: where they stand, or the offer they hold and until when. */
export const memberWaitSchema = z.object({
  id: text,
  day,
  status: waitStatus,
  open: z.boolean(),
  /** Their place in line while waiting (1: next), else null. */
  position: id.nullable(),
  hold_until: instant,
  appointment_no: text.nullable(),
  packages: z.array(id),
  subject_name: text.nullable(),
  created_at: text,
});
export type MemberWait = z.infer<typeof memberWaitSchema>;

/** The desk's row of a day's line. */
export const deskWaitSchema = z.object({
  id: text,
  day,
  status: waitStatus,
  position: id,
  user_id: id,
  member_name: text,
  email: text,
  phone: text.nullable(),
  subject_name: text.nullable(),
  hold_until: instant,
  offered_by: text.nullable(),
  created_at: text,
});
export type DeskWait = z.infer<typeof deskWaitSchema>;

/** Someone a member booked for, to pick again. */
export const savedPersonSchema = z.object({
  id: text,
  name: text,
  dob: day,
  gender_id: id,
  weekday_id: id,
  phone: text.nullable(),
  updated_at: text,
});
export type SavedPerson = z.infer<typeof savedPersonSchema>;

const entryParams = z.object({ id: z.string().min(1) });
const oneWait = envelopeOf(memberWaitSchema);

export const WAITLIST_SCHEMAS = {
  waitlistJoin: {
    body: appointmentSchema,
    answer: noticeAnswer.extend({ data: memberWaitSchema }),
    codes: [
      'waitlist_day_not_full',
      'waitlist_limit',
      'waitlist_already_waiting',
      'day_already_held',
      'day_unavailable',
      'day_sabbath_closed',
      'day_thingyan_closed',
      'date_too_far',
      'date_before_today',
      'packages_invalid',
      'birthday_contradicts_dob',
    ],
  },
  waitlistMine: { answer: envelopeOf(z.array(memberWaitSchema)) },
  waitlistLeave: {
    params: entryParams,
    answer: noticeAnswer.extend({ data: memberWaitSchema }),
    codes: ['waitlist_not_found', 'waitlist_ended'],
  },
  waitlistDecline: {
    params: entryParams,
    answer: oneWait,
    codes: ['waitlist_not_found', 'waitlist_not_offered'],
  },
  waitlistAccept: {
    params: entryParams,
    answer: noticeAnswer.extend({ data: memberAppointmentSchema }),
    codes: [
      'waitlist_not_found',
      'waitlist_not_offered',
      'waitlist_offer_gone',
      'too_many_open_bookings',
      'day_already_held',
    ],
  },
  savedPeople: { answer: envelopeOf(z.array(savedPersonSchema)) },
  deskWaitlist: {
    query: z.object({ from: day, to: day }),
    answer: envelopeOf(z.array(deskWaitSchema)),
  },
  deskWaitlistOffer: {
    params: entryParams,
    answer: envelopeOf(deskWaitSchema),
    codes: [
      'waitlist_not_found',
      'waitlist_no_free_place',
      'waitlist_offer_gone',
      'waitlist_ended',
    ],
  },
  deskWaitlistRemove: {
    params: entryParams,
    answer: envelopeOf(z.object({ id: text, removed: z.literal(true) })),
    codes: ['waitlist_not_found', 'waitlist_ended'],
  },
} satisfies EndpointContracts;
