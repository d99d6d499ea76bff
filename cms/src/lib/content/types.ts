import type { Core, UID as StrapiUID } from '@strapi/strapi';

export type Strapi = Core.Strapi;

/** A content type UID, as typed by cms/types/generated (regenerate with `npm run types`). */
export type ContentTypeUid = StrapiUID.ContentType;

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
} as const satisfies Record<string, ContentTypeUid>;

/** Whether a schema or attribute is translated per language (its i18n plugin option). */
export function isLocalized(item: { pluginOptions?: object }): boolean {
  const i18n: unknown = item.pluginOptions && Reflect.get(item.pluginOptions, 'i18n');
  return (
    typeof i18n === 'object' && i18n !== null && 'localized' in i18n && i18n.localized === true
  );
}

/** Whether `key` is an own key of `record`, so it can index it. */
export const isKeyOf = <T extends object>(
  record: T,
  key: PropertyKey | null | undefined,
): key is keyof T => key !== null && key !== undefined && Object.hasOwn(record, key);

/** The database table of a content type. */
export const tableOf = (strapi: Strapi, uid: string): string =>
  strapi.db.metadata.get(uid).tableName;

/** Rows served publicly: the published version (types without draft & publish are always published). */
export const PUBLISHED = { publishedAt: { $notNull: true } } as const;

/** The link table of a relation of `uid` (Strapi 5 keeps xToMany and xToOne relations in one). */
export function joinTableOf(strapi: Strapi, uid: ContentTypeUid, attribute: string) {
  const field = strapi.db.metadata.get(uid).attributes[attribute];
  const joinTable = field && 'joinTable' in field ? field.joinTable : undefined;
  if (!joinTable || !('inverseJoinColumn' in joinTable))
    throw new Error(`${uid}.${attribute} has no join table`);
  return joinTable;
}
