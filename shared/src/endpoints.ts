// Every API endpoint the SPA, the gateway and the booking service use, written once (issue 17):
// method, path (with :params), which service owns it, who may call it, whether the gateway may
// cache it, and, where practical, the schema of its query and of its answer. The CMS's content
// routes, the gateway's cache allow-list, the SPA's paths and the booking service's CMS client
// are derived from this table; `ROUTE_TABLE` (routes.ts) stays the coarse prefix → owner table,
// and a test holds every path here to the owner it declares.
import { z } from 'zod';
import { LOCALES, SORT_OPTIONS } from './constants.js';
import type { Upstream } from './routes.js';

/** Who may call it: anyone, a signed-in member, or only the private network (a service token). */
export type EndpointAuth = 'public' | 'member' | 'internal';
export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
/** What one `:param` matches: any one path segment, or digits only. */
export type ParamKind = 'segment' | 'int';

export interface Endpoint {
  method: HttpMethod;
  /** The path on the public origin, `:name` for a parameter (one whole segment). */
  path: string;
  owner: Upstream;
  auth: EndpointAuth;
  /** The gateway may keep the answer (asked without credentials; the owner still decides). */
  cacheable: boolean;
  /** Parameters narrower than one segment (the gateway's cache matches only these). */
  params?: Readonly<Record<string, ParamKind>>;
  query?: z.ZodType;
  answer?: z.ZodType;
}

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
});
export type BookingSettings = z.output<typeof bookingSettingsSchema>;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** The full-days answer (`FullDaysAnswer`): no `data` envelope around the window. */
export const fullDaysAnswerSchema = z.object({
  data: z.array(day),
  today: day,
  last_day: day,
  time_zone: text,
});

// ---- Query schemas (what the endpoint reads from the query string).

const localeQuery = z.object({ locale });
const pageNumber = z.coerce.number().int().positive().optional();
const pagedQuery = localeQuery.extend({ page: pageNumber, page_size: pageNumber });
const postsQuery = pagedQuery.extend({
  sort: z.enum(SORT_OPTIONS).optional(),
  category: z.string().optional(),
});

// ---- The table.

type EndpointOptions = Partial<Pick<Endpoint, 'cacheable' | 'params' | 'query' | 'answer'>>;
/** One entry; the path keeps its literal type, so `pathOf` knows its parameters. */
const define =
  (owner: Upstream) =>
  <P extends string>(
    method: HttpMethod,
    path: P,
    auth: EndpointAuth,
    more: EndpointOptions = {},
  ): Endpoint & { path: P } => ({ method, path, owner, auth, cacheable: false, ...more });
const cms = define('cms');
const booking = define('booking');
/** A public content read every visitor gets the same answer to: the gateway may keep it. */
const content = <P extends string>(path: P, answer?: z.ZodType, more: EndpointOptions = {}) =>
  cms('GET', path, 'public', { cacheable: true, query: localeQuery, answer, ...more });

export const ENDPOINTS = {
  // The CMS's public content (cms/src/api/content).
  info: content('/api/get-info', envelopeOf(siteInfoSchema)),
  zodiacs: content('/api/zodiacs-list', envelopeOf(z.array(zodiacSchema))),
  packages: content('/api/packages-list', pagedOf(packageSchema), { query: pagedQuery }),
  packagesAll: content('/api/packages-all', envelopeOf(z.object({ data: z.array(packageSchema) }))),
  packageOne: content('/api/packages-list/:id', envelopeOf(packageSchema), {
    params: { id: 'int' },
  }),
  posts: content('/api/posts-list', pagedOf(postSchema), { query: postsQuery }),
  todaySpecial: content('/api/today-special-post', envelopeOf(postSchema.nullable())),
  recommended: content('/api/posts-list/:postId/recommended', envelopeOf(z.array(postSchema)), {
    params: { postId: 'int' },
    query: localeQuery.extend({ category: z.string().optional() }),
  }),
  popular: content('/api/popular-posts', envelopeOf(z.array(postSchema))),
  categories: content('/api/categories-list', envelopeOf(z.array(categorySchema))),
  postDetail: content(
    '/api/posts-list/:slug',
    envelopeOf(postSchema.extend({ liked: z.boolean().optional() })),
    { query: localeQuery.extend({ userId: z.coerce.number().int().positive().optional() }) },
  ),
  postView: cms('POST', '/api/posts-list/:slug/view', 'public'),
  votes: cms('GET', '/api/posts/:id/votes', 'public', { answer: envelopeOf(z.array(voteSchema)) }),
  preview: cms('GET', '/api/preview', 'public', { query: z.object({ token: z.string() }) }),
  banks: content('/api/banks-list', envelopeOf(z.array(paymentTypeSchema))),
  genders: content('/api/genders-list', envelopeOf(z.array(namedEntrySchema))),
  weekdays: content('/api/weekdays-list', envelopeOf(z.array(weekdayEntrySchema))),
  bookingSettings: content('/api/booking-settings', envelopeOf(bookingSettingsSchema)),
  sendFeedback: cms('POST', '/api/send-feedback', 'public'),
  contentVersion: cms('GET', '/api/content-version', 'public', {
    answer: envelopeOf(z.object({ version: z.string() })),
  }),

  // Members (cms/src/api/member).
  register: cms('POST', '/api/register', 'public'),
  login: cms('POST', '/api/login', 'public'),
  refreshToken: cms('POST', '/api/refresh-token', 'public'),
  logout: cms('POST', '/api/auth/logout', 'member'),
  forgotPassword: cms('POST', '/api/auth/forgot-password', 'public'),
  resetPassword: cms('POST', '/api/auth/reset-password', 'public'),
  googleRedirect: cms('GET', '/api/auth/google/redirect', 'public'),
  me: cms('GET', '/api/auth/user', 'member'),
  updateInfo: cms('PATCH', '/api/auth/users/info/update', 'member'),
  updatePassword: cms('PATCH', '/api/auth/users/password/update', 'member'),
  uploadAvatar: cms('POST', '/api/auth/users/avatar/upload', 'member'),
  defaultAvatar: cms('GET', '/api/members/default-avatar.svg', 'public'),
  savedPosts: cms('GET', '/api/auth/users/:userId/saved-posts', 'member'),
  savePost: cms('POST', '/api/posts/:id/saved', 'member'),
  unsavePost: cms('DELETE', '/api/posts/:id/unsaved', 'member'),
  toggleVote: cms('POST', '/api/posts/:id/votes/store', 'member'),
  internalMember: cms('GET', '/api/internal/members/:id', 'internal'),
  internalMemberIntake: cms('PATCH', '/api/internal/members/:id/intake', 'internal'),
  internalEndedSessions: cms('POST', '/api/internal/sessions/ended', 'internal'),

  // The booking service (booking-service/src/*/routes.ts).
  fullDays: booking('GET', '/api/auth/appointments/bookings/full-days', 'member', {
    answer: fullDaysAnswerSchema,
  }),
  createAppointment: booking('POST', '/api/auth/appointments/store', 'member'),
  memberBookings: booking('GET', '/api/auth/appointments/users/:userId/bookings', 'member'),
  cancelAppointment: booking('POST', '/api/auth/appointments/:appointmentNo/cancel', 'member'),
  rescheduleAppointment: booking(
    'POST',
    '/api/auth/appointments/:appointmentNo/reschedule',
    'member',
  ),
  appointment: booking('GET', '/api/auth/appointments/:appointmentNo', 'member'),
  storePayment: booking('POST', '/api/auth/appointments/:appointmentNo/payment/store', 'member'),
  paymentProof: booking('GET', '/api/auth/appointments/:appointmentNo/payment/proof', 'member'),
  pushPublicKey: booking('GET', '/api/push/public-key', 'public'),
  pushSubscribe: booking('POST', '/api/push/subscribe', 'member'),
  pushUnsubscribe: booking('DELETE', '/api/push/unsubscribe', 'member'),
  bookingHealth: booking('GET', '/api/booking/health', 'public'),
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof ENDPOINTS;

/** The `:param` names of a path pattern, as a type. */
type ParamsOf<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamsOf<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;
export type EndpointParams<N extends EndpointName> = Record<
  ParamsOf<(typeof ENDPOINTS)[N]['path']>,
  string | number
>;

/** The concrete path of endpoint `name`: each `:param` replaced by its value, encoded. */
export function pathOf<N extends EndpointName>(
  name: N,
  ...[params]: ParamsOf<(typeof ENDPOINTS)[N]['path']> extends never ? [] : [EndpointParams<N>]
): string {
  const values = (params ?? {}) as Record<string, string | number>;
  return ENDPOINTS[name].path.replace(/:([A-Za-z_]\w*)/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`pathOf(${name}): no value for :${key}`);
    return encodeURIComponent(String(value));
  });
}

/** The path without its leading `/api` (Strapi's routes are written under that prefix). */
export const apiRoutePath = (name: EndpointName): string => {
  const { path } = ENDPOINTS[name];
  if (!path.startsWith('/api/')) throw new Error(`${name} is not under /api`);
  return path.slice('/api'.length);
};

const PARAM_PATTERN: Record<ParamKind, string> = { segment: '[^/]+', int: '\\d+' };
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A regular expression matching the concrete paths of `endpoint` (whole path, no query). */
export function matcherOf(endpoint: Pick<Endpoint, 'path' | 'params'>): RegExp {
  const source = endpoint.path
    .split('/')
    .map((segment) =>
      segment.startsWith(':')
        ? PARAM_PATTERN[endpoint.params?.[segment.slice(1)] ?? 'segment']
        : escapeRegExp(segment),
    )
    .join('/');
  return new RegExp(`^${source}$`);
}

/** The endpoint `method path` is, or null. The first match in table order wins. */
export function endpointFor(method: string, path: string): EndpointName | null {
  for (const [name, endpoint] of Object.entries(ENDPOINTS) as [EndpointName, Endpoint][]) {
    if (endpoint.method === method.toUpperCase() && matcherOf(endpoint).test(path)) return name;
  }
  return null;
}

/** The names of the endpoints the gateway may cache. */
export const CACHEABLE_ENDPOINTS = (Object.keys(ENDPOINTS) as EndpointName[]).filter(
  (name) => ENDPOINTS[name].cacheable,
);

/**
 * Forgot password (issue 23): CMS member routes (the `/api` rule of ROUTE_TABLE sends them to the
 * CMS); the SPA calls them by these names.
 */
export const PASSWORD_RESET_PATHS = {
  forgot: pathOf('forgotPassword'),
  reset: pathOf('resetPassword'),
} as const;

/**
 * The API address of one post as the SPA asks for it (its data layer's key): the gateway reads
 * the post at this address for the page's head and hands the answer to the app under it.
 */
export const postApiUrl = (slug: string, locale: string): string =>
  `${pathOf('postDetail', { slug })}?locale=${locale}`;
