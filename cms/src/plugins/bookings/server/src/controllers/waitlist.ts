// Issue 45: the desk's waitlist, forwarded to the booking service's reader API like the desk's
// other routes (its answers and refusals pass through as they are).
import type { Context } from 'koa';
import { answer } from './desk';

export default {
  /** GET /waitlist?from=yyyy-MM-dd&to=yyyy-MM-dd: the open entries of those days, in line order. */
  async list(ctx: Context) {
    const q = ctx.query as Record<string, unknown>;
    await answer(ctx, 'deskWaitlist', {
      query: { from: String(q.from ?? ''), to: String(q.to ?? '') },
    });
  },
  async offer(ctx: Context) {
    await answer(ctx, 'deskWaitlistOffer', { params: { id: String(ctx.params.id) } });
  },
  async remove(ctx: Context) {
    await answer(ctx, 'deskWaitlistRemove', { params: { id: String(ctx.params.id) } });
  },
};
