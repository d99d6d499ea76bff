// The admin in Burmese (Strapi's admin translations, `config.translations.my`): the names and
// field labels this project defines (src/bootstrap/admin-layout.ts), the main menus and buttons
// she uses every day, Strapi's own screens (./strapi-my.ts) and the feedback types. Anything
// without a Burmese text here shows in English (Strapi merges the English messages under every
// language). Field help texts have no translation key: ./hints-my.ts and ../field-hints.tsx.
import { STRAPI_MESSAGES_MY } from './strapi-my';

/** Burmese labels of each content type's fields, keyed as the content manager looks them up. */
export const FIELD_LABELS_MY: Record<string, Record<string, string>> = {
  'api::post.post': {
    title: 'ခေါင်းစဉ်',
    slug: 'ဝက်ဘ်လိပ်စာ',
    excerpt: 'အကျဉ်းချုပ်',
    body: 'စာသား',
    poster: 'ပုံ',
    category: 'အမျိုးအစား',
    tags: 'တဂ်များ',
    author: 'ရေးသူ',
    published_date: 'ထုတ်ဝေသည့်ရက်',
    read_time: 'ဖတ်ရန်အချိန် (မိနစ်)',
    views: 'ကြည့်ရှုမှု',
    is_special: 'ယနေ့အထူး',
  },
  'api::package.package': {
    name: 'အမည်',
    description: 'ဖော်ပြချက်',
    image: 'ပုံ',
    price: 'မြန်မာဈေးနှုန်း (ကျပ်)',
    th_price: 'ထိုင်းဈေးနှုန်း (ဘတ်)',
    discount_percent: 'လျှော့စျေး (%)',
    final_price: 'မြန်မာ နောက်ဆုံးဈေးနှုန်း',
    th_final_price: 'ထိုင်း နောက်ဆုံးဈေးနှုန်း',
    currency: 'မြန်မာငွေကြေးသင်္ကေတ',
    th_currency: 'ထိုင်းငွေကြေးသင်္ကေတ',
    needs_material: 'ဧည့်သည်၏ ဓာတ်ပုံ လိုအပ်သည်',
    order: 'အစီအစဉ်',
  },
  'api::booking-setting.booking-setting': {
    daily_capacity: 'တစ်ရက်လျှင် ဟောပေးနိုင်သည့်အကြိမ်',
    closed_sunday: 'တနင်္ဂနွေ ပိတ်',
    closed_monday: 'တနင်္လာ ပိတ်',
    closed_tuesday: 'အင်္ဂါ ပိတ်',
    closed_wednesday: 'ဗုဒ္ဓဟူး ပိတ်',
    closed_thursday: 'ကြာသပတေး ပိတ်',
    closed_friday: 'သောကြာ ပိတ်',
    closed_saturday: 'စနေ ပိတ်',
    closed_on_sabbath: 'ဥပုသ်နေ့များ ပိတ်',
    closed_during_thingyan: 'သင်္ကြန်ကာလ ပိတ်',
    blocked_dates: 'နားရက်များ',
    unpaid_expiry_hours: 'ငွေပေးချေရန် နာရီ',
    waitlist_hold_hours: 'လွတ်သောနေရာကို ထိန်းထားမည့် နာရီ',
    review_delay_days: 'သုံးသပ်ချက် မေးမည့် ရက်',
    max_open_bookings: 'အဖွဲ့ဝင်တစ်ဦး၏ ဖွင့်ထားသောဘိုကင်',
    max_bookings_per_day: 'အဖွဲ့ဝင်တစ်ဦး တစ်ရက်ဘိုကင်',
    verifying_overdue_hours: 'အထောက်အထား စစ်ဆေးရန် နာရီ',
    cancel_notice_hours: 'ပယ်ဖျက်ရန် သို့မဟုတ် ရက်ပြောင်းရန် ကြိုတင်ရမည့် နာရီ',
    max_reschedules: 'ဘိုကင်တစ်ခု ရက်ပြောင်းနိုင်သည့် အကြိမ်',
    cancel_policy: 'ပယ်ဖျက်ခြင်း မူဝါဒ (အင်္ဂလိပ်)',
    cancel_policy_my: 'ပယ်ဖျက်ခြင်း မူဝါဒ (မြန်မာ)',
  },
  'api::feedback.feedback': {
    name: 'အမည်',
    email: 'အီးမေးလ်',
    rating: 'အဆင့် (၁–၅)',
    type: 'အကြောင်းအရာ',
    message: 'စာ',
    createdAt: 'လက်ခံသည့်ရက်',
    handled: 'ကိုင်တွယ်ပြီး',
  },
  'api::category.category': {
    name: 'အမည်',
    slug: 'ဝက်ဘ်လိပ်စာ',
    order: 'အစီအစဉ်',
    posts: 'ပို့စ်များ',
  },
  'api::tag.tag': { name: 'အမည်', slug: 'ဝက်ဘ်လိပ်စာ' },
  'api::zodiac.zodiac': {
    name: 'ရာသီ',
    period: 'ရက်များ',
    desc: 'ဖော်ပြချက်',
    image: 'ပုံ',
    order: 'အစီအစဉ်',
  },
  'api::payment-type.payment-type': {
    name: 'အမည်',
    logo: 'လိုဂို',
    account_name: 'အကောင့်အမည်',
    account_number: 'အကောင့်နံပါတ် သို့မဟုတ် ဖုန်း',
    qr_image: 'QR ကုဒ်',
    currency: 'ငွေကြေး',
    order: 'အစီအစဉ်',
    promptpay_id: 'PromptPay နံပါတ်',
  },
  'api::site-info.site-info': {
    email: 'အီးမေးလ်',
    phone: 'ဖုန်း',
    title: 'ဆိုက်ခေါင်းစဉ်',
    bio: 'သင့်အကြောင်း',
    address: 'လိပ်စာ',
    links: 'လူမှုကွန်ရက်လင့်ခ်များ',
  },
  'api::gender.gender': { name: 'အမည်', order: 'အစီအစဉ်' },
  // The members (a Super Admin's list: the Reader role does not open it).
  'plugin::users-permissions.user': {
    username: 'အမည်',
    email: 'အီးမေးလ်',
    provider: 'ဝင်ရောက်ပုံ',
    password: 'စကားဝှက်',
    resetPasswordToken: 'စကားဝှက်ပြန်သတ်မှတ်ရန် ကုဒ်',
    confirmationToken: 'အတည်ပြုရန် ကုဒ်',
    confirmed: 'အီးမေးလ် အတည်ပြုပြီး',
    blocked: 'ပိတ်ပင်ထား',
    role: 'အခန်းကဏ္ဍ',
    phone: 'ဖုန်း',
    dob: 'မွေးသက္ကရာဇ်',
    social_link: 'လူမှုကွန်ရက် လင့်ခ်',
    avatar: 'ဓာတ်ပုံ',
    gender: 'ကျား/မ',
    weekday: 'မွေးနေ့',
    saved_posts: 'သိမ်းထားသော ပို့စ်များ',
  },
  'api::weekday.weekday': { name: 'အမည်', day_index: 'ပြက္ခဒိန်နေ့', order: 'အစီအစဉ်' },
};

/** Content type names (the menu and list headings use the English name as the key). */
export const TYPE_NAMES_MY: Record<string, string> = {
  Post: 'ပို့စ်',
  Package: 'ပက်ကေ့ချ်',
  'Booking settings': 'ဘိုကင် ဆက်တင်များ',
  Feedback: 'အကြံပြုချက်',
  Category: 'အမျိုးအစား',
  Tag: 'တဂ်',
  Zodiac: 'ရာသီခွင်',
  'Payment type': 'ငွေပေးချေမှု အမျိုးအစား',
  'Site info': 'ဆိုက် အချက်အလက်',
  Gender: 'ကျား/မ',
  Weekday: 'မွေးနေ့',
  User: 'အဖွဲ့ဝင်',
};

/** The menus and buttons of every day. */
const COMMON_MY: Record<string, string> = {
  'global.home': 'ပင်မ',
  'global.content-manager': 'အကြောင်းအရာများ',
  'global.plugins.content-manager': 'အကြောင်းအရာများ',
  'global.plugins.upload': 'ပုံနှင့်ဖိုင်များ',
  'global.settings': 'ဆက်တင်များ',
  'global.save': 'သိမ်းရန်',
  'app.utils.publish': 'ထုတ်ဝေရန်',
  'app.utils.unpublish': 'ထုတ်ဝေမှု ရုပ်သိမ်းရန်',
  'app.utils.published': 'ထုတ်ဝေပြီး',
  'app.utils.edit': 'ပြင်ရန်',
  'app.components.LeftMenu.logout': 'ထွက်ရန်',
  'Content Manager': 'အကြောင်းအရာများ',
  'Media Library': 'ပုံနှင့်ဖိုင်များ',
  'content-manager.plugin.name': 'အကြောင်းအရာများ',
  'upload.plugin.name': 'ပုံနှင့်ဖိုင်များ',
  'content-manager.header.name': 'အကြောင်းအရာများ',
  'content-manager.components.LeftMenu.collection-types': 'စာရင်းများ',
  'content-manager.components.LeftMenu.single-types': 'တစ်ခုတည်းသော စာမျက်နှာများ',
  'content-manager.HeaderLayout.button.label-add-entry': 'အသစ်ထည့်ရန်',
  'content-manager.containers.List.draft': 'မူကြမ်း',
  'content-manager.containers.List.published': 'ထုတ်ဝေပြီး',
  'content-manager.containers.List.modified': 'ပြင်ဆင်ထားသည်',
  'content-manager.actions.discard.label': 'ပြင်ဆင်မှုများ ပယ်ရန်',
  'content-manager.preview.panel.title': 'အစမ်းကြည့်ရှုခြင်း',
  'content-manager.preview.panel.button': 'အစမ်းကြည့်ရန်',
  // A phone's edit view folds its panels (scheduling, preview) under this button.
  'content-manager.actions-drawer.open': 'နောက်ထပ် လုပ်ဆောင်ချက်များ ဖွင့်ရန်',
  'content-manager.actions-drawer.close': 'နောက်ထပ် လုပ်ဆောင်ချက်များ ပိတ်ရန်',
};

/**
 * What a feedback is about (the enumeration's values): Strapi's select and our list cell look an
 * enumeration's value up as a message id of its own.
 */
export const FEEDBACK_TYPES_EN: Record<string, string> = {
  general: 'General',
  service: 'Service',
  reading: 'A reading',
  website: 'The website',
  suggestion: 'Suggestion',
};
export const FEEDBACK_TYPES_MY: Record<keyof typeof FEEDBACK_TYPES_EN, string> = {
  general: 'ယေဘုယျ',
  service: 'ဝန်ဆောင်မှု',
  reading: 'ဟောကိန်း',
  website: 'ဝက်ဘ်ဆိုက်',
  suggestion: 'အကြံပြုချက်',
};

/** Every Burmese message of the admin, keyed as Strapi's translations are. */
export function burmeseAdminMessages(): Record<string, string> {
  const fields = Object.entries(FIELD_LABELS_MY).flatMap(([uid, labels]) =>
    Object.entries(labels).map(([name, label]) => [
      `content-manager.content-types.${uid}.${name}`,
      label,
    ]),
  );
  return {
    ...STRAPI_MESSAGES_MY,
    ...COMMON_MY,
    ...TYPE_NAMES_MY,
    ...FEEDBACK_TYPES_MY,
    ...Object.fromEntries(fields),
  };
}
