// The booking form's intake fields go to the member's CMS profile through an outbox: queued in
// the booking's own transaction (so an acknowledged booking never loses its update), sent soon
// after the answer (a follow-up: lib/background.ts), and retried by the periodic sweep with
// back-off while the CMS is down.
import type { Transaction } from 'kysely';
import type { MemberIntake } from '../cms/client.js';
import { CmsRejectedError } from '../cms/client.js';
import type { Context } from '../context.js';
import type { Database } from '../db/schema.js';
import { auditId } from '../lib/audit-id.js';
import { outboxBackoffMs } from '../lib/leased-outbox.js';
import * as repo from './repository.js';

/** Attempts before an update is given up (with the outbox's back-off, about a day). */
export const MAX_ATTEMPTS = 30;

/** Queues the member's intake inside the caller's transaction; returns the outbox id. */
export async function queueIntake(
  trx: Transaction<Database>,
  userId: number,
  intake: MemberIntake,
  nowIso: string,
): Promise<string> {
  const id = auditId();
  await repo.enqueue(trx, {
    id,
    user_id: userId,
    payload: JSON.stringify(intake),
    attempts: 0,
    next_attempt_at: nowIso,
    locked_until: null,
    last_error: null,
    created_at: nowIso,
  });
  return id;
}

export type DeliveryResult = 'sent' | 'retry' | 'dropped' | 'skipped';

/** Delivers one queued update if it is due and no one else holds it. */
export async function deliverIntake(ctx: Context, id: string): Promise<DeliveryResult> {
  const claimed = await repo.outbox.claim(ctx.db, id, ctx.now());
  if (!claimed) return 'skipped';
  const { row, lease } = claimed;
  try {
    await ctx.cms.updateMemberIntake(row.user_id, JSON.parse(row.payload) as MemberIntake);
    await repo.outbox.remove(ctx.db, id, lease);
    return 'sent';
  } catch (err) {
    const attempts = row.attempts + 1;
    if (err instanceof CmsRejectedError || attempts >= MAX_ATTEMPTS) {
      ctx.log.warn(
        { member: row.user_id, attempts, error: (err as Error).message },
        'profile intake dropped',
      );
      await repo.outbox.remove(ctx.db, id, lease);
      return 'dropped';
    }
    await repo.outbox.release(ctx.db, id, lease, {
      attempts,
      next_attempt_at: new Date(ctx.now().getTime() + outboxBackoffMs(attempts)).toISOString(),
      last_error: (err as Error).message.slice(0, 500),
    });
    return 'retry';
  }
}

/** One pass of the sweep over due updates, oldest first; returns how many were delivered. */
export async function flushProfileOutbox(ctx: Context, limit = 100): Promise<number> {
  let sent = 0;
  for (const id of await repo.outbox.dueIds(ctx.db, ctx.now().toISOString(), limit)) {
    if ((await deliverIntake(ctx, id)) === 'sent') sent++;
  }
  return sent;
}
