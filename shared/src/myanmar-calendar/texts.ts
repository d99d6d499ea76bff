// English and Burmese names for the Myanmar calendar and the Mahabote, in one place: the SPA,
// the slip, the .ics and the mails all read them here. Burmese names as published Myanmar
// calendars print them (and as Yan Naing Aye's calendar translates them).
import { BURMESE_WEEKDAYS, myanmarDigits } from '../burmese-words.js';
import type { Locale } from '../constants.js';
import type { MyanmarHoliday, Pyathada, ThingyanDay } from './astro.js';
import type { MoonPhase, MyanmarMonth } from './date.js';
import type { MahaboteHouse } from './mahabote.js';
import type { YearType } from './year.js';

interface CalendarTexts {
  /** Month names; `secondWaso` is Waso's name in a watat year. */
  months: Record<MyanmarMonth, string> & { secondWaso: string };
  phases: Record<MoonPhase, string>;
  yearTypes: Record<YearType, string>;
  /** 0 = Sunday … 6 = Saturday, then 7 = Rahu (Wednesday afternoon). */
  weekdays: readonly string[];
  houses: Record<MahaboteHouse, string>;
  thingyan: Record<ThingyanDay, string>;
  holidays: Record<MyanmarHoliday, string>;
  marks: Record<'sabbath' | 'sabbathEve' | 'yatyaza' | Pyathada, string>;
}

const EN: CalendarTexts = {
  months: {
    'first-waso': 'First Waso',
    tagu: 'Tagu',
    kason: 'Kason',
    nayon: 'Nayon',
    waso: 'Waso',
    secondWaso: 'Second Waso',
    wagaung: 'Wagaung',
    tawthalin: 'Tawthalin',
    thadingyut: 'Thadingyut',
    tazaungmon: 'Tazaungmon',
    nadaw: 'Nadaw',
    pyatho: 'Pyatho',
    tabodwe: 'Tabodwe',
    tabaung: 'Tabaung',
    'late-tagu': 'Late Tagu',
    'late-kason': 'Late Kason',
  },
  phases: { waxing: 'waxing', full: 'full moon', waning: 'waning', new: 'new moon' },
  yearTypes: {
    common: 'common year',
    'little-watat': 'little watat year',
    'big-watat': 'big watat year',
  },
  weekdays: [
    'Sunday',
    'Monday',
    'Tuesday',
    'Wednesday',
    'Thursday',
    'Friday',
    'Saturday',
    'Rahu (Wednesday afternoon)',
  ],
  houses: {
    binga: 'Binga',
    atun: 'Atun',
    yaza: 'Yaza',
    adipati: 'Adipati',
    marana: 'Marana',
    thike: 'Thike',
    puti: 'Puti',
  },
  thingyan: {
    akyo: 'Thingyan eve (Akyo)',
    akya: 'Thingyan Akya',
    akyat: 'Thingyan Akyat',
    atat: 'Thingyan Atat',
    'new-year': "Myanmar New Year's Day",
  },
  holidays: {
    thingyan: 'Thingyan water festival',
    'myanmar-new-year': "Myanmar New Year's Day",
    tabaung: 'Full moon of Tabaung (Tabaung festival)',
    'buddha-day': 'Full moon of Kason (Buddha Day)',
    'start-of-buddhist-lent': 'Full moon of Waso (start of Buddhist Lent)',
    'end-of-buddhist-lent': 'Full moon of Thadingyut (end of Buddhist Lent)',
    tazaungdaing: 'Full moon of Tazaungmon (Tazaungdaing)',
    'national-day': 'National Day',
    'karen-new-year': "Karen New Year's Day",
    'new-years-day': "New Year's Day",
    'independence-day': 'Independence Day',
    'union-day': 'Union Day',
    'peasants-day': "Peasants' Day",
    'resistance-day': 'Resistance Day',
    'labour-day': 'Labour Day',
    'martyrs-day': "Martyrs' Day",
    christmas: 'Christmas Day',
  },
  marks: {
    sabbath: 'Sabbath',
    sabbathEve: 'Sabbath eve',
    yatyaza: 'Yatyaza',
    pyathada: 'Pyathada',
    'afternoon-pyathada': 'Afternoon pyathada',
  },
};

const MY: CalendarTexts = {
  months: {
    'first-waso': 'ပထမဝါဆို',
    tagu: 'တန်ခူး',
    kason: 'ကဆုန်',
    nayon: 'နယုန်',
    waso: 'ဝါဆို',
    secondWaso: 'ဒုတိယဝါဆို',
    wagaung: 'ဝါခေါင်',
    tawthalin: 'တော်သလင်း',
    thadingyut: 'သီတင်းကျွတ်',
    tazaungmon: 'တန်ဆောင်မုန်း',
    nadaw: 'နတ်တော်',
    pyatho: 'ပြာသို',
    tabodwe: 'တပို့တွဲ',
    tabaung: 'တပေါင်း',
    'late-tagu': 'နှောင်းတန်ခူး',
    'late-kason': 'နှောင်းကဆုန်',
  },
  phases: { waxing: 'လဆန်း', full: 'လပြည့်', waning: 'လဆုတ်', new: 'လကွယ်' },
  yearTypes: {
    common: 'ဝါမထပ်နှစ်',
    'little-watat': 'ဝါငယ်ထပ်နှစ်',
    'big-watat': 'ဝါကြီးထပ်နှစ်',
  },
  weekdays: [...BURMESE_WEEKDAYS, 'ရာဟု (ဗုဒ္ဓဟူး ညနေ)'],
  houses: {
    binga: 'ဘင်္ဂ',
    atun: 'အထွန်း',
    yaza: 'ရာဇ',
    adipati: 'အဓိပတိ',
    marana: 'မရဏ',
    thike: 'သိုက်',
    puti: 'ပုတိ',
  },
  thingyan: {
    akyo: 'သင်္ကြန်အကြိုနေ့',
    akya: 'သင်္ကြန်အကျနေ့',
    akyat: 'သင်္ကြန်အကြတ်နေ့',
    atat: 'သင်္ကြန်အတက်နေ့',
    'new-year': 'မြန်မာနှစ်ဆန်းတစ်ရက်နေ့',
  },
  holidays: {
    thingyan: 'သင်္ကြန်',
    'myanmar-new-year': 'မြန်မာနှစ်ဆန်းတစ်ရက်နေ့',
    tabaung: 'တပေါင်းလပြည့်နေ့ (တပေါင်းပွဲ)',
    'buddha-day': 'ကဆုန်လပြည့်နေ့ (ဗုဒ္ဓနေ့)',
    'start-of-buddhist-lent': 'ဝါဆိုလပြည့်နေ့ (ဓမ္မစကြာနေ့)',
    'end-of-buddhist-lent': 'သီတင်းကျွတ်လပြည့်နေ့ (မီးထွန်းပွဲ)',
    tazaungdaing: 'တန်ဆောင်မုန်းလပြည့်နေ့ (တန်ဆောင်တိုင်)',
    'national-day': 'အမျိုးသားနေ့',
    'karen-new-year': 'ကရင်နှစ်သစ်ကူးနေ့',
    'new-years-day': 'နိုင်ငံတကာ နှစ်သစ်ကူးနေ့',
    'independence-day': 'လွတ်လပ်ရေးနေ့',
    'union-day': 'ပြည်ထောင်စုနေ့',
    'peasants-day': 'တောင်သူလယ်သမားနေ့',
    'resistance-day': 'တော်လှန်ရေးနေ့',
    'labour-day': 'အလုပ်သမားနေ့',
    'martyrs-day': 'အာဇာနည်နေ့',
    christmas: 'ခရစ္စမတ်နေ့',
  },
  marks: {
    sabbath: 'ဥပုသ်နေ့',
    sabbathEve: 'အဖိတ်နေ့',
    yatyaza: 'ရက်ရာဇာ',
    pyathada: 'ပြဿဒါး',
    'afternoon-pyathada': 'မွန်းလွဲပြဿဒါး',
  },
};

export const MYANMAR_CALENDAR_TEXTS: Readonly<Record<Locale, CalendarTexts>> = { en: EN, my: MY };

/** The name of a month as printed: Waso is "Second Waso" in a watat year. */
export function myanmarMonthName(
  md: { month: MyanmarMonth; yearType: YearType },
  lang: Locale,
): string {
  const texts = MYANMAR_CALENDAR_TEXTS[lang];
  return md.month === 'waso' && md.yearType !== 'common'
    ? texts.months.secondWaso
    : texts.months[md.month];
}

/** A weekday's name (0 = Sunday … 6 = Saturday), Rahu for a Wednesday afternoon. */
export function myanmarWeekdayName(weekday: number, lang: Locale, rahu = false): string {
  return MYANMAR_CALENDAR_TEXTS[lang].weekdays[rahu ? 7 : weekday] ?? '';
}

type FormattableDate = {
  year: number;
  yearType: YearType;
  month: MyanmarMonth;
  moonPhase: MoonPhase;
  fortnightDay: number;
};

/** The day within its month: "waxing 2", "full moon" / "လဆန်း ၂ ရက်", "လပြည့်နေ့". */
export function formatMyanmarDay(md: FormattableDate, lang: Locale): string {
  const phase = MYANMAR_CALENDAR_TEXTS[lang].phases[md.moonPhase];
  const whole = md.moonPhase === 'full' || md.moonPhase === 'new';
  if (lang === 'my') {
    return whole ? `${phase}နေ့` : `${phase} ${myanmarDigits(md.fortnightDay)} ရက်`;
  }
  return whole ? phase : `${phase} ${md.fortnightDay}`;
}

/**
 * A Myanmar date in words: "ME 1388 Kason waxing 2" / "မြန်မာသက္ကရာဇ် ၁၃၈၈ ကဆုန်လဆန်း ၂ ရက်".
 */
export function formatMyanmarDate(md: FormattableDate, lang: Locale): string {
  const month = myanmarMonthName(md, lang);
  const day = formatMyanmarDay(md, lang);
  return lang === 'my'
    ? `မြန်မာသက္ကရာဇ် ${myanmarDigits(md.year)} ${month}${day}`
    : `ME ${md.year} ${month} ${day}`;
}
