// Issue 44: when a member's account is deleted, their photos, readings' files, readings and
// reviews go with it. The CMS tells the booking service that the member changed (cms-changes,
// on delete too); a member the CMS answers 404 for is gone (an outage throws and erases nothing).
import type { Context } from '../context.js';
import { createBookingFileStore } from './file-store.js';
import * as repo from './repository.js';

/** Erases the files and rows of each of `ids` the CMS no longer knows; returns how many. */
export async function eraseGoneMembers(ctx: Context, ids: readonly number[]): Promise<number> {
  const store = createBookingFileStore(ctx.config.uploadDir, '');
  let erased = 0;
  for (const id of ids) {
    if ((await ctx.cms.member(id)) !== null) continue;
    const files = await repo.memberFiles(ctx.db, id);
    const bookings = await ctx.db
      .selectFrom('appointments')
      .select('appointment_no')
      .where('user_id', '=', id)
      .execute();
    const nos = bookings.map((b) => b.appointment_no);
    await ctx.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('booking_files').where('user_id', '=', id).execute();
      await trx.deleteFrom('reviews').where('user_id', '=', id).execute();
      if (nos.length) await trx.deleteFrom('readings').where('appointment_no', 'in', nos).execute();
    });
    // After the rows: a file without a row is never served, a row without its file would be.
    for (const f of files) await store.remove(f.storage_key);
    erased++;
  }
  return erased;
}
