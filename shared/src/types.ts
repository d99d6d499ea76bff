// Shapes of the public API (docs/product.md section 3 and docs/architecture.md section 3): the
// answers' types are z.output of their contract schemas (shared/src/contracts, issue 40), types
// only, so no schema loads with them.
import type { z } from 'zod';
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
import type {
  fullDaysAnswerSchema,
  manageOptionsSchema,
  memberAppointmentSchema,
} from './contracts/bookings.js';

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

/** A booking as the member's API answers it (its contract, contracts/bookings.ts). */
export type Appointment = z.output<typeof memberAppointmentSchema>;
export type AppointmentPackageLine = Appointment['appointment_packages'][number];

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
