// Kysely code for push subscriptions (one row per browser endpoint).
import type { Db } from '../db/index.js';
import type { PushSubscriptionsTable } from '../db/schema.js';

/**
 * Saves `sub`; an endpoint already stored is updated only for the member who owns it (another
 * member cannot take over someone's browser). False when it belongs to someone else.
 */
export async function upsertSubscription(db: Db, sub: PushSubscriptionsTable): Promise<boolean> {
  const res = await db
    .insertInto('push_subscriptions')
    .values(sub)
    .onConflict((oc) =>
      oc
        .column('endpoint')
        // Subscribing again makes it the member's newest (the cap drops the oldest).
        .doUpdateSet({
          user_id: sub.user_id,
          p256dh: sub.p256dh,
          auth: sub.auth,
          created_at: sub.created_at,
          locale: sub.locale,
        })
        .where('push_subscriptions.user_id', '=', sub.user_id),
    )
    .executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0) > 0;
}

/**
 * Deletes the member's subscriptions older than their `max` newest. Only rows older than the
 * max-th newest go, so a subscription added meanwhile by a parallel request is never removed.
 */
export async function keepNewestSubscriptions(db: Db, userId: number, max: number): Promise<void> {
  const last = await db
    .selectFrom('push_subscriptions')
    .select(['created_at', 'endpoint'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('endpoint', 'desc')
    .limit(1)
    .offset(max - 1)
    .executeTakeFirst();
  if (!last) return;
  await db
    .deleteFrom('push_subscriptions')
    .where('user_id', '=', userId)
    .where((eb) =>
      eb.or([
        eb('created_at', '<', last.created_at),
        eb.and([eb('created_at', '=', last.created_at), eb('endpoint', '<', last.endpoint)]),
      ]),
    )
    .execute();
}

export async function deleteSubscription(
  db: Db,
  endpoint: string,
  userId?: number,
): Promise<boolean> {
  let q = db.deleteFrom('push_subscriptions').where('endpoint', '=', endpoint);
  if (userId !== undefined) q = q.where('user_id', '=', userId);
  const res = await q.executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

export async function subscriptionsOf(db: Db, userId: number): Promise<PushSubscriptionsTable[]> {
  return db.selectFrom('push_subscriptions').selectAll().where('user_id', '=', userId).execute();
}
