import { myanmarDigits } from '@mystic/shared';
import type { Text2 } from './reference';

export interface PackageSeed {
  name: Text2;
  description: Text2;
  price: number;
  th_price: number;
  discount_percent: number;
  /** The member sends photos before the reading (issue 44): both palms for a palm reading. */
  needs_material?: boolean;
}

/**
 * Demo packages: prices in MMK (Ks) and THB (฿); some discounted. The yearly forecast is named
 * after the year following the seed, so a fresh database never offers a year already past.
 */
export function seedPackages(now: Date): PackageSeed[] {
  const year = now.getUTCFullYear() + 1;
  return PACKAGES.map((p) =>
    p === YEARLY
      ? {
          ...p,
          name: {
            en: `Yearly Forecast ${year}`,
            my: `${myanmarDigits(year)} ခုနှစ် တစ်နှစ်စာ ဟောစာ`,
          },
        }
      : p,
  );
}

const YEARLY: PackageSeed = {
  name: { en: 'Yearly Forecast', my: 'တစ်နှစ်စာ ဟောစာ' },
  description: {
    en: 'Month by month through the coming year: the good periods, the careful ones and what each brings for love, work and health.',
    my: 'လာမည့်နှစ်ကို လအလိုက် ခွဲခြားပြီး ကံကောင်းသောကာလ၊ သတိထားရမည့်ကာလနှင့် အချစ်ရေး၊ အလုပ်၊ ကျန်းမာရေး အခြေအနေများကို ဟောပါမည်။',
  },
  price: 120000,
  th_price: 1200,
  discount_percent: 20,
};

const PACKAGES: PackageSeed[] = [
  {
    name: { en: 'Three-Card Tarot Reading', my: 'တားရော့ကတ် သုံးချပ် ဟောစာ' },
    description: {
      en: 'Past, present and future in three cards: a clear answer to one question, with advice you can act on this week.',
      my: 'အတိတ်၊ ပစ္စုပ္ပန်နှင့် အနာဂတ်ကို ကတ်သုံးချပ်ဖြင့် ကြည့်ရှုပြီး မေးခွန်းတစ်ခုအတွက် ရှင်းလင်းသော အဖြေနှင့် လက်တွေ့ကျသော အကြံဉာဏ် ပေးပါမည်။',
    },
    price: 30000,
    th_price: 300,
    discount_percent: 0,
  },
  {
    name: { en: 'Celtic Cross Tarot Spread', my: 'ဆဲလ်တစ်ခရော့စ် တားရော့ အပြည့်အစုံ' },
    description: {
      en: 'A ten-card spread that looks at a situation from every side: hidden influences, hopes, fears and the likely outcome.',
      my: 'ကတ်ဆယ်ချပ်ဖြင့် အခြေအနေတစ်ခုကို ဘက်ပေါင်းစုံမှ ကြည့်ရှုပါမည်။ မမြင်ရသော အကြောင်းတရားများ၊ မျှော်လင့်ချက်၊ စိုးရိမ်မှုနှင့် ဖြစ်လာနိုင်သော ရလဒ်ကို ဟောပါမည်။',
    },
    price: 60000,
    th_price: 600,
    discount_percent: 10,
  },
  {
    name: { en: 'Palm Reading', my: 'လက္ခဏာ ဟောစာ' },
    description: {
      en: 'Your heart, head and life lines, the mounts and the shape of your hands read together, from clear photos of both palms.',
      my: 'နှလုံးလိုင်း၊ ဦးနှောက်လိုင်း၊ အသက်လိုင်းနှင့် လက်ဖဝါး ပုံသဏ္ဌာန်တို့ကို လက်နှစ်ဖက်၏ ဓာတ်ပုံများမှ ပေါင်းစပ် ဖတ်ရှုပါမည်။',
    },
    price: 40000,
    th_price: 400,
    discount_percent: 0,
    needs_material: true,
  },
  {
    name: { en: 'Natal Chart Reading', my: 'မွေးဇာတာ ဟောစာ' },
    description: {
      en: 'Your birth chart from the date, time and place of birth: personality, strengths, challenges and the themes of your life.',
      my: 'မွေးနေ့၊ မွေးချိန်နှင့် မွေးရပ်မှ ဇာတာခွင်ကို တွက်ချက်ပြီး စရိုက်၊ အားသာချက်၊ စိန်ခေါ်မှုနှင့် ဘဝလမ်းကြောင်းကို ဟောပါမည်။',
    },
    price: 80000,
    th_price: 800,
    discount_percent: 0,
  },
  {
    name: { en: 'Love & Relationship Reading', my: 'အချစ်ရေးနှင့် ဆက်ဆံရေး ဟောစာ' },
    description: {
      en: 'Compatibility of two charts and a tarot spread for your relationship: where you stand, what helps and what to avoid.',
      my: 'ဇာတာနှစ်ခု၏ လိုက်ဖက်မှုနှင့် တားရော့ကတ်ဖြင့် သင့်ဆက်ဆံရေး၏ အခြေအနေ၊ အထောက်အကူဖြစ်စေမည့်အရာနှင့် ရှောင်ရမည့်အရာများကို ဟောပါမည်။',
    },
    price: 50000,
    th_price: 500,
    discount_percent: 15,
  },
  {
    name: { en: 'Career & Finance Reading', my: 'အလုပ်အကိုင်နှင့် ငွေကြေး ဟောစာ' },
    description: {
      en: 'Timing for job changes, business plans and investments, from your chart’s tenth and second houses and a focused spread.',
      my: 'အလုပ်ပြောင်းခြင်း၊ လုပ်ငန်းစီမံကိန်းနှင့် ရင်းနှီးမြှုပ်နှံမှုအတွက် သင့်တော်သော အချိန်ကို ဇာတာနှင့် တားရော့ဖြင့် ဟောပါမည်။',
    },
    price: 50000,
    th_price: 500,
    discount_percent: 0,
  },
  YEARLY,
  {
    name: { en: 'Mahabote Birthday Astrology', my: 'မဟာဘုတ် မွေးနေ့ ဗေဒင်' },
    description: {
      en: 'Traditional Burmese astrology from your day of birth: your house, your planet and the years ruled by each planet.',
      my: 'မွေးနေ့နံမှ မြန်မာ့ရိုးရာ မဟာဘုတ် ဗေဒင်ဖြင့် သင့်ဘုတ်၊ သင့်ဂြိုဟ်နှင့် ဂြိုဟ်အလိုက် ဒသာကာလများကို ဟောပါမည်။',
    },
    price: 35000,
    th_price: 350,
    discount_percent: 0,
  },
  {
    name: { en: 'Yadaya Remedy Consultation', my: 'ယတြာ အကြံပေး ဆွေးနွေးခြင်း' },
    description: {
      en: 'Simple, respectful remedies for a difficult period: offerings, colours, days and good deeds suited to your chart.',
      my: 'ကံဆိုးကာလအတွက် သင့်ဇာတာနှင့် ကိုက်ညီသော လှူဒါန်းမှု၊ အရောင်၊ နေ့ရက်နှင့် ကုသိုလ်ကောင်းမှုဆိုင်ရာ ရိုးရှင်းသော ယတြာများကို အကြံပြုပါမည်။',
    },
    price: 45000,
    th_price: 450,
    discount_percent: 0,
  },
  {
    name: { en: 'Auspicious Name Selection', my: 'နာမည်ကောင်း ရွေးချယ်ပေးခြင်း' },
    description: {
      en: 'Names for a baby or a business chosen by the day of birth or founding, with three proposals and their meanings.',
      my: 'ကလေးငယ် သို့မဟုတ် လုပ်ငန်းအတွက် မွေးနေ့ (သို့) စတင်သည့်နေ့နံနှင့် ကိုက်ညီသော နာမည်သုံးမျိုးကို အဓိပ္ပာယ်နှင့်တကွ ရွေးချယ်ပေးပါမည်။',
    },
    price: 70000,
    th_price: 700,
    discount_percent: 10,
  },
  {
    name: { en: 'Full Life Reading', my: 'ဘဝ တစ်သက်တာ ဟောစာ အပြည့်အစုံ' },
    description: {
      en: 'Chart, palm and tarot together in a ninety-minute session: the complete picture, with a written summary afterwards.',
      my: 'ဇာတာ၊ လက္ခဏာနှင့် တားရော့ကို မိနစ်ကိုးဆယ်ကြာ ပေါင်းစပ်ဟောကြားပြီး နောက်ပိုင်းတွင် အကျဉ်းချုပ် စာဖြင့် ပေးပို့ပါမည်။',
    },
    price: 150000,
    th_price: 1500,
    discount_percent: 0,
  },
];
