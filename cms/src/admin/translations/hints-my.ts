// The Burmese of every field's help text (the English is the description in
// src/bootstrap/admin-layout.ts, which Strapi shows as it is, with no translation key). Keyed by
// that English text: the edit view's layout carries only the text, not its content type
// (./field-hints.tsx swaps it). A test keeps the two lists in step.

const TEXT_EN_MY = 'ဘာသာစကားတိုင်းဖြင့် ရေးပါ (ဘာသာစကားကို အပေါ်ညာဘက်တွင် ပြောင်းပါ)။';
const POSITION = 'နံပါတ် ငယ်သည်က ရှေ့တွင် ပြသည်။';

export const HINTS_MY: Record<string, string> = {
  // Posts
  "The post's heading. Write it in each language (switch the language at the top right).": `ပို့စ်၏ ခေါင်းစဉ်။ ${TEXT_EN_MY}`,
  'Made from the English title when the post is created (date and number for a Burmese title). It never changes once the post is published, so shared links keep working.':
    'ပို့စ်ကို ဖန်တီးစဉ် အင်္ဂလိပ်ခေါင်းစဉ်မှ ပြုလုပ်သည် (မြန်မာခေါင်းစဉ်ဆိုလျှင် ရက်စွဲနှင့် နံပါတ်)။ ထုတ်ဝေပြီးနောက် မပြောင်းတော့သဖြင့် မျှဝေထားသော လင့်ခ်များ ဆက်အလုပ်လုပ်သည်။',
  'Shown on post cards. Left empty, the start of the text is used.':
    'ပို့စ်ကတ်များပေါ်တွင် ပြသည်။ ဗလာထားပါက စာသား၏ အစပိုင်းကို သုံးသည်။',
  'Write in Markdown: ## for a heading, - for a list, **bold**, [link](https://…). It is kept as you type it.':
    'Markdown ဖြင့် ရေးပါ- ခေါင်းစဉ်ငယ်အတွက် ##၊ စာရင်းအတွက် -၊ စာလုံးမည်းအတွက် **စာ**၊ လင့်ခ်အတွက် [စာ](https://…)။ ရိုက်သည့်အတိုင်း သိမ်းသည်။',
  'The image at the top of the post and on its card.': 'ပို့စ်၏ အပေါ်ဆုံးနှင့် ကတ်ပေါ်တွင် ပြသည့်ပုံ။',
  "Where the post is listed on the blog. Set it on the English version: both languages use the English version's category.":
    'ဘလော့ဂ်တွင် ပို့စ်ကို စာရင်းသွင်းမည့်နေရာ။ အင်္ဂလိပ်ဗားရှင်းတွင် ရွေးပါ- ဘာသာစကား နှစ်မျိုးလုံးက အင်္ဂလိပ်ဗားရှင်း၏ အမျိုးအစားကို သုံးသည်။',
  "Topics shown under the post. Set them on the English version: both languages use the English version's tags.":
    'ပို့စ်အောက်တွင် ပြသည့် အကြောင်းအရာများ။ အင်္ဂလိပ်ဗားရှင်းတွင် ရွေးပါ- ဘာသာစကား နှစ်မျိုးလုံးက အင်္ဂလိပ်ဗားရှင်း၏ တဂ်များကို သုံးသည်။',
  'The name shown with the post.': 'ပို့စ်နှင့်အတူ ပြသည့် အမည်။',
  'A future date and time schedules the post: once published, the site shows it from then (the Scheduling panel and the list say "Scheduled for …"). Left empty, it is filled in at the first publish; the blog is sorted by it.':
    'နောင်ရက်နှင့် အချိန်တစ်ခု ထည့်ပါက ပို့စ်ကို ကြိုတင်စီစဉ်သည်- ထုတ်ဝေပြီးနောက် ထိုအချိန်မှစ၍ ဆိုက်တွင် ပြသည် (စီစဉ်ခြင်း အကွက်နှင့် စာရင်းတွင် "စီစဉ်ထား- …" ဟု ပြသည်)။ ဗလာထားပါက ပထမအကြိမ် ထုတ်ဝေချိန်ကို ထည့်သည်။ ဘလော့ဂ်ကို ဤရက်ဖြင့် စီသည်။',
  'Computed from the text.': 'စာသားမှ တွက်ချက်သည်။',
  'Counted by the site.': 'ဆိုက်က ရေတွက်သည်။',
  'The newest post with this on is shown as today’s special on the home page.':
    'ဤအရာ ဖွင့်ထားသော နောက်ဆုံးပို့စ်ကို ပင်မစာမျက်နှာတွင် ယနေ့အထူးအဖြစ် ပြသည်။',
  // Packages
  "The package's name. Write it in each language (switch the language at the top right).": `ပက်ကေ့ချ်၏ အမည်။ ${TEXT_EN_MY}`,
  'What the reading includes.': 'ဟောကိန်းတွင် ပါဝင်သည့်အရာများ။',
  'Shown on the package card.': 'ပက်ကေ့ချ်ကတ်ပေါ်တွင် ပြသည်။',
  'Before discount, in kyats.': 'လျှော့စျေးမတိုင်မီ၊ ကျပ်ဖြင့်။',
  'Before discount, in baht.': 'လျှော့စျေးမတိုင်မီ၊ ဘတ်ဖြင့်။',
  '0 for none. Both prices are reduced by it and rounded to whole units.':
    'မလျှော့လျှင် 0။ ဈေးနှုန်းနှစ်ခုလုံးကို ဤရာခိုင်နှုန်းဖြင့် လျှော့ပြီး ဂဏန်းပြည့်သို့ ပြည့်စေသည်။',
  'What members pay in kyats: computed from price and discount when you save.':
    'အဖွဲ့ဝင်များ ကျပ်ဖြင့် ပေးရမည့်ငွေ- သိမ်းသည့်အခါ ဈေးနှုန်းနှင့် လျှော့စျေးမှ တွက်သည်။',
  'What members pay in baht: computed from price and discount when you save.':
    'အဖွဲ့ဝင်များ ဘတ်ဖြင့် ပေးရမည့်ငွေ- သိမ်းသည့်အခါ ဈေးနှုန်းနှင့် လျှော့စျေးမှ တွက်သည်။',
  'Usually Ks.': 'များသောအားဖြင့် Ks။',
  'Usually ฿.': 'များသောအားဖြင့် ฿။',
  'Members send photos for it before the day (a palm reading: both palms), from their booking slip.':
    'အဖွဲ့ဝင်များက ချိန်းဆိုသည့်နေ့မတိုင်မီ ဘိုကင်စလစ်မှ ဓာတ်ပုံများ ပို့ပါသည် (လက္ခဏာဖတ်ရန်: လက်ဖဝါး နှစ်ဖက်)။',
  'This many days after a booking is Finished, its member is asked once to rate it (0: at once).':
    'ဘိုကင် ပြီးဆုံးပြီး ဤရက်အရေအတွက် ကြာလျှင် အဖွဲ့ဝင်ကို အမှတ်ပေးရန် တစ်ကြိမ် မေးပါမည် (၀: ချက်ချင်း)။',
  'Smaller numbers are listed first.': POSITION,
  // Booking settings
  'How many bookings one day can take (at least 1). To close a day, tick its weekday below or add a blocked date.':
    'တစ်ရက်လျှင် လက်ခံနိုင်သည့် ဘိုကင်အရေအတွက် (အနည်းဆုံး 1)။ ရက်တစ်ရက် ပိတ်ရန် အောက်တွင် ၎င်း၏နေ့ကို အမှန်ခြစ်ပါ သို့မဟုတ် နားရက် ထည့်ပါ။',
  'No bookings on any Sunday.': 'တနင်္ဂနွေနေ့တိုင်း ဘိုကင် မလက်ခံပါ။',
  'No bookings on any Monday.': 'တနင်္လာနေ့တိုင်း ဘိုကင် မလက်ခံပါ။',
  'No bookings on any Tuesday.': 'အင်္ဂါနေ့တိုင်း ဘိုကင် မလက်ခံပါ။',
  'No bookings on any Wednesday.': 'ဗုဒ္ဓဟူးနေ့တိုင်း ဘိုကင် မလက်ခံပါ။',
  'No bookings on any Thursday.': 'ကြာသပတေးနေ့တိုင်း ဘိုကင် မလက်ခံပါ။',
  'No bookings on any Friday.': 'သောကြာနေ့တိုင်း ဘိုကင် မလက်ခံပါ။',
  'No bookings on any Saturday.': 'စနေနေ့တိုင်း ဘိုကင် မလက်ခံပါ။',
  'No bookings on the Myanmar calendar’s sabbath days (full moon, new moon and the 8th waxing and waning). Bookings already made stay.':
    'မြန်မာပြက္ခဒိန်၏ ဥပုသ်နေ့များ (လပြည့်၊ လကွယ်၊ လဆန်း ၈ ရက်နှင့် လဆုတ် ၈ ရက်) တွင် ဘိုကင် မလက်ခံပါ။ ယခင်က ယူထားပြီးသော ဘိုကင်များ ဆက်ရှိသည်။',
  'No bookings from Thingyan’s eve to the Myanmar New Year’s Day, as the Myanmar calendar counts them each year. Bookings already made stay.':
    'မြန်မာပြက္ခဒိန်အရ နှစ်စဉ် သင်္ကြန်အကြိုနေ့မှ မြန်မာနှစ်ဆန်းတစ်ရက်နေ့အထိ ဘိုကင် မလက်ခံပါ။ ယခင်က ယူထားပြီးသော ဘိုကင်များ ဆက်ရှိသည်။',
  'Single days without bookings (holidays, festivals), from today on.':
    'ဘိုကင် မလက်ခံသည့် ရက်များ (အားလပ်ရက်၊ ပွဲတော်)၊ ယနေ့မှစ၍။',
  'A booking not paid within this many hours is cancelled and its place freed.':
    'ဤနာရီအတွင်း ငွေမပေးချေသော ဘိုကင်ကို ပယ်ဖျက်ပြီး နေရာကို ပြန်ဖွင့်ပေးသည်။',
  'When a place frees on a full day, the first member on its waitlist gets it held for this many hours; then it goes to the next.':
    'ပြည့်နေသောရက်တွင် နေရာလွတ်လာပါက စောင့်ဆိုင်းစာရင်းရှိ ပထမအဖွဲ့ဝင်အတွက် ဤနာရီကြာ ထိန်းထားပေးပြီး ထို့နောက် နောက်တစ်ဦးထံ ရောက်သည်။',
  'How many bookings one member may have waiting for payment or for your check at once, so one person cannot hold every place.':
    'အဖွဲ့ဝင်တစ်ဦးတွင် ငွေပေးချေရန် သို့မဟုတ် သင်စစ်ဆေးရန် တစ်ပြိုင်နက် စောင့်နေနိုင်သည့် ဘိုကင်အရေအတွက်၊ တစ်ဦးတည်းက နေရာအားလုံး မယူနိုင်စေရန်။',
  'How many places one member may take on the same day.': 'အဖွဲ့ဝင်တစ်ဦး ရက်တစ်ရက်တည်းတွင် ယူနိုင်သည့် နေရာအရေအတွက်။',
  'A payment proof you have not checked within this many hours is marked overdue in the Bookings queue. It is never confirmed by itself.':
    'ဤနာရီအတွင်း သင်မစစ်ဆေးရသေးသော ငွေလွှဲအထောက်အထားကို ဘိုကင်တန်းစီတွင် နောက်ကျနေပြီဟု ပြသည်။ အလိုအလျောက် အတည်မပြုပါ။',
  'A confirmed booking can be cancelled or moved by the member only until this many hours before its day starts (Myanmar time). 0 means members can never cancel or move a confirmed booking themselves. Unpaid bookings and bookings waiting for your check can always be cancelled.':
    'အတည်ပြုပြီးသော ဘိုကင်ကို အဖွဲ့ဝင်က ၎င်း၏နေ့ မစမီ ဤနာရီ (မြန်မာစံတော်ချိန်) အထိသာ ပယ်ဖျက်ခြင်း သို့မဟုတ် ရက်ပြောင်းခြင်း ပြုနိုင်သည်။ 0 ဆိုလျှင် အတည်ပြုပြီးသော ဘိုကင်ကို အဖွဲ့ဝင်ကိုယ်တိုင် ဘယ်တော့မှ ပယ်ဖျက်၍ သို့မဟုတ် ရက်ပြောင်း၍ မရပါ။ ငွေမပေးရသေးသော ဘိုကင်နှင့် သင်စစ်ဆေးရန် စောင့်နေသော ဘိုကင်များကို အမြဲ ပယ်ဖျက်နိုင်သည်။',
  'How many times a member may move one booking to another day. 0 turns moving off.':
    'အဖွဲ့ဝင်တစ်ဦး ဘိုကင်တစ်ခုကို အခြားရက်သို့ ရွှေ့နိုင်သည့် အကြိမ်အရေအတွက်။ 0 ဆိုလျှင် ရွှေ့၍ မရပါ။',
  'Shown to members before they cancel, in your words: what happens to a payment, e.g. "Paid bookings cancelled in time get a credit for another date."':
    'အဖွဲ့ဝင်များ ပယ်ဖျက်ခြင်းမပြုမီ သင့်စကားဖြင့် ပြသည်- ပေးချေထားသောငွေ ဘာဖြစ်မည်နည်း၊ ဥပမာ "အချိန်မီ ပယ်ဖျက်သော ငွေပေးပြီး ဘိုကင်များသည် အခြားရက်အတွက် ခရက်ဒစ် ရသည်။"',
  'The same policy in Burmese, shown to members who use the site in Burmese.':
    'ထိုမူဝါဒကိုပင် မြန်မာဘာသာဖြင့်၊ ဆိုက်ကို မြန်မာဘာသာဖြင့် သုံးသော အဖွဲ့ဝင်များအား ပြသည်။',
  'Today or later.': 'ယနေ့ သို့မဟုတ် နောက်ရက်များ။',
  'For you only, e.g. "Thingyan".': 'သင့်အတွက်သာ၊ ဥပမာ "သင်္ကြန်"။',
  // Feedback
  'As the visitor wrote it.': 'ဧည့်သည် ရေးသည့်အတိုင်း။',
  'To answer the visitor.': 'ဧည့်သည်ကို ပြန်ဖြေရန်။',
  'Stars the visitor gave.': 'ဧည့်သည် ပေးသော ကြယ်အရေအတွက်။',
  'What the feedback is about.': 'အကြံပြုချက်၏ အကြောင်းအရာ။',
  'When it was sent.': 'ပို့သည့်အချိန်။',
  'Tick when you have read or answered it; unticked ones are new.':
    'ဖတ်ပြီး သို့မဟုတ် ပြန်ဖြေပြီးပါက အမှန်ခြစ်ပါ။ အမှန်မခြစ်ရသေးသည်များသည် အသစ်များ ဖြစ်သည်။',
  // Categories, tags, zodiacs
  'Write it in each language (switch the language at the top right).': TEXT_EN_MY,
  'Lower-case letters and dashes, e.g. tarot.': 'အင်္ဂလိပ် စာလုံးအသေးနှင့် တုံးတိုများ၊ ဥပမာ tarot။',
  'Posts in this category.': 'ဤအမျိုးအစားရှိ ပို့စ်များ။',
  'Lower-case letters and dashes.': 'အင်္ဂလိပ် စာလုံးအသေးနှင့် တုံးတိုများ။',
  'e.g. 21 March – 19 April.': 'ဥပမာ မတ် 21 – ဧပြီ 19။',
  'Shown on the zodiac page.': 'ရာသီခွင် စာမျက်နှာတွင် ပြသည်။',
  'The sign’s picture.': 'ရာသီ၏ ပုံ။',
  // Payment types
  'e.g. KBZPay.': 'ဥပမာ KBZPay။',
  'Shown on the payment page.': 'ငွေပေးချေမှု စာမျက်နှာတွင် ပြသည်။',
  'Whom members pay.': 'အဖွဲ့ဝင်များ ငွေပေးရမည့်သူ။',
  'Where members pay.': 'အဖွဲ့ဝင်များ ငွေပေးရမည့်နေရာ။',
  'Optional: members can scan it to pay.': 'မထည့်လည်း ရသည်- အဖွဲ့ဝင်များ စကင်ဖတ်၍ ငွေပေးနိုင်သည်။',
  'Thai PromptPay only: the phone number (0 and 9 digits) or 13-digit id it is linked to. When set, the payment page draws a PromptPay QR with the booking’s baht amount filled in, instead of the QR code image.':
    'ထိုင်း PromptPay အတွက်သာ- ချိတ်ဆက်ထားသော ဖုန်းနံပါတ် (0 နှင့် ဂဏန်း 9 လုံး) သို့မဟုတ် ဂဏန်း 13 လုံး မှတ်ပုံတင်နံပါတ်။ ထည့်ထားပါက ငွေပေးချေမှု စာမျက်နှာသည် QR ကုဒ်ပုံအစား ဘိုကင်၏ ဘတ်ပမာဏ ပါပြီးသား PromptPay QR ကို ဆွဲပြသည်။',
  'MMK or THB: packages are charged in it.': 'MMK သို့မဟုတ် THB- ပက်ကေ့ချ်များကို ဤငွေဖြင့် ကောက်ခံသည်။',
  // Site info and its links
  'Shown in the footer and contact page.': 'စာမျက်နှာအောက်ခြေနှင့် ဆက်သွယ်ရန် စာမျက်နှာတွင် ပြသည်။',
  'Shown on the home page.': 'ပင်မစာမျက်နှာတွင် ပြသည်။',
  'Shown on the contact page.': 'ဆက်သွယ်ရန် စာမျက်နှာတွင် ပြသည်။',
  'Facebook, TikTok, Viber…': 'Facebook၊ TikTok၊ Viber…',
  'e.g. Facebook.': 'ဥပမာ Facebook။',
  'The full link, starting with https://.': 'https:// ဖြင့် စသော လင့်ခ် အပြည့်အစုံ။',
  // Lookup lists (a Super Admin's)
  'A choice in the booking form.': 'ဘိုကင်ပုံစံရှိ ရွေးချယ်စရာတစ်ခု။',
  'A birth weekday of Burmese astrology.': 'မြန်မာ ဗေဒင်၏ မွေးနေ့တစ်နေ့။',
  '0 = Sunday … 6 = Saturday (Wednesday evening shares 3).':
    '0 = တနင်္ဂနွေ … 6 = စနေ (ဗုဒ္ဓဟူး ညနေသည်လည်း 3)။',
};
