// Shapes the desk reads from its admin routes (/bookings/...), and the message of a failed call.
import {
  errorText,
  fieldErrorTexts,
  messageText,
  type AnswerOf,
  type AppointmentStatus,
  type AppointmentTotals,
  type ErrorBodyLike,
  type LineAmounts,
  type Paged,
  type PaymentState,
  type WednesdayHalf,
} from '@mystic/shared';

export type Status = AppointmentStatus;

export interface Line extends LineAmounts {
  id: number;
  package_name: string;
}

export interface Booking extends AppointmentTotals {
  appointment_no: string;
  appointment_date: string;
  date: string;
  status: Status;
  user: { id: number; name: string; phone: string | null; email: string };
  /** Issue 45: the person read for when not the booker (the chart facts are theirs). */
  subject_name?: string | null;
  subject_phone?: string | null;
  appointment_packages: Line[];
  packageNames: string;
  payment_type: { id: number; name: string } | null;
  transaction_no: string | null;
  has_proof: boolean;
  email: string;
  dob: string;
  gender: number;
  birthday: number;
  /** Names of the two ids, added by the desk's server (null when the entry is gone). */
  gender_name?: string | null;
  birthday_name?: string | null;
  /** The Wednesday half the birth weekday entry stands for (null: not a Wednesday). */
  birthday_half?: WednesdayHalf | null;
  payment_state?: PaymentState;
  social_link?: string;
  desc?: string;
  history?: { from: Status | null; to: Status; note: string | null; by: string; at: string }[];
  /** The mails this booking caused, with how their sending went. */
  mails?: {
    kind: string;
    to: string | null;
    status: 'queued' | 'retrying' | 'sent' | 'failed';
    attempts: number;
    sent_at: string | null;
    last_error: string | null;
  }[];
}

// The desk's answers are the reader API's contract (shared/src/contracts/desk.ts, issue 40).
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
