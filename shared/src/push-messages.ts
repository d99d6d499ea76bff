// The texts of web pushes the booking service sends, in both languages (the service picks the
// subscription's language). `{no}` is the booking number, `{day}` its day (yyyy-MM-dd).
import type { AppointmentStatus, Locale } from './constants.js';

export type PushKind =
  | `status:${AppointmentStatus}`
  | 'rescheduled'
  | 'reminder:day_before'
  | 'reminder:unconfirmed'
  // Issue 44.
  | 'reading_sent'
  | 'review_request'
  // Issue 45: `{day}` is the waited day, `{until}` the end of the hold.
  | 'waitlist:offered'
  | 'waitlist:lapsed';

export const PUSH_MESSAGES: Record<PushKind, Record<Locale, [title: string, body: string]>> = {
  'status:Pending': {
    en: ['Booking received', 'Appointment {no} is waiting for payment.'],
    my: ['ဘိုကင် လက်ခံရရှိပါပြီ', 'ချိန်းဆိုမှု {no} သည် ငွေပေးချေမှုကို စောင့်ဆိုင်းနေပါသည်။'],
  },
  'status:Verifying': {
    en: ['Payment received', 'We are checking the payment for appointment {no}.'],
    my: ['ငွေပေးချေမှု ရရှိပါပြီ', 'ချိန်းဆိုမှု {no} ၏ ငွေပေးချေမှုကို စစ်ဆေးနေပါသည်။'],
  },
  'status:Booked': {
    en: ['Booking confirmed', 'Appointment {no} is confirmed. See you on the day!'],
    my: ['ဘိုကင် အတည်ပြုပြီးပါပြီ', 'ချိန်းဆိုမှု {no} ကို အတည်ပြုပြီးပါပြီ။ ချိန်းဆိုသည့်နေ့တွင် တွေ့ကြမည်။'],
  },
  'status:Finished': {
    en: ['Reading finished', 'Appointment {no} is finished. Thank you!'],
    my: ['ဟောစာတမ်း ပြီးဆုံးပါပြီ', 'ချိန်းဆိုမှု {no} ပြီးဆုံးပါပြီ။ ကျေးဇူးတင်ပါသည်။'],
  },
  'status:Cancelled': {
    en: ['Booking cancelled', 'Appointment {no} was cancelled.'],
    my: ['ဘိုကင် ပယ်ဖျက်ပြီးပါပြီ', 'ချိန်းဆိုမှု {no} ကို ပယ်ဖျက်ပြီးပါပြီ။'],
  },
  'status:Expired': {
    en: ['Booking expired', 'Appointment {no} was not paid in time and has expired.'],
    my: ['ဘိုကင် သက်တမ်းကုန်သွားပါပြီ', 'ချိန်းဆိုမှု {no} ကို အချိန်မီ ငွေမပေးချေသဖြင့် သက်တမ်းကုန်သွားပါပြီ။'],
  },
  rescheduled: {
    en: ['Booking moved', 'Appointment {no} is now on {day}.'],
    my: ['ဘိုကင် ရက်ပြောင်းပြီးပါပြီ', 'ချိန်းဆိုမှု {no} ကို {day} သို့ ပြောင်းပြီးပါပြီ။'],
  },
  'reminder:day_before': {
    en: ['Your reading is tomorrow', 'Appointment {no} is tomorrow, {day}. See you then!'],
    my: ['မနက်ဖြန် ဟောကိန်းချိန်းရှိပါသည်', 'ချိန်းဆိုမှု {no} သည် မနက်ဖြန် {day} တွင် ဖြစ်ပါသည်။'],
  },
  'reminder:unconfirmed': {
    en: [
      'Payment not confirmed yet',
      'Appointment {no} is today and its payment is still being checked. Please message us (see your slip).',
    ],
    my: [
      'ငွေပေးချေမှု မအတည်ပြုရသေးပါ',
      'ချိန်းဆိုမှု {no} သည် ယနေ့ဖြစ်ပြီး ငွေပေးချေမှုကို စစ်ဆေးဆဲ ဖြစ်ပါသည်။ ကျေးဇူးပြု၍ ဆက်သွယ်ပါ (ဘိုကင်စလစ်ကို ကြည့်ပါ)။',
    ],
  },
  reading_sent: {
    en: ['Your reading is ready', 'The reading of appointment {no} is on your booking page.'],
    my: ['သင်၏ ဟောစာတမ်း အဆင်သင့်ဖြစ်ပါပြီ', 'ချိန်းဆိုမှု {no} ၏ ဟောစာတမ်းကို ဘိုကင်စာမျက်နှာတွင် ကြည့်နိုင်ပါပြီ။'],
  },
  review_request: {
    en: ['How was your reading?', 'Rate appointment {no} with a few words.'],
    my: ['ဟောစာတမ်း မည်သို့ရှိပါသလဲ', 'ချိန်းဆိုမှု {no} ကို အမှတ်ပေးပြီး စကားအနည်းငယ် ရေးပေးပါ။'],
  },
  'waitlist:offered': {
    en: [
      'A place is free for you',
      'A place on {day} is held for you until {until}. Tap to take it.',
    ],
    my: ['သင့်အတွက် နေရာလွတ်ပါပြီ', '{day} ရက်တွင် နေရာတစ်ခုကို {until} အထိ သင့်အတွက် ထိန်းထားပါသည်။ ယူရန် နှိပ်ပါ။'],
  },
  'waitlist:lapsed': {
    en: [
      'Your held place has gone',
      'The place held for you on {day} went to the next person waiting.',
    ],
    my: ['ထိန်းထားသော နေရာ ကုန်သွားပါပြီ', '{day} ရက်တွင် သင့်အတွက် ထိန်းထားသော နေရာကို နောက်တစ်ယောက်ထံ ပေးလိုက်ပါပြီ။'],
  },
};

export function pushText(
  kind: PushKind,
  locale: Locale,
  vars: { no: string; day?: string; until?: string },
): { title: string; body: string } {
  const [title, body] = PUSH_MESSAGES[kind][locale];
  return {
    title,
    body: body
      .replace('{no}', vars.no)
      .replace('{day}', vars.day ?? '')
      .replace('{until}', vars.until ?? ''),
  };
}
