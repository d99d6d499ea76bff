// Tells the booking service what changed in the CMS (`POST /api/booking/admin/cms-changes`, with
// BOOKING_ADMIN_TOKEN like the booking desk): a new content version (its cached prices, settings
// and lists are not used again) and members whose name, phone or blocked flag changed. Awaited
// where the change is made, with a short time-out, so a publish that returned has already
// dropped the booking service's cache. Changes made while a call is on its way go together in the
// next one. If the call fails (the service down or away), the booking service catches up by its
// own checks (booking-service/src/cms/changes.ts); Redis, when configured, reaches every instance.
import type { CmsChangeNotice } from '@mystic/shared';
import { bookingFetch } from '../plugins/bookings/server/src/booking-api';
import { siteConfig } from './site-config';

/** How long a change waits for the booking service (ms): it catches up by itself after that. */
const TIMEOUT_MS = 2_000;
/** Members per call (the endpoint's limit). */
const BATCH = 1000;

interface Queued {
  version?: string;
  members: Set<number>;
  waiters: (() => void)[];
}

let queued: Queued | null = null;
let running: Promise<void> | null = null;
let failing = false;

async function send(notice: CmsChangeNotice): Promise<void> {
  try {
    // The desk's client: the reader API's address and token, a refused connection as an error.
    const res = await bookingFetch('cmsChanged', {
      body: notice,
      timeoutMs: TIMEOUT_MS,
    });
    await res.body?.cancel();
    if (res.status !== 204) throw new Error(`it answered ${res.status}`);
    failing = false;
  } catch (err) {
    // One warning per outage: the booking service may simply not run (CMS tests, the admin alone).
    if (!failing) {
      failing = true;
      console.warn(
        `[cms] could not tell the booking service of a change (${(err as Error).message}); it catches up by its own checks`,
      );
    }
  }
}

function drain(): void {
  running ??= (async () => {
    while (queued) {
      const batch = queued;
      queued = null;
      if (siteConfig().bookingAdminToken) {
        const members = [...batch.members];
        let first = true;
        for (let i = 0; first || i < members.length; i += BATCH) {
          const part = members.slice(i, i + BATCH);
          await send({
            ...(first && batch.version ? { content_version: batch.version } : {}),
            ...(part.length ? { members: part } : {}),
          });
          first = false;
        }
      }
      for (const done of batch.waiters) done();
    }
  })().finally(() => {
    running = null;
  });
}

/** Tells the booking service; resolves once it took the change, or could not (never throws). */
export function tellBooking(change: {
  contentVersion?: string;
  members?: number[];
}): Promise<void> {
  return new Promise((resolve) => {
    queued ??= { members: new Set(), waiters: [] };
    if (change.contentVersion) queued.version = change.contentVersion;
    for (const id of change.members ?? []) queued.members.add(id);
    queued.waiters.push(resolve);
    drain();
  });
}
