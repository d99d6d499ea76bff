// GET /users/:userId/bookings: the member's own bookings, newest first.
import type { Context } from '../context.js';
import { AppError } from '../errors.js';
import { listForUser } from './repository.js';
import { memberView } from './view.js';

export async function listBookings(ctx: Context, userId: number, pathUserId: string) {
  const [rows, settings] = await Promise.all([
    ownList(ctx, userId, pathUserId),
    ctx.cms.bookingSettings(),
  ]);
  return rows.map((a) => memberView(ctx, a, settings));
}

async function ownList(ctx: Context, userId: number, pathUserId: string) {
  // A member lists only their own bookings, whatever id is in the path.
  if (String(userId) !== pathUserId) throw new AppError('forbidden');
  return listForUser(ctx.db, userId);
}
