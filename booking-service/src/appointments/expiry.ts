// The periodic sweep that expires unpaid Pending appointments. Runs never overlap within one
// instance; across instances each change is conditional, so two sweeps cannot double-free a place.
import type { Context } from '../context.js';
import { expireUnpaid } from './service.js';

export function startExpirySweep(ctx: Context, intervalMs: number): () => Promise<void> {
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = expireUnpaid(ctx)
      .then((expired) => {
        if (expired.length)
          console.log(`[booking] expired ${expired.length} unpaid appointment(s)`);
      })
      .catch((err: unknown) =>
        console.warn(`[booking] expiry sweep skipped: ${(err as Error).message}`),
      )
      .finally(() => (running = null));
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
