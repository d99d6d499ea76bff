// The site's own settings, the one place the CMS's code reads the environment (issue 40): the
// rest asks siteConfig() (src/lib/site-config.ts). Read once at start, so a test sets the
// environment before it starts Strapi, or `strapi.config.set('site.<key>', …)` after.
import type { Core } from '@strapi/strapi';
import { DEFAULT_TIME_ZONE } from '@mystic/shared';

export default ({ env }: Core.Config.Shared.ConfigParams) => {
  /** A positive whole number, or `fallback` when unset, empty or not one. */
  const count = (key: string, fallback: number): number => {
    const n = env.int(key, fallback);
    return Number.isInteger(n) && n > 0 ? n : fallback;
  };
  return {
    /**
     * The public origin (the gateway), without a trailing slash; '' when unknown (tests, a bare
     * Strapi). One rule for its uses: media stay relative without it (they are served from the
     * origin that answered), while a mailed link needs an absolute origin and falls back to the
     * local stack's (src/lib/members/password-reset.ts).
     */
    publicUrl: env('PUBLIC_URL', '').replace(/\/+$/, ''),
    /** "Today" as the booking service counts it. */
    timeZone: env('TIME_ZONE', '') || DEFAULT_TIME_ZONE,
    /** The booking service's internal member routes call the CMS with this token. */
    cmsApiToken: env('CMS_API_TOKEN', ''),
    /** The booking service's reader API on the private network, and its token. */
    bookingUrl: (env('BOOKING_URL', '') || 'http://127.0.0.1:4000').replace(/\/+$/, ''),
    bookingAdminToken: env('BOOKING_ADMIN_TOKEN', ''),
    /** The store the instances share: Redis when set, in-process otherwise. */
    redisUrl: env('REDIS_URL', ''),
    redisPrefix: env('REDIS_PREFIX', ''),
    /** Per address: feedback submissions and post-view beacons per window. */
    feedbackRate: {
      max: count('FEEDBACK_RATE_LIMIT', 5),
      windowSeconds: count('FEEDBACK_RATE_WINDOW_SECONDS', 600),
    },
    postViewRate: {
      max: count('POST_VIEW_RATE_LIMIT', 60),
      windowSeconds: count('POST_VIEW_RATE_WINDOW_SECONDS', 60),
    },
    /** The member limits' maxima (their windows: src/lib/members/rate-limit.ts). */
    memberLimits: {
      loginIp: count('MEMBER_LOGIN_IP_MAX', 30),
      loginAccountIp: count('MEMBER_LOGIN_ACCOUNT_IP_MAX', 5),
      loginAccount: count('MEMBER_LOGIN_ACCOUNT_MAX', 100),
      registerIp: count('MEMBER_REGISTER_IP_MAX', 10),
      passwordIp: count('MEMBER_PASSWORD_IP_MAX', 20),
      passwordAccount: count('MEMBER_PASSWORD_ACCOUNT_MAX', 5),
      forgotIp: count('MEMBER_FORGOT_IP_MAX', 10),
      forgotEmail: count('MEMBER_FORGOT_EMAIL_MAX', 3),
      resetIp: count('MEMBER_RESET_IP_MAX', 20),
    },
    nodeEnv: env('NODE_ENV', 'development'),
    /** CMS_SEED=true|false switches the demo seed (the rule: src/bootstrap/content.ts). */
    seed: env('CMS_SEED', ''),
    /** The development logins, outside production only (src/bootstrap/members.ts). */
    devAccounts: {
      setup: { email: env('DEV_SETUP_EMAIL'), password: env('DEV_SETUP_PASSWORD') },
      reader: { email: env('DEV_ADMIN_EMAIL'), password: env('DEV_ADMIN_PASSWORD') },
    },
  };
};
