// The admin's forms and lists as the reader sees them, set in code at every start (not clicked
// in "Configure the view", which a new database would lose): a human label and a help text for
// every field, computed fields read-only, and list columns she needs.
import type { Core } from '@strapi/strapi';
import { WEEKDAY_FIELDS } from '../lib/content/booking-rules';
import { isKeyOf } from '../lib/content/types';

interface Field {
  label: string;
  description: string;
  /** False for values the site computes: shown, never edited. */
  editable?: boolean;
}

interface Layout {
  fields: Record<string, Field>;
  /** Columns of the list view, in order. */
  list?: string[];
  /** The field that names an entry in lists and relations. */
  mainField?: string;
  defaultSortBy?: string;
  defaultSortOrder?: 'ASC' | 'DESC';
}

const TEXT_EN_MY = 'Write it in each language (switch the language at the top right).';
/** Fields many types have alike: a name written in both languages, a position in lists. */
const NAME_EN_MY: Field = { label: 'Name', description: TEXT_EN_MY };
const POSITION: Field = { label: 'Position', description: 'Smaller numbers are listed first.' };

/** The booking settings' checkbox of each weekday: `closed_sunday` is "Closed on Sundays". */
const CLOSED_WEEKDAYS: Record<string, Field> = Object.fromEntries(
  WEEKDAY_FIELDS.map((field) => {
    const day = field.replace('closed_', '');
    const name = day.charAt(0).toUpperCase() + day.slice(1);
    return [field, { label: `Closed on ${name}s`, description: `No bookings on any ${name}.` }];
  }),
);

export const ADMIN_LAYOUTS: Record<string, Layout> = {
  'api::post.post': {
    mainField: 'title',
    list: ['title', 'category', 'published_date', 'is_special', 'views'],
    fields: {
      title: { label: 'Title', description: `The post's heading. ${TEXT_EN_MY}` },
      slug: {
        label: 'Web address',
        description:
          'Made from the English title when the post is created (date and number for a Burmese title). It never changes once the post is published, so shared links keep working.',
      },
      excerpt: {
        label: 'Short summary',
        description: 'Shown on post cards. Left empty, the start of the text is used.',
      },
      body: {
        label: 'Text',
        description:
          'Write in Markdown: ## for a heading, - for a list, **bold**, [link](https://…). It is kept as you type it.',
      },
      poster: {
        label: 'Picture',
        description: 'The image at the top of the post and on its card.',
      },
      // Issue 39.9: the site reads a post's category and tags from its English version (the
      // Burmese one is an overlay of the translated texts), so the editor says where to set them.
      category: {
        label: 'Category',
        description:
          "Where the post is listed on the blog. Set it on the English version: both languages use the English version's category.",
      },
      tags: {
        label: 'Tags',
        description:
          "Topics shown under the post. Set them on the English version: both languages use the English version's tags.",
      },
      author: { label: 'Author', description: 'The name shown with the post.' },
      published_date: {
        label: 'Publication date',
        description:
          'A future date and time schedules the post: once published, the site shows it from then (the Scheduling panel and the list say "Scheduled for …"). Left empty, it is filled in at the first publish; the blog is sorted by it.',
      },
      read_time: {
        label: 'Reading time (minutes)',
        description: 'Computed from the text.',
        editable: false,
      },
      views: { label: 'Views', description: 'Counted by the site.', editable: false },
      is_special: {
        label: "Today's special",
        description: 'The newest post with this on is shown as today’s special on the home page.',
      },
    },
  },
  'api::package.package': {
    mainField: 'name',
    list: ['name', 'price', 'discount_percent', 'final_price', 'th_final_price'],
    fields: {
      name: { label: 'Name', description: `The package's name. ${TEXT_EN_MY}` },
      description: { label: 'Description', description: 'What the reading includes.' },
      image: { label: 'Picture', description: 'Shown on the package card.' },
      price: { label: 'Price in Myanmar (Ks)', description: 'Before discount, in kyats.' },
      th_price: { label: 'Price in Thailand (฿)', description: 'Before discount, in baht.' },
      discount_percent: {
        label: 'Discount (%)',
        description: '0 for none. Both prices are reduced by it and rounded to whole units.',
      },
      final_price: {
        label: 'Final price in Myanmar',
        description: 'What members pay in kyats: computed from price and discount when you save.',
        editable: false,
      },
      th_final_price: {
        label: 'Final price in Thailand',
        description: 'What members pay in baht: computed from price and discount when you save.',
        editable: false,
      },
      currency: { label: 'Myanmar currency sign', description: 'Usually Ks.' },
      th_currency: { label: 'Thai currency sign', description: 'Usually ฿.' },
      needs_material: {
        label: 'Needs the client’s photos',
        description:
          'Members send photos for it before the day (a palm reading: both palms), from their booking slip.',
      },
      order: POSITION,
    },
  },
  'api::booking-setting.booking-setting': {
    // 'id' makes the page heading the type's name; the default (documentId) showed a raw id.
    mainField: 'id',
    fields: {
      daily_capacity: {
        label: 'Readings per day',
        description:
          'How many bookings one day can take (at least 1). To close a day, tick its weekday below or add a blocked date.',
      },
      ...CLOSED_WEEKDAYS,
      closed_on_sabbath: {
        label: 'Closed on sabbath days',
        description:
          'No bookings on the Myanmar calendar’s sabbath days (full moon, new moon and the 8th waxing and waning). Bookings already made stay.',
      },
      closed_during_thingyan: {
        label: 'Closed during Thingyan',
        description:
          'No bookings from Thingyan’s eve to the Myanmar New Year’s Day, as the Myanmar calendar counts them each year. Bookings already made stay.',
      },
      blocked_dates: {
        label: 'Days off',
        description: 'Single days without bookings (holidays, festivals), from today on.',
      },
      unpaid_expiry_hours: {
        label: 'Hours to pay',
        description: 'A booking not paid within this many hours is cancelled and its place freed.',
      },
      review_delay_days: {
        label: 'Days before asking for a review',
        description:
          'This many days after a booking is Finished, its member is asked once to rate it (0: at once).',
      },
      waitlist_hold_hours: {
        label: 'Hours a freed place is held',
        description:
          'When a place frees on a full day, the first member on its waitlist gets it held for this many hours; then it goes to the next.',
      },
      max_open_bookings: {
        label: 'Open bookings per member',
        description:
          'How many bookings one member may have waiting for payment or for your check at once, so one person cannot hold every place.',
      },
      max_bookings_per_day: {
        label: 'Bookings per member per day',
        description: 'How many places one member may take on the same day.',
      },
      verifying_overdue_hours: {
        label: 'Hours before a proof is overdue',
        description:
          'A payment proof you have not checked within this many hours is marked overdue in the Bookings queue. It is never confirmed by itself.',
      },
      cancel_notice_hours: {
        label: 'Hours notice to cancel or move',
        description:
          'A confirmed booking can be cancelled or moved by the member only until this many hours before its day starts (Myanmar time). 0 means members can never cancel or move a confirmed booking themselves. Unpaid bookings and bookings waiting for your check can always be cancelled.',
      },
      max_reschedules: {
        label: 'Moves per booking',
        description:
          'How many times a member may move one booking to another day. 0 turns moving off.',
      },
      cancel_policy: {
        label: 'Cancellation policy (English)',
        description:
          'Shown to members before they cancel, in your words: what happens to a payment, e.g. "Paid bookings cancelled in time get a credit for another date."',
      },
      cancel_policy_my: {
        label: 'Cancellation policy (Burmese)',
        description: 'The same policy in Burmese, shown to members who use the site in Burmese.',
      },
    },
  },
  'booking.blocked-date': {
    fields: {
      date: { label: 'Date', description: 'Today or later.' },
      note: { label: 'Reason', description: 'For you only, e.g. "Thingyan".' },
    },
  },
  'api::feedback.feedback': {
    mainField: 'name',
    list: ['createdAt', 'type', 'rating', 'message', 'handled'],
    defaultSortBy: 'createdAt',
    defaultSortOrder: 'DESC',
    fields: {
      name: { label: 'Name', description: 'As the visitor wrote it.', editable: false },
      email: { label: 'E-mail', description: 'To answer the visitor.', editable: false },
      rating: { label: 'Rating (1–5)', description: 'Stars the visitor gave.', editable: false },
      type: { label: 'About', description: 'What the feedback is about.', editable: false },
      message: { label: 'Message', description: 'As the visitor wrote it.', editable: false },
      createdAt: { label: 'Received', description: 'When it was sent.', editable: false },
      handled: {
        label: 'Handled',
        description: 'Tick when you have read or answered it; unticked ones are new.',
      },
    },
  },
  'api::category.category': {
    mainField: 'name',
    fields: {
      name: NAME_EN_MY,
      slug: { label: 'Web address', description: 'Lower-case letters and dashes, e.g. tarot.' },
      order: POSITION,
      posts: { label: 'Posts', description: 'Posts in this category.' },
    },
  },
  'api::tag.tag': {
    mainField: 'name',
    fields: {
      name: NAME_EN_MY,
      slug: { label: 'Web address', description: 'Lower-case letters and dashes.' },
    },
  },
  'api::zodiac.zodiac': {
    mainField: 'name',
    fields: {
      name: { label: 'Sign', description: TEXT_EN_MY },
      period: { label: 'Dates', description: 'e.g. 21 March – 19 April.' },
      desc: { label: 'Description', description: 'Shown on the zodiac page.' },
      image: { label: 'Picture', description: 'The sign’s picture.' },
      order: POSITION,
    },
  },
  'api::payment-type.payment-type': {
    mainField: 'name',
    fields: {
      name: { label: 'Name', description: 'e.g. KBZPay.' },
      logo: { label: 'Logo', description: 'Shown on the payment page.' },
      account_name: { label: 'Account name', description: 'Whom members pay.' },
      account_number: { label: 'Account number or phone', description: 'Where members pay.' },
      qr_image: { label: 'QR code', description: 'Optional: members can scan it to pay.' },
      promptpay_id: {
        label: 'PromptPay number',
        description:
          'Thai PromptPay only: the phone number (0 and 9 digits) or 13-digit id it is linked to. When set, the payment page draws a PromptPay QR with the booking’s baht amount filled in, instead of the QR code image.',
      },
      currency: { label: 'Currency', description: 'MMK or THB: packages are charged in it.' },
      order: POSITION,
    },
  },
  'api::site-info.site-info': {
    mainField: 'id',
    fields: {
      email: { label: 'E-mail', description: 'Shown in the footer and contact page.' },
      phone: { label: 'Phone', description: 'Shown in the footer and contact page.' },
      title: { label: 'Site title', description: TEXT_EN_MY },
      bio: { label: 'About you', description: 'Shown on the home page.' },
      address: { label: 'Address', description: 'Shown on the contact page.' },
      links: { label: 'Social links', description: 'Facebook, TikTok, Viber…' },
    },
  },
  'api::gender.gender': {
    mainField: 'name',
    fields: {
      name: { label: 'Name', description: 'A choice in the booking form.' },
      order: POSITION,
    },
  },
  'api::weekday.weekday': {
    mainField: 'name',
    fields: {
      name: { label: 'Name', description: 'A birth weekday of Burmese astrology.' },
      day_index: {
        label: 'Calendar day',
        description: '0 = Sunday … 6 = Saturday (Wednesday evening shares 3).',
      },
      order: POSITION,
    },
  },
  'shared.link': {
    fields: {
      name: { label: 'Name', description: 'e.g. Facebook.' },
      url: { label: 'Address', description: 'The full link, starting with https://.' },
    },
  },
};

interface Configuration {
  settings: Record<string, unknown>;
  metadatas: Record<string, { edit?: Record<string, unknown>; list?: Record<string, unknown> }>;
  layouts: { list: string[]; edit: unknown[]; [key: string]: unknown };
}

/** Applies ADMIN_LAYOUTS over the content manager's stored configuration of each type. */
export async function applyAdminLayouts(strapi: Core.Strapi): Promise<void> {
  const cm = strapi.plugin('content-manager');
  for (const [uid, layout] of Object.entries(ADMIN_LAYOUTS)) {
    const isComponent = isKeyOf(strapi.components, uid);
    if (!isComponent && !isKeyOf(strapi.contentTypes, uid)) continue;
    const service = cm.service(isComponent ? 'components' : 'content-types');
    const config = (await service.findConfiguration({ uid })) as Configuration;
    const metadatas = { ...config.metadatas };
    for (const [name, field] of Object.entries(layout.fields)) {
      const current = metadatas[name];
      if (!current) continue;
      metadatas[name] = {
        ...current,
        edit: {
          ...current.edit,
          label: field.label,
          description: field.description,
          editable: field.editable ?? true,
        },
        list: { ...current.list, label: field.label },
      };
    }
    const settings = {
      ...config.settings,
      ...(layout.mainField ? { mainField: layout.mainField } : {}),
      ...(layout.defaultSortBy
        ? { defaultSortBy: layout.defaultSortBy, defaultSortOrder: layout.defaultSortOrder }
        : {}),
    };
    const layouts = { ...config.layouts, ...(layout.list ? { list: layout.list } : {}) };
    await service.updateConfiguration({ uid }, { settings, metadatas, layouts });
  }
}
