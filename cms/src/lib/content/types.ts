import type { Core } from '@strapi/strapi';

export type Strapi = Core.Strapi;

/** A stored media file as the query engine returns it (only the columns we select). */
export interface MediaRow {
  url: string;
  width?: number | null;
  height?: number | null;
  formats?: Record<string, { url: string }> | null;
}

/** Content type UIDs of this app, in one place. */
export const UID = {
  post: 'api::post.post',
  category: 'api::category.category',
  tag: 'api::tag.tag',
  zodiac: 'api::zodiac.zodiac',
  package: 'api::package.package',
  paymentType: 'api::payment-type.payment-type',
  gender: 'api::gender.gender',
  weekday: 'api::weekday.weekday',
  feedback: 'api::feedback.feedback',
  siteInfo: 'api::site-info.site-info',
  bookingSetting: 'api::booking-setting.booking-setting',
  user: 'plugin::users-permissions.user',
  file: 'plugin::upload.file',
} as const;

/** Rows served publicly: the published version (types without draft & publish are always published). */
export const PUBLISHED = { publishedAt: { $notNull: true } } as const;
