// The reader's own notices (issue 42): what she may be told on her devices and in Telegram, their
// texts in both languages, and her quiet hours. Pure rules; the booking service sends them.
import { myanmarDigits } from './burmese-words.js';
import type { Locale } from './constants.js';

/** What she may choose to hear of (her settings page lists them in this order). */
export const READER_NOTICE_KINDS = [
  'new_booking',
  'proof',
  'member_cancelled',
  'member_moved',
  'waitlist_accepted',
  'morning_summary',
] as const;
export type ReaderNoticeKind = (typeof READER_NOTICE_KINDS)[number];

/** The facts a notice names; a missing one reads as empty. */
export interface ReaderNoticeFacts {
  no?: string;
  day?: string;
  from?: string;
  customer?: string;
  amount?: string;
  payment?: string;
  count?: number;
  proofs?: number;
}

type Texts = Record<Locale, [title: string, body: string]>;

export const READER_NOTICE_TEXTS: Record<ReaderNoticeKind | 'test', Texts> = {
  new_booking: {
    en: ['New booking', '{customer} booked {no} for {day}.'],
    my: ['ဘိုကင်အသစ်', '{customer} က {day} အတွက် {no} ကို ဘိုကင်လုပ်ပါသည်။'],
  },
  proof: {
    en: ['Payment to verify', '{no} · {amount} by {payment}. Open it to check the proof.'],
    my: ['စစ်ဆေးရန် ငွေပေးချေမှု', '{no} · {payment} ဖြင့် {amount}။ ပြေစာကို စစ်ဆေးရန် ဖွင့်ပါ။'],
  },
  member_cancelled: {
    en: ['Cancelled by the member', '{customer} cancelled {no} ({day}).'],
    my: ['အဖွဲ့ဝင်က ပယ်ဖျက်ခဲ့သည်', '{customer} က {no} ({day}) ကို ပယ်ဖျက်ခဲ့ပါသည်။'],
  },
  member_moved: {
    en: ['Moved by the member', '{customer} moved {no} from {from} to {day}.'],
    my: ['အဖွဲ့ဝင်က ရက်ပြောင်းခဲ့သည်', '{customer} က {no} ကို {from} မှ {day} သို့ ပြောင်းခဲ့ပါသည်။'],
  },
  waitlist_accepted: {
    en: ['Waitlist offer accepted', '{customer} took the free place on {day} ({no}).'],
    my: ['စောင့်စာရင်း ကမ်းလှမ်းချက် လက်ခံပြီး', '{customer} က {day} ရှိ လစ်လပ်နေရာကို ယူလိုက်ပါသည် ({no})။'],
  },
  morning_summary: {
    en: ['Today: {count} readings', '{count} readings today, {proofs} payments to verify.'],
    my: ['ယနေ့ ဟောကိန်း {count} ခု', 'ယနေ့ ဟောကိန်း {count} ခု၊ စစ်ဆေးရန် ငွေပေးချေမှု {proofs} ခု ရှိပါသည်။'],
  },
  test: {
    en: ['Test notification', 'Notifications reach this device.'],
    my: ['စမ်းသပ် အသိပေးချက်', 'ဤစက်သို့ အသိပေးချက်များ ရောက်ပါသည်။'],
  },
};

/** Counts, amounts and days in Myanmar digits on Burmese texts; booking numbers stay as typed. */
const inDigitsOf = (locale: Locale, value: string) =>
  locale === 'my' ? myanmarDigits(value) : value;

/** The notice's title and body in `locale`. */
export function readerNoticeText(
  kind: ReaderNoticeKind | 'test',
  locale: Locale,
  facts: ReaderNoticeFacts = {},
): { title: string; body: string } {
  const [title, body] = READER_NOTICE_TEXTS[kind][locale];
  const fill = (text: string) =>
    text.replace(/\{(\w+)\}/g, (_, name: string) => {
      const value = facts[name as keyof ReaderNoticeFacts];
      if (value === undefined) return '';
      return name === 'no' || name === 'customer' || name === 'payment'
        ? String(value)
        : inDigitsOf(locale, String(value));
    });
  return { title: fill(title), body: fill(body) };
}

/** `HH:MM`, 24 hours. */
export const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The wall-clock parts of `at` in `timeZone`. */
function wallClock(at: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { minutes: n('hour') * 60 + n('minute'), seconds: n('second') };
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/**
 * When her quiet hours `from`–`to` (wall clock in `timeZone`, may span midnight) end, if `at` is
 * inside them; null when `at` is outside them or she has none (from equal to to: none).
 */
export function quietHoursEnd(
  at: Date,
  timeZone: string,
  from: string | null,
  to: string | null,
): Date | null {
  if (!from || !to || !CLOCK_TIME.test(from) || !CLOCK_TIME.test(to) || from === to) return null;
  const start = minutesOf(from);
  const end = minutesOf(to);
  const { minutes, seconds } = wallClock(at, timeZone);
  const inside =
    start < end ? minutes >= start && minutes < end : minutes >= start || minutes < end;
  if (!inside) return null;
  const wait = (end - minutes + 24 * 60) % (24 * 60);
  // Whole minutes to the end, less the seconds already gone of this minute.
  return new Date(at.getTime() + wait * 60_000 - seconds * 1000 - at.getMilliseconds());
}
