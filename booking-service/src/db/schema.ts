// Table types of the booking database. Dates are `yyyy-MM-dd` text, instants ISO-8601 UTC text:
// both SQLite and PostgreSQL store and compare them the same way.
import type { AppointmentStatus, AppointmentTotals, LineAmounts, WaitStatus } from '@mystic/shared';
import type { BookingFilesTable, ReadingsTable, ReviewsTable } from '../readings/tables.js';

/** An appointment row; its money columns are shared's `AppointmentTotals`. */
export interface AppointmentsTable extends AppointmentTotals {
  appointment_no: string;
  user_id: number;
  customer_name: string;
  customer_phone: string | null;
  customer_email: string;
  dob: string;
  gender_id: number;
  weekday_id: number;
  social_link: string;
  description: string;
  appointment_date: string;
  status: AppointmentStatus;
  currency: string;
  th_currency: string;
  payment_type_id: number | null;
  payment_type_name: string | null;
  payment_type_image: string | null;
  transaction_no: string | null;
  proof_key: string | null;
  proof_mime: string | null;
  proof_sent_at: string | null;
  paid_at: string | null;
  created_at: string;
  updated_at: string;
  /** When the appointment last became Pending (unpaid expiry counts from here). */
  pending_since: string | null;
  /** The client's Idempotency-Key for the attempt that made it (unique per member). */
  idempotency_key: string | null;
  /** The member's UI language when booking ('en' or 'my'); their mails use it. */
  locale: string | null;
  /** How often the member has moved it to another day (booking settings cap it). */
  reschedule_count: number;
  /** When the sweep claimed the day-before reminder of a Booked booking (null: not yet). */
  day_before_reminded_at: string | null;
  /** When the sweep claimed the on-the-day "still unconfirmed" reminder of a Verifying booking. */
  unconfirmed_reminded_at: string | null;
  /** Issue 44: when the member was asked for a review (once). */
  review_asked_at?: string | null;
  /** Issue 45: the person read for when the member booked for someone else (null: themself). */
  subject_name?: string | null;
  subject_phone?: string | null;
  /** The reader's note when she last rejected a proof (issue 42.5); shown while Pending. */
  reader_note?: string | null;
}

/** A booking's line; its money columns are shared's `LineAmounts`. */
export interface AppointmentLinesTable extends LineAmounts {
  appointment_no: string;
  position: number;
  package_id: number;
  package_name: string;
  /** The Burmese name at booking time (null when the CMS had none to give). */
  package_name_my: string | null;
}

/** Places taken per day: the atomic capacity check (one conditional upsert of one row). */
export interface DayCountersTable {
  day: string;
  booked: number;
}

export interface BlockedDaysTable {
  day: string;
  reason: string | null;
  created_by: string;
  created_at: string;
}

export interface PushSubscriptionsTable {
  endpoint: string;
  user_id: number;
  p256dh: string;
  auth: string;
  created_at: string;
  /** The language the member used when subscribing: reminders are sent in it. */
  locale: 'en' | 'my';
}

export interface StatusChangesTable {
  id: string;
  appointment_no: string;
  from_status: string | null;
  to_status: string;
  note: string | null;
  actor: string;
  created_at: string;
}

/** A profile update owed to the CMS; deleted once delivered (or refused for good). */
export interface ProfileOutboxTable {
  id: string;
  user_id: number;
  /** The MemberIntake as JSON. */
  payload: string;
  attempts: number;
  next_attempt_at: string;
  /** Set while one instance delivers it; another may take it over once this has passed. */
  locked_until: string | null;
  last_error: string | null;
  created_at: string;
}

export type MailStatus = 'queued' | 'retrying' | 'sent' | 'failed';

/** One e-mail: queued with its event, then sent (or given up) by the outbox; kept afterwards. */
export interface MailOutboxTable {
  id: string;
  kind: string;
  audience: 'member' | 'reader';
  recipient: string | null;
  locale: string;
  appointment_no: string | null;
  payload: string;
  status: MailStatus;
  attempts: number;
  next_attempt_at: string;
  locked_until: string | null;
  last_error: string | null;
  message_id: string | null;
  created_at: string;
  sent_at: string | null;
}

/** Issue 45: one member waiting for a full day (see the migration 2026_11_29_1000). */
export interface WaitlistEntriesTable {
  id: string;
  user_id: number;
  member_name: string;
  day: string;
  status: WaitStatus;
  /** 1 while waiting or offered, NULL once ended: one open entry per member and day. */
  open_key: number | null;
  /** The booking form (AppointmentPayload) as JSON. */
  intake: string;
  locale: string;
  created_at: string;
  offered_at: string | null;
  hold_until: string | null;
  offered_by: string | null;
  ended_at: string | null;
  appointment_no: string | null;
}

/** Issue 45: someone a member booked a reading for, to pick again. */
export interface SavedPeopleTable {
  id: string;
  user_id: number;
  name: string;
  dob: string;
  gender_id: number;
  weekday_id: number;
  phone: string | null;
  updated_at: string;
}

export interface Database {
  appointments: AppointmentsTable;
  appointment_lines: AppointmentLinesTable;
  day_counters: DayCountersTable;
  blocked_days: BlockedDaysTable;
  push_subscriptions: PushSubscriptionsTable;
  status_changes: StatusChangesTable;
  profile_outbox: ProfileOutboxTable;
  mail_outbox: MailOutboxTable;
  waitlist_entries: WaitlistEntriesTable;
  saved_people: SavedPeopleTable;
  reader_subscriptions: ReaderSubscriptionsTable;
  reader_settings: ReaderSettingsTable;
  reader_outbox: ReaderOutboxTable;
  telegram_links: TelegramLinksTable;
  telegram_actions: TelegramActionsTable;
  member_telegram: MemberTelegramTable;
  // Issue 44 (readings/tables.ts).
  booking_files: BookingFilesTable;
  readings: ReadingsTable;
  reviews: ReviewsTable;
}

// Issue 42: the reader's notices (migration 2026_11_29_1300_create_reader_notify).

/** One of the reader's browsers subscribed to web push from the desk. */
export interface ReaderSubscriptionsTable {
  id: string;
  endpoint: string;
  admin_id: number;
  p256dh: string;
  auth: string;
  label: string;
  created_at: string;
}

export interface ReaderSettingsTable {
  admin_id: number;
  /** JSON array of ReaderNoticeKind. */
  events: string;
  quiet_from: string | null;
  quiet_to: string | null;
  locale: 'en' | 'my';
  telegram_chat_id: string | null;
  summary_day: string | null;
  updated_at: string;
}

export interface ReaderOutboxTable {
  id: string;
  admin_id: number;
  channel: 'push' | 'telegram';
  target: string;
  kind: string;
  appointment_no: string | null;
  payload: string;
  attempts: number;
  next_attempt_at: string;
  locked_until: string | null;
  last_error: string | null;
  created_at: string;
}

export interface TelegramLinksTable {
  token_hash: string;
  audience: 'reader' | 'member';
  owner_id: number;
  locale: 'en' | 'my';
  expires_at: string;
}

export interface TelegramActionsTable {
  id: string;
  admin_id: number;
  chat_id: string;
  appointment_no: string;
  message_id: number | null;
  prompt_message_id: number | null;
  used_at: string | null;
  created_at: string;
}

export interface MemberTelegramTable {
  user_id: number;
  chat_id: string;
  locale: 'en' | 'my';
  created_at: string;
}
