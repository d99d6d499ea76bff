// Messages the CMS shows the reader in the Strapi admin (publishing and settings rules), in both
// languages. The admin shows one string, so the CMS joins them (`adminMessage`).

export const ADMIN_MESSAGES = {
  englishFirst: {
    en: 'Publish the English version first: the site lists a post or package only when its English version is published. Then publish this language.',
    my: 'အင်္ဂလိပ်ဗားရှင်းကို အရင်ထုတ်ဝေပါ။ အင်္ဂလိပ်ဗားရှင်း ထုတ်ဝေထားမှသာ ဝက်ဘ်ဆိုက်တွင် ပြသပါသည်။ ထို့နောက် ဤဘာသာစကားကို ထုတ်ဝေပါ။',
  },
  blockedDatePast: {
    en: 'A blocked date must be today or later.',
    my: 'ပိတ်ထားသောရက်သည် ယနေ့ သို့မဟုတ် နောက်ပိုင်းရက် ဖြစ်ရပါမည်။',
  },
  capacityZero: {
    en: 'Daily capacity must be at least 1. To take no bookings on a day, tick its weekday or add a blocked date.',
    my: 'တစ်ရက်လက်ခံနိုင်သည့်အရေအတွက်သည် အနည်းဆုံး ၁ ဖြစ်ရပါမည်။ ရက်တစ်ရက်ကို ပိတ်လိုပါက ထိုနေ့ကို အမှန်ခြစ်ပါ သို့မဟုတ် ပိတ်ရက် ထည့်ပါ။',
  },
} as const;

export type AdminMessageKey = keyof typeof ADMIN_MESSAGES;

/** The message as the admin shows it: English, then Burmese. */
export const adminMessage = (key: AdminMessageKey): string =>
  `${ADMIN_MESSAGES[key].en} / ${ADMIN_MESSAGES[key].my}`;
