// A post's votes (likes): read for the answers, written for the member routes
// (src/api/member/controllers/posts.ts).
import { UID, joinTableOf, type Strapi } from '../types';
import { postDocumentId } from './documents';
import { servedPostWhere, type PostRow } from './rows';

/**
 * Votes listed per post in lists (cards never show them; `votes_count` has the total). A single
 * post (detail, member routes) lists every vote: the like button looks for the member's id.
 */
export const LIST_VOTES_LIMIT = 100;

// Query engine: a vote is written on every row of the document (each locale, draft and
// published) and read from the served row, which the Document Service (one version) cannot do.
const postQuery = (strapi: Strapi) => strapi.db.query(UID.post);

/**
 * Puts each post's voters (in vote order) and their number on the rows: every voter, or at most
 * `limit` per post. One query, or two when limited, whatever the number of posts.
 */
export async function attachVotes(
  strapi: Strapi,
  rows: PostRow[],
  limit: number | null,
): Promise<PostRow[]> {
  if (rows.length === 0) return rows;
  // Raw SQL: the query engine cannot cap a relation per row (row_number over each post), and
  // populating every voter of every listed post would read them all.
  const knex = strapi.db.connection;
  const link = joinTableOf(strapi, UID.post, 'voters');
  const post = link.joinColumn.name;
  const user = link.inverseJoinColumn.name;
  const order = link.orderColumnName ?? 'id';
  const ids = rows.map((r) => r.id);
  const ranked = knex(link.name)
    .select({ post_id: post, user_id: user })
    .select(
      knex.raw('row_number() over (partition by ?? order by ??, ??) as rn', [post, order, 'id']),
    )
    .whereIn(post, ids);
  const voters = (await knex
    .select('post_id', 'user_id')
    .from(ranked.as('v'))
    .modify((q) => {
      if (limit !== null) q.where('rn', '<=', limit);
    })
    .orderBy([{ column: 'post_id' }, { column: 'rn' }])) as { post_id: number; user_id: number }[];
  const counts =
    limit === null
      ? null
      : new Map(
          (
            (await knex(link.name)
              .select({ post_id: post })
              .count({ n: '*' })
              .whereIn(post, ids)
              .groupBy(post)) as { post_id: number; n: number | string }[]
          ).map((c) => [Number(c.post_id), Number(c.n)]),
        );
  const byPost = new Map<number, { id: number }[]>();
  for (const v of voters) {
    const list = byPost.get(Number(v.post_id)) ?? [];
    list.push({ id: Number(v.user_id) });
    byPost.set(Number(v.post_id), list);
  }
  return rows.map((r) => {
    const list = byPost.get(r.id) ?? [];
    return { ...r, voters: list, votes_count: counts ? (counts.get(r.id) ?? 0) : list.length };
  });
}

/** The votes (likes) of a published post as `[{ user_id }]`, or null for an unknown post. */
export async function postVotes(strapi: Strapi, id: number) {
  const row = (await postQuery(strapi).findOne({
    select: ['id'],
    where: servedPostWhere({ public_id: id }),
    populate: { voters: { select: ['id'] } },
  })) as { voters?: { id: number }[] } | null;
  return row ? (row.voters ?? []).map((u) => ({ user_id: u.id })) : null;
}

/**
 * Adds or removes a member's vote on a post. The vote is written on every row of the document
 * (each locale, draft and published): publishing copies the draft's relations, so a vote kept
 * only on the published row would be lost the next time the reader publishes.
 * Returns the post's votes afterwards, or null for an unknown post.
 */
export async function setPostVote(strapi: Strapi, id: number, userId: number, liked: boolean) {
  const documentId = await postDocumentId(strapi, id);
  if (!documentId) return null;
  const rows = (await postQuery(strapi).findMany({
    select: ['id'],
    where: { documentId },
  })) as { id: number }[];
  const change = liked ? { connect: [userId] } : { disconnect: [userId] };
  for (const row of rows) {
    await postQuery(strapi).update({ where: { id: row.id }, data: { voters: change } });
  }
  return postVotes(strapi, id);
}
