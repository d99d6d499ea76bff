// The waitlist's rules (issue 45), one home for the booking service, the SPA and the desk: how
// many days a member may wait for at once, which entries are still open, when a hold ends.

/** A member may wait for at most this many days at once. */
export const WAITLIST_MAX_DAYS = 3;

/** An entry's state: in line, holding an offer, or ended one way or another. */
export const WAIT_STATUSES = [
  'waiting',
  'offered',
  'accepted',
  'declined',
  'lapsed',
  'left',
  'removed',
] as const;
export type WaitStatus = (typeof WAIT_STATUSES)[number];

/** Entries that count against the limit and keep a place in line. */
export const OPEN_WAIT_STATUSES: readonly WaitStatus[] = ['waiting', 'offered'];

export const isOpenWait = (status: WaitStatus): boolean => OPEN_WAIT_STATUSES.includes(status);

/** When a hold given at `offeredAt` (ISO instant) for `hours` hours ends. */
export const holdEndsAt = (offeredAt: string, hours: number): string =>
  new Date(Date.parse(offeredAt) + hours * 3_600_000).toISOString();

/** Whether an offer held until `holdUntil` can still be taken at `now`. */
export const holdStands = (holdUntil: string | null, now: Date): boolean =>
  holdUntil !== null && Date.parse(holdUntil) > now.getTime();
