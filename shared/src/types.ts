// Shapes of the public API (docs/product.md section 3 and docs/architecture.md section 3). Extra
// fields are allowed.
import type { AppointmentStatus, PaymentState } from './constants.js';
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

export interface NamedEntry {
  id: number;
  name: string;
}

export interface SocialLink {
  name: string;
  url: string;
}

export interface SiteInfo {
  email: string;
  phone?: string | null;
  title?: string | null;
  bio?: string | null;
  links?: SocialLink[];
  [key: string]: unknown;
}

export interface Zodiac {
  id: number;
  name: string;
  period: string;
  desc: string;
  image: string;
}

export interface Package {
  id: number;
  name: string;
  price: number;
  currency: string;
  th_price: number;
  th_currency: string;
  image: string;
  description: string;
  discount_percent: number;
  final_price: number;
  th_final_price: number;
  /** Issue 44: the member sends photos for it before the day (absent from an older CMS). */
  needs_material?: boolean;
}

export interface Category {
  id: number;
  name: string;
  slug: string;
}

export interface Vote {
  user_id: number;
}

export interface Post {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  desc: string;
  poster_url: string;
  /** The uploaded poster's size in pixels; null for the default image. */
  poster_width?: number | null;
  poster_height?: number | null;
  category: { name: string; slug: string } | null;
  author: string;
  published_at: string;
  created_at: string;
  updated_at: string;
  read_time: number;
  views: number;
  tags: { name: string }[];
  votes: Vote[];
  /** Every vote; lists carry at most 100 of them in `votes`. */
  votes_count?: number;
}

export interface User {
  id: number;
  username: string;
  name: string;
  email: string;
  phone: string | null;
  dob: string | null;
  gender_id: number | null;
  weekday_id: number | null;
  social_link: string | null;
  role: string;
  profile: string;
  saved_posts: { id: number }[];
}

export interface AuthAnswer {
  user: User;
  access_token: string;
  refresh_token: string;
}
export interface RefreshAnswer {
  token: string;
  refreshToken: string;
}

export interface PaymentType {
  id: number;
  name: string;
  image: string;
  account_name?: string;
  account_number?: string;
  qr_image?: string | null;
  currency?: string;
  /** Set for a PromptPay account: the payment page draws its QR with the baht amount filled in. */
  promptpay_id?: string | null;
}

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

export interface ManageOptions {
  can_cancel: boolean;
  can_reschedule: boolean;
  /** Why cancelling is refused (null when allowed). */
  cancel_block: ManageBlock | null;
  /** Why moving is refused (null when allowed). */
  reschedule_block: ManageBlock | null;
  reschedules_left: number;
  /** For a Booked booking: the last instant it can be cancelled or moved (null: no such limit). */
  deadline: string | null;
}

export interface SavedPostRow {
  id: number;
  slug: string;
  title: string;
  category: { name: string } | null;
  author: string;
  published_at: string;
}

export interface FullDay {
  start: string;
  title: string;
}

/**
 * GET /api/auth/appointments/bookings/full-days (issue 17): the days that cannot be booked and
 * the window that can, so a calendar never offers a day the booking service would refuse.
 */
export interface FullDaysAnswer {
  /** Full, blocked and closed days from `today` to `last_day`, sorted (yyyy-MM-dd). */
  data: string[];
  /** Today in the reader's time zone: the first day that may be booked. */
  today: string;
  /** The booking horizon: the last day the booking service accepts. */
  last_day: string;
  /** The reader's time zone (IANA name), in which booking days are whole days. */
  time_zone: string;
  /** The reader's Myanmar-calendar switches (issue 41): the calendar says why such a day is closed. */
  closed_on_sabbath?: boolean;
  closed_during_thingyan?: boolean;
}
