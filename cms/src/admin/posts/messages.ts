// The admin's own texts about posts (scheduling, new posts in English), in English and Burmese.
// Keys are prefixed so they never meet Strapi's; app.tsx merges them into each admin language.

export const POST_MESSAGES_EN = {
  'mystic.schedule.title': 'Scheduling',
  'mystic.schedule.scheduled': 'Scheduled for {when}',
  'mystic.schedule.short': 'Scheduled: {when}',
  'mystic.schedule.scheduled.detail':
    'Published, but the site shows it only from {when}. Until then visitors do not see it.',
  'mystic.schedule.onPublish': 'Will appear on {when} once you publish it.',
  'mystic.schedule.visible': 'On the site since {when}.',
  'mystic.schedule.how':
    'To schedule a post, set the Publication date to a future day and time, then press Publish: the site shows the post from then. Left empty, the date is the moment you first publish.',
  'mystic.schedule.waiting': 'Scheduled posts',
  'mystic.schedule.waiting.all': 'See all scheduled posts',
  'mystic.englishFirst':
    'A new post starts in English. Save it, then switch the language to add the Burmese version.',
} as const;

export type PostMessageId = keyof typeof POST_MESSAGES_EN;

export const POST_MESSAGES_MY: Record<PostMessageId, string> = {
  'mystic.schedule.title': 'ထုတ်ဝေချိန် သတ်မှတ်ခြင်း',
  'mystic.schedule.scheduled': '{when} တွင် ပေါ်လာရန် စီစဉ်ထားသည်',
  'mystic.schedule.short': 'စီစဉ်ထား- {when}',
  'mystic.schedule.scheduled.detail':
    'ထုတ်ဝေပြီးဖြစ်သော်လည်း ဆိုက်တွင် {when} မှစ၍သာ ပြသမည်။ ထိုအချိန်မတိုင်မီ ဧည့်သည်များ မမြင်ရပါ။',
  'mystic.schedule.onPublish': 'ထုတ်ဝေပြီးပါက {when} တွင် ပေါ်လာမည်။',
  'mystic.schedule.visible': '{when} မှစ၍ ဆိုက်ပေါ်တွင် ရှိသည်။',
  'mystic.schedule.how':
    'ပို့စ်ကို ကြိုတင်စီစဉ်ရန် ထုတ်ဝေသည့်ရက်ကို အနာဂတ်ရက်နှင့်အချိန်သို့ ထားပြီး ထုတ်ဝေရန် ကိုနှိပ်ပါ- ဆိုက်သည် ထိုအချိန်မှစ၍ ပို့စ်ကို ပြသမည်။ ဗလာထားပါက ပထမဆုံး ထုတ်ဝေသည့်အချိန် ဖြစ်မည်။',
  'mystic.schedule.waiting': 'စီစဉ်ထားသော ပို့စ်များ',
  'mystic.schedule.waiting.all': 'စီစဉ်ထားသော ပို့စ်အားလုံး ကြည့်ရန်',
  'mystic.englishFirst': 'ပို့စ်အသစ်ကို အင်္ဂလိပ်ဖြင့် စတင်ပါ။ သိမ်းပြီးနောက် ဘာသာစကားပြောင်း၍ မြန်မာဗားရှင်း ထည့်ပါ။',
};
