import type { Text2 } from './reference';

export const AUTHOR: Text2 = { en: 'Daw Thiri Htet', my: 'ဒေါ်သီရိထက်' };

/** A paragraph each category's posts share, between the post's own introduction and advice. */
export const CATEGORY_NOTES: Record<string, Text2> = {
  astrology: {
    en: 'Astrology reads the sky at the moment you were born. The Sun describes your core self, the Moon your feelings and the rising sign the way you meet the world; the planets add colour to each part of life. A chart never fixes your fate: it shows the weather, and you still choose the road.',
    my: 'နက္ခတ်ဗေဒင်သည် သင်မွေးဖွားချိန်က ကောင်းကင်ကို ဖတ်ရှုခြင်း ဖြစ်သည်။ နေက သင့်အတွင်းစိတ်ကို၊ လက သင့်ခံစားချက်ကို၊ လဂ်က လောကကို ရင်ဆိုင်ပုံကို ဖော်ပြပြီး ဂြိုဟ်များက ဘဝ၏ အပိုင်းတိုင်းကို အရောင်ခြယ်ပေးသည်။ ဇာတာက ကံကြမ္မာကို ပုံသေ မသတ်မှတ်ပါ။ ရာသီဥတုကို ပြသပေးရုံသာဖြစ်ပြီး လမ်းကို ရွေးချယ်သူမှာ သင်ကိုယ်တိုင် ဖြစ်သည်။',
  },
  tarot: {
    en: 'Tarot is a deck of seventy-eight cards: twenty-two Major Arcana for the great turning points of life and fifty-six Minor Arcana for everyday matters. A reading works best with a clear, open question. The cards reflect what is already moving in and around you, so the answer is an invitation to look honestly, not a sentence to fear.',
    my: 'တားရော့သည် ကတ်ခုနစ်ဆယ့်ရှစ်ချပ် ပါဝင်သော ကတ်အစုံ ဖြစ်သည်။ ဘဝ၏ အရေးကြီးသော အလှည့်အပြောင်းများအတွက် မေဂျာအာကာနာ နှစ်ဆယ့်နှစ်ချပ်နှင့် နေ့စဉ်ကိစ္စများအတွက် မိုင်နာအာကာနာ ငါးဆယ့်ခြောက်ချပ် ပါဝင်သည်။ ရှင်းလင်းပြီး ပွင့်လင်းသော မေးခွန်းဖြင့် မေးသောအခါ အကောင်းဆုံး ဖြစ်သည်။ ကတ်များက သင့်အတွင်းနှင့် ပတ်ဝန်းကျင်တွင် ဖြစ်ပျက်နေသည်များကို ထင်ဟပ်ပြသခြင်းသာ ဖြစ်၍ ကြောက်ရွံ့ရန် မလိုပါ။',
  },
  palmistry: {
    en: 'Palmistry reads the shape of the hand, the fingers, the mounts and the lines together. The dominant hand shows the life you are building, the other hand the gifts you were born with. Lines change slowly over the years, which is why a reading taken today can differ from one taken ten years ago.',
    my: 'လက္ခဏာပညာသည် လက်၏ ပုံသဏ္ဌာန်၊ လက်ချောင်းများ၊ လက်ဖဝါးပေါ်ရှိ တောင်ကုန်းများနှင့် လိုင်းများကို ပေါင်းစပ် ဖတ်ရှုခြင်း ဖြစ်သည်။ အသုံးများသော လက်က သင်တည်ဆောက်နေသော ဘဝကို၊ ကျန်လက်က မွေးရာပါ အရည်အချင်းများကို ပြသသည်။ လိုင်းများသည် နှစ်များကြာလာသည်နှင့်အမျှ ဖြည်းဖြည်းချင်း ပြောင်းလဲတတ်သဖြင့် ယနေ့ဟောစာသည် လွန်ခဲ့သော ဆယ်နှစ်ကနှင့် ကွာခြားနိုင်သည်။',
  },
  yadaya: {
    en: 'Yadaya are the traditional Burmese remedies for a difficult period: a small offering at the pagoda corner of your birth day, a good deed, a colour or a number kept close. They work through intention and merit. A remedy should always be simple, kind and within your means; no true teacher asks for fear or for large sums.',
    my: 'ယတြာဆိုသည်မှာ ကံဆိုးကာလကို ကျော်လွှားရန် မြန်မာ့ရိုးရာ နည်းလမ်းများ ဖြစ်သည်။ ဘုရားပေါ်ရှိ မိမိမွေးနေ့ထောင့်တွင် ပူဇော်ခြင်း၊ ကုသိုလ်ကောင်းမှု ပြုခြင်း၊ အရောင် သို့မဟုတ် ဂဏန်းတစ်ခုကို ဆောင်ထားခြင်း စသည်တို့ ပါဝင်သည်။ စေတနာနှင့် ကုသိုလ်တို့ဖြင့် အကျိုးပေးသည်။ ယတြာသည် ရိုးရှင်းပြီး ကြင်နာမှုရှိကာ မိမိတတ်နိုင်သလောက်သာ ဖြစ်သင့်သည်။',
  },
};

export const TIP_HEADING: Text2 = { en: 'What to remember', my: 'မှတ်သားရန်' };

export interface SeedPost {
  slug: string;
  category: string;
  tags: string[];
  title: Text2;
  intro: Text2;
  tip: Text2;
}

export const POSTS: SeedPost[] = [
  // astrology
  {
    slug: 'your-sun-moon-and-rising-sign',
    category: 'astrology',
    tags: ['zodiac', 'beginners'],
    title: { en: 'Your Sun, Moon and Rising Sign Explained', my: 'နေ၊ လ နှင့် လဂ် ရာသီ ရှင်းလင်းချက်' },
    intro: {
      en: 'Most people know their Sun sign, but two more placements shape how a chart feels: the Moon, which moves through a sign in about two and a half days, and the rising sign, which changes every two hours.',
      my: 'လူအများစုသည် မိမိ၏ နေရာသီကို သိကြသော်လည်း ဇာတာကို ပုံဖော်သော အရာနှစ်ခု ရှိသေးသည်။ ရာသီတစ်ခုကို နှစ်ရက်ခွဲခန့်ဖြင့် ဖြတ်သန်းသော လ နှင့် နှစ်နာရီတိုင်း ပြောင်းလဲသော လဂ် ဖြစ်သည်။',
    },
    tip: {
      en: 'To find your rising sign you need your birth time. Ask your family or look at your birth certificate; even an hour of difference can change the reading.',
      my: 'လဂ်ကို သိရန် မွေးချိန် လိုအပ်သည်။ မိသားစုကို မေးမြန်းပါ သို့မဟုတ် မွေးစာရင်းကို ကြည့်ပါ။ တစ်နာရီ ကွာခြားရုံဖြင့်ပင် ဟောစာ ပြောင်းလဲနိုင်သည်။',
    },
  },
  {
    slug: 'mercury-retrograde-survival-guide',
    category: 'astrology',
    tags: ['planets', 'career'],
    title: { en: 'A Calm Guide to Mercury Retrograde', my: 'ဗုဒ္ဓဟူးဂြိုဟ် နောက်ပြန်သွားချိန်အတွက် လမ်းညွှန်' },
    intro: {
      en: 'Three or four times a year Mercury seems to move backwards in the sky. Messages go astray, plans slip and old friends call. It is not a disaster; it is a season for reviewing rather than launching.',
      my: 'တစ်နှစ်လျှင် သုံးလေးကြိမ် ဗုဒ္ဓဟူးဂြိုဟ်သည် ကောင်းကင်တွင် နောက်ပြန်သွားသကဲ့သို့ ထင်ရသည်။ သတင်းစကားများ လွဲချော်တတ်ပြီး အစီအစဉ်များ နောက်ကျတတ်သည်။ ဘေးအန္တရာယ် မဟုတ်ပါ။ အသစ်စတင်ရန်ထက် ပြန်လည်သုံးသပ်ရန် ကာလ ဖြစ်သည်။',
    },
    tip: {
      en: 'Back up your phone, read contracts twice and leave extra time for travel. Finish old projects before starting new ones.',
      my: 'ဖုန်းထဲရှိ အချက်အလက်များကို သိမ်းဆည်းထားပါ။ စာချုပ်များကို နှစ်ကြိမ်ဖတ်ပါ။ ခရီးသွားရာတွင် အချိန်ပိုထားပါ။ အလုပ်သစ် မစမီ အဟောင်းများကို ပြီးအောင် လုပ်ပါ။',
    },
  },
  {
    slug: 'mahabote-your-birth-day-planet',
    category: 'astrology',
    tags: ['planets', 'beginners'],
    title: { en: 'Mahabote: What Your Day of Birth Says', my: 'မဟာဘုတ် - မွေးနေ့နံက ဘာပြောသလဲ' },
    intro: {
      en: 'Burmese astrology starts from the day of the week you were born. Each of the eight days has a planet, an animal and a direction: Sunday the garuda, Monday the tiger, Tuesday the lion, Wednesday morning the tusked elephant and Wednesday afternoon the tuskless elephant of Rahu.',
      my: 'မြန်မာ့ဗေဒင်သည် မွေးဖွားသော နေ့နံမှ စတင်သည်။ နေ့ရှစ်နေ့တွင် ဂြိုဟ်၊ တိရစ္ဆာန်နှင့် အရပ်မျက်နှာ ကိုယ်စီ ရှိသည်။ တနင်္ဂနွေ ဂဠုန်၊ တနင်္လာ ကျား၊ အင်္ဂါ ခြင်္သေ့၊ ဗုဒ္ဓဟူး နံနက် ဆင်စွယ်ရှိ၊ ဗုဒ္ဓဟူး ညနေ ရာဟု ဆင်စွယ်မဲ့ ဖြစ်သည်။',
    },
    tip: {
      en: 'Visit the planetary post of your birth day at the pagoda and pour water over the Buddha image there: a simple way to begin any new chapter.',
      my: 'ဘုရားပေါ်ရှိ မိမိမွေးနေ့ ဂြိုဟ်ထောင့်သို့ သွားရောက်ပြီး ဆင်းတုတော်ကို ရေသပ္ပာယ်ပါ။ ဘဝအခန်းသစ်တိုင်းကို စတင်ရန် ရိုးရှင်းသော နည်းလမ်း ဖြစ်သည်။',
    },
  },
  {
    slug: 'saturn-return-at-twenty-nine',
    category: 'astrology',
    tags: ['planets', 'career'],
    title: {
      en: 'The Saturn Return: Growing Up at Twenty-Nine',
      my: 'စနေဂြိုဟ် ပြန်လည်ရောက်ရှိခြင်း - အသက်နှစ်ဆယ့်ကိုးနှစ်၏ ရင့်ကျက်မှု',
    },
    intro: {
      en: 'Saturn takes about twenty-nine years to go around the Sun. When it returns to the place it held at your birth, life often asks you to take responsibility: a career choice, a marriage, a move.',
      my: 'စနေဂြိုဟ်သည် နေကို တစ်ပတ်ပတ်ရန် နှစ်ပေါင်း နှစ်ဆယ့်ကိုးနှစ်ခန့် ကြာသည်။ မွေးဖွားချိန်က နေရာသို့ ပြန်ရောက်လာသောအခါ ဘဝက တာဝန်ယူရန် တောင်းဆိုတတ်သည်။ အလုပ်ရွေးချယ်ခြင်း၊ လက်ထပ်ခြင်း၊ နေရာပြောင်းခြင်း စသည်တို့ ဖြစ်သည်။',
    },
    tip: {
      en: 'Saturn rewards effort, not luck. Choose one long-term goal and build it patiently; what you build now lasts.',
      my: 'စနေဂြိုဟ်သည် ကံထက် ကြိုးစားမှုကို ဆုချသည်။ ရေရှည်ပန်းတိုင် တစ်ခုကို ရွေးပြီး စိတ်ရှည်စွာ တည်ဆောက်ပါ။ ယခု တည်ဆောက်သည်များ ကြာရှည်ခံမည်။',
    },
  },
  {
    slug: 'full-moon-rituals-for-clarity',
    category: 'astrology',
    tags: ['full-moon', 'health'],
    title: { en: 'Full Moon Evenings for Clarity', my: 'လပြည့်ညများတွင် စိတ်ကြည်လင်စေရန်' },
    intro: {
      en: 'The full moon brings things into the light. In Myanmar the full-moon days of Kason, Waso and Thadingyut are already times of merit and reflection, and astrology agrees: it is a good night to let go of what is finished.',
      my: 'လပြည့်နေ့သည် အရာများကို အလင်းထဲသို့ ဆောင်ကြဉ်းပေးသည်။ မြန်မာနိုင်ငံတွင် ကဆုန်၊ ဝါဆိုနှင့် သီတင်းကျွတ် လပြည့်နေ့များသည် ကုသိုလ်ပြုရာ နေ့များ ဖြစ်ပြီး နက္ခတ်ဗေဒင်အရလည်း ပြီးဆုံးသွားသော အရာများကို လွှတ်ချရန် ကောင်းသော ည ဖြစ်သည်။',
    },
    tip: {
      en: 'Write down one habit you want to release, read it aloud under the moon, then do one kind act the next morning.',
      my: 'စွန့်လွှတ်လိုသော အကျင့်တစ်ခုကို စာရွက်ပေါ်တွင် ရေးပြီး လရောင်အောက်တွင် အသံထွက် ဖတ်ပါ။ နောက်တစ်နေ့ နံနက်တွင် ကောင်းမှုတစ်ခု ပြုလုပ်ပါ။',
    },
  },
  {
    slug: 'best-days-for-a-wedding',
    category: 'astrology',
    tags: ['love', 'family'],
    title: { en: 'Choosing an Auspicious Wedding Day', my: 'မင်္ဂလာဆောင်ရန် နေ့ကောင်း ရွေးချယ်ခြင်း' },
    intro: {
      en: 'Families in Myanmar still ask an astrologer before fixing a wedding date. The birth days of both partners, the month and the waxing moon are weighed together to find a day that supports a long and peaceful marriage.',
      my: 'မြန်မာမိသားစုများသည် မင်္ဂလာဆောင်ရက် မသတ်မှတ်မီ ဗေဒင်ဆရာထံ မေးမြန်းလေ့ ရှိကြဆဲ ဖြစ်သည်။ သတို့သား သတို့သမီး နှစ်ဦး၏ မွေးနေ့နံ၊ လ နှင့် လဆန်းရက်တို့ကို ချိန်ဆပြီး ရေရှည်ငြိမ်းချမ်းသော အိမ်ထောင်ရေးအတွက် နေ့ကောင်းကို ရွေးချယ်ကြသည်။',
    },
    tip: {
      en: 'Traditionally weddings are avoided during Buddhist Lent, between the full moons of Waso and Thadingyut. Plan early if you want a date just after it.',
      my: 'ရိုးရာအားဖြင့် ဝါဆိုလပြည့်မှ သီတင်းကျွတ်လပြည့်အထိ ဝါတွင်းကာလ၌ မင်္ဂလာမဆောင်ကြပါ။ ဝါကျွတ်ပြီးစ ရက်ကို လိုချင်ပါက စောစီးစွာ စီစဉ်ပါ။',
    },
  },
  // tarot
  {
    slug: 'tarot-for-beginners',
    category: 'tarot',
    tags: ['beginners'],
    title: {
      en: 'Tarot for Beginners: Your First Three Cards',
      my: 'စတင်သူများအတွက် တားရော့ - ပထမဆုံး ကတ်သုံးချပ်',
    },
    intro: {
      en: 'You do not need to memorise seventy-eight meanings to begin. Shuffle, ask one question and lay out three cards: what helps you, what blocks you, and what to do next.',
      my: 'စတင်ရန် အဓိပ္ပာယ် ခုနစ်ဆယ့်ရှစ်ခုကို အလွတ်ကျက်ရန် မလိုပါ။ ကတ်များကို ရောမွှေပြီး မေးခွန်းတစ်ခု မေးကာ ကတ်သုံးချပ် ချပါ။ သင့်ကို ကူညီသောအရာ၊ တားဆီးသောအရာနှင့် နောက်ထပ် လုပ်ရမည့်အရာ ဖြစ်သည်။',
    },
    tip: {
      en: 'Look at the picture before reading the book. What you notice first is often the message meant for you.',
      my: 'စာအုပ်ကို မဖတ်မီ ပုံကို အရင်ကြည့်ပါ။ သင် ပထမဆုံး သတိထားမိသည့် အရာသည် သင့်အတွက် သတင်းစကား ဖြစ်တတ်သည်။',
    },
  },
  {
    slug: 'the-tower-card-is-not-a-curse',
    category: 'tarot',
    tags: ['beginners', 'career'],
    title: { en: 'The Tower Card Is Not a Curse', my: 'မျှော်စင်ကတ်သည် ကျိန်စာ မဟုတ်ပါ' },
    intro: {
      en: 'Lightning, a falling crown, people leaping from a burning tower: few cards frighten clients more. Yet the Tower describes a sudden clearing, the end of something that was built on weak ground.',
      my: 'လျှပ်စီး၊ ပြုတ်ကျနေသော သရဖူ၊ မီးလောင်နေသော မျှော်စင်မှ ခုန်ချနေသူများ - ဧည့်သည်များကို အကြောက်ဆုံး ကတ်ဖြစ်သည်။ သို့သော် မျှော်စင်ကတ်သည် အခြေခံ မခိုင်မာသော အရာတစ်ခု၏ ရုတ်တရက် ပြိုလဲခြင်းနှင့် ရှင်းလင်းသွားခြင်းကို ဖော်ပြသည်။',
    },
    tip: {
      en: 'When the Tower appears, ask what you have been holding together out of fear. Letting it go on your own terms is gentler than waiting.',
      my: 'မျှော်စင်ကတ် ပေါ်လာသောအခါ ကြောက်စိတ်ကြောင့် ဆုပ်ကိုင်ထားသည့် အရာကို မေးကြည့်ပါ။ စောင့်နေခြင်းထက် ကိုယ်တိုင် လွှတ်ချခြင်းက ပိုမို နူးညံ့သည်။',
    },
  },
  {
    slug: 'love-questions-to-ask-the-cards',
    category: 'tarot',
    tags: ['love'],
    title: {
      en: 'Better Love Questions to Ask the Cards',
      my: 'အချစ်ရေးအတွက် ကတ်ကို မေးသင့်သော မေးခွန်းများ',
    },
    intro: {
      en: '“Does he love me?” is the question readers hear most, and the one the cards answer least well. Questions about your own choices give clearer and kinder answers.',
      my: '"သူ ကျွန်မကို ချစ်သလား" ဆိုသော မေးခွန်းကို အများဆုံး ကြားရသော်လည်း ကတ်များက အကောင်းဆုံး မဖြေနိုင်သော မေးခွန်း ဖြစ်သည်။ မိမိ၏ ရွေးချယ်မှုများအကြောင်း မေးခြင်းက ပိုမိုရှင်းလင်းပြီး ကြင်နာသော အဖြေများကို ပေးသည်။',
    },
    tip: {
      en: 'Try “What can I do to build trust in this relationship?” or “What do I need to understand about this connection?”',
      my: '"ဒီဆက်ဆံရေးမှာ ယုံကြည်မှု တည်ဆောက်ဖို့ ကျွန်မ ဘာလုပ်နိုင်မလဲ" သို့မဟုတ် "ဒီဆက်ဆံရေးအကြောင်း ကျွန်မ ဘာကို နားလည်ဖို့ လိုသလဲ" ဟု မေးကြည့်ပါ။',
    },
  },
  {
    slug: 'caring-for-your-tarot-deck',
    category: 'tarot',
    tags: ['beginners'],
    title: { en: 'Caring for Your Tarot Deck', my: 'တားရော့ကတ်ကို ထိန်းသိမ်းစောင့်ရှောက်ခြင်း' },
    intro: {
      en: 'A deck becomes a companion. Many readers keep it wrapped in silk or in a wooden box, and clear it after a heavy reading by knocking on it, airing it in moonlight or simply shuffling with a calm breath.',
      my: 'ကတ်တစ်စုံသည် အဖော်တစ်ယောက်လို ဖြစ်လာသည်။ ဟောဆရာအများစုသည် ပိုးထည်ဖြင့် ထုပ်ထားခြင်း သို့မဟုတ် သစ်သားသေတ္တာထဲ ထည့်ထားကြပြီး လေးလံသော ဟောစာပြီးနောက် ကတ်ကို ခေါက်ခြင်း၊ လရောင်ထဲ ထားခြင်း သို့မဟုတ် စိတ်အေးအေးဖြင့် ရောမွှေခြင်းဖြင့် သန့်စင်ကြသည်။',
    },
    tip: {
      en: 'Keep your deck away from damp and direct sun; in the rainy season a small bag of dry rice in the box protects the cards.',
      my: 'ကတ်များကို စိုထိုင်းဆနှင့် နေရောင်တိုက်ရိုက်မှ ဝေးဝေး ထားပါ။ မိုးရာသီတွင် သေတ္တာထဲ ဆန်ခြောက်အိတ်ငယ် ထည့်ထားခြင်းက ကတ်များကို ကာကွယ်ပေးသည်။',
    },
  },
  {
    slug: 'career-spread-for-a-new-job',
    category: 'tarot',
    tags: ['career', 'money'],
    title: { en: 'A Five-Card Spread for a Job Decision', my: 'အလုပ်ဆုံးဖြတ်ချက်အတွက် ကတ်ငါးချပ် အခင်းအကျင်း' },
    intro: {
      en: 'Staying or leaving is one of the hardest choices. This spread lays out the present job, the new offer, what you would gain, what you would lose and the advice of the cards.',
      my: 'ဆက်နေမလား ထွက်မလား ဆိုသည်မှာ အခက်ခဲဆုံး ရွေးချယ်မှုတစ်ခု ဖြစ်သည်။ ဤအခင်းအကျင်းတွင် လက်ရှိအလုပ်၊ အလုပ်သစ်၊ ရရှိမည့်အရာ၊ ဆုံးရှုံးမည့်အရာနှင့် ကတ်၏ အကြံဉာဏ်ကို ချပြသည်။',
    },
    tip: {
      en: 'Pentacles speak about money and security, Wands about energy and ambition. Count which suit appears most to see what really drives your decision.',
      my: 'ပင်တာကယ်များသည် ငွေကြေးနှင့် လုံခြုံမှုကို၊ ဝမ်းများသည် စွမ်းအင်နှင့် ရည်မှန်းချက်ကို ပြောဆိုသည်။ မည်သည့်အုပ်စု အများဆုံး ပေါ်သည်ကို ရေတွက်ပြီး သင့်ဆုံးဖြတ်ချက်ကို တကယ် တွန်းအားပေးနေသည့်အရာကို ကြည့်ပါ။',
    },
  },
  {
    slug: 'major-arcana-journey',
    category: 'tarot',
    tags: ['beginners', 'zodiac'],
    title: {
      en: 'The Fool’s Journey Through the Major Arcana',
      my: 'မေဂျာအာကာနာ တစ်လျှောက် လူမိုက်၏ ခရီး',
    },
    intro: {
      en: 'The twenty-two Major Arcana tell one story: the Fool sets out with nothing, meets teachers, lovers and trials, falls with the Tower, finds hope in the Star and arrives at the World.',
      my: 'မေဂျာအာကာနာ နှစ်ဆယ့်နှစ်ချပ်သည် ဇာတ်လမ်းတစ်ခုတည်းကို ပြောပြသည်။ လူမိုက်သည် ဘာမှမပါဘဲ ခရီးထွက်၊ ဆရာများ၊ ချစ်သူများနှင့် စမ်းသပ်မှုများကို တွေ့ကြုံ၊ မျှော်စင်နှင့်အတူ ပြိုလဲ၊ ကြယ်တွင် မျှော်လင့်ချက်ကို တွေ့ပြီး ကမ္ဘာသို့ ရောက်ရှိသည်။',
    },
    tip: {
      en: 'When several Major Arcana fall in one reading, the question touches a turning point of your life, not only a passing event.',
      my: 'ဟောစာတစ်ခုတွင် မေဂျာအာကာနာ အများအပြား ကျလာပါက မေးခွန်းသည် ခဏတာ ဖြစ်ရပ်သာမက ဘဝ၏ အလှည့်အပြောင်းတစ်ခုနှင့် ဆက်စပ်နေသည်။',
    },
  },
  // palmistry
  {
    slug: 'reading-the-heart-line',
    category: 'palmistry',
    tags: ['love', 'beginners'],
    title: { en: 'Reading the Heart Line', my: 'နှလုံးလိုင်းကို ဖတ်ရှုခြင်း' },
    intro: {
      en: 'The heart line runs across the top of the palm below the fingers. A long, curved line points to warmth and open feelings; a straight, short one to someone who shows love through deeds rather than words.',
      my: 'နှလုံးလိုင်းသည် လက်ချောင်းများအောက် လက်ဖဝါး အပေါ်ပိုင်းကို ဖြတ်၍ ရှိသည်။ ရှည်လျား ကွေးညွှတ်သော လိုင်းက နွေးထွေး ပွင့်လင်းသော ခံစားချက်ကို ပြပြီး ဖြောင့်တို၍ တိုသော လိုင်းက စကားထက် လုပ်ရပ်ဖြင့် ချစ်ခြင်းကို ပြတတ်သူကို ဖော်ပြသည်။',
    },
    tip: {
      en: 'A heart line ending between the first and second fingers is the classic sign of a balanced lover: caring without losing yourself.',
      my: 'လက်ညှိုးနှင့် လက်ခလယ်ကြားတွင် အဆုံးသတ်သော နှလုံးလိုင်းသည် မိမိကိုယ်ကို မဆုံးရှုံးဘဲ ဂရုစိုက်တတ်သော မျှတသည့် ချစ်သူ၏ လက္ခဏာ ဖြစ်သည်။',
    },
  },
  {
    slug: 'the-life-line-myth',
    category: 'palmistry',
    tags: ['health', 'beginners'],
    title: {
      en: 'A Short Life Line Does Not Mean a Short Life',
      my: 'အသက်လိုင်းတိုခြင်းသည် အသက်တိုခြင်း မဟုတ်ပါ',
    },
    intro: {
      en: 'The most common fear in palm reading comes from a misunderstanding. The life line shows vitality, big changes and the way you use your energy, not the number of your years.',
      my: 'လက္ခဏာဟောစာတွင် အများဆုံး စိုးရိမ်ကြသည့်အရာသည် နားလည်မှုလွဲခြင်းမှ လာသည်။ အသက်လိုင်းသည် သက်တမ်းကို မဟုတ်ဘဲ အားအင်၊ ကြီးမားသော အပြောင်းအလဲများနှင့် စွမ်းအင်ကို အသုံးပြုပုံကို ပြသသည်။',
    },
    tip: {
      en: 'A break in the life line often marks a move or a new way of living. Look for a second line beside it, which palmists call a sister line of protection.',
      my: 'အသက်လိုင်းတွင် ပြတ်တောက်မှုသည် နေရာပြောင်းခြင်း သို့မဟုတ် ဘဝနေထိုင်ပုံ အသစ်ကို ပြတတ်သည်။ ဘေးတွင် ကပ်လျက်ရှိသော ဒုတိယလိုင်းကို ရှာကြည့်ပါ။ ၎င်းကို ကာကွယ်ပေးသော ညီအစ်မလိုင်းဟု ခေါ်သည်။',
    },
  },
  {
    slug: 'fate-line-and-career',
    category: 'palmistry',
    tags: ['career', 'money'],
    title: { en: 'The Fate Line and Your Career', my: 'ကံကြမ္မာလိုင်းနှင့် အလုပ်အကိုင်' },
    intro: {
      en: 'The fate line climbs from the wrist towards the middle finger. Where it starts tells whether your path was shaped by family, by your own effort or by the support of others.',
      my: 'ကံကြမ္မာလိုင်းသည် လက်ကောက်ဝတ်မှ လက်ခလယ်ဆီသို့ တက်သွားသည်။ စတင်သည့်နေရာက သင့်လမ်းကြောင်းကို မိသားစု၊ ကိုယ်ပိုင်ကြိုးစားမှု သို့မဟုတ် အခြားသူများ၏ ထောက်ပံ့မှုက ပုံဖော်ခဲ့ခြင်းလားဆိုသည်ကို ပြသည်။',
    },
    tip: {
      en: 'Many successful people have no clear fate line at all: they change direction often and build their own road.',
      my: 'အောင်မြင်သူ အများအပြားတွင် ကံကြမ္မာလိုင်း ရှင်းရှင်းလင်းလင်း မရှိပါ။ သူတို့သည် လမ်းကြောင်း မကြာခဏ ပြောင်းပြီး ကိုယ်ပိုင်လမ်းကို တည်ဆောက်ကြသည်။',
    },
  },
  {
    slug: 'hand-shapes-and-elements',
    category: 'palmistry',
    tags: ['zodiac', 'beginners'],
    title: { en: 'Hand Shapes and the Four Elements', my: 'လက်ပုံသဏ္ဌာန်နှင့် ဓာတ်လေးပါး' },
    intro: {
      en: 'Before any line, a palmist looks at the hand itself. Square palms with short fingers are earth hands, practical and steady; long palms with short fingers are fire; square palms with long fingers are air; long palms with long fingers are water.',
      my: 'လိုင်းများကို မကြည့်မီ လက္ခဏာဆရာသည် လက်ကို အရင်ကြည့်သည်။ လေးထောင့်လက်ဖဝါးနှင့် လက်ချောင်းတိုသည် မြေဓာတ်၊ ရှည်သော လက်ဖဝါးနှင့် လက်ချောင်းတိုသည် မီးဓာတ်၊ လေးထောင့်လက်ဖဝါးနှင့် လက်ချောင်းရှည်သည် လေဓာတ်၊ ရှည်သော လက်ဖဝါးနှင့် လက်ချောင်းရှည်သည် ရေဓာတ် ဖြစ်သည်။',
    },
    tip: {
      en: 'Compare your hand’s element with your Sun sign’s. When they match, your nature is straightforward; when they differ, you carry two strengths at once.',
      my: 'သင့်လက်၏ ဓာတ်ကို နေရာသီ၏ ဓာတ်နှင့် နှိုင်းယှဉ်ကြည့်ပါ။ တူညီပါက စရိုက်က ရိုးရှင်းပြီး ကွဲပြားပါက အားသာချက် နှစ်မျိုးကို တစ်ပြိုင်နက် ဆောင်ထားသည်။',
    },
  },
  {
    slug: 'photographing-your-palms',
    category: 'palmistry',
    tags: ['beginners'],
    title: { en: 'How to Photograph Your Palms for a Reading', my: 'ဟောစာအတွက် လက်ဖဝါး ဓာတ်ပုံ ရိုက်နည်း' },
    intro: {
      en: 'Online palm readings depend on good photos. Daylight from a window, a plain background and a relaxed open hand show the fine lines that a flash would wash out.',
      my: 'အွန်လိုင်း လက္ခဏာဟောစာသည် ဓာတ်ပုံကောင်းပေါ်တွင် မူတည်သည်။ ပြတင်းပေါက်မှ နေ့အလင်း၊ ရိုးရိုး နောက်ခံနှင့် လျော့လျော့ ဖြန့်ထားသော လက်က ဖလက်ရှ်မီးကြောင့် ပျောက်သွားမည့် လိုင်းသေးလေးများကို ထင်ရှားစေသည်။',
    },
    tip: {
      en: 'Send both hands, the full palm and a side view of each hand. Write which hand you use to write.',
      my: 'လက်နှစ်ဖက်စလုံး၏ လက်ဖဝါးအပြည့်နှင့် ဘေးတိုက်ပုံများကို ပို့ပါ။ စာရေးသည့်လက်မှာ မည်သည့်လက်ဖြစ်ကြောင်းလည်း ရေးပေးပါ။',
    },
  },
  {
    slug: 'marriage-lines-explained',
    category: 'palmistry',
    tags: ['love', 'family'],
    title: { en: 'Marriage Lines: What They Really Show', my: 'အိမ်ထောင်လိုင်းများ - တကယ် ဘာကို ပြသလဲ' },
    intro: {
      en: 'The short lines on the edge of the palm below the little finger are called marriage or relationship lines. They describe deep bonds, which may or may not be marriages.',
      my: 'လက်သန်းအောက် လက်ဖဝါးအစွန်းရှိ လိုင်းတိုလေးများကို အိမ်ထောင်လိုင်း သို့မဟုတ် ဆက်ဆံရေးလိုင်းဟု ခေါ်သည်။ ၎င်းတို့သည် နက်ရှိုင်းသော သံယောဇဉ်များကို ဖော်ပြပြီး အိမ်ထောင်ဖြစ်ချင်မှ ဖြစ်မည်။',
    },
    tip: {
      en: 'Count only the lines that are long and clear. A single strong line speaks of one great partnership more than several faint ones.',
      my: 'ရှည်လျားပြီး ရှင်းလင်းသော လိုင်းများကိုသာ ရေတွက်ပါ။ မှိန်ဖျော့သော လိုင်းများစွာထက် ပြင်းထန်သော လိုင်းတစ်ကြောင်းက ကြီးမားသော ဆက်ဆံရေးတစ်ခုကို ပြသည်။',
    },
  },
  // yadaya
  {
    slug: 'simple-yadaya-for-a-hard-month',
    category: 'yadaya',
    tags: ['health', 'family'],
    title: { en: 'Simple Yadaya for a Hard Month', my: 'ခက်ခဲသောလအတွက် ရိုးရှင်းသော ယတြာများ' },
    intro: {
      en: 'When everything seems to go wrong at once, Burmese tradition suggests small, steady acts rather than dramatic ones: lighting candles at your birth-day corner, freeing fish, or offering flowers for nine days.',
      my: 'အရာအားလုံး တစ်ပြိုင်နက် မှားယွင်းနေသည်ဟု ထင်ရသောအခါ မြန်မာ့ရိုးရာက ကြီးကြီးကျယ်ကျယ်ထက် သေးငယ်၍ ပုံမှန်ကျသော ကောင်းမှုများကို အကြံပြုသည်။ မွေးနေ့ထောင့်တွင် ဖယောင်းတိုင် ထွန်းခြင်း၊ ငါးလွှတ်ခြင်း၊ ကိုးရက်ဆက်တိုက် ပန်းလှူခြင်း စသည်တို့ ဖြစ်သည်။',
    },
    tip: {
      en: 'Choose one act and keep it daily. Consistency matters more than size, and merit grows when the heart is calm.',
      my: 'ကောင်းမှုတစ်ခုကို ရွေးပြီး နေ့စဉ် ဆက်လုပ်ပါ။ ပမာဏထက် ပုံမှန်ဖြစ်ခြင်းက ပိုအရေးကြီးပြီး စိတ်အေးချမ်းသောအခါ ကုသိုလ် ပိုတိုးပွားသည်။',
    },
  },
  {
    slug: 'lucky-colours-by-birth-day',
    category: 'yadaya',
    tags: ['zodiac', 'money'],
    title: { en: 'Lucky Colours for Each Birth Day', my: 'မွေးနေ့အလိုက် ကံကောင်းစေသော အရောင်များ' },
    intro: {
      en: 'Each day of birth has colours that strengthen it. Many astrologers recommend red or orange for Sunday-born people, white or cream for Monday, and green for Wednesday, though teachers differ in the details.',
      my: 'မွေးနေ့တိုင်းတွင် အားဖြည့်ပေးသော အရောင်များ ရှိသည်။ ဗေဒင်ဆရာအများစုက တနင်္ဂနွေသားသမီးများအတွက် အနီ သို့မဟုတ် လိမ္မော်ရောင်၊ တနင်္လာအတွက် အဖြူ သို့မဟုတ် နို့နှစ်ရောင်၊ ဗုဒ္ဓဟူးအတွက် အစိမ်းရောင်ကို အကြံပြုကြသော်လည်း ဆရာအလိုက် အသေးစိတ် ကွဲပြားနိုင်သည်။',
    },
    tip: {
      en: 'Wear your colour on an important day: a scarf, a wallet or a phone case is enough. Avoid the colour of the day opposite yours when you sign agreements.',
      my: 'အရေးကြီးသော နေ့တွင် သင့်အရောင်ကို ဝတ်ဆင်ပါ။ ပဝါ၊ ပိုက်ဆံအိတ် သို့မဟုတ် ဖုန်းအိတ် တစ်ခုက လုံလောက်သည်။ စာချုပ် ချုပ်ဆိုရာတွင် သင့်နေ့၏ ဆန့်ကျင်ဘက်နေ့ အရောင်ကို ရှောင်ပါ။',
    },
  },
  {
    slug: 'thingyan-new-year-blessings',
    category: 'yadaya',
    tags: ['thingyan', 'family'],
    title: { en: 'Thingyan: Washing Away the Old Year', my: 'သင်္ကြန် - နှစ်ဟောင်းကို ဆေးကြောခြင်း' },
    intro: {
      en: 'The water festival in April marks the Burmese New Year. Astrologers publish the Thingyan prediction, the Thagyamin’s descent and the colours of the year, and families make merit to begin fresh.',
      my: 'ဧပြီလ သင်္ကြန်ပွဲတော်သည် မြန်မာနှစ်သစ်ကူး ဖြစ်သည်။ ဗေဒင်ဆရာများက သင်္ကြန်စာ၊ သိကြားမင်း ဆင်းသက်ပုံနှင့် နှစ်၏ အရောင်များကို ထုတ်ပြန်ကြပြီး မိသားစုများက နှစ်သစ်ကို သန့်ရှင်းစွာ စတင်ရန် ကုသိုလ်ပြုကြသည်။',
    },
    tip: {
      en: 'On New Year’s Day, wash the hair of an elder in your family and ask for their blessing: the oldest yadaya of all.',
      my: 'နှစ်ဆန်းတစ်ရက်နေ့တွင် မိသားစုထဲရှိ သက်ကြီးဝါကြီးများ၏ ခေါင်းကို လျှော်ပေးပြီး ဆုတောင်းမေတ္တာ ခံယူပါ။ အဟောင်းဆုံးသော ယတြာ ဖြစ်သည်။',
    },
  },
  {
    slug: 'numbers-and-house-numbers',
    category: 'yadaya',
    tags: ['money', 'family'],
    title: { en: 'Lucky Numbers and Choosing a Home', my: 'ကံကောင်းသော ဂဏန်းများနှင့် နေအိမ်ရွေးချယ်ခြင်း' },
    intro: {
      en: 'In Burmese numerology each planet has a number: the Sun one, the Moon two, Mars three, Mercury four, Jupiter five, Venus six, Saturn seven and Rahu eight, and many families add the digits of a house number before they rent or buy.',
      my: 'မြန်မာ့ဂဏန်းဗေဒင်တွင် ဂြိုဟ်တိုင်း၌ ဂဏန်းကိုယ်စီ ရှိပြီး မိသားစုအများအပြားသည် အိမ်ငှား သို့မဟုတ် ဝယ်ယူမီ အိမ်နံပါတ်၏ ဂဏန်းများကို ပေါင်းကြည့်လေ့ ရှိကြသည်။',
    },
    tip: {
      en: 'If a home you love has a difficult number, tradition offers a remedy: a small shrine by the door and an offering on your birth day each week.',
      my: 'သင်နှစ်သက်သော အိမ်တွင် ဂဏန်း မကောင်းပါက ရိုးရာက ယတြာ ပေးထားသည်။ တံခါးနားတွင် ဘုရားစင်ငယ်တစ်ခု ထားပြီး အပတ်စဉ် မွေးနေ့တွင် ပူဇော်ပါ။',
    },
  },
  {
    slug: 'merit-and-money-flow',
    category: 'yadaya',
    tags: ['money', 'career'],
    title: { en: 'Merit and the Flow of Money', my: 'ကုသိုလ်နှင့် ငွေကြေးစီးဆင်းမှု' },
    intro: {
      en: 'Burmese wisdom links generosity and prosperity. Giving a little, regularly and without expecting a return, is said to keep money moving towards you rather than away.',
      my: 'မြန်မာ့ အသိပညာက ရက်ရောခြင်းနှင့် ကြွယ်ဝခြင်းကို ဆက်စပ်ထားသည်။ အနည်းငယ်ကို ပုံမှန်နှင့် အကျိုးမမျှော်ဘဲ ပေးကမ်းခြင်းက ငွေကြေးကို သင့်ထံမှ ဝေးရာမသွားဘဲ သင့်ထံ စီးဝင်စေသည်ဟု ဆိုသည်။',
    },
    tip: {
      en: 'Set aside a small share of every payment you receive for giving. Keep it in a separate envelope and give it on the full moon.',
      my: 'ရရှိသော ငွေတိုင်းမှ အနည်းငယ်ကို လှူဒါန်းရန် ဖယ်ထားပါ။ သီးခြားစာအိတ်တွင် ထည့်ထားပြီး လပြည့်နေ့တွင် လှူပါ။',
    },
  },
  {
    slug: 'protecting-your-home-energy',
    category: 'yadaya',
    tags: ['family', 'health'],
    title: { en: 'Keeping a Peaceful Home', my: 'အိမ်တွင်း ငြိမ်းချမ်းမှုကို ထိန်းသိမ်းခြင်း' },
    intro: {
      en: 'A home gathers the mood of the people in it. Clearing clutter, opening the windows in the morning and keeping the shrine clean are simple practices that readers in Myanmar and Thailand both recommend.',
      my: 'အိမ်တစ်အိမ်သည် နေထိုင်သူများ၏ စိတ်အခြေအနေကို စုဆောင်းထားသည်။ မလိုအပ်သော ပစ္စည်းများကို ရှင်းလင်းခြင်း၊ နံနက်တွင် ပြတင်းပေါက်များ ဖွင့်ခြင်းနှင့် ဘုရားစင်ကို သန့်ရှင်းစွာ ထားခြင်းတို့သည် မြန်မာနှင့် ထိုင်း ဟောဆရာများ နှစ်ဦးစလုံး အကြံပြုသော ရိုးရှင်းသည့် အလေ့အကျင့်များ ဖြစ်သည်။',
    },
    tip: {
      en: 'Fresh flowers and clean water on the shrine each morning, and no arguments at the dinner table: the best protection is daily kindness.',
      my: 'နံနက်တိုင်း ဘုရားစင်ပေါ်တွင် ပန်းသစ်နှင့် ရေသန့် ကပ်ပါ။ ထမင်းဝိုင်းတွင် စကားမများပါနှင့်။ အကောင်းဆုံး အကာအကွယ်မှာ နေ့စဉ် ကြင်နာမှု ဖြစ်သည်။',
    },
  },
];
