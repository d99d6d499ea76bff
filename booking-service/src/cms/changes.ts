// What the booking service knows of the CMS's changes, so a booking costs no CMS call while
// nothing changed (issue 15): the content version its cached prices, settings and lists belong
// to, and the members (name, phone, blocked) it has been told of.
//
// How it learns, fastest first:
// - the CMS tells it (POST /api/booking/admin/cms-changes, awaited where the CMS bumps its content
//   version or changes a member: a publish that returned has already dropped the cache here);
// - with REDIS_URL, the CMS's messages (CHANNELS.contentVersion, CHANNELS.membersChanged) reach
//   every instance, also those the direct call does not;
// - the session check (session-watch.ts, every POLL_MS while members are active, and at once for
//   a new session) answers the content version and the facts of the members it asks about, as of
//   one moment: a lost signal heals within about a second, and a new session's member comes with
//   its first check, so even a member's first booking asks the CMS nothing more;
// - and a version not confirmed for `maxAgeMs` (nobody active, or an older CMS) is asked afresh
//   once, shared by the bookings waiting for it; so is one after a session check failed (a CMS
//   this instance cannot reach may publish a change it cannot tell).
// Only then, or at start, does a booking wait for the CMS (and is refused while it is down).
//
// A booking also checks, inside its transaction, that nothing it read was changed meanwhile
// (`unchangedSince`); if it was, it reads again: no booking committed after a change was told
// here carries what the change replaced.
import type { MemberFacts } from '@mystic/shared';
import { CHANNELS, type SharedStore } from '@mystic/shared/store';
import type { CmsClient } from './client.js';

export type { MemberFacts };

/** When something was read: what had been told by then (see `unchangedSince`). */
export interface Ticket {
  /** How many content changes had been told. */
  content: number;
  /** How many member changes had been told. */
  members: number;
  /** When (ms). */
  at: number;
}

export interface CmsChanges {
  /** A ticket for a read starting now. */
  ticket(): Ticket;
  /**
   * The content version a booking reads prices at: the last one the CMS told, or asked afresh
   * when none is known or none was confirmed for `maxAgeMs`.
   */
  contentVersion(): Promise<string>;
  /** The member's facts, from what the CMS told, else asked now; null when the CMS does not know them. */
  member(id: number): Promise<MemberFacts | null>;
  /**
   * True when, since `ticket` was taken, the content version is still `version` and member
   * `memberId` was not changed: what was read then is still what the CMS publishes.
   */
  unchangedSince(ticket: Ticket, version: string, memberId: number): boolean;
  /** The CMS told a new content version (its call, or Redis). */
  contentChanged(version: string): void;
  /** The CMS told that these members changed: their facts are asked afresh. */
  membersChanged(ids: readonly number[]): void;
  /**
   * What the CMS answered to a question asked at `ticket` (a session check): taken unless a
   * change was told since, which may be newer than the answer.
   */
  observed(ticket: Ticket, answer: { content_version?: string; members?: MemberFacts[] }): void;
  /**
   * The CMS could not be reached (a session check failed): a change it publishes now may not
   * reach this instance, so the next booking asks the version afresh (and fails while it is down).
   */
  unreachable(): void;
}

export interface CmsChangesOptions {
  /** How long a content version is trusted without a confirmation (ms). */
  maxAgeMs: number;
  /** Redis, when configured: the CMS's messages reach every instance. */
  store?: SharedStore;
  now?: () => number;
  /** At most this many members are kept (the least recently told go first). */
  maxMembers?: number;
}

/** A member's facts are asked again after this long without news (ms). */
const MEMBER_TTL_MS = 10 * 60 * 1000;

export function createCmsChanges(
  cms: Pick<CmsClient, 'contentVersion' | 'member'> & Partial<Pick<CmsClient, 'clearCache'>>,
  options: CmsChangesOptions,
): CmsChanges {
  const now = options.now ?? Date.now;
  const maxMembers = options.maxMembers ?? 50_000;
  let contentEpoch = 0;
  let memberEpoch = 0;
  /** The content version and when it was last told or confirmed. */
  let known: { version: string; at: number } | null = null;
  let asking: Promise<string> | null = null;
  const members = new Map<number, { facts: MemberFacts; at: number }>();
  /** The member epoch of each member's last change (members changed since a ticket are refused). */
  const changedAt = new Map<number, number>();
  const reading = new Map<number, Promise<MemberFacts | null>>();

  const ticket = (): Ticket => ({ content: contentEpoch, members: memberEpoch, at: now() });
  const changedSince = (id: number, t: Ticket) => (changedAt.get(id) ?? 0) > t.members;

  const remember = (facts: MemberFacts, at: number) => {
    members.delete(facts.id);
    members.set(facts.id, { facts, at });
    if (members.size > maxMembers) members.delete(members.keys().next().value!);
  };

  /**
   * A new version also drops the client's short caches (settings, lists: BOOKING_CMS_CACHE_MS),
   * so the calendar's full days follow a saved setting at once, not 15 s later (issue 42.5).
   */
  const moved = () => {
    contentEpoch++;
    cms.clearCache?.();
  };

  const contentChanged = (version: string) => {
    if (known?.version !== version) moved();
    known = { version, at: now() };
  };

  const membersChanged = (ids: readonly number[]) => {
    if (!ids.length) return;
    memberEpoch++;
    for (const id of ids) {
      members.delete(id);
      changedAt.set(id, memberEpoch);
    }
  };

  const observed: CmsChanges['observed'] = (t, answer) => {
    if (answer.content_version && t.content === contentEpoch) {
      if (known && known.version !== answer.content_version) moved();
      else if (!known) contentEpoch++;
      // Confirmed as of when the question was asked.
      if (!known || known.version !== answer.content_version || known.at < t.at) {
        known = { version: answer.content_version, at: t.at };
      }
    }
    for (const facts of answer.members ?? []) {
      if (!changedSince(facts.id, t)) remember(facts, t.at);
    }
  };

  const askVersion = (): Promise<string> =>
    (asking ??= (async () => {
      const t = ticket();
      const version = await cms.contentVersion();
      observed(t, { content_version: version });
      // A change told while asking is newer than the answer.
      return known?.version ?? version;
    })().finally(() => {
      asking = null;
    }));

  const readMember = (id: number): Promise<MemberFacts | null> => {
    const running = reading.get(id);
    if (running) return running;
    const value = (async () => {
      // A change told while asking may be newer than the answer: ask again (a few times at most).
      for (let round = 0; ; round++) {
        const t = ticket();
        const member = await cms.member(id);
        if (!member) return null;
        const facts: MemberFacts = {
          id: member.id,
          username: member.username,
          phone: member.phone ?? null,
          blocked: Boolean(member.blocked),
        };
        if (!changedSince(id, t)) {
          remember(facts, t.at);
          return facts;
        }
        if (round >= 2) return facts;
      }
    })().finally(() => reading.delete(id));
    reading.set(id, value);
    return value;
  };

  options.store?.subscribe(CHANNELS.contentVersion, (message) => {
    if (message) contentChanged(message);
  });
  options.store?.subscribe(CHANNELS.membersChanged, (message) => {
    let ids: unknown;
    try {
      ids = (JSON.parse(message) as { members?: unknown }).members;
    } catch {
      return;
    }
    if (Array.isArray(ids)) membersChanged(ids.filter((x): x is number => Number.isSafeInteger(x)));
  });

  return {
    ticket,
    contentVersion: async () => {
      if (known && now() - known.at <= options.maxAgeMs) return known.version;
      return askVersion();
    },
    member: async (id) => {
      const hit = members.get(id);
      if (hit && now() - hit.at <= MEMBER_TTL_MS) return hit.facts;
      return readMember(id);
    },
    unchangedSince: (t, version, memberId) =>
      known?.version === version && !changedSince(memberId, t),
    contentChanged,
    membersChanged,
    observed,
    unreachable: () => {
      if (known) known = { version: known.version, at: -Infinity };
    },
  };
}
