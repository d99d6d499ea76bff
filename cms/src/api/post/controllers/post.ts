// The public post routes (routes/01-custom-post.ts): parse the request, ask the service, answer.
// Strapi's core actions (find, findOne) stay for the core REST routes (routes/post.ts).
import type { Context } from 'koa';
import { factories } from '@strapi/strapi';
import {
  CODES,
  DEFAULT_SORT,
  POST_SEARCH_MAX,
  SORT_OPTIONS,
  toUnicodeText,
  type SortOption,
} from '@mystic/shared';
import { previewSecret } from '../../../lib/content/preview';
import { verifyPreview } from '../../../lib/content/preview-token';
import { UID } from '../../../lib/content/types';
import { viewLimiter, viewVisitors } from '../../../lib/content/view-visitors';
import { CACHE_REVALIDATE, sendCached } from '../../../lib/http/cache';
import { sendError, sendNotFound, tooMany, writeError } from '../../../lib/http/errors';
import { idParam, positiveInt } from '../../../lib/http/ids';
import { categoryOf, localeOf, pageOf, pagingOf, queryOf } from '../../../lib/http/query';
import { serviceOf } from '../../../lib/http/services';
import type { PostService } from '../services/post';

/** A slug route parameter, or null when it cannot be a slug (empty or too long). */
function slugParam(ctx: Context): string | null {
  const slug = String(ctx.params.slug ?? '');
  return slug && slug.length <= 255 ? slug : null;
}

export default factories.createCoreController(UID.post, ({ strapi }) => {
  const posts = () => serviceOf<PostService>(strapi, UID.post);
  return {
    async posts(ctx: Context) {
      const p = pagingOf(ctx);
      if (!p) return;
      const q = queryOf(ctx);
      const sort = q.sort === undefined || q.sort === '' ? DEFAULT_SORT : q.sort;
      if (typeof sort !== 'string' || !(SORT_OPTIONS as readonly string[]).includes(sort)) {
        return sendError(ctx, 422, CODES.validationFailed, {
          sort: [CODES.sortInvalid],
        });
      }
      const { rows, total } = await posts().page({
        ...p,
        sort: sort as SortOption,
        category: categoryOf(ctx),
        locale: localeOf(ctx),
      });
      sendCached(ctx, { data: pageOf(p, rows, total) });
    },

    /** `GET /api/posts-search?q=`: the blog's search, when the loaded posts do not answer. */
    async postSearch(ctx: Context) {
      const raw = queryOf(ctx).q;
      const text = typeof raw === 'string' ? raw.trim() : '';
      // The length before the Zawgyi conversion, whose cost grows with it (issue 37).
      if (!text)
        return sendError(ctx, 422, CODES.validationFailed, { q: [CODES.searchTextRequired] });
      if (text.length > POST_SEARCH_MAX) {
        return sendError(ctx, 422, CODES.validationFailed, { q: [CODES.searchTextTooLong] });
      }
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { data: await posts().search(toUnicodeText(text).text, localeOf(ctx)) };
    },

    async todaySpecial(ctx: Context) {
      sendCached(ctx, { data: await posts().todaySpecial(localeOf(ctx)) });
    },

    async recommended(ctx: Context) {
      const id = idParam(ctx, 'postId');
      if (id === null) return sendNotFound(ctx);
      sendCached(ctx, { data: await posts().recommended(id, categoryOf(ctx), localeOf(ctx)) });
    },

    async popular(ctx: Context) {
      sendCached(ctx, { data: await posts().popular(localeOf(ctx)) });
    },

    /**
     * A post by slug, the same for every reader (so the gateway caches it like the lists); a
     * visit is counted by the page's beacon (`postView`), not by this read. `userId` (optional)
     * adds `liked` for that member.
     */
    async postDetail(ctx: Context) {
      const slug = slugParam(ctx);
      const post = slug === null ? null : await posts().bySlug(slug, localeOf(ctx));
      if (!post) return sendNotFound(ctx);
      const userId = positiveInt(queryOf(ctx).userId);
      sendCached(ctx, {
        data:
          userId === null ? post : { ...post, liked: post.votes.some((v) => v.user_id === userId) },
      });
    },

    /**
     * `POST /api/posts-list/:slug/view`: the post page's beacon, sent once per visit. One view
     * per address per post per day, whatever the browser says it is; an address sending more
     * beacons than a reader would gets 429; an unknown or not yet published post counts nothing
     * (404). Written at once, so a clean shutdown loses no view.
     */
    async postView(ctx: Context) {
      const ip = ctx.request.ip || 'unknown';
      const wait = await viewLimiter().take(ip);
      if (wait > 0) return writeError(ctx, tooMany(wait));
      const slug = slugParam(ctx);
      const found = slug === null ? null : await posts().bySlug(slug, localeOf(ctx));
      const documentId = found ? await posts().documentIdOf(found.id) : null;
      if (!documentId) return sendNotFound(ctx);
      if (viewVisitors.firstToday(ip, documentId)) {
        await posts().countView(documentId);
      }
      ctx.set('Cache-Control', 'no-store');
      ctx.status = 204;
    },

    /**
     * A draft (or published) post for the admin's preview, only with a valid preview token
     * (`?token=`): a forged or expired one is 403, never the draft. Never cached anywhere.
     */
    async preview(ctx: Context) {
      const claim = verifyPreview(previewSecret(strapi), queryOf(ctx).token);
      if (!claim || claim.uid !== UID.post) {
        return sendError(ctx, 403, CODES.previewLinkInvalid);
      }
      const post = await posts().preview(claim.documentId, claim.locale, claim.status);
      if (!post) return sendNotFound(ctx);
      ctx.set('Cache-Control', 'private, no-store');
      ctx.set('X-Robots-Tag', 'noindex');
      ctx.body = { data: post };
    },

    async votes(ctx: Context) {
      const id = idParam(ctx, 'id');
      const votes = id === null ? null : await posts().votes(id);
      if (!votes) return sendNotFound(ctx);
      sendCached(ctx, { data: votes }, CACHE_REVALIDATE);
    },
  };
});
