import type { Context } from 'koa';
import {
  CATEGORY_ALL,
  DEFAULT_SORT,
  MESSAGES,
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_MAX,
  SORT_OPTIONS,
  type SortOption,
} from '@mystic/shared';
import {
  allPackages,
  listCategories,
  listGenders,
  listPackages,
  listPaymentTypes,
  listWeekdays,
  listZodiacs,
  packageById,
} from '../../../lib/content/catalog';
import { checkFeedback, feedbackLimiter, storeFeedback } from '../../../lib/content/feedback';
import { CACHE_REVALIDATE, sendCached } from '../../../lib/http/cache';
import { sendError, sendNotFound } from '../../../lib/http/errors';
import { idParam, positiveInt } from '../../../lib/http/ids';
import { parseLocale } from '../../../lib/content/locale';
import {
  countView,
  listPosts,
  popularPosts,
  postBySlug,
  postPreview,
  postDocumentId,
  postVotes,
  recommendedPosts,
  todaySpecial,
} from '../../../lib/content/posts';
import { previewSecret } from '../../../lib/content/preview';
import { verifyPreview } from '../../../lib/content/preview-token';
import { viewVisitors } from '../../../lib/content/view-visitors';
import { bookingSettings, siteInfo } from '../../../lib/content/settings';

type Query = Record<string, unknown>;
const query = (ctx: Context): Query => ctx.query as Query;
const locale = (ctx: Context) => parseLocale(query(ctx).locale);

/** Reads page and page_size: positive integers; page_size defaults to 12 and is capped at 50. */
function paging(ctx: Context): { page: number; pageSize: number } | null {
  const q = query(ctx);
  const errors: Record<string, string[]> = {};
  const page = q.page === undefined || q.page === '' ? 1 : positiveInt(q.page);
  const size =
    q.page_size === undefined || q.page_size === '' ? PAGE_SIZE_DEFAULT : positiveInt(q.page_size);
  if (page === null) errors.page = [MESSAGES.pageInvalid];
  if (size === null) errors.page_size = [MESSAGES.pageSizeInvalid];
  if (page === null || size === null) {
    sendError(ctx, 422, MESSAGES.validationFailed, errors);
    return null;
  }
  return { page, pageSize: Math.min(size, PAGE_SIZE_MAX) };
}

const meta = (page: number, pageSize: number, total: number) => ({
  current_page: page,
  last_page: Math.max(1, Math.ceil(total / pageSize)),
  per_page: pageSize,
  total,
});

const strapiOf = () => strapi;

export default {
  async info(ctx: Context) {
    sendCached(ctx, { data: await siteInfo(strapiOf(), locale(ctx)) });
  },

  async zodiacs(ctx: Context) {
    sendCached(ctx, { data: await listZodiacs(strapiOf(), locale(ctx)) });
  },

  async packages(ctx: Context) {
    const p = paging(ctx);
    if (!p) return;
    const { rows, total } = await listPackages(strapiOf(), p.page, p.pageSize, locale(ctx));
    sendCached(ctx, { data: { data: rows, meta: meta(p.page, p.pageSize, total) } });
  },

  async packagesAll(ctx: Context) {
    sendCached(ctx, { data: { data: await allPackages(strapiOf(), locale(ctx)) } });
  },

  async packageOne(ctx: Context) {
    const id = idParam(ctx, 'id');
    const pkg = id === null ? null : await packageById(strapiOf(), id, locale(ctx));
    if (!pkg) return sendNotFound(ctx);
    sendCached(ctx, { data: pkg });
  },

  async posts(ctx: Context) {
    const p = paging(ctx);
    if (!p) return;
    const q = query(ctx);
    const sort = q.sort === undefined || q.sort === '' ? DEFAULT_SORT : q.sort;
    if (typeof sort !== 'string' || !(SORT_OPTIONS as readonly string[]).includes(sort)) {
      return sendError(ctx, 422, MESSAGES.validationFailed, {
        sort: [`The sort must be one of: ${SORT_OPTIONS.join(', ')}.`],
      });
    }
    const category =
      typeof q.category === 'string' && q.category !== '' && q.category !== CATEGORY_ALL
        ? q.category
        : null;
    const { rows, total } = await listPosts(strapiOf(), {
      ...p,
      sort: sort as SortOption,
      category,
      locale: locale(ctx),
    });
    sendCached(ctx, { data: { data: rows, meta: meta(p.page, p.pageSize, total) } });
  },

  async todaySpecial(ctx: Context) {
    sendCached(ctx, { data: await todaySpecial(strapiOf(), locale(ctx)) });
  },

  async recommended(ctx: Context) {
    const id = idParam(ctx, 'postId');
    if (id === null) return sendNotFound(ctx);
    const category = query(ctx).category;
    const slug =
      typeof category === 'string' && category !== '' && category !== CATEGORY_ALL
        ? category
        : null;
    sendCached(ctx, { data: await recommendedPosts(strapiOf(), id, slug, locale(ctx)) });
  },

  async popular(ctx: Context) {
    sendCached(ctx, { data: await popularPosts(strapiOf(), locale(ctx)) });
  },

  async categories(ctx: Context) {
    sendCached(ctx, { data: await listCategories(strapiOf(), locale(ctx)) });
  },

  /**
   * A post by slug, the same for every reader (so the gateway caches it like the lists); a visit
   * is counted by the page's beacon (`postView`), not by this read. `userId` (optional) adds
   * `liked` for that member.
   */
  async postDetail(ctx: Context) {
    const slug = String(ctx.params.slug ?? '');
    if (!slug || slug.length > 255) return sendNotFound(ctx);
    const post = await postBySlug(strapiOf(), slug, locale(ctx));
    if (!post) return sendNotFound(ctx);
    const userId = positiveInt(query(ctx).userId);
    sendCached(ctx, {
      data:
        userId === null ? post : { ...post, liked: post.votes.some((v) => v.user_id === userId) },
    });
  },

  /**
   * `POST /api/posts-list/:slug/view`: the post page's beacon, sent once per visit. One view per
   * visitor (address and browser) per post per day; an unknown or not yet published post counts
   * nothing (404). Written at once, so a clean shutdown loses no view.
   */
  async postView(ctx: Context) {
    const slug = String(ctx.params.slug ?? '');
    if (!slug || slug.length > 255) return sendNotFound(ctx);
    const s = strapiOf();
    const found = await postBySlug(s, slug, locale(ctx));
    const documentId = found ? await postDocumentId(s, found.id) : null;
    if (!documentId) return sendNotFound(ctx);
    if (viewVisitors.firstToday(ctx.request.ip || 'unknown', ctx.get('user-agent'), documentId)) {
      await countView(s, documentId);
    }
    ctx.set('Cache-Control', 'no-store');
    ctx.status = 204;
  },

  /**
   * A draft (or published) post for the admin's preview, only with a valid preview token
   * (`?token=`): a forged or expired one is 403, never the draft. Never cached anywhere.
   */
  async preview(ctx: Context) {
    const s = strapiOf();
    const claim = verifyPreview(previewSecret(s), query(ctx).token);
    if (!claim || claim.uid !== 'api::post.post') {
      return sendError(ctx, 403, MESSAGES.previewLinkInvalid);
    }
    const post = await postPreview(s, claim.documentId, claim.locale, claim.status);
    if (!post) return sendNotFound(ctx);
    ctx.set('Cache-Control', 'private, no-store');
    ctx.set('X-Robots-Tag', 'noindex');
    ctx.body = { data: post };
  },

  async votes(ctx: Context) {
    const id = idParam(ctx, 'id');
    const votes = id === null ? null : await postVotes(strapiOf(), id);
    if (!votes) return sendNotFound(ctx);
    sendCached(ctx, { data: votes }, CACHE_REVALIDATE);
  },

  async banks(ctx: Context) {
    sendCached(ctx, { data: await listPaymentTypes(strapiOf(), locale(ctx)) });
  },

  async genders(ctx: Context) {
    sendCached(ctx, { data: await listGenders(strapiOf(), locale(ctx)) });
  },

  async weekdays(ctx: Context) {
    sendCached(ctx, { data: await listWeekdays(strapiOf(), locale(ctx)) });
  },

  async bookingSettings(ctx: Context) {
    sendCached(ctx, { data: await bookingSettings(strapiOf()) });
  },

  async sendFeedback(ctx: Context) {
    const wait = await feedbackLimiter().take(ctx.request.ip || 'unknown');
    if (wait > 0) {
      ctx.set('Retry-After', String(wait));
      return sendError(ctx, 429, MESSAGES.tooManyRequests);
    }
    const checked = checkFeedback((ctx.request as { body?: unknown }).body);
    if (!checked.ok) return sendError(ctx, 422, MESSAGES.validationFailed, checked.errors);
    const id = await storeFeedback(strapiOf(), checked.value);
    ctx.status = 201;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: { id }, message: MESSAGES.feedbackThanks };
  },
};
