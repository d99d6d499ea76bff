// Shapes of the public API (docs/product.md section 3 and docs/architecture.md section 3): the
// answers' types are z.output of their contract schemas (shared/src/contracts, issue 40), types
// only, so no schema loads with them.
import type { z } from 'zod';
import type { AppointmentStatus, PaymentState } from './constants.js';
import type {
  categorySchema,
  namedEntrySchema,
  packageSchema,
  paymentTypeSchema,
  postSchema,
  siteInfoSchema,
  voteSchema,
  zodiacSchema,
} from './contracts/content.js';
import type {
  authAnswerSchema,
  refreshAnswerSchema,
  savedPostRowSchema,
  userSchema,
} from './contracts/members.js';
import type { fullDaysAnswerSchema, manageOptionsSchema } from './contracts/bookings.js';
import type { AppointmentTotals } from './pricing.js';

export interface Envelope<T> {
  data: T;
}
export interface PageMeta {
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}
export interface Paged<T> {
  data: T[];
  meta: PageMeta;
}

export type NamedEntry = z.output<typeof namedEntrySchema>;

export type SiteInfo = z.output<typeof siteInfoSchema>;
export type SocialLink = NonNullable<SiteInfo['links']>[number];

export type Zodiac = z.output<typeof zodiacSchema>;

export type Package = z.output<typeof packageSchema>;

export type Category = z.output<typeof categorySchema>;

export type Vote = z.output<typeof voteSchema>;

export type Post = z.output<typeof postSchema>;

export type User = z.output<typeof userSchema>;

export type AuthAnswer = z.output<typeof authAnswerSchema>;
export type RefreshAnswer = z.output<typeof refreshAnswerSchema>;

export type PaymentType = z.output<typeof paymentTypeSchema>;

export interface AppointmentPackageLine {
  id: number;
  package: { id?: number; name: string };
  /** The package's Burmese name when it was booked (null for bookings made before it was kept). */
  package_name_my?: string | null;
  price: number;
  th_price: number;
  discount_amt: number;
  th_discount_amt?: number;
  balance: number;
  th_balance: number;
}

/** A booking as the member's API answers it; its money is `AppointmentTotals`. */
export interface Appointment extends AppointmentTotals {
  appointment_no: string;
  appointment_date: string;
  user: { id?: number; name: string; phone: string | null; email: string };
  /** The date of birth and weekday entry given on the form (the member's Mahabote sign). */
  dob?: string;
  birthday?: number | null;
  /** Issue 45: the person read for when not the booker (dob and birthday above are theirs). */
  subject_name?: string | null;
  subject_phone?: string | null;
  appointment_packages: AppointmentPackageLine[];
  status: AppointmentStatus;
  is_paid: boolean;
  date: string;
  packageNames: string;
  /** The package names in Burmese at booking time, when every line has one. */
  package_names_my?: string | null;
  payment_type?: PaymentType | null;
  transaction_no?: string | null;
  has_proof?: boolean;
  /** Where the money stands (see paymentStateOf); `is_paid` stays true only once confirmed. */
  payment_state?: PaymentState;
  /** True while a payment may be sent (Pending, including after a rejected proof). */
  payable?: boolean;
  proof_url?: string | null;
  proof_sent_at?: string | null;
  paid_at?: string | null;
  created_at?: string;
  /** When the payment window closes (Pending only): the slip's "pay by". */
  pay_by?: string | null;
  /** The reader's note when she rejected the last proof, while it waits to be paid again (42.5). */
  reader_note?: string | null;
  /** What the member may still do with it (member answers only; issue 18). */
  manage?: ManageOptions;
}

/** Why a member cannot cancel or move a booking themselves. */
export type ManageBlock = 'ended' | 'too_late' | 'members_cannot' | 'limit_reached';

export type ManageOptions = z.output<typeof manageOptionsSchema>;

export type SavedPostRow = z.output<typeof savedPostRowSchema>;

export interface FullDay {
  start: string;
  title: string;
}

/**
 * GET /api/auth/appointments/bookings/full-days (issue 17): the days that cannot be booked and
 * the window that can, so a calendar never offers a day the booking service would refuse.
 */
export type FullDaysAnswer = z.output<typeof fullDaysAnswerSchema>;
