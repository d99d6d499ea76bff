import type { Core } from '@strapi/strapi';
import { previewUrl, type PreviewParams } from '../src/lib/content/preview';

// Where the preview frame may come from (the admin's CSP frame-src, which Strapi sets to exactly
// this list): the admin's own origin, since the preview link is root-relative (preview.ts), and
// the public origin.
const previewOrigins = (url: string): string[] => {
  try {
    return ["'self'", new URL(url).origin];
  } catch {
    return ["'self'"];
  }
};
export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  auth: { secret: env('ADMIN_JWT_SECRET') },
  apiToken: { salt: env('API_TOKEN_SALT') },
  transfer: { token: { salt: env('TRANSFER_TOKEN_SALT') } },
  secrets: { encryptionKey: env('ENCRYPTION_KEY') },
  flags: { nps: false, promoteEE: false },
  // Strapi's own limit on admin logins (5 per 5 minutes for one e-mail and address); the
  // end-to-end suite, whose reader logs in from 127.0.0.1 in many specs, raises it.
  rateLimit: { max: env.int('ADMIN_LOGIN_RATE_MAX', 5) },
  autoOpen: false,
  watchIgnoreFiles: ['**/tests/**'],
  // "Open preview" on a post: the real SPA page with the draft, in the document's language,
  // behind a signed short-lived token (src/lib/content/preview.ts). Other types have none.
  preview: {
    enabled: true,
    config: {
      allowedOrigins: previewOrigins(env('PUBLIC_URL', '')),
      handler: (uid: string, params: PreviewParams) => previewUrl(strapi, uid, params),
    },
  },
});
