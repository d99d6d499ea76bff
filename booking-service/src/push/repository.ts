// Kysely code for push subscriptions (one row per browser endpoint).
import type { Db } from '../db/index.js';
import type { PushSubscriptionsTable } from '../db/schema.js';

export async function upsertSubscription(db: Db, sub: PushSubscriptionsTable): Promise<void> {
  await db
    .insertInto('push_subscriptions')
    .values(sub)
    .onConflict((oc) =>
      oc
        .column('endpoint')
        .doUpdateSet({ user_id: sub.user_id, p256dh: sub.p256dh, auth: sub.auth }),
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
