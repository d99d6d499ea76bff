// The schemas of the endpoints' queries and answers (issue 17), keyed by the names of the
// endpoint table (endpoints.ts). Servers and tests use them: the contract test holds every
// answer to its schema, the booking service reads the booking settings with one. Apart from the
// table so the SPA's shell, which builds paths from the table, carries no schema.
import { z } from 'zod';
import { LOCALES, SORT_OPTIONS } from './constants.js';
import type { EndpointName } from './endpoints.js';

// ---- Answer schemas of the public reads (extra fields are allowed: objects strip, not refuse).

const id = z.number().int();
const text = z.string();
const optionalText = z.string().nullish();
const locale = z.enum(LOCALES).optional();

export const envelopeOf = <T extends z.ZodType>(data: T) => z.object({ data });
export const pageMetaSchema = z.object({
  current_page: id,
  last_page: id,
  per_page: id,
  total: id,
});
export const pagedOf = <T extends z.ZodType>(row: T) =>
  envelopeOf(z.object({ data: z.array(row), meta: pageMetaSchema }));

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
});
export type BookingSettings = z.output<typeof bookingSettingsSchema>;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** The full-days answer (`FullDaysAnswer`): no `data` envelope around the window. */
export const fullDaysAnswerSchema = z.object({
  data: z.array(day),
  today: day,
  last_day: day,
  time_zone: text,
  closed_on_sabbath: z.boolean().optional(),
  closed_during_thingyan: z.boolean().optional(),
});

// ---- Between the CMS and the booking service (internal endpoints).

/** What a booking needs of a member, as the CMS tells the booking service. */
export const memberFactsSchema = z.object({
  id,
  username: text,
  phone: optionalText,
  blocked: z.boolean(),
});
export type MemberFacts = z.output<typeof memberFactsSchema>;

/** `GET /api/internal/members/:id`: the member's facts and e-mail, for the booking's mails. */
export const internalMemberSchema = memberFactsSchema.extend({ email: text });

const contentVersionValue = z.string().min(1).max(100);

/**
 * `POST /api/booking/admin/cms-changes`: the CMS tells the booking service its new content
 * version (prices, settings and lists cached at another one are not used again) and the members
 * whose name, phone or blocked flag changed (read afresh at their next booking).
 */
export const cmsChangesSchema = z
  .object({
    content_version: contentVersionValue.optional(),
    members: z.array(id.positive()).max(1000).optional(),
  })
  .strict();
export type CmsChangeNotice = z.output<typeof cmsChangesSchema>;

/** `POST /api/internal/sessions/ended`: the sessions the booking service has seen in tokens. */
export const seenSessionsSchema = z.object({
  sessions: z.array(z.object({ id: z.string().min(1).max(200), user_id: id.positive() })).max(1000),
});

/**
 * Its answer: which of them ended, and, as of the same moment, the content version and the facts
 * of their members (the booking service's caches catch up with any change it was not told of).
 * The last two are absent from an older CMS.
 */
export const endedSessionsAnswerSchema = envelopeOf(
  z.object({
    ended: z.array(z.string()),
    content_version: contentVersionValue.optional(),
    members: z.array(memberFactsSchema).optional(),
  }),
);

// ---- Query schemas (what the endpoint reads from the query string).

const localeQuery = z.object({ locale });
const pageNumber = z.coerce.number().int().positive().optional();
const pagedQuery = localeQuery.extend({ page: pageNumber, page_size: pageNumber });
const postsQuery = pagedQuery.extend({
  sort: z.enum(SORT_OPTIONS).optional(),
  category: z.string().optional(),
});
/** The longest search text: checked before any conversion (issue 37's limits before work). */
export const POST_SEARCH_MAX = 100;
const postSearchQuery = localeQuery.extend({ q: z.string() });

// ---- Each endpoint's schemas, by its name in the table.

export interface EndpointSchemas {
  query?: z.ZodType;
  /** The JSON body a POST, PATCH or PUT takes. */
  body?: z.ZodType;
  answer?: z.ZodType;
}

const contentRead = (answer: z.ZodType, query: z.ZodType = localeQuery): EndpointSchemas => ({
  query,
  answer,
});

export const ENDPOINT_SCHEMAS: Partial<Record<EndpointName, EndpointSchemas>> = {
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
  preview: { query: z.object({ token: z.string() }) },
  banks: contentRead(envelopeOf(z.array(paymentTypeSchema))),
  genders: contentRead(envelopeOf(z.array(namedEntrySchema))),
  weekdays: contentRead(envelopeOf(z.array(weekdayEntrySchema))),
  bookingSettings: contentRead(envelopeOf(bookingSettingsSchema)),
  contentVersion: { answer: envelopeOf(z.object({ version: z.string() })) },
  fullDays: { answer: fullDaysAnswerSchema },
  internalMember: { answer: envelopeOf(internalMemberSchema) },
  internalEndedSessions: { body: seenSessionsSchema, answer: endedSessionsAnswerSchema },
  cmsChanged: { body: cmsChangesSchema },
};
