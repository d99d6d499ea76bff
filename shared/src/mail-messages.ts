// The words of every e-mail the site sends (issue 19), in English and Burmese. The booking
// service's templates (booking-service/src/mail/templates.ts) lay them out; `{name}` is filled in.
import type { Locale } from './constants.js';

/** Mails to the member about their booking, or their account. */
export const MEMBER_MAIL_KINDS = [
  'booking_received',
  'proof_received',
  'payment_confirmed',
  'proof_rejected',
  'finished',
  'cancelled',
  'expired',
  'rescheduled',
  'member_cancelled',
  'reminder',
  'password_reset',
  'email_changed',
  // Issue 44: the reader's written reading is on the site; a review is asked for.
  'reading_sent',
  'review_request',
  // Issue 45: a freed place offered to the first on a day's waitlist.
  'waitlist_offer',
] as const;
/** Mails to the reader. */
export const READER_MAIL_KINDS = [
  'reader_new_booking',
  'reader_new_proof',
  'reader_member_cancelled',
  'reader_rescheduled',
  'reader_digest',
] as const;
export const MAIL_KINDS = [...MEMBER_MAIL_KINDS, ...READER_MAIL_KINDS] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

export interface MailText {
  subject: string;
  heading: string;
  /** Paragraphs before the booking's details. */
  intro: string;
  /** The button's label, for mails that link somewhere. */
  action?: string;
}

export interface MailLabels {
  greeting: string;
  readerGreeting: string;
  bookingNo: string;
  date: string;
  previousDate: string;
  packages: string;
  total: string;
  discount: string;
  toPay: string;
  paid: string;
  paidOn: string;
  paymentType: string;
  transactionNo: string;
  payTo: string;
  accountName: string;
  accountNumber: string;
  payBefore: string;
  readerNote: string;
  customer: string;
  contact: string;
  email: string;
  phone: string;
  site: string;
  footer: string;
  digestToday: string;
  digestProofs: string;
  digestNone: string;
  /** A cancellation of a booking whose money was sent: what happens to the money (issue 38). */
  creditNote: string;
}

type MailStrings = { kinds: Record<MailKind, MailText>; labels: MailLabels };

export const MAIL_MESSAGES: Record<Locale, MailStrings> = {
  en: {
    kinds: {
      booking_received: {
        subject: 'Booking {no} received – please pay to confirm',
        heading: 'Thank you for your booking',
        intro:
          'Your booking for {date} is received. To keep the place, send the amount below to one of the accounts and upload the proof on the payment page before {expires}.',
        action: 'Pay now',
      },
      proof_received: {
        subject: 'Payment proof for booking {no} received',
        heading: 'We received your payment proof',
        intro:
          'Thank you. The reader will check your payment and confirm the booking soon. You need not do anything now.',
        action: 'See the booking',
      },
      payment_confirmed: {
        subject: 'Receipt: booking {no} is confirmed',
        heading: 'Payment confirmed – your receipt',
        intro: 'Your payment is confirmed and your reading on {date} is booked. Keep this receipt.',
        action: 'See the booking',
      },
      proof_rejected: {
        subject: 'Booking {no}: the payment could not be confirmed',
        heading: 'Your payment could not be confirmed',
        intro:
          'The reader could not confirm the payment you sent for {date}. Please read the note below and pay again.',
        action: 'Pay again',
      },
      finished: {
        subject: 'Booking {no}: thank you for your reading',
        heading: 'Your reading is finished',
        intro: 'Thank you for your reading on {date}. We would be glad to hear how it went.',
        action: 'Visit the site',
      },
      cancelled: {
        subject: 'Booking {no} is cancelled',
        heading: 'Your booking is cancelled',
        intro: 'Your booking for {date} is cancelled by the reader.',
        action: 'See the booking',
      },
      expired: {
        subject: 'Booking {no} expired unpaid',
        heading: 'Your booking has expired',
        intro:
          'No payment arrived for your booking for {date} in time, so the place is free again. You are welcome to book another day.',
        action: 'Book again',
      },
      rescheduled: {
        subject: 'Booking {no} moved to {date}',
        heading: 'Your booking has a new date',
        intro: 'Your booking is moved from {previous} to {date}.',
        action: 'See the booking',
      },
      member_cancelled: {
        subject: 'Booking {no}: your cancellation',
        heading: 'You cancelled your booking',
        intro: 'Your booking for {date} is cancelled as you asked.',
        action: 'See the booking',
      },
      reminder: {
        subject: 'Reminder: your reading is tomorrow, {date}',
        heading: 'Your reading is tomorrow',
        intro: 'This is a reminder of your reading tomorrow, {date}.',
        action: 'See the booking',
      },
      password_reset: {
        subject: 'Reset your password',
        heading: 'Reset your password',
        intro:
          'Someone asked to reset the password of your account. The link below works once, for one hour. If it was not you, ignore this e-mail: your password stays as it is.',
        action: 'Choose a new password',
      },
      // Issue 44.
      reading_sent: {
        subject: 'Booking {no}: your reading is ready',
        heading: 'Your reading is ready',
        intro:
          'The reader has written down your reading of {date}. Read it, listen to it and keep it on your booking page.',
        action: 'Open your reading',
      },
      review_request: {
        subject: 'Booking {no}: how was your reading?',
        heading: 'How was your reading?',
        intro:
          'We hope your reading of {date} helped you. Would you rate it and say a few words? It takes a minute.',
        action: 'Rate your reading',
      },
      waitlist_offer: {
        subject: 'A place is free on {date}: it is held for you until {expires}',
        heading: 'A place is free on the day you waited for',
        intro:
          'A place on {date} has come free and you are first on the waitlist. It is held for you until {expires}: open the link and confirm with one tap, then pay as usual. If you do not want it, decline, and it goes to the next person waiting.',
        action: 'Take the place',
      },
      // Issue 37: to the old address when the login e-mail changes.
      email_changed: {
        subject: 'Your e-mail address was changed',
        heading: 'Your e-mail address was changed',
        intro:
          'The e-mail address you log in with was changed to {email}, and any password reset link sent before no longer works. If it was not you, contact us at once with the details below.',
        action: 'Log in',
      },
      reader_new_booking: {
        subject: 'New booking {no} for {date}',
        heading: 'A new booking',
        intro: '{customer} booked {date}. It awaits payment.',
        action: 'Open the booking desk',
      },
      reader_new_proof: {
        subject: 'Payment proof to verify: booking {no}',
        heading: 'A payment proof to verify',
        intro: '{customer} sent a payment proof for the booking on {date}.',
        action: 'Verify on the booking desk',
      },
      reader_member_cancelled: {
        subject: 'Booking {no} cancelled by the member',
        heading: 'A member cancelled',
        intro: '{customer} cancelled the booking on {date}.',
        action: 'Open the booking desk',
      },
      reader_rescheduled: {
        subject: 'Booking {no} moved to {date}',
        heading: 'A member moved a booking',
        intro: '{customer} moved the booking from {previous} to {date}.',
        action: 'Open the booking desk',
      },
      reader_digest: {
        subject: 'Today, {date}: {count} booking(s), {proofs} proof(s) to verify',
        heading: 'Your day',
        intro: 'Bookings for today and payment proofs waiting for you.',
        action: 'Open the booking desk',
      },
    },
    labels: {
      greeting: 'Dear {name},',
      readerGreeting: 'Hello,',
      bookingNo: 'Booking number',
      date: 'Date',
      previousDate: 'Previous date',
      packages: 'Packages',
      total: 'Total',
      discount: 'Discount',
      toPay: 'Amount to pay',
      paid: 'Paid',
      paidOn: 'Paid on',
      paymentType: 'Payment type',
      transactionNo: 'Transaction number',
      payTo: 'Pay to one of these accounts',
      accountName: 'Account name',
      accountNumber: 'Account number',
      payBefore: 'Pay before',
      readerNote: "The reader's note",
      customer: 'Customer',
      contact: 'Questions? Contact the reader',
      email: 'E-mail',
      phone: 'Phone',
      site: 'Website',
      footer: 'You receive this e-mail because of your booking or account on {site}.',
      digestToday: "Today's bookings",
      digestProofs: 'Proofs to verify',
      digestNone: 'None.',
      creditNote:
        'Your payment is not lost: it is kept as a credit for another date. Reply to this mail or call us to choose the new day.',
    },
  },
  my: {
    kinds: {
      booking_received: {
        subject: 'ဘိုကင် {no} ကို လက်ခံရရှိပါပြီ – အတည်ပြုရန် ငွေပေးချေပါ',
        heading: 'ဘိုကင်လုပ်သည့်အတွက် ကျေးဇူးတင်ပါသည်',
        intro:
          '{date} ရက်အတွက် သင်၏ဘိုကင်ကို လက်ခံရရှိပါပြီ။ နေရာကို ထိန်းထားရန် {expires} မတိုင်မီ အောက်ပါငွေပမာဏကို အကောင့်တစ်ခုသို့ လွှဲပြီး ငွေပေးချေမှုစာမျက်နှာတွင် အထောက်အထား တင်ပါ။',
        action: 'ယခု ငွေပေးချေရန်',
      },
      proof_received: {
        subject: 'ဘိုကင် {no} ၏ ငွေပေးချေမှုအထောက်အထားကို လက်ခံရရှိပါပြီ',
        heading: 'သင်၏ ငွေပေးချေမှုအထောက်အထားကို ရရှိပါပြီ',
        intro: 'ကျေးဇူးတင်ပါသည်။ ဗေဒင်ဆရာက ငွေပေးချေမှုကို စစ်ဆေးပြီး မကြာမီ အတည်ပြုပေးပါမည်။ ယခု ဘာမှ လုပ်ရန်မလိုပါ။',
        action: 'ဘိုကင်ကို ကြည့်ရန်',
      },
      payment_confirmed: {
        subject: 'ပြေစာ – ဘိုကင် {no} ကို အတည်ပြုပြီးပါပြီ',
        heading: 'ငွေပေးချေမှု အတည်ပြုပြီး – သင်၏ပြေစာ',
        intro: 'သင်၏ငွေပေးချေမှုကို အတည်ပြုပြီး {date} ရက်အတွက် ဟောစာတမ်းကို ဘိုကင်လုပ်ပြီးပါပြီ။ ဤပြေစာကို သိမ်းထားပါ။',
        action: 'ဘိုကင်ကို ကြည့်ရန်',
      },
      proof_rejected: {
        subject: 'ဘိုကင် {no} – ငွေပေးချေမှုကို အတည်မပြုနိုင်ပါ',
        heading: 'သင်၏ငွေပေးချေမှုကို အတည်မပြုနိုင်ပါ',
        intro:
          '{date} ရက်အတွက် ပေးပို့ထားသော ငွေပေးချေမှုကို ဗေဒင်ဆရာက အတည်မပြုနိုင်ပါ။ အောက်ပါမှတ်ချက်ကို ဖတ်ပြီး ထပ်မံ ငွေပေးချေပါ။',
        action: 'ထပ်မံ ငွေပေးချေရန်',
      },
      finished: {
        subject: 'ဘိုကင် {no} – ဟောစာတမ်းအတွက် ကျေးဇူးတင်ပါသည်',
        heading: 'သင်၏ဟောစာတမ်း ပြီးဆုံးပါပြီ',
        intro: '{date} ရက် ဟောစာတမ်းအတွက် ကျေးဇူးတင်ပါသည်။ သင့်အမြင်ကို ကြားသိလိုပါသည်။',
        action: 'ဝက်ဘ်ဆိုက်သို့',
      },
      cancelled: {
        subject: 'ဘိုကင် {no} ကို ပယ်ဖျက်လိုက်ပါပြီ',
        heading: 'သင်၏ဘိုကင်ကို ပယ်ဖျက်လိုက်ပါပြီ',
        intro: '{date} ရက်အတွက် သင်၏ဘိုကင်ကို ဗေဒင်ဆရာက ပယ်ဖျက်လိုက်ပါသည်။',
        action: 'ဘိုကင်ကို ကြည့်ရန်',
      },
      expired: {
        subject: 'ဘိုကင် {no} သည် ငွေမပေးချေဘဲ သက်တမ်းကုန်သွားပါပြီ',
        heading: 'သင်၏ဘိုကင် သက်တမ်းကုန်သွားပါပြီ',
        intro:
          '{date} ရက်အတွက် ဘိုကင်၏ ငွေပေးချေမှု အချိန်မီ မရောက်သဖြင့် နေရာကို ပြန်လည်ဖွင့်ပေးလိုက်ပါသည်။ အခြားရက်ကို ဘိုကင်လုပ်နိုင်ပါသည်။',
        action: 'ထပ်မံ ဘိုကင်လုပ်ရန်',
      },
      rescheduled: {
        subject: 'ဘိုကင် {no} ကို {date} ရက်သို့ ရွှေ့ပြီးပါပြီ',
        heading: 'သင်၏ဘိုကင်တွင် ရက်အသစ် ရှိပါသည်',
        intro: 'သင်၏ဘိုကင်ကို {previous} မှ {date} ရက်သို့ ရွှေ့ပြီးပါပြီ။',
        action: 'ဘိုကင်ကို ကြည့်ရန်',
      },
      member_cancelled: {
        subject: 'ဘိုကင် {no} – သင်၏ ပယ်ဖျက်မှု',
        heading: 'သင်၏ဘိုကင်ကို ပယ်ဖျက်ပြီးပါပြီ',
        intro: 'သင်တောင်းဆိုသည့်အတိုင်း {date} ရက်အတွက် ဘိုကင်ကို ပယ်ဖျက်ပြီးပါပြီ။',
        action: 'ဘိုကင်ကို ကြည့်ရန်',
      },
      reminder: {
        subject: 'သတိပေးချက် – သင်၏ဟောစာတမ်းသည် မနက်ဖြန် {date} ဖြစ်ပါသည်',
        heading: 'သင်၏ဟောစာတမ်းသည် မနက်ဖြန် ဖြစ်ပါသည်',
        intro: 'မနက်ဖြန် {date} ရက် ဟောစာတမ်းအတွက် သတိပေးချက် ဖြစ်ပါသည်။',
        action: 'ဘိုကင်ကို ကြည့်ရန်',
      },
      password_reset: {
        subject: 'စကားဝှက် ပြန်လည်သတ်မှတ်ရန်',
        heading: 'စကားဝှက် ပြန်လည်သတ်မှတ်ရန်',
        intro:
          'သင့်အကောင့်၏ စကားဝှက်ကို ပြန်လည်သတ်မှတ်ရန် တောင်းဆိုထားပါသည်။ အောက်ပါလင့်ခ်ကို တစ်နာရီအတွင်း တစ်ကြိမ်သာ အသုံးပြုနိုင်ပါသည်။ သင်မဟုတ်ပါက ဤအီးမေးလ်ကို လျစ်လျူရှုပါ။ သင့်စကားဝှက် မပြောင်းလဲပါ။',
        action: 'စကားဝှက်အသစ် ရွေးရန်',
      },
      reading_sent: {
        subject: 'ဘိုကင် {no} – သင်၏ ဟောစာတမ်း အဆင်သင့်ဖြစ်ပါပြီ',
        heading: 'သင်၏ ဟောစာတမ်း အဆင်သင့်ဖြစ်ပါပြီ',
        intro:
          '{date} ရက် သင်၏ဟောစာတမ်းကို ဗေဒင်ဆရာက ရေးသားပေးထားပါသည်။ သင်၏ ဘိုကင်စာမျက်နှာတွင် ဖတ်ရှု၊ နားထောင်ပြီး သိမ်းထားနိုင်ပါသည်။',
        action: 'ဟောစာတမ်းကို ဖွင့်ရန်',
      },
      review_request: {
        subject: 'ဘိုကင် {no} – သင်၏ ဟောစာတမ်း မည်သို့ရှိပါသလဲ',
        heading: 'သင်၏ ဟောစာတမ်း မည်သို့ရှိပါသလဲ',
        intro:
          '{date} ရက် ဟောစာတမ်းက သင့်အတွက် အထောက်အကူ ဖြစ်မည်ဟု မျှော်လင့်ပါသည်။ ကြယ်ပွင့်ဖြင့် အမှတ်ပေးပြီး စကားအနည်းငယ် ရေးပေးပါ။',
        action: 'အမှတ်ပေးရန်',
      },
      waitlist_offer: {
        subject: '{date} ရက်တွင် နေရာလွတ်ပါပြီ — {expires} အထိ သင့်အတွက် ထိန်းထားပါသည်',
        heading: 'သင်စောင့်နေသော ရက်တွင် နေရာလွတ်ပါပြီ',
        intro:
          '{date} ရက်တွင် နေရာတစ်ခု လွတ်သွားပြီး စောင့်ဆိုင်းစာရင်းတွင် သင် ပထမဆုံး ဖြစ်ပါသည်။ {expires} အထိ သင့်အတွက် ထိန်းထားပါသည်။ လင့်ခ်ကို ဖွင့်ပြီး တစ်ချက်နှိပ်၍ အတည်ပြုပါ၊ ထို့နောက် ပုံမှန်အတိုင်း ငွေပေးချေပါ။ မလိုချင်ပါက ငြင်းပယ်ပါ၊ နောက်တစ်ယောက်ထံ ပေးပါမည်။',
        action: 'နေရာကို ယူရန်',
      },
      email_changed: {
        subject: 'သင့်အီးမေးလ်လိပ်စာကို ပြောင်းလဲလိုက်ပါပြီ',
        heading: 'သင့်အီးမေးလ်လိပ်စာကို ပြောင်းလဲလိုက်ပါပြီ',
        intro:
          'သင် ဝင်ရောက်ရာတွင် အသုံးပြုသော အီးမေးလ်လိပ်စာကို {email} သို့ ပြောင်းလဲလိုက်ပါပြီ။ ယခင်က ပို့ထားသော စကားဝှက် ပြန်လည်သတ်မှတ်ရန် လင့်ခ်များ အလုပ်မလုပ်တော့ပါ။ သင်မဟုတ်ပါက အောက်ပါ ဆက်သွယ်ရန် အချက်အလက်များဖြင့် ချက်ချင်း ဆက်သွယ်ပါ။',
        action: 'ဝင်ရောက်ရန်',
      },
      reader_new_booking: {
        subject: '{date} ရက်အတွက် ဘိုကင်အသစ် {no}',
        heading: 'ဘိုကင်အသစ်',
        intro: '{customer} က {date} ရက်ကို ဘိုကင်လုပ်ထားပါသည်။ ငွေပေးချေမှုကို စောင့်နေပါသည်။',
        action: 'ဘိုကင်စာရင်းကို ဖွင့်ရန်',
      },
      reader_new_proof: {
        subject: 'စစ်ဆေးရန် ငွေပေးချေမှုအထောက်အထား – ဘိုကင် {no}',
        heading: 'စစ်ဆေးရန် ငွေပေးချေမှုအထောက်အထား',
        intro: '{customer} က {date} ရက် ဘိုကင်အတွက် ငွေပေးချေမှုအထောက်အထား ပေးပို့ထားပါသည်။',
        action: 'ဘိုကင်စာရင်းတွင် စစ်ဆေးရန်',
      },
      reader_member_cancelled: {
        subject: 'ဘိုကင် {no} ကို အသင်းဝင်က ပယ်ဖျက်လိုက်ပါသည်',
        heading: 'အသင်းဝင်တစ်ဦး ပယ်ဖျက်လိုက်ပါသည်',
        intro: '{customer} က {date} ရက် ဘိုကင်ကို ပယ်ဖျက်လိုက်ပါသည်။',
        action: 'ဘိုကင်စာရင်းကို ဖွင့်ရန်',
      },
      reader_rescheduled: {
        subject: 'ဘိုကင် {no} ကို {date} ရက်သို့ ရွှေ့ပြီးပါပြီ',
        heading: 'အသင်းဝင်တစ်ဦး ဘိုကင်ရက် ရွှေ့လိုက်ပါသည်',
        intro: '{customer} က ဘိုကင်ကို {previous} မှ {date} ရက်သို့ ရွှေ့လိုက်ပါသည်။',
        action: 'ဘိုကင်စာရင်းကို ဖွင့်ရန်',
      },
      reader_digest: {
        subject: 'ယနေ့ {date} – ဘိုကင် {count} ခု၊ စစ်ဆေးရန် အထောက်အထား {proofs} ခု',
        heading: 'ယနေ့အတွက်',
        intro: 'ယနေ့ ဘိုကင်များနှင့် စစ်ဆေးရန် ငွေပေးချေမှုအထောက်အထားများ။',
        action: 'ဘိုကင်စာရင်းကို ဖွင့်ရန်',
      },
    },
    labels: {
      greeting: 'မင်္ဂလာပါ {name}၊',
      readerGreeting: 'မင်္ဂလာပါ၊',
      bookingNo: 'ဘိုကင်နံပါတ်',
      date: 'ရက်စွဲ',
      previousDate: 'ယခင်ရက်စွဲ',
      packages: 'ပက်ကေ့ချ်များ',
      total: 'စုစုပေါင်း',
      discount: 'လျှော့ဈေး',
      toPay: 'ပေးချေရမည့်ငွေ',
      paid: 'ပေးချေပြီး',
      paidOn: 'ငွေပေးချေသည့်ရက်',
      paymentType: 'ငွေပေးချေမှုအမျိုးအစား',
      transactionNo: 'ငွေလွှဲနံပါတ်',
      payTo: 'အောက်ပါအကောင့်တစ်ခုသို့ ပေးချေပါ',
      accountName: 'အကောင့်အမည်',
      accountNumber: 'အကောင့်နံပါတ်',
      payBefore: 'ပေးချေရမည့်နောက်ဆုံးအချိန်',
      readerNote: 'ဗေဒင်ဆရာ၏ မှတ်ချက်',
      customer: 'ဖောက်သည်',
      contact: 'မေးမြန်းလိုပါက ဗေဒင်ဆရာကို ဆက်သွယ်ပါ',
      email: 'အီးမေးလ်',
      phone: 'ဖုန်း',
      site: 'ဝက်ဘ်ဆိုက်',
      footer: '{site} တွင် သင်၏ဘိုကင် သို့မဟုတ် အကောင့်ကြောင့် ဤအီးမေးလ်ကို ရရှိခြင်း ဖြစ်ပါသည်။',
      digestToday: 'ယနေ့ ဘိုကင်များ',
      digestProofs: 'စစ်ဆေးရန် အထောက်အထားများ',
      digestNone: 'မရှိပါ။',
      creditNote:
        'သင်ပေးချေထားသော ငွေ မဆုံးရှုံးပါ။ အခြားရက်တစ်ရက်အတွက် သုံးနိုင်ရန် ထိန်းသိမ်းထားပါသည်။ ရက်သစ်ရွေးရန် ဤစာကို ပြန်ကြားပါ သို့မဟုတ် ဖုန်းဆက်ပါ။',
    },
  },
};

/** `template` with each `{name}` replaced by `vars[name]` (unknown names stay as written). */
export function fillMailText(template: string, vars: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in vars ? String(vars[name]) : whole,
  );
}
