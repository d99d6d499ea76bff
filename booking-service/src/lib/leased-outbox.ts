// The one outbox pattern of the service (mails, profile updates): a row is due from its
// `next_attempt_at`; one conditional UPDATE leases it, so of several instances (or a sweep and an
// event's own attempt) exactly one delivers it; every write after the claim is conditional on the
// lease, so an attempt whose lease ran out (and was taken over) can no longer change the row.
import { sql } from 'kysely';
import type { Db } from '../db/index.js';
import type { Database } from '../db/schema.js';

type OutboxName = 'mail_outbox' | 'profile_outbox' | 'reader_outbox';

/** What each table's attempt may write back when it frees its row. */
type Release<N extends OutboxName> = Partial<Omit<Database[N], 'id' | 'locked_until'>>;

/** The wait before attempt `attempts + 1`: 30 s, doubling, at most an hour (about a day for 30). */
export const outboxBackoffMs = (attempts: number) =>
  Math.min(30_000 * 2 ** (attempts - 1), 3_600_000);

/**
 * The lease queries of one outbox table. `openStatuses` are the statuses still to deliver, for a
 * table that keeps its delivered rows (the mail outbox); without it every row is open.
 */
export function leasedOutbox<N extends OutboxName>(
  table: N,
  options: {
    /** How long one attempt may hold a row before another instance may take it over. */
    leaseMs: number;
    openStatuses?: readonly string[];
  },
) {
  // Kysely cannot type one query over either table; both have the columns used below.
  const name = table as 'profile_outbox';
  const open = options.openStatuses;

  // Open, due at `now` and not leased by anyone: what both the sweep's list and the claim ask.
  const isOpen = open ? sql<boolean>`status in (${sql.join([...open])})` : sql<boolean>`1 = 1`;
  const dueAndFree = (now: string) =>
    sql<boolean>`next_attempt_at <= ${now} and (locked_until is null or locked_until <= ${now}) and ${isOpen}`;

  return {
    /** Ids due at `now` and not leased by anyone, oldest first. */
    async dueIds(db: Db, now: string, limit: number): Promise<string[]> {
      const rows = await db
        .selectFrom(name)
        .select('id')
        .where(dueAndFree(now))
        .orderBy('created_at')
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map((r) => r.id);
    },

    /** Leases `id` from `now` if it is open, due and free; its row and lease, or null. */
    async claim(
      db: Db,
      id: string,
      now: Date,
    ): Promise<{ row: Database[N]; lease: string } | null> {
      const at = now.toISOString();
      const lease = new Date(now.getTime() + options.leaseMs).toISOString();
      const res = await db
        .updateTable(name)
        .set({ locked_until: lease })
        .where('id', '=', id)
        .where(dueAndFree(at))
        .executeTakeFirst();
      if (Number(res.numUpdatedRows) !== 1) return null;
      const row = await db.selectFrom(name).selectAll().where('id', '=', id).executeTakeFirst();
      return row ? { row: row as unknown as Database[N], lease } : null;
    },

    /** Frees the row with the attempt's outcome, if the lease is still ours. */
    async release(db: Db, id: string, lease: string, patch: Release<N>): Promise<void> {
      await db
        .updateTable(name)
        .set({ ...(patch as Release<'profile_outbox'>), locked_until: null })
        .where('id', '=', id)
        .where('locked_until', '=', lease)
        .execute();
    },

    /** Deletes a delivered (or given up) row, if the lease is still ours. */
    async remove(db: Db, id: string, lease: string): Promise<void> {
      await db.deleteFrom(name).where('id', '=', id).where('locked_until', '=', lease).execute();
    },
  };
}
