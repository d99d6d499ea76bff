// Shapes the desk reads from its admin routes (/bookings/...), and the message of a failed call.
import {
  errorText,
  fieldErrorTexts,
  messageText,
  type AnswerOf,
  type AppointmentStatus,
  type ErrorBodyLike,
  type Paged,
  type WednesdayHalf,
} from '@mystic/shared';

export type Status = AppointmentStatus;

// The desk's answers are the reader API's contract (shared/src/contracts/desk.ts, issue 40),
// passed on by the desk's server (server/src/controllers), which adds the names below.
type DeskDetail = AnswerOf<'deskAppointment'>['data'];
/** A booking of the queue (the list's row), or the detail with its history and mails. */
export type Booking = AnswerOf<'deskAppointments'>['data']['data'][number] &
  Partial<Pick<DeskDetail, 'history' | 'mails'>> & {
    /** Names of the two ids, added by the desk's server (null when the entry is gone). */
    gender_name?: string | null;
    birthday_name?: string | null;
    /** The Wednesday half the birth weekday entry stands for (null: not a Wednesday). */
    birthday_half?: WednesdayHalf | null;
  };
export type Line = Booking['appointment_packages'][number];

export type Page<T> = Paged<T>;
export type Summary = AnswerOf<'deskSummary'>['data'] & {
  /** New feedback messages (the CMS adds them; issue 42.4). */
  feedback?: number;
};
export type Board = AnswerOf<'deskBoard'>['data'];
export type BoardDay = Board['days'][number];

/** A failed call as Strapi's admin fetch client throws it. */
interface FetchErrorLike {
  status?: number;
  message?: string;
  /** The body, only for a JSON answer with `error` (the desk's server adds it for this). */
  response?: { status?: number; data?: ErrorBodyLike & { error?: { message?: string } } };
}

/**
 * What a failed call says, in the admin's language: the text of the body's code and of its field
 * errors (shared's MESSAGES / MESSAGES_MY), the text as it came for a code this desk does not
 * know, the status's text when no body came through (a proof image or the CSV); and whether it is
 * the booking service's outage.
 */
export function failure(err: unknown, locale: string): { message: string; outage: boolean } {
  const e = err as FetchErrorLike;
  const status = e.response?.status ?? e.status;
  const data = e.response?.data;
  const body = data && { ...data, message: data.message ?? data.error?.message };
  const text = errorText(body, locale, status) ?? String(e?.message ?? err);
  // A field's generic "invalid" (a text that is not ours) adds nothing to the refusal's own text.
  const generic = messageText('validation_failed', locale);
  const fields = Object.values(fieldErrorTexts(body, locale))
    .flat()
    .filter((t) => t !== generic);
  return {
    message: [...new Set([text, ...fields])].join(' '),
    outage: status === 502 || status === 503,
  };
}

export const money = (n: number) => new Intl.NumberFormat('en-US').format(n);
