// The admin's preview (Strapi 5's `admin.preview`, config/admin.ts): "Open preview" on a post
// shows the real SPA page with the draft, in the document's language. The URL carries a signed
// preview token (preview-token.ts); the SPA fetches the draft with it from GET /api/preview.
import { DEFAULT_LOCALE } from '@mystic/shared';
import { parseLocale } from './locale';
import { postSlug } from './posts/documents';
import { signPreview } from './preview-token';
import { UID, type Strapi } from './types';

export interface PreviewParams {
  documentId?: string;
  locale?: string | null;
  status?: string;
}

/** The admin JWT secret the preview key is derived from. */
export const previewSecret = (strapi: Strapi): string =>
  String(strapi.config.get('admin.auth.secret') ?? '');

/** Where "Open preview" goes for a document, or null (no preview for that content type). */
export async function previewUrl(
  strapi: Strapi,
  uid: string,
  params: PreviewParams,
  now = Date.now(),
): Promise<string | null> {
  if (uid !== UID.post || !params.documentId) return null;
  const slug = await postSlug(strapi, params.documentId);
  if (!slug) return null;
  const locale = parseLocale(params.locale ?? DEFAULT_LOCALE);
  const token = signPreview(
    previewSecret(strapi),
    {
      uid,
      documentId: params.documentId,
      locale,
      status: params.status === 'published' ? 'published' : 'draft',
    },
    now,
  );
  // Root-relative: the admin frames the page on the origin it was itself opened on (whatever
  // host name reached it), which the page's `frame-ancestors 'self'` then allows.
  const query = new URLSearchParams({ preview: token, lang: locale });
  return `/blogs/${encodeURIComponent(slug)}?${query}`;
}
