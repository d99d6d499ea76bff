// The periodic sweep: expires unpaid Pending appointments, passes lapsed waitlist holds on, retries profile updates the CMS
// has not taken yet, sends booking reminders (claimed one by one, see reminders.ts), queues the
// reader's daily digest and sends due mails. Runs never overlap within one instance; across instances every change is
// conditional (expiry) or leased (outbox), so two sweeps never double-free a place or double-send.
import { sendReminders } from './appointments/reminders.js';
import { expireUnpaid } from './appointments/expire.js';
import { lapseHolds } from './waitlist/lapse.js';
import type { Context } from './context.js';
import { flushProfileOutbox } from './profile-sync/service.js';
import { queueDailyDigest } from './mail/digest.js';
import { flushMailOutbox } from './mail/service.js';
import { flushReaderOutbox } from './reader-notify/deliver.js';
import { queueMorningSummaries } from './reader-notify/summary.js';
import { askForReviews } from './readings/reviews.js';

export function startPeriodicSweep(ctx: Context, intervalMs: number): () => Promise<void> {
  const warn = (what: string) => (err: unknown) => ctx.log.warn({ err }, `${what} skipped`);
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = Promise.all([
      expireUnpaid(ctx)
        .then((expired) => {
          if (expired.length) ctx.log.info({ expired: expired.length }, 'expired unpaid bookings');
        })
        .catch(warn('expiry sweep')),
      lapseHolds(ctx)
        .then((lapsed) => {
          if (lapsed) ctx.log.info({ lapsed }, 'passed on lapsed waitlist offers');
        })
        .catch(warn('waitlist holds')),
      flushProfileOutbox(ctx)
        .then((sent) => {
          if (sent) ctx.log.info({ sent }, 'sent queued profile updates to the CMS');
        })
        .catch(warn('profile outbox')),
      queueDailyDigest(ctx).catch(warn('daily digest')),
      flushMailOutbox(ctx)
        .then((sent) => {
          if (sent) ctx.log.info({ sent }, 'sent queued mails');
        })
        .catch(warn('mail outbox')),
      // Issue 42: the reader's notices held by quiet hours or failed, and her morning summary.
      queueMorningSummaries(ctx)
        .then(() => flushReaderOutbox(ctx))
        .catch(warn('reader notices')),
      sendReminders(ctx)
        .then((sent) => {
          if (sent) ctx.log.info({ sent }, 'sent booking reminders');
        })
        .catch(warn('reminders')),
      // Issue 44: a review asked for once, some days after a booking finished.
      askForReviews(ctx)
        .then((asked) => {
          if (asked) ctx.log.info({ asked }, 'asked for reviews');
        })
        .catch(warn('review requests')),
    ])
      .then(() => {})
      .finally(() => (running = null));
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
