// The reader's Myanmar-calendar closing switches (issue 41): one rule for the full-days answer,
// the booking and the move, the reader's month board and the SPA's calendar.
import type { BookingSettings } from './endpoint-schemas.js';
import { CODES, type MessageCode } from './codes.js';
import { myanmarDate } from './myanmar-calendar/index.js';

export type MyanmarClosure = 'sabbath' | 'thingyan';

type ClosingSwitches = Pick<BookingSettings, 'closed_on_sabbath' | 'closed_during_thingyan'>;

/**
 * Why the switches close `day` (yyyy-MM-dd), or null. Thingyan is the festival from its eve
 * (akyo) to the Myanmar New Year's Day, both included: the days the country keeps as holidays.
 */
export function myanmarClosureOf(day: string, settings: ClosingSwitches): MyanmarClosure | null {
  if (!settings.closed_on_sabbath && !settings.closed_during_thingyan) return null;
  const md = myanmarDate(day);
  if (settings.closed_on_sabbath && md.sabbath) return 'sabbath';
  if (settings.closed_during_thingyan && md.thingyan !== null) return 'thingyan';
  return null;
}

/** The code that refuses a day the switches close. */
export const MYANMAR_CLOSURE_CODES = {
  sabbath: CODES.daySabbathClosed,
  thingyan: CODES.dayThingyanClosed,
} as const satisfies Record<MyanmarClosure, MessageCode>;
