// A member's likes and saved posts. Post ids in and out are public ids (stable across
// republishing, lib/content/public-id.ts); relations point at the served (English published) row.
import type { Core } from '@strapi/strapi';
import { DEFAULT_LOCALE, MESSAGES, type SavedPostRow } from '@mystic/shared';
import { parseLocale, overlayLocale } from '../../../lib/content/locale';
import { exclusively, lockSpace } from '../../../lib/db-lock';
import { setPostVote } from '../../../lib/content/posts/votes';
import { servedRow } from '../../../lib/content/public-id';
import { idParam } from '../../../lib/http/ids';
import { currentMember, type Ctx } from '../../../lib/members/context';
import { forbidden, notFound } from '../../../lib/http/errors';
import { PUBLIC_ROW, loadMemberExtras } from '../../../lib/members/extras';
import { USER_UID } from '../../../lib/members/users';

const POST_UID = 'api::post.post';
const CATEGORY_UID = 'api::category.category';

interface SavedRow {
  id: number;
  public_id: number;
  documentId: string;
  slug: string;
  title: string;
  author: string | null;
  published_date: string | null;
  publishedAt: string;
  category?: { id: number; documentId: string; name: string } | null;
}

export default ({ strapi }: { strapi: Core.Strapi }) => {
  /** The post's public id and its served row when it is a served post, else a 404. */
  async function servedPost(ctx: Ctx): Promise<{ publicId: number; rowId: number }> {
    const id = idParam(ctx, 'id');
    const row = id ? await servedRow(strapi, POST_UID, id) : null;
    if (!id || !row) throw notFound();
    return { publicId: id, rowId: row.id };
  }

  async function savedIds(userId: number) {
    return (await loadMemberExtras(strapi, userId)).saved_posts;
  }

  /** Saves the post for the member (or takes it out); answers the saved post ids afterwards. */
  async function setSaved(ctx: Ctx, saved: boolean) {
    const { member } = currentMember(ctx);
    const { rowId } = await servedPost(ctx);
    const change = saved ? { connect: [rowId] } : { disconnect: [rowId] };
    await strapi.db
      .query(USER_UID)
      .update({ where: { id: member.id }, data: { saved_posts: change } });
    ctx.body = {
      message: saved ? MESSAGES.postSaved : MESSAGES.postUnsaved,
      data: { saved_posts: await savedIds(member.id) },
    };
  }

  return {
    async list(ctx: Ctx) {
      const { member } = currentMember(ctx);
      const id = idParam(ctx, 'userId');
      if (id !== member.id) throw forbidden();
      const locale = parseLocale(ctx.query.locale);
      const user = (await strapi.db.query(USER_UID).findOne({
        select: ['id'],
        where: { id: member.id },
        populate: {
          saved_posts: {
            select: [
              'id',
              'public_id',
              'documentId',
              'slug',
              'title',
              'author',
              'published_date',
              'publishedAt',
            ],
            where: PUBLIC_ROW,
            populate: { category: { select: ['id', 'documentId', 'name'] } },
          },
        },
      })) as { saved_posts?: SavedRow[] } | null;
      // Newest save first; translations laid over the English rows in two bounded queries.
      const posts = await overlayLocale(
        strapi,
        POST_UID,
        [...(user?.saved_posts ?? [])].reverse(),
        locale,
        ['title', 'author'],
      );
      const categories =
        locale === DEFAULT_LOCALE
          ? []
          : await overlayLocale(
              strapi,
              CATEGORY_UID,
              posts.flatMap((p) => (p.category ? [p.category] : [])),
              locale,
              ['name'],
            );
      const categoryName = new Map(categories.map((c) => [c.id, c.name]));
      const rows: SavedPostRow[] = posts.map((p) => ({
        id: p.public_id,
        slug: p.slug,
        title: p.title,
        category: p.category ? { name: categoryName.get(p.category.id) ?? p.category.name } : null,
        author: p.author ?? '',
        published_at: p.published_date ?? p.publishedAt,
      }));
      ctx.set('Cache-Control', 'private, no-store');
      ctx.body = { data: rows };
    },

    async save(ctx: Ctx) {
      await setSaved(ctx, true);
    },

    async unsave(ctx: Ctx) {
      await setSaved(ctx, false);
    },

    /** Toggles the member's like; answers the votes afterwards and whether it is now liked. */
    async toggleVote(ctx: Ctx) {
      const { member } = currentMember(ctx);
      const { publicId, rowId } = await servedPost(ctx);
      // One toggle of a member at a time: two at once (a double click) would both read the same
      // state and both write its opposite.
      const toggled = await exclusively(strapi, [lockSpace('vote'), member.id], async () => {
        const voters = (await strapi.db.query(POST_UID).findOne({
          select: ['id'],
          where: { id: rowId },
          populate: { voters: { select: ['id'], where: { id: member.id } } },
        })) as { voters?: { id: number }[] } | null;
        const liked = !(voters?.voters ?? []).length;
        return { liked, votes: await setPostVote(strapi, publicId, member.id, liked) };
      });
      if (!toggled.votes) throw notFound();
      ctx.body = { data: toggled.votes, liked: toggled.liked };
    },
  };
};
