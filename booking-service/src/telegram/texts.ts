// What the bot says, in English and Burmese (the reader's setting, the member's language).
import type { Locale } from '@mystic/shared';

export const TELEGRAM_TEXTS = {
  confirm: { en: 'Confirm', my: 'အတည်ပြုမည်' },
  reject: { en: 'Reject', my: 'ပယ်မည်' },
  readerLinked: {
    en: 'Linked: new payment proofs will arrive here with Confirm and Reject buttons.',
    my: 'ချိတ်ဆက်ပြီးပါပြီ။ ငွေပေးချေမှု ပြေစာအသစ်များ အတည်ပြု၊ ပယ်ရန် ခလုတ်များနှင့်အတူ ဤနေရာသို့ ရောက်လာပါမည်။',
  },
  memberLinked: {
    en: 'Linked: your booking news will arrive here too (and still by e-mail).',
    my: 'ချိတ်ဆက်ပြီးပါပြီ။ သင့်ဘိုကင် သတင်းများ ဤနေရာသို့လည်း ရောက်လာပါမည် (အီးမေးလ်ဖြင့်လည်း ဆက်ပို့ပါမည်)။',
  },
  linkInvalid: {
    en: 'This link is used or expired. Make a new one on the site.',
    my: 'ဤလင့်ခ်ကို အသုံးပြုပြီး သို့မဟုတ် သက်တမ်းကုန်သွားပါပြီ။ ဆိုက်တွင် အသစ်တစ်ခု ပြုလုပ်ပါ။',
  },
  askNote: {
    en: 'Reply to this message with the note for the member (why the proof is rejected).',
    my: 'ပြေစာကို ပယ်ရသည့် အကြောင်းရင်းကို အဖွဲ့ဝင်အတွက် ဤစာကို ပြန်စာရေး၍ ပို့ပါ။',
  },
  confirmedBy: { en: '✅ Confirmed by {name}.', my: '✅ {name} က အတည်ပြုခဲ့သည်။' },
  rejectedBy: { en: '❌ Rejected by {name}: {note}', my: '❌ {name} က ပယ်ခဲ့သည်- {note}' },
  refused: {
    en: 'This button is not valid (used, not yours, or the booking changed).',
    my: 'ဤခလုတ် မမှန်ကန်ပါ (အသုံးပြုပြီး၊ သင့်အတွက်မဟုတ်၊ သို့မဟုတ် ဘိုကင် ပြောင်းသွားပြီ)။',
  },
  notAllowed: {
    en: 'Your admin account may not confirm or reject payments.',
    my: 'သင့် admin အကောင့်သည် ငွေပေးချေမှုများကို အတည်ပြု သို့မဟုတ် ပယ်ခွင့် မရှိပါ။',
  },
  changed: {
    en: 'The booking has changed meanwhile: open the desk.',
    my: 'ဤအတောအတွင်း ဘိုကင် ပြောင်းသွားပါပြီ။ desk ကို ဖွင့်ပါ။',
  },
  openDesk: { en: 'Open in the desk', my: 'desk တွင် ဖွင့်ရန်' },
} as const satisfies Record<string, Record<Locale, string>>;

export function telegramText(
  key: keyof typeof TELEGRAM_TEXTS,
  locale: Locale,
  vars: Record<string, string> = {},
): string {
  return TELEGRAM_TEXTS[key][locale].replace(/\{(\w+)\}/g, (_, n: string) => vars[n] ?? '');
}
