// Kysely code for the profile outbox: queue (superseding), then the leased outbox's claim,
// delete or reschedule (lib/leased-outbox.ts).
import type { Executor } from '../db/index.js';
import type { ProfileOutboxTable } from '../db/schema.js';
import { leasedOutbox } from '../lib/leased-outbox.js';

/** Queues `row`; the member's older updates nobody is delivering right now are superseded. */
export async function enqueue(trx: Executor, row: ProfileOutboxTable): Promise<void> {
  await trx
    .deleteFrom('profile_outbox')
    .where('user_id', '=', row.user_id)
    .where((eb) =>
      eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', row.created_at)]),
    )
    .execute();
  await trx.insertInto('profile_outbox').values(row).execute();
}

/** Every row is open until delivered: a delivered (or given up) row is deleted. */
export const outbox = leasedOutbox('profile_outbox', { leaseMs: 60_000 });
