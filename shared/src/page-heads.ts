// The title and description of each public page, in both languages: the gateway writes them
// into the HTML it sends (what a share preview or a crawler reads) and the SPA sets the same
// document title after navigation. Posts take theirs from the post itself.
import type { Locale } from './constants.js';

export const SITE_NAME = 'Mystic Visions';

/** `?lang=` is the language of a public URL; without it a page is English. */
export const LANG_PARAM = 'lang';

type Texts = Record<Locale, { title: string; description: string }>;

const TAGLINE: Record<Locale, string> = {
  en: 'Mystic Visions Guiding You for Better Future',
  my: 'ပိုမိုကောင်းမွန်သော အနာဂတ်ဆီသို့ လမ်းပြပေးမည့် Mystic Visions',
};

const READER: Record<Locale, string> = {
  en: 'Astrology, palm and tarot readings in Myanmar and Thailand by a certified astrologer and tarot reader.',
  my: 'မြန်မာနှင့် ထိုင်းနိုင်ငံရှိ ဧည့်သည်များအတွက် အသိအမှတ်ပြု ဗေဒင်ဆရာ၏ ဗေဒင်၊ လက္ခဏာနှင့် တားရော့ ဟောကိန်းများ။',
};

export const PAGE_HEADS = {
  '/': {
    en: { title: `${SITE_NAME}: ${TAGLINE.en}`, description: READER.en },
    my: { title: TAGLINE.my, description: READER.my },
  },
  '/about': {
    en: {
      title: 'About the reader',
      description:
        'A certified astrologer, palm reader and tarot reader serving clients in Myanmar and Thailand.',
    },
    my: {
      title: 'ဆရာ့အကြောင်း',
      description:
        'မြန်မာနှင့် ထိုင်းနိုင်ငံရှိ ဧည့်သည်များအား ဝန်ဆောင်မှုပေးနေသော အသိအမှတ်ပြု ဗေဒင်ဆရာ၊ လက္ခဏာနှင့် တားရော့ဖတ်သူ။',
    },
  },
  '/packages': {
    en: {
      title: 'Packages',
      description: 'Tarot, palm and astrology reading packages with prices in Ks and ฿.',
    },
    my: {
      title: 'ဝန်ဆောင်မှုများ',
      description: 'တားရော့၊ လက္ခဏာနှင့် ဗေဒင် ဟောကိန်း ဝန်ဆောင်မှုများ၊ ကျပ်နှင့် ဘတ် စျေးနှုန်းများ။',
    },
  },
  '/blogs': {
    en: {
      title: 'Blogs',
      description: 'Articles on astrology, tarot, palm reading and the Burmese weekday signs.',
    },
    my: {
      title: 'ဆောင်းပါးများ',
      description: 'ဗေဒင်၊ တားရော့၊ လက္ခဏာနှင့် မြန်မာ နေ့နံများအကြောင်း ဆောင်းပါးများ။',
    },
  },
  '/zodiacs': {
    en: { title: 'Zodiacs', description: 'The twelve zodiac signs: their periods and meanings.' },
    my: { title: 'ရာသီခွင်များ', description: 'ရာသီခွင် ဆယ့်နှစ်ခု၊ ၎င်းတို့၏ ကာလနှင့် အဓိပ္ပာယ်များ။' },
  },
  '/feedback': {
    en: { title: 'Feedback', description: 'Tell the reader how your reading went.' },
    my: { title: 'အကြံပြုချက်', description: 'သင့်ဟောကိန်းအကြောင်း ဆရာ့ထံ အကြံပြုချက် ပေးပို့ပါ။' },
  },
  '/contact': {
    en: {
      title: 'Contact',
      description: 'Phone, e-mail and chat channels of the reader.',
    },
    my: { title: 'ဆက်သွယ်ရန်', description: 'ဆရာ၏ ဖုန်း၊ အီးမေးလ်နှင့် ချက်တင် လမ်းကြောင်းများ။' },
  },
  '/privacy': {
    en: { title: 'Privacy Policy', description: 'How Mystic Visions handles your personal data.' },
    my: {
      title: 'ကိုယ်ရေးအချက်အလက် မူဝါဒ',
      description: 'Mystic Visions က သင့်ကိုယ်ရေးအချက်အလက်များကို ကိုင်တွယ်ပုံ။',
    },
  },
  '/terms': {
    en: {
      title: 'Terms of Service',
      description:
        'Terms for using Mystic Visions: minimum age 13; readings are for information and entertainment.',
    },
    my: {
      title: 'ဝန်ဆောင်မှု စည်းမျဉ်းများ',
      description:
        'Mystic Visions အသုံးပြုမှု စည်းမျဉ်းများ၊ အနည်းဆုံးအသက် ၁၃ နှစ်၊ ဟောကိန်းများသည် သတင်းအချက်အလက်နှင့် ဖျော်ဖြေမှုအတွက်သာ ဖြစ်သည်။',
    },
  },
} as const satisfies Record<string, Texts>;

/** The page an unknown address (an unpublished or mistyped post) answers with its 404. */
export const NOT_FOUND_HEAD: Texts = {
  en: {
    title: '404 - Page Not Found',
    description: 'The page you are looking for does not exist.',
  },
  my: { title: '404 - စာမျက်နှာ ရှာမတွေ့ပါ', description: 'သင်ရှာဖွေနေသော စာမျက်နှာ မရှိပါ။' },
};

export type PublicPath = keyof typeof PAGE_HEADS;

export function isPublicPath(path: string): path is PublicPath {
  return Object.prototype.hasOwnProperty.call(PAGE_HEADS, path);
}

/** What the browser tab and a share show: "Page · Mystic Visions" (the home page has its own). */
export function documentTitle(title: string): string {
  return title.includes(SITE_NAME) ? title : `${title} · ${SITE_NAME}`;
}

/** The public URL of `path` in `lang`: English has no parameter, Burmese `?lang=my`. */
export function localizedPath(path: string, lang: Locale): string {
  return lang === 'en' ? path : `${path}?${LANG_PARAM}=${lang}`;
}
