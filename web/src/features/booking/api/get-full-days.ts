import { pathOf, todayIn, type FullDaysAnswer } from '@mystic/shared';
import { useMemo } from 'react';
import { useEndpoint } from '@/lib/use-endpoint';

export const fullDaysPath = pathOf('fullDays');

/** The days a calendar may offer: none before `today`, none after `lastDay`, none full. */
export interface BookingWindow {
  today: string;
  /** The booking horizon; null until the service has said. */
  lastDay: string | null;
  fullDays: ReadonlySet<string>;
  /** Issue 45: the full days whose waitlist a member may join (not closed or blocked). */
  waitable?: ReadonlySet<string>;
  /** The reader's Myanmar-calendar closing switches, as the answer says (issue 41). */
  closing?: { closed_on_sabbath: boolean; closed_during_thingyan: boolean };
}

/** The window from an answer (or before it comes): today is never earlier than here and now. */
export function bookingWindow(answer: FullDaysAnswer | undefined, now = new Date()): BookingWindow {
  const local = todayIn(answer?.time_zone, now);
  const today = answer?.today && answer.today > local ? answer.today : local;
  return {
    today,
    lastDay: answer?.last_day ?? null,
    fullDays: new Set(answer?.data ?? []),
    waitable: new Set(answer?.waitable ?? []),
    closing: {
      closed_on_sabbath: answer?.closed_on_sabbath === true,
      closed_during_thingyan: answer?.closed_during_thingyan === true,
    },
  };
}

export function useFullDays() {
  // Full, blocked and closed days from today on (yyyy-MM-dd, the contract's `day`), with the
  // booking window the service accepts: today and the last day, in its time zone.
  const swr = useEndpoint(
    'fullDays',
    {},
    { revalidateOnFocus: true, dedupingInterval: 5_000 },
    { auth: 'required' },
  );
  const window = useMemo(() => bookingWindow(swr.data), [swr.data]);
  return { ...swr, window };
}
