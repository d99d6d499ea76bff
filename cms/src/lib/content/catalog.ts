// The small named reference lists (genders, weekdays), read by their public APIs
// (src/api/gender, src/api/weekday) and by the booking desk (src/plugins/bookings).
import type { Locale, NamedEntry } from '@mystic/shared';
import { overlayLocale } from './locale';
import { BY_ORDER, servedWhere } from './served';
import { UID, type ContentTypeUid, type Strapi } from './types';

async function namedList(
  strapi: Strapi,
  uid: ContentTypeUid,
  locale: Locale,
  extra: string[] = [],
) {
  // Query engine: one function for types whose fields differ, which the Document Service's
  // per-type params do not type.
  const rows = (await strapi.db.query(uid).findMany({
    select: ['id', 'documentId', 'name', ...extra],
    where: servedWhere(),
    orderBy: BY_ORDER,
  })) as (NamedEntry & { documentId: string } & Record<string, unknown>)[];
  const localized = await overlayLocale(strapi, uid, rows, locale, ['name']);
  return localized.map(({ documentId: _documentId, ...rest }) => rest);
}

export const listGenders = (strapi: Strapi, locale: Locale) =>
  namedList(strapi, UID.gender, locale);

/** The eight weekdays of Burmese astrology; `day_index` is the calendar day (0 = Sunday). */
export const listWeekdays = (strapi: Strapi, locale: Locale) =>
  namedList(strapi, UID.weekday, locale, ['day_index']);
