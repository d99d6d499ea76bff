// The locale rule of posts and packages: English is required. The site serves a document only
// when its English version is published (other languages translate it field by field), so the
// admin is made to say the same thing:
// - publishing another language before English is refused with a message saying why;
// - unpublishing English unpublishes the other languages too (they could not be shown);
// - publishing one language does not leave the others marked "Modified" when only the shared
//   (non-translated) fields Strapi copies between languages changed: their own text is live.
import { adminMessage, DEFAULT_LOCALE } from '@mystic/shared';
import { errors } from '@strapi/utils';
import { isLocalized, UID, type Strapi } from './types';

const TYPES = [UID.post, UID.package] as const;
type RuledUid = (typeof TYPES)[number];
const isRuled = (uid: string): uid is RuledUid => TYPES.some((t) => t === uid);

interface Params {
  documentId?: string;
  locale?: string | string[];
}

/** The locales an action names; none means the default locale, `*` every locale. */
function localesOf(locale: Params['locale']): string[] {
  if (locale === undefined || locale === null) return [DEFAULT_LOCALE];
  return Array.isArray(locale) ? locale : [locale];
}

const includesEnglish = (locales: string[]) =>
  locales.includes('*') || locales.includes(DEFAULT_LOCALE);

interface Row {
  id: number;
  locale: string;
  publishedAt: string | null;
  updatedAt: string;
  [field: string]: unknown;
}

/** Scalar fields each language writes itself (relations and shared fields excluded). */
function translatedFields(strapi: Strapi, uid: RuledUid): string[] {
  return Object.entries(strapi.getModel(uid).attributes)
    .filter(
      ([, a]) =>
        isLocalized(a) && !['relation', 'media', 'component', 'dynamiczone'].includes(a.type),
    )
    .map(([name]) => name);
}

/**
 * For each language other than `acted`: when its draft is newer than its published version but
 * its own text is the same, the difference is only shared fields Strapi copied from another
 * language, so the published version takes the draft's time and the admin shows "Published".
 */
async function settleOtherLocales(
  strapi: Strapi,
  uid: RuledUid,
  documentId: string,
  acted: string[],
): Promise<void> {
  const fields = translatedFields(strapi, uid);
  const rows = (await strapi.db.query(uid).findMany({
    select: ['id', 'locale', 'publishedAt', 'updatedAt', ...fields],
    where: { documentId },
  })) as Row[];
  const { tableName } = strapi.db.metadata.get(uid);
  for (const draft of rows.filter((r) => !r.publishedAt && !acted.includes(r.locale))) {
    const published = rows.find((r) => r.publishedAt && r.locale === draft.locale);
    if (!published) continue;
    if (new Date(draft.updatedAt).getTime() <= new Date(published.updatedAt).getTime()) continue;
    const sameText = fields.every((f) => (draft[f] ?? null) === (published[f] ?? null));
    if (!sameText) continue;
    // Within the admin's transaction when there is one (a plain connection would wait for it).
    await strapi.db.transaction(({ trx }) =>
      trx(tableName)
        .where({ id: published.id })
        .update({ updated_at: new Date(draft.updatedAt) }),
    );
  }
}

export function enforceLocaleRule(strapi: Strapi): void {
  strapi.documents.use(async (ctx, next) => {
    const { uid } = ctx;
    if (!isRuled(uid)) return next();
    const params = ctx.params as Params;
    const { documentId } = params;
    const locales = localesOf(params.locale);
    if (ctx.action === 'publish' && documentId && !includesEnglish(locales)) {
      const english = await strapi.db.query(uid).count({
        where: { documentId, locale: DEFAULT_LOCALE, publishedAt: { $notNull: true } },
      });
      if (!english) throw new errors.ValidationError(adminMessage('englishFirst'));
    }
    const result = await next();
    if (!documentId) return result;
    if (ctx.action === 'publish' && !locales.includes('*')) {
      await settleOtherLocales(strapi, uid, documentId, locales);
    }
    if (ctx.action === 'unpublish' && includesEnglish(locales)) {
      const others = await strapi.db.query(uid).count({
        where: { documentId, publishedAt: { $notNull: true } },
      });
      if (others) await strapi.documents(uid).unpublish({ documentId, locale: '*' });
    }
    return result;
  });
}
