// Business constants and limits from docs/product.md section 9. One home for each number.

export const APP_VERSION = '1.0.0';

export const API_TIMEOUT_MS = 10_000;
export const AUTH_BOOTSTRAP_TIMEOUT_MS = 3_000;

export const STORAGE_KEYS = {
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  selectedDate: 'selected_booking_date',
  selectedDateClearedAt: 'selected_booking_date_cleared_at',
  language: 'language',
} as const;

/** The stored booking date is cleared when this much time has passed since the last clearing. */
export const SELECTED_DATE_TTL_MS = 7_200_000;
export const SELECTED_DATE_CHECK_INTERVAL_MS = 60_000;

export const PAGE_SIZE_DEFAULT = 12;
export const PAGE_SIZE_HOME = 8;
export const PAGE_SIZE_MAX = 50;
export const TABLE_PAGE_SIZE = 10;

export const SCROLL_TOP_THRESHOLD_PX = 300;
export const COPIED_INDICATOR_MS = 2_000;
export const SCROLL_RESTORE_DELAY_MS = 100;

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 50;
export const PASSWORD_MIN = 6;

/** 5 MB: payment proofs are limited to 5 * 1024 * 1024 bytes, avatars to under 5,000,000 bytes. */
export const PAYMENT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_MAX_BYTES = 5_000_000;
export const PAYMENT_IMAGE_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/webp'] as const;
export const AVATAR_IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;

export const DOB_MIN_YEAR = 1900;

export const SORT_OPTIONS = ['latest', 'oldest', 'alphabet-asc', 'alphabet-desc'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];
export const DEFAULT_SORT: SortOption = 'latest';
export const CATEGORY_ALL = 'all';

export const RATING_OPTIONS = [
  { value: 5, label: 'Excellent' },
  { value: 4, label: 'Very Good' },
  { value: 3, label: 'Good' },
  { value: 2, label: 'Fair' },
  { value: 1, label: 'Poor' },
] as const;

export const FEEDBACK_TYPES = ['general', 'service', 'reading', 'website', 'suggestion'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

export const CURRENCY_MMK = 'Ks';
export const CURRENCY_THB = '฿';

export const LOCALES = ['en', 'my'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Dates are whole days in the reader's time zone. */
export const DEFAULT_TIME_ZONE = 'Asia/Yangon';

export const APPOINTMENT_STATUSES = [
  'Pending',
  'Verifying',
  'Booked',
  'Finished',
  'Cancelled',
  'Expired',
] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];
/** Who may move an appointment from one status to another. Finished, Cancelled and Expired end it. */
export const APPOINTMENT_TRANSITIONS: Record<AppointmentStatus, readonly AppointmentStatus[]> = {
  Pending: ['Verifying', 'Booked', 'Cancelled', 'Expired'],
  Verifying: ['Pending', 'Booked', 'Cancelled'],
  Booked: ['Finished', 'Cancelled'],
  Finished: [],
  Cancelled: [],
  Expired: [],
};
/** Statuses the reader sets by hand; Verifying and Expired are set by payment and the sweep. */
export const READER_STATUSES = ['Pending', 'Booked', 'Finished', 'Cancelled'] as const;
export type ReaderStatus = (typeof READER_STATUSES)[number];
/** Where the reader may move a booking from `status` by hand (the desk's buttons). */
export const readerNextStatuses = (status: AppointmentStatus): ReaderStatus[] =>
  APPOINTMENT_TRANSITIONS[status].filter((s): s is ReaderStatus =>
    (READER_STATUSES as readonly string[]).includes(s),
  );
/** The reader gives the member a reason when she rejects a proof (back to Pending) or cancels. */
export const noteRequiredFor = (status: unknown): boolean =>
  status === 'Pending' || status === 'Cancelled';
/** Statuses that hold a place on their day. */
export const ACTIVE_APPOINTMENT_STATUSES: readonly AppointmentStatus[] = [
  'Pending',
  'Verifying',
  'Booked',
  'Finished',
];

/**
 * Where the money of a booking stands, as the member sees it: nothing sent yet (and still
 * payable), a proof sent and being checked, confirmed by the reader, or ended without payment.
 */
export const PAYMENT_STATES = [
  'awaiting_payment',
  'proof_sent',
  'confirmed',
  'unpaid',
  // Cancelled after paying: the money is kept as a credit for another date (issue 38).
  'credit',
] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/**
 * Whether the proof a member sent still stands: the reader did not send it back (a rejection
 * makes the booking Pending again, which restarts `pending_since` after the proof).
 */
export const proofStands = (a: {
  proof_sent_at: string | null;
  pending_since: string | null;
}): boolean =>
  a.proof_sent_at !== null && (a.pending_since === null || a.proof_sent_at >= a.pending_since);

/**
 * The one home of the payment-state rule (service answers and SPA agree on it). The cancel
 * policy: a booking cancelled after its money was sent (confirmed, or a proof that still
 * stands) keeps that money as a credit for another date; nothing is lost.
 */
export function paymentStateOf(
  status: AppointmentStatus,
  paidAt: string | null,
  proofStanding = false,
): PaymentState {
  if (status === 'Cancelled' && (paidAt !== null || proofStanding)) return 'credit';
  if (paidAt !== null || status === 'Booked' || status === 'Finished') return 'confirmed';
  if (status === 'Verifying') return 'proof_sent';
  if (status === 'Pending') return 'awaiting_payment';
  return 'unpaid';
}

/** Request header carrying the client's key for one attempt of a form (booking creation). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

export const ROLE_MEMBER_TYPE = 'authenticated';
export const ROLE_MEMBER_NAME = 'User';
export const ROLE_MEMBER_DISPLAY = 'Member';
