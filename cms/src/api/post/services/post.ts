// The post reads and writes of the public API. Strapi's core methods (find, findOne) stay for
// the core REST routes kept for benchmarks (routes/post.ts).
import { factories } from '@strapi/strapi';
import type { Locale } from '@mystic/shared';
import {
  countView,
  listPosts,
  popularPosts,
  postBySlug,
  postDocumentId,
  postPreview,
  postVotes,
  recommendedPosts,
  todaySpecial,
  type PostListQuery,
} from '../../../lib/content/posts';
import { UID } from '../../../lib/content/types';

const service = factories.createCoreService(UID.post, ({ strapi }) => ({
  page: (q: PostListQuery) => listPosts(strapi, q),
  todaySpecial: (locale: Locale) => todaySpecial(strapi, locale),
  recommended: (postId: number, categorySlug: string | null, locale: Locale) =>
    recommendedPosts(strapi, postId, categorySlug, locale),
  popular: (locale: Locale) => popularPosts(strapi, locale),
  bySlug: (slug: string, locale: Locale) => postBySlug(strapi, slug, locale),
  documentIdOf: (publicId: number) => postDocumentId(strapi, publicId),
  countView: (documentId: string) => countView(strapi, documentId),
  preview: (documentId: string, locale: Locale, status: 'draft' | 'published') =>
    postPreview(strapi, documentId, locale, status),
  votes: (publicId: number) => postVotes(strapi, publicId),
}));

export default service;
export type PostService = ReturnType<typeof service>;
