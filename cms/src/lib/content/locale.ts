import { DEFAULT_LOCALE, LOCALES, type Locale } from '@mystic/shared';
import type { ContentTypeUid, Strapi } from './types';

/** `en` or `my`; anything else (or nothing) reads as the default locale, English. */
export function parseLocale(value: unknown): Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
    ? (value as Locale)
    : DEFAULT_LOCALE;
}

const filled = (value: unknown): boolean =>
  value !== null && value !== undefined && !(typeof value === 'string' && value.trim() === '');

/**
 * Lays the `locale` translation of each English row over it, field by field: a translated field
 * that is empty keeps the English value. One query whatever the number of rows. Rows keep their
 * English `id`, so an id means the same thing in every locale.
 */
export async function overlayLocale<T extends { documentId: string }>(
  strapi: Strapi,
  uid: ContentTypeUid,
  rows: T[],
  locale: Locale,
  fields: readonly (keyof T & string)[],
): Promise<T[]> {
  if (locale === DEFAULT_LOCALE || rows.length === 0) return rows;
  const documentIds = [...new Set(rows.map((row) => row.documentId))];
  // Query engine: generic over every content type, which the Document Service's per-type params
  // do not type.
  const translations = (await strapi.db.query(uid).findMany({
    select: ['documentId', ...fields],
    where: { documentId: { $in: documentIds }, locale, publishedAt: { $notNull: true } },
  })) as Record<string, unknown>[];
  const byDocument = new Map(translations.map((t) => [t.documentId as string, t]));
  return rows.map((row) => {
    const translation = byDocument.get(row.documentId);
    if (!translation) return row;
    const out: T = { ...row };
    for (const field of fields) {
      if (filled(translation[field])) (out as Record<string, unknown>)[field] = translation[field];
    }
    return out;
  });
}
