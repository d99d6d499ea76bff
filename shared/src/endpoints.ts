// Every API endpoint the SPA, the gateway and the booking service use, written once (issue 17):
// method, path (with :params), which service owns it, who may call it, whether the gateway may
// cache it. The CMS's content routes, the gateway's cache allow-list, the SPA's paths and the
// booking service's CMS client are derived from this table; `ROUTE_TABLE` (routes.ts) stays the
// coarse prefix → owner table, and a test holds every path here to the owner it declares. The
// schemas of queries and answers are in endpoint-schemas.ts, keyed by the same names: this table
// is plain data, so the SPA's shell carries no schema (zod loads with the forms).
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
}

// ---- The table.

type EndpointOptions = Partial<Pick<Endpoint, 'cacheable' | 'params'>>;
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
const content = <P extends string>(path: P, more: EndpointOptions = {}) =>
  cms('GET', path, 'public', { cacheable: true, ...more });

export const ENDPOINTS = {
  // The CMS's public content (one API per content type, cms/src/api/<type>).
  info: content('/api/get-info'),
  zodiacs: content('/api/zodiacs-list'),
  packages: content('/api/packages-list'),
  packagesAll: content('/api/packages-all'),
  packageOne: content('/api/packages-list/:id', { params: { id: 'int' } }),
  posts: content('/api/posts-list'),
  // Issue 38: the blog's search finds posts the page has not loaded. Not kept by the gateway:
  // every search text would be an entry of its own.
  postSearch: cms('GET', '/api/posts-search', 'public'),
  todaySpecial: content('/api/today-special-post'),
  recommended: content('/api/posts-list/:postId/recommended', { params: { postId: 'int' } }),
  popular: content('/api/popular-posts'),
  categories: content('/api/categories-list'),
  postDetail: content('/api/posts-list/:slug'),
  postView: cms('POST', '/api/posts-list/:slug/view', 'public'),
  votes: cms('GET', '/api/posts/:id/votes', 'public'),
  preview: cms('GET', '/api/preview', 'public'),
  banks: content('/api/banks-list'),
  genders: content('/api/genders-list'),
  weekdays: content('/api/weekdays-list'),
  bookingSettings: content('/api/booking-settings'),
  sendFeedback: cms('POST', '/api/send-feedback', 'public'),
  contentVersion: cms('GET', '/api/content-version', 'public'),

  // Members (cms/src/api/member).
  register: cms('POST', '/api/register', 'public'),
  login: cms('POST', '/api/login', 'public'),
  refreshToken: cms('POST', '/api/refresh-token', 'public'),
  logout: cms('POST', '/api/auth/logout', 'member'),
  forgotPassword: cms('POST', '/api/auth/forgot-password', 'public'),
  resetPassword: cms('POST', '/api/auth/reset-password', 'public'),
  // Issue 38: the reset page says a used or expired link is dead before passwords are typed. A
  // POST, so the token stays out of addresses and logs.
  resetTokenCheck: cms('POST', '/api/auth/reset-password/check', 'public'),
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
  fullDays: booking('GET', '/api/auth/appointments/bookings/full-days', 'member'),
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
  // The CMS tells the booking service what changed (BOOKING_ADMIN_TOKEN), so bookings reuse
  // cached prices and members without asking the CMS each time.
  cmsChanged: booking('POST', '/api/booking/admin/cms-changes', 'internal'),
  // The reader's desk in the CMS (cms/src/plugins/bookings) and the CMS's forgot-password mail,
  // with BOOKING_ADMIN_TOKEN on the private network; the gateway never forwards them.
  deskSummary: booking('GET', '/api/booking/admin/summary', 'internal'),
  deskBoard: booking('GET', '/api/booking/admin/board', 'internal'),
  // Issue 42.4: revenue and bookings per month and day (contracts/desk-stats.ts).
  deskStats: booking('GET', '/api/booking/admin/stats', 'internal'),
  deskAppointments: booking('GET', '/api/booking/admin/appointments', 'internal'),
  deskAppointment: booking('GET', '/api/booking/admin/appointments/:no', 'internal'),
  deskProof: booking('GET', '/api/booking/admin/appointments/:no/proof', 'internal'),
  deskSetStatus: booking('PATCH', '/api/booking/admin/appointments/:no/status', 'internal'),
  deskBlockedDays: booking('GET', '/api/booking/admin/blocked-days', 'internal'),
  deskBlockDay: booking('POST', '/api/booking/admin/blocked-days', 'internal'),
  deskUnblockDay: booking('DELETE', '/api/booking/admin/blocked-days/:date', 'internal'),
  passwordResetMail: booking('POST', '/api/booking/admin/mail/password-reset', 'internal'),
  emailChangedMail: booking('POST', '/api/booking/admin/mail/email-changed', 'internal'),
  // Issue 42: the reader's notices. Her settings, devices and Telegram link, asked by the desk's
  // CMS routes for the signed-in admin (`adminId`); Telegram's updates (secret-token header);
  // a member's Telegram opt-in from the slip; the CMS tells who an admin is and may do.
  deskNotify: booking('GET', '/api/booking/admin/notify/:adminId', 'internal'),
  deskNotifySave: booking('PUT', '/api/booking/admin/notify/:adminId', 'internal'),
  deskNotifyDevice: booking('POST', '/api/booking/admin/notify/:adminId/devices', 'internal'),
  deskNotifyDeviceRemove: booking(
    'DELETE',
    '/api/booking/admin/notify/:adminId/devices',
    'internal',
  ),
  deskNotifyTest: booking('POST', '/api/booking/admin/notify/:adminId/test', 'internal'),
  deskTelegramLink: booking('POST', '/api/booking/admin/notify/:adminId/telegram', 'internal'),
  deskTelegramUnlink: booking('DELETE', '/api/booking/admin/notify/:adminId/telegram', 'internal'),
  telegramWebhook: booking('POST', '/api/booking/telegram/webhook', 'public'),
  memberTelegramLink: booking('POST', '/api/auth/appointments/telegram/link', 'member'),
  internalDeskActor: cms('GET', '/api/internal/desk-actors/:id', 'internal'),
  // Issue 44: the client's photos, the delivered reading and reviews (booking-service/src/readings).
  bookingExtras: booking('GET', '/api/auth/appointments/:appointmentNo/reading', 'member'),
  uploadMaterial: booking('POST', '/api/auth/appointments/:appointmentNo/materials', 'member'),
  deleteMaterial: booking(
    'DELETE',
    '/api/auth/appointments/:appointmentNo/materials/:fileId',
    'member',
  ),
  bookingFile: booking('GET', '/api/auth/appointments/:appointmentNo/files/:fileId', 'member'),
  saveReview: booking('PUT', '/api/auth/appointments/:appointmentNo/review', 'member'),
  deleteReview: booking('DELETE', '/api/auth/appointments/:appointmentNo/review', 'member'),
  publicReviews: booking('GET', '/api/booking/reviews', 'public', { cacheable: true }),
  deskReading: booking('GET', '/api/booking/admin/appointments/:no/reading', 'internal'),
  deskSaveReading: booking('PUT', '/api/booking/admin/appointments/:no/reading', 'internal'),
  deskSendReading: booking('POST', '/api/booking/admin/appointments/:no/reading/send', 'internal'),
  deskReadingFile: booking('POST', '/api/booking/admin/appointments/:no/reading/files', 'internal'),
  deskDeleteFile: booking(
    'DELETE',
    '/api/booking/admin/appointments/:no/files/:fileId',
    'internal',
  ),
  deskFile: booking('GET', '/api/booking/admin/appointments/:no/files/:fileId', 'internal'),
  deskReviews: booking('GET', '/api/booking/admin/reviews', 'internal'),
  deskModerateReview: booking('PATCH', '/api/booking/admin/reviews/:id', 'internal'),
  // Issue 45: the waitlist of full days (booking-service/src/waitlist) and the people a member
  // booked for; the desk's view of each day's line.
  waitlistJoin: booking('POST', '/api/auth/appointments/waitlist/entries', 'member'),
  waitlistMine: booking('GET', '/api/auth/appointments/waitlist/entries', 'member'),
  waitlistLeave: booking('DELETE', '/api/auth/appointments/waitlist/entries/:id', 'member'),
  waitlistAccept: booking('POST', '/api/auth/appointments/waitlist/entries/:id/accept', 'member'),
  waitlistDecline: booking('POST', '/api/auth/appointments/waitlist/entries/:id/decline', 'member'),
  savedPeople: booking('GET', '/api/auth/appointments/people/saved', 'member'),
  deskWaitlist: booking('GET', '/api/booking/admin/waitlist', 'internal'),
  deskWaitlistOffer: booking('POST', '/api/booking/admin/waitlist/:id/offer', 'internal'),
  deskWaitlistRemove: booking('DELETE', '/api/booking/admin/waitlist/:id', 'internal'),
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
  return fillPath(name, (params ?? {}) as Record<string, string | number>);
}

/**
 * `pathOf` for a name known only at run time (a caller passing the name through): a missing
 * parameter throws.
 */
export function fillPath(name: EndpointName, values: Record<string, string | number> = {}): string {
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

// Built once per endpoint, on the first ask: the SPA asks endpointFor on every request it sends,
// but not while its shell starts (a hundred regular expressions built then were part of a slow
// phone's longest task, issue 43).
let matchers: { name: EndpointName; method: string; matcher: RegExp }[] | null = null;

/** The endpoint `method path` is, or null. The first match in table order wins. */
export function endpointFor(method: string, path: string): EndpointName | null {
  const wanted = method.toUpperCase();
  matchers ??= (Object.entries(ENDPOINTS) as [EndpointName, Endpoint][]).map(
    ([name, endpoint]) => ({ name, method: endpoint.method, matcher: matcherOf(endpoint) }),
  );
  for (const { name, method: own, matcher } of matchers) {
    if (own === wanted && matcher.test(path)) return name;
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
  check: pathOf('resetTokenCheck'),
} as const;

/**
 * The API address of one post as the SPA asks for it (its data layer's key): the gateway reads
 * the post at this address for the page's head and hands the answer to the app under it.
 */
export const postApiUrl = (slug: string, locale: string): string =>
  `${pathOf('postDetail', { slug })}?locale=${locale}`;
