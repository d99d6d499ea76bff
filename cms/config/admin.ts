import type { Core } from '@strapi/strapi';
import { previewUrl, type PreviewParams } from '../src/lib/content/preview';

// The public origin the preview frame shows (the gateway); the admin's CSP must allow framing it.
const publicOrigin = (url: string): string[] | undefined => {
  try {
    return [new URL(url).origin];
  } catch {
    return undefined;
  }
};
export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  auth: { secret: env('ADMIN_JWT_SECRET') },
  apiToken: { salt: env('API_TOKEN_SALT') },
  transfer: { token: { salt: env('TRANSFER_TOKEN_SALT') } },
  secrets: { encryptionKey: env('ENCRYPTION_KEY') },
  flags: { nps: false, promoteEE: false },
  autoOpen: false,
  watchIgnoreFiles: ['**/tests/**'],
  // "Open preview" on a post: the real SPA page with the draft, in the document's language,
  // behind a signed short-lived token (src/lib/content/preview.ts). Other types have none.
  preview: {
    enabled: true,
    config: {
      allowedOrigins: publicOrigin(env('PUBLIC_URL', '')),
      handler: (uid: string, params: PreviewParams) => previewUrl(strapi, uid, params),
    },
  },
});
