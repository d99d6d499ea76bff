// The CMS's public content (cms/src/api/<type>): what each read answers, by endpoint name.
// Extra fields are allowed in answers: objects strip, not refuse.
import { z } from 'zod';
import { SORT_OPTIONS } from '../constants.js';
import {
  envelopeOf,
  id,
  localeQuery,
  optionalText,
  pagedOf,
  pagedQuery,
  text,
  type EndpointContracts,
  type EndpointSchemas,
} from './shape.js';

export const siteInfoSchema = z.object({
  email: text,
  phone: optionalText,
  title: optionalText,
  bio: optionalText,
  address: optionalText,
  links: z.array(z.object({ name: text, url: text })).optional(),
});

export const zodiacSchema = z.object({
  id,
  name: text,
  period: text,
  desc: text,
  image: text,
});

export const packageSchema = z.object({
  id,
  name: text,
  price: z.number(),
  currency: text,
  th_price: z.number(),
  th_currency: text,
  image: text,
  description: text,
  discount_percent: z.number(),
  final_price: z.number(),
  th_final_price: z.number(),
  /** Issue 44: the member sends photos for it before the day. */
  needs_material: z.boolean().optional(),
});

export const categorySchema = z.object({ id, name: text, slug: text });
export const voteSchema = z.object({ user_id: id });

export const postSchema = z.object({
  id,
  slug: text,
  title: text,
  excerpt: text,
  desc: text,
  poster_url: text,
  poster_width: id.nullish(),
  poster_height: id.nullish(),
  category: z.object({ name: text, slug: text }).nullable(),
  author: text,
  published_at: text,
  created_at: text,
  updated_at: text,
  read_time: z.number(),
  views: z.number(),
  tags: z.array(z.object({ name: text })),
  votes: z.array(voteSchema),
  votes_count: z.number().optional(),
});

export const paymentTypeSchema = z.object({
  id,
  name: text,
  image: text,
  account_name: optionalText,
  account_number: optionalText,
  qr_image: optionalText,
  currency: optionalText,
  promptpay_id: optionalText,
});

export const namedEntrySchema = z.object({ id, name: text });
/** A (Burmese astrology) weekday also says which day of the week it is (0 = Sunday). */
export const weekdayEntrySchema = namedEntrySchema.extend({ day_index: z.number().nullish() });

const count = z.coerce.number();
/**
 * The booking settings the CMS answers (`GET /api/booking-settings`) and the booking service
 * reads. Numbers may come as strings; fields an older CMS does not send take these defaults.
 */
export const bookingSettingsSchema = z.object({
  daily_capacity: count.pipe(z.number().int().min(0)),
  closed_weekdays: z.array(count).default([]),
  blocked_dates: z.array(z.string()).default([]),
  unpaid_expiry_hours: count.pipe(z.number().positive()),
  /** A member's bookings awaiting payment or confirmation (Pending or Verifying) at once. */
  max_open_bookings: count.pipe(z.number().int().min(1)).default(3),
  /** A member's bookings holding a place on one day. */
  max_bookings_per_day: count.pipe(z.number().int().min(1)).default(1),
  /** A Verifying booking the reader has not handled for this long shows as overdue. */
  verifying_overdue_hours: count.pipe(z.number().positive()).default(48),
  /** Members may cancel or move a Booked booking only this many hours before its day; 0: never. */
  cancel_notice_hours: count.pipe(z.number().min(0)).default(24),
  /** How many times one booking may be moved to another day. */
  max_reschedules: count.pipe(z.number().int().min(0)).default(2),
  /** The reader's words on what cancelling does to a payment, per language (empty: none). */
  cancel_policy: z.object({ en: z.string(), my: z.string() }).default({ en: '', my: '' }),
  /** Closed on the Myanmar calendar's sabbath days (issue 41). */
  closed_on_sabbath: z.boolean().default(false),
  /** Closed from Thingyan's eve to the Myanmar New Year's Day (issue 41). */
  closed_during_thingyan: z.boolean().default(false),
  /** Issue 45: how long a freed place is held for the first on the day's waitlist. */
  waitlist_hold_hours: count.pipe(z.number().positive()).default(4),
  /** Issue 44: days after a booking is Finished before its member is asked for a review. */
  review_delay_days: count.pipe(z.number().min(0)).default(3),
});
export type BookingSettings = z.output<typeof bookingSettingsSchema>;
/**
 * The settings until the reader saves her own (the CMS's defaults and the demo seed's start):
 * the schema's defaults, with the two settings that have none.
 */
export const BOOKING_SETTINGS_DEFAULTS: BookingSettings = bookingSettingsSchema.parse({
  daily_capacity: 10,
  unpaid_expiry_hours: 24,
});

const postsQuery = pagedQuery.extend({
  sort: z.enum(SORT_OPTIONS).optional(),
  category: z.string().optional(),
});
/** The longest search text: checked before any conversion (issue 37's limits before work). */
export const POST_SEARCH_MAX = 100;
const postSearchQuery = localeQuery.extend({ q: z.string() });

const contentRead = <A extends z.ZodType, Q extends z.ZodType = typeof localeQuery>(
  answer: A,
  query?: Q,
) => ({ query: (query ?? localeQuery) as Q, answer }) satisfies EndpointSchemas;

export const CONTENT_SCHEMAS = {
  info: contentRead(envelopeOf(siteInfoSchema)),
  zodiacs: contentRead(envelopeOf(z.array(zodiacSchema))),
  packages: contentRead(pagedOf(packageSchema), pagedQuery),
  packagesAll: contentRead(envelopeOf(z.object({ data: z.array(packageSchema) }))),
  packageOne: contentRead(envelopeOf(packageSchema)),
  posts: contentRead(pagedOf(postSchema), postsQuery),
  postSearch: contentRead(envelopeOf(z.array(postSchema)), postSearchQuery),
  todaySpecial: contentRead(envelopeOf(postSchema.nullable())),
  recommended: contentRead(
    envelopeOf(z.array(postSchema)),
    localeQuery.extend({ category: z.string().optional() }),
  ),
  popular: contentRead(envelopeOf(z.array(postSchema))),
  categories: contentRead(envelopeOf(z.array(categorySchema))),
  postDetail: contentRead(
    envelopeOf(postSchema.extend({ liked: z.boolean().optional() })),
    localeQuery.extend({ userId: z.coerce.number().int().positive().optional() }),
  ),
  votes: { answer: envelopeOf(z.array(voteSchema)) },
  preview: { query: z.object({ token: z.string() }), answer: envelopeOf(postSchema) },
  banks: contentRead(envelopeOf(z.array(paymentTypeSchema))),
  genders: contentRead(envelopeOf(z.array(namedEntrySchema))),
  weekdays: contentRead(envelopeOf(z.array(weekdayEntrySchema))),
  bookingSettings: contentRead(envelopeOf(bookingSettingsSchema)),
  contentVersion: { answer: envelopeOf(z.object({ version: z.string() })) },
} satisfies EndpointContracts;
