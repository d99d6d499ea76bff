// Ended member sessions (logout, password change, a blocked member, any other way the CMS ends
// one) refused within about a second, without a CMS call per request.
//
// Two ways in. With REDIS_URL, the CMS publishes the sessions it ends (logout, password change,
// refresh-token reuse, a member blocked) and every instance drops them at once. Always, the
// instance also polls the CMS with the sessions it has seen: Strapi can end sessions on paths this
// project does not own (its session manager, the admin panel deleting sessions), and a published
// message is lost while Redis or this service is away. Asking "which of these are ended?" asks the
// source of truth, catches every path, and recovers by itself after any outage: one batched
// request every POLL_MS while members are active, none while nobody is; and one at once whenever
// the Redis subscription comes (back) up.
//
// The same answer carries, as of the same moment, the CMS's content version and the facts of the
// sessions' members, handed to `changes` (cms/changes.ts): its caches catch up with a change it
// was not told of, and a new session's member is known before their first booking.
import { endedSessionsAnswerSchema } from '@mystic/shared';
import { CHANNELS, type SharedStore } from '@mystic/shared/store';
import type { CmsChanges } from '../cms/changes.js';
import type { Config } from '../config.js';

/** How often the sessions in use are checked (ms): a revoked token works at most about this long. */
export const POLL_MS = 500;
/** Sessions asked per request (the CMS's limit). */
const BATCH = 1000;
/** How long a session announced as ended is remembered when its token was not seen yet (ms): longer than an access token lives. */
const ANNOUNCED_TTL_MS = 2 * 60 * 60 * 1000;

interface Seen {
  userId: number;
  /** When the latest access token seen for it expires (ms); forgotten after that. */
  expiresAt: number;
  /** The first check while it runs: requests arriving meanwhile wait for it too. */
  first?: Promise<void>;
}

export interface SessionWatch {
  /**
   * False when the session was ended. A session seen for the first time is asked about at once
   * (with the other new ones of the same moment: at most one CMS call per new session, not per
   * request); after that the poll keeps it current.
   */
  isOpen(sessionId: string, userId: number, expiresAt: number): Promise<boolean>;
  /** Runs one check of every session in use now (the timer does every POLL_MS). */
  poll(): Promise<void>;
  stop(): void;
}

type Fetch = typeof fetch;

export function createSessionWatch(
  config: Pick<Config, 'cmsUrl' | 'cmsApiToken' | 'cmsTimeoutMs'>,
  options: {
    pollMs?: number;
    fetch?: Fetch;
    now?: () => number;
    store?: SharedStore;
    changes?: Pick<CmsChanges, 'ticket' | 'observed' | 'unreachable'>;
  } = {},
): SessionWatch {
  const seen = new Map<string, Seen>();
  const ended = new Map<string, number>();
  const now = options.now ?? Date.now;
  const doFetch = options.fetch ?? fetch;

  /** The ended ones among `ids`; null when the CMS could not say (down, slow, older). */
  const ask = async (ids: string[]): Promise<string[] | null> => {
    // Those still in use (one announced as ended while its check waited for the batch is not).
    const sessions = ids.flatMap((id) => {
      const s = seen.get(id);
      return s ? [{ id, user_id: s.userId }] : [];
    });
    if (!sessions.length) return [];
    const ticket = options.changes?.ticket();
    try {
      const res = await doFetch(`${config.cmsUrl}/api/internal/sessions/ended`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${config.cmsApiToken}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ sessions }),
        signal: AbortSignal.timeout(config.cmsTimeoutMs),
      });
      if (res.status !== 200) {
        await res.body?.cancel();
        options.changes?.unreachable();
        return null;
      }
      const parsed = endedSessionsAnswerSchema.safeParse(await res.json());
      if (!parsed.success) return null;
      if (ticket) options.changes?.observed(ticket, parsed.data.data);
      return parsed.data.data.ended;
    } catch {
      options.changes?.unreachable();
      return null;
    }
  };

  const forgetExpired = () => {
    const t = now();
    for (const [id, s] of seen) if (s.expiresAt <= t) seen.delete(id);
    for (const [id, expiresAt] of ended) if (expiresAt <= t) ended.delete(id);
  };

  const markEnded = (ids: string[]) => {
    for (const id of ids) {
      const s = seen.get(id);
      if (!s) continue;
      ended.set(id, s.expiresAt);
      seen.delete(id);
    }
  };

  let running: Promise<void> | null = null;
  const poll = (): Promise<void> =>
    (running ??= (async () => {
      forgetExpired();
      const ids = [...seen.keys()];
      for (let i = 0; i < ids.length; i += BATCH) {
        const answer = await ask(ids.slice(i, i + BATCH));
        if (answer) markEnded(answer);
      }
    })().finally(() => {
      running = null;
    }));

  // New sessions arriving together (a rush of members) are asked about in one request.
  let firstBatch: { ids: string[]; done: Promise<void> } | null = null;
  const askFirst = (sessionId: string): Promise<void> => {
    if (firstBatch && firstBatch.ids.length < BATCH) {
      firstBatch.ids.push(sessionId);
      return firstBatch.done;
    }
    const batch = { ids: [sessionId], done: Promise.resolve() };
    firstBatch = batch;
    batch.done = new Promise<void>((resolve) => setImmediate(resolve)).then(async () => {
      if (firstBatch === batch) firstBatch = null;
      const answer = await ask(batch.ids);
      // The CMS could not say: the token's signature stands, and the poll asks again shortly.
      if (answer) markEnded(answer);
    });
    return batch.done;
  };

  const timer = setInterval(() => void poll(), options.pollMs ?? POLL_MS);
  timer.unref();

  // The CMS's announcements: dropped at once, whether this instance has seen the token yet or not.
  options.store?.subscribe(
    CHANNELS.sessionsEnded,
    (message) => {
      let ids: unknown;
      try {
        ids = (JSON.parse(message) as { sessions?: unknown }).sessions;
      } catch {
        return;
      }
      if (!Array.isArray(ids)) return;
      for (const id of ids) {
        if (typeof id !== 'string') continue;
        ended.set(id, seen.get(id)?.expiresAt ?? now() + ANNOUNCED_TTL_MS);
        seen.delete(id);
      }
    },
    () => void poll(),
  );

  return {
    async isOpen(sessionId, userId, expiresAt) {
      if (ended.has(sessionId)) return false;
      const known = seen.get(sessionId);
      if (known) {
        // A token naming another member than the session's first one is not trusted.
        if (known.userId !== userId) return false;
        known.expiresAt = Math.max(known.expiresAt, expiresAt);
        await known.first;
        return !ended.has(sessionId);
      }
      const entry: Seen = { userId, expiresAt };
      seen.set(sessionId, entry);
      entry.first = askFirst(sessionId).then(() => {
        entry.first = undefined;
      });
      await entry.first;
      return !ended.has(sessionId);
    },
    poll,
    stop: () => clearInterval(timer),
  };
}
