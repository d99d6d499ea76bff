// Demo reference data in English and Burmese: site info, zodiac signs, genders, the eight
// weekdays of Burmese astrology, payment types, booking settings, categories and tags.
import { BOOKING_DEFAULTS } from '../lib/content/booking-rules';

export interface Text2 {
  en: string;
  my: string;
}

const MY_DIGITS = '၀၁၂၃၄၅၆၇၈၉';
const myNumber = (n: number) => String(n).replace(/\d/g, (d) => MY_DIGITS[Number(d)]);
const MONTHS: Text2[] = [
  { en: 'January', my: 'ဇန်နဝါရီ' },
  { en: 'February', my: 'ဖေဖော်ဝါရီ' },
  { en: 'March', my: 'မတ်' },
  { en: 'April', my: 'ဧပြီ' },
  { en: 'May', my: 'မေ' },
  { en: 'June', my: 'ဇွန်' },
  { en: 'July', my: 'ဇူလိုင်' },
  { en: 'August', my: 'ဩဂုတ်' },
  { en: 'September', my: 'စက်တင်ဘာ' },
  { en: 'October', my: 'အောက်တိုဘာ' },
  { en: 'November', my: 'နိုဝင်ဘာ' },
  { en: 'December', my: 'ဒီဇင်ဘာ' },
];
/** "March 21 – April 19" and its Burmese form, from month numbers (1-12) and days. */
function period(m1: number, d1: number, m2: number, d2: number): Text2 {
  const a = MONTHS[m1 - 1];
  const b = MONTHS[m2 - 1];
  return {
    en: `${a.en} ${d1} – ${b.en} ${d2}`,
    my: `${a.my} ${myNumber(d1)} – ${b.my} ${myNumber(d2)}`,
  };
}

export const SITE_INFO = {
  email: 'hello@mysticvisions.example',
  phone: '+95 9 450 123 456',
  title: {
    en: 'Certified Astrologer and Tarot Reader',
    my: 'အသိအမှတ်ပြု ဗေဒင်ပညာရှင်နှင့် တားရော့ဟောဆရာ',
  },
  address: {
    en: 'Bahan Township, Yangon, Myanmar',
    my: 'ဗဟန်းမြို့နယ်၊ ရန်ကုန်မြို့၊ မြန်မာနိုင်ငံ',
  },
  bio: {
    en:
      'Daw Thiri Htet has read palms, charts and tarot cards for more than fifteen years. ' +
      'She learned Burmese astrology (Mahabote) from her grandfather in Mandalay, studied Western ' +
      'astrology and tarot in Bangkok, and now guides clients in Myanmar and Thailand through love, ' +
      'career, family and life decisions. Readings are calm, honest and practical: the stars show ' +
      'tendencies, and you remain the one who chooses.',
    my:
      'ဒေါ်သီရိထက်သည် လက္ခဏာ၊ ဇာတာနှင့် တားရော့ကတ်များကို နှစ်ပေါင်း ဆယ့်ငါးနှစ်ကျော် ဟောကြားလာခဲ့သူ ဖြစ်ပါသည်။ ' +
      'မန္တလေးမြို့ရှိ အဘိုးထံမှ မဟာဘုတ် ဗေဒင်ပညာကို သင်ယူခဲ့ပြီး ဘန်ကောက်တွင် အနောက်တိုင်း နက္ခတ်ဗေဒင်နှင့် ' +
      'တားရော့ကို ဆက်လက်လေ့လာခဲ့ပါသည်။ ယခုအခါ မြန်မာနှင့် ထိုင်းနိုင်ငံရှိ ဧည့်သည်များကို အချစ်ရေး၊ အလုပ်အကိုင်၊ ' +
      'မိသားစုနှင့် ဘဝဆုံးဖြတ်ချက်များအတွက် အကြံဉာဏ်ပေးနေပါသည်။ ဂြိုဟ်နက္ခတ်တို့က လမ်းကြောင်းကိုသာ ပြသပြီး ' +
      'ရွေးချယ်သူမှာ သင်ကိုယ်တိုင် ဖြစ်ပါသည်။',
  },
  links: [
    { name: 'Facebook', url: 'https://www.facebook.com/mysticvisions.demo' },
    { name: 'Messenger', url: 'https://m.me/mysticvisions.demo' },
    { name: 'Viber', url: 'viber://chat?number=%2B959450123456' },
    { name: 'Telegram', url: 'https://t.me/mysticvisions_demo' },
    { name: 'TikTok', url: 'https://www.tiktok.com/@mysticvisions.demo' },
    { name: 'YouTube', url: 'https://www.youtube.com/@mysticvisions.demo' },
    { name: 'LINE', url: 'https://line.me/ti/p/~mysticvisions.demo' },
  ],
};

export const ZODIACS: { key: string; name: Text2; period: Text2; desc: Text2 }[] = [
  {
    key: 'aries',
    name: { en: 'Aries', my: 'မိဿရာသီ' },
    period: period(3, 21, 4, 19),
    desc: {
      en: 'A fire sign ruled by Mars. Aries is brave, direct and quick to start new things; patience is the lesson that turns its energy into lasting results.',
      my: 'အင်္ဂါဂြိုဟ် အုပ်စိုးသော မီးဓာတ်ရာသီ ဖြစ်သည်။ ရဲရင့်ပြီး ပွင့်လင်းကာ အလုပ်သစ်များကို လျင်မြန်စွာ စတင်တတ်သည်။ စိတ်ရှည်ခြင်းကို လေ့ကျင့်ပါက ကြိုးစားအားထုတ်မှုများ ရေရှည်အောင်မြင်မည်။',
    },
  },
  {
    key: 'taurus',
    name: { en: 'Taurus', my: 'ပြိဿရာသီ' },
    period: period(4, 20, 5, 20),
    desc: {
      en: 'An earth sign ruled by Venus. Taurus is loyal, steady and loves comfort and beauty; it builds security slowly and rarely gives up.',
      my: 'သောကြာဂြိုဟ် အုပ်စိုးသော မြေဓာတ်ရာသီ ဖြစ်သည်။ သစ္စာရှိ၍ တည်ငြိမ်ပြီး သက်တောင့်သက်သာနှင့် အလှအပကို နှစ်သက်သည်။ လုံခြုံမှုကို ဖြည်းဖြည်းချင်း တည်ဆောက်ပြီး လွယ်လွယ်နှင့် လက်မလျှော့တတ်ပါ။',
    },
  },
  {
    key: 'gemini',
    name: { en: 'Gemini', my: 'မေထုန်ရာသီ' },
    period: period(5, 21, 6, 20),
    desc: {
      en: 'An air sign ruled by Mercury. Gemini is curious, witty and sociable, learns fast and needs variety; focus helps it finish what it starts.',
      my: 'ဗုဒ္ဓဟူးဂြိုဟ် အုပ်စိုးသော လေဓာတ်ရာသီ ဖြစ်သည်။ စူးစမ်းလိုစိတ်ပြင်းပြီး ဉာဏ်ထက်ကာ လူမှုဆက်ဆံရေး ကောင်းသည်။ အာရုံစူးစိုက်မှုရှိပါက စတင်ခဲ့သော အလုပ်များကို ပြီးမြောက်အောင် လုပ်နိုင်မည်။',
    },
  },
  {
    key: 'cancer',
    name: { en: 'Cancer', my: 'ကရကဋ်ရာသီ' },
    period: period(6, 21, 7, 22),
    desc: {
      en: 'A water sign ruled by the Moon. Cancer is caring, intuitive and devoted to home and family; it protects the people it loves.',
      my: 'လ အုပ်စိုးသော ရေဓာတ်ရာသီ ဖြစ်သည်။ ဂရုစိုက်တတ်ပြီး အလိုလိုသိစိတ် ထက်မြက်ကာ အိမ်နှင့် မိသားစုကို အလွန်တန်ဖိုးထားသည်။ ချစ်ခင်ရသူများကို အမြဲကာကွယ်စောင့်ရှောက်တတ်သည်။',
    },
  },
  {
    key: 'leo',
    name: { en: 'Leo', my: 'သိဟ်ရာသီ' },
    period: period(7, 23, 8, 22),
    desc: {
      en: 'A fire sign ruled by the Sun. Leo is generous, warm and born to lead; it shines brightest when it lifts others up with it.',
      my: 'နေ အုပ်စိုးသော မီးဓာတ်ရာသီ ဖြစ်သည်။ ရက်ရောပြီး နွေးထွေးကာ ခေါင်းဆောင်မှု အရည်အချင်း ပါရှိသည်။ အခြားသူများကိုပါ မြှင့်တင်ပေးသောအခါ အထင်ရှားဆုံး ဖြစ်သည်။',
    },
  },
  {
    key: 'virgo',
    name: { en: 'Virgo', my: 'ကန်ရာသီ' },
    period: period(8, 23, 9, 22),
    desc: {
      en: 'An earth sign ruled by Mercury. Virgo is careful, practical and helpful, with an eye for detail; it should be as kind to itself as to others.',
      my: 'ဗုဒ္ဓဟူးဂြိုဟ် အုပ်စိုးသော မြေဓာတ်ရာသီ ဖြစ်သည်။ သေချာစေ့စပ်ပြီး လက်တွေ့ကျကာ အသေးစိတ်ကို မြင်တတ်သည်။ အခြားသူများကို ကူညီသလို မိမိကိုယ်ကိုလည်း ကြင်နာရန် လိုသည်။',
    },
  },
  {
    key: 'libra',
    name: { en: 'Libra', my: 'တူရာသီ' },
    period: period(9, 23, 10, 22),
    desc: {
      en: 'An air sign ruled by Venus. Libra seeks balance, fairness and harmony in relationships; learning to decide quickly is its quiet strength.',
      my: 'သောကြာဂြိုဟ် အုပ်စိုးသော လေဓာတ်ရာသီ ဖြစ်သည်။ ဆက်ဆံရေးတွင် မျှတမှု၊ တရားမျှတမှုနှင့် သဟဇာတဖြစ်မှုကို ရှာဖွေသည်။ လျင်မြန်စွာ ဆုံးဖြတ်တတ်လာပါက ပိုမိုအားကောင်းလာမည်။',
    },
  },
  {
    key: 'scorpio',
    name: { en: 'Scorpio', my: 'ဗြိစ္ဆာရာသီ' },
    period: period(10, 23, 11, 21),
    desc: {
      en: 'A water sign ruled by Mars and Pluto. Scorpio is intense, loyal and perceptive; it transforms itself through every challenge it meets.',
      my: 'အင်္ဂါဂြိုဟ် အုပ်စိုးသော ရေဓာတ်ရာသီ ဖြစ်သည်။ စိတ်ဓာတ်ပြင်းပြပြီး သစ္စာရှိကာ အရာရာကို နက်နက်နဲနဲ မြင်တတ်သည်။ စိန်ခေါ်မှုတိုင်းမှတစ်ဆင့် မိမိကိုယ်ကို ပြောင်းလဲတိုးတက်စေသည်။',
    },
  },
  {
    key: 'sagittarius',
    name: { en: 'Sagittarius', my: 'ဓနုရာသီ' },
    period: period(11, 22, 12, 21),
    desc: {
      en: 'A fire sign ruled by Jupiter. Sagittarius is optimistic, honest and loves travel and learning; freedom keeps its spirit alive.',
      my: 'ကြာသပတေးဂြိုဟ် အုပ်စိုးသော မီးဓာတ်ရာသီ ဖြစ်သည်။ အကောင်းမြင်ပြီး ရိုးသားကာ ခရီးသွားခြင်းနှင့် ပညာရှာခြင်းကို နှစ်သက်သည်။ လွတ်လပ်မှုသည် ၎င်း၏ စိတ်ဓာတ်ကို အသက်ဝင်စေသည်။',
    },
  },
  {
    key: 'capricorn',
    name: { en: 'Capricorn', my: 'မကာရရာသီ' },
    period: period(12, 22, 1, 19),
    desc: {
      en: 'An earth sign ruled by Saturn. Capricorn is disciplined, responsible and ambitious; it climbs steadily and earns its success.',
      my: 'စနေဂြိုဟ် အုပ်စိုးသော မြေဓာတ်ရာသီ ဖြစ်သည်။ စည်းကမ်းရှိပြီး တာဝန်သိကာ ရည်မှန်းချက်ကြီးသည်။ တစ်လှမ်းချင်း တည်တည်ငြိမ်ငြိမ် တက်လှမ်းပြီး အောင်မြင်မှုကို ကိုယ်တိုင် ရယူသည်။',
    },
  },
  {
    key: 'aquarius',
    name: { en: 'Aquarius', my: 'ကုံရာသီ' },
    period: period(1, 20, 2, 18),
    desc: {
      en: 'An air sign ruled by Saturn and Uranus. Aquarius is independent, inventive and humane; it thinks ahead of its time.',
      my: 'စနေဂြိုဟ် အုပ်စိုးသော လေဓာတ်ရာသီ ဖြစ်သည်။ လွတ်လပ်စွာ တွေးခေါ်ပြီး တီထွင်ဖန်တီးနိုင်ကာ လူသားချင်း စာနာတတ်သည်။ ခေတ်ထက် ရှေ့ရောက်အောင် တွေးတတ်သည်။',
    },
  },
  {
    key: 'pisces',
    name: { en: 'Pisces', my: 'မိန်ရာသီ' },
    period: period(2, 19, 3, 20),
    desc: {
      en: 'A water sign ruled by Jupiter and Neptune. Pisces is compassionate, artistic and deeply intuitive; it needs quiet time to recharge.',
      my: 'ကြာသပတေးဂြိုဟ် အုပ်စိုးသော ရေဓာတ်ရာသီ ဖြစ်သည်။ သနားကြင်နာတတ်ပြီး အနုပညာစိတ် ရှိကာ အလိုလိုသိစိတ် အလွန်ထက်မြက်သည်။ အားပြန်ဖြည့်ရန် တိတ်ဆိတ်သော အချိန်များ လိုအပ်သည်။',
    },
  },
];

export const GENDERS: Text2[] = [
  { en: 'Male', my: 'အမျိုးသား' },
  { en: 'Female', my: 'အမျိုးသမီး' },
  { en: 'Other', my: 'အခြား' },
];

/** Burmese astrology's eight days: Wednesday is split at noon, the afternoon being Rahu. */
export const WEEKDAYS: (Text2 & { day_index: number })[] = [
  { en: 'Sunday', my: 'တနင်္ဂနွေ', day_index: 0 },
  { en: 'Monday', my: 'တနင်္လာ', day_index: 1 },
  { en: 'Tuesday', my: 'အင်္ဂါ', day_index: 2 },
  { en: 'Wednesday (morning)', my: 'ဗုဒ္ဓဟူး (နံနက်)', day_index: 3 },
  { en: 'Wednesday afternoon (Rahu)', my: 'ရာဟု (ဗုဒ္ဓဟူး ညနေ)', day_index: 3 },
  { en: 'Thursday', my: 'ကြာသပတေး', day_index: 4 },
  { en: 'Friday', my: 'သောကြာ', day_index: 5 },
  { en: 'Saturday', my: 'စနေ', day_index: 6 },
];

/** Placeholder accounts: every number here is a demo value, not a real account. */
export const PAYMENT_TYPES: {
  key: string;
  name: Text2;
  account_name: string;
  account_number: string;
  currency: 'MMK' | 'THB';
  /** A PromptPay account: the payment page draws its QR with the amount. */
  promptpay_id?: string;
}[] = [
  {
    key: 'kbzpay',
    name: { en: 'KBZPay', my: 'KBZPay' },
    account_name: 'Daw Thiri Htet (demo)',
    account_number: '09 450 123 456',
    currency: 'MMK',
  },
  {
    key: 'wavepay',
    name: { en: 'WavePay', my: 'WavePay' },
    account_name: 'Daw Thiri Htet (demo)',
    account_number: '09 450 123 457',
    currency: 'MMK',
  },
  {
    key: 'ayapay',
    name: { en: 'AYA Pay', my: 'AYA Pay' },
    account_name: 'Daw Thiri Htet (demo)',
    account_number: '09 450 123 458',
    currency: 'MMK',
  },
  {
    key: 'cbpay',
    name: { en: 'CB Pay', my: 'CB Pay' },
    account_name: 'Daw Thiri Htet (demo)',
    account_number: '0001 2345 6789 0000',
    currency: 'MMK',
  },
  {
    key: 'promptpay',
    name: { en: 'PromptPay', my: 'PromptPay (ထိုင်း)' },
    account_name: 'Thiri Htet (demo)',
    account_number: '081 234 5678',
    currency: 'THB',
    promptpay_id: '0812345678',
  },
  {
    key: 'thai-bank',
    name: { en: 'Bank transfer (Thailand)', my: 'ဘဏ်လွှဲ (ထိုင်း)' },
    account_name: 'Thiri Htet (demo)',
    account_number: 'Kasikorn 123-4-56789-0',
    currency: 'THB',
  },
];

// The seed's limits are the defaults' (lib/content/booking-rules.ts); its policy is its own.
const {
  closed_weekdays: _closed,
  blocked_dates: _blocked,
  cancel_policy: _policy,
  ...bookingLimits
} = BOOKING_DEFAULTS;

/** No weekday closed (each weekday's checkbox defaults to open). */
export const BOOKING_SETTINGS = {
  ...bookingLimits,
  cancel_policy:
    'Unpaid bookings can be cancelled at any time. Paid bookings cancelled at least a day ahead get a credit for another date.',
  cancel_policy_my:
    'ငွေမပေးရသေးသော ဘိုကင်များကို အချိန်မရွေး ပယ်ဖျက်နိုင်ပါသည်။ ငွေပေးပြီးသော ဘိုကင်ကို တစ်ရက်ကြိုတင် ပယ်ဖျက်ပါက အခြားနေ့အတွက် ခရက်ဒစ်ရရှိပါမည်။',
};

export const CATEGORIES: { slug: string; name: Text2 }[] = [
  { slug: 'astrology', name: { en: 'Astrology', my: 'ဗေဒင်နက္ခတ်' } },
  { slug: 'tarot', name: { en: 'Tarot', my: 'တားရော့' } },
  { slug: 'palmistry', name: { en: 'Palmistry', my: 'လက္ခဏာ' } },
  { slug: 'yadaya', name: { en: 'Yadaya & Luck', my: 'ယတြာနှင့် ကံကောင်းခြင်း' } },
];

export const TAGS: { slug: string; name: Text2 }[] = [
  { slug: 'love', name: { en: 'Love', my: 'အချစ်ရေး' } },
  { slug: 'career', name: { en: 'Career', my: 'အလုပ်အကိုင်' } },
  { slug: 'money', name: { en: 'Money', my: 'ငွေကြေး' } },
  { slug: 'health', name: { en: 'Health', my: 'ကျန်းမာရေး' } },
  { slug: 'zodiac', name: { en: 'Zodiac', my: 'ရာသီခွင်' } },
  { slug: 'planets', name: { en: 'Planets', my: 'ဂြိုဟ်များ' } },
  { slug: 'full-moon', name: { en: 'Full moon', my: 'လပြည့်' } },
  { slug: 'beginners', name: { en: 'Beginners', my: 'စတင်သူများ' } },
  { slug: 'family', name: { en: 'Family', my: 'မိသားစု' } },
  { slug: 'thingyan', name: { en: 'Thingyan', my: 'သင်္ကြန်' } },
];
