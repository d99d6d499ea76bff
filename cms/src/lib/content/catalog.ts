// Packages, zodiacs and the small reference lists (categories, genders, weekdays, payment types).
import {
  CURRENCY_MMK,
  CURRENCY_THB,
  DEFAULT_LOCALE,
  type Category,
  type Locale,
  type NamedEntry,
  type Package,
  type PaymentType,
  type Zodiac,
} from '@mystic/shared';
import { overlayLocale } from './locale';
import { DEFAULT_IMAGES, imageUrl, optionalImageUrl } from './media';
import { finalPrice } from './pricing';
import { PUBLISHED, UID, type ContentTypeUid, type MediaRow, type Strapi } from './types';

const publicWhere = (extra: Record<string, unknown> = {}) => ({
  locale: DEFAULT_LOCALE,
  ...PUBLISHED,
  ...extra,
});
const BY_ORDER = [{ order: 'asc' }, { id: 'asc' }];

// ---- packages -------------------------------------------------------------------------------

interface PackageRow {
  id: number;
  /** The stable id the public answers use (`public-id.ts`). */
  public_id: number;
  documentId: string;
  name: string;
  description: string | null;
  price: number;
  th_price: number;
  discount_percent: number | null;
  currency: string | null;
  th_currency: string | null;
  image?: MediaRow | null;
}
const PACKAGE_SELECT = [
  'id',
  'public_id',
  'documentId',
  'name',
  'description',
  'price',
  'th_price',
  'discount_percent',
  'currency',
  'th_currency',
];

export function shapePackage(row: PackageRow): Package {
  const discount = row.discount_percent ?? 0;
  return {
    id: row.public_id,
    name: row.name,
    description: row.description ?? '',
    image: imageUrl(row.image, DEFAULT_IMAGES.package),
    price: row.price,
    th_price: row.th_price,
    discount_percent: discount,
    final_price: finalPrice(row.price, discount),
    th_final_price: finalPrice(row.th_price, discount),
    currency: row.currency || CURRENCY_MMK,
    th_currency: row.th_currency || CURRENCY_THB,
  };
}

async function loadPackages(
  strapi: Strapi,
  params: { where: object; limit?: number; offset?: number },
  locale: Locale,
): Promise<Package[]> {
  const rows = (await strapi.db.query(UID.package).findMany({
    select: PACKAGE_SELECT,
    populate: { image: { select: ['url', 'formats'] } },
    orderBy: BY_ORDER,
    ...params,
  })) as PackageRow[];
  const localized = await overlayLocale(strapi, UID.package, rows, locale, ['name', 'description']);
  return localized.map(shapePackage);
}

export async function listPackages(
  strapi: Strapi,
  page: number,
  pageSize: number,
  locale: Locale,
): Promise<{ rows: Package[]; total: number }> {
  const where = publicWhere();
  const total = Number(await strapi.db.query(UID.package).count({ where }));
  const offset = (page - 1) * pageSize;
  if (offset >= total) return { rows: [], total };
  return { rows: await loadPackages(strapi, { where, limit: pageSize, offset }, locale), total };
}

export const allPackages = (strapi: Strapi, locale: Locale) =>
  loadPackages(strapi, { where: publicWhere() }, locale);

export async function packageById(strapi: Strapi, id: number, locale: Locale) {
  const [row] = await loadPackages(
    strapi,
    { where: publicWhere({ public_id: id }), limit: 1 },
    locale,
  );
  return row ?? null;
}

// ---- zodiacs --------------------------------------------------------------------------------

export async function listZodiacs(strapi: Strapi, locale: Locale): Promise<Zodiac[]> {
  const rows = (await strapi.db.query(UID.zodiac).findMany({
    select: ['id', 'documentId', 'name', 'period', 'desc'],
    where: publicWhere(),
    populate: { image: { select: ['url', 'formats'] } },
    orderBy: BY_ORDER,
  })) as {
    id: number;
    documentId: string;
    name: string;
    period: string;
    desc: string | null;
    image?: MediaRow | null;
  }[];
  const localized = await overlayLocale(strapi, UID.zodiac, rows, locale, [
    'name',
    'period',
    'desc',
  ]);
  return localized.map((z) => ({
    id: z.id,
    name: z.name,
    period: z.period,
    desc: z.desc ?? '',
    image: imageUrl(z.image, DEFAULT_IMAGES.zodiac),
  }));
}

// ---- categories, genders, weekdays ----------------------------------------------------------

export async function listCategories(strapi: Strapi, locale: Locale): Promise<Category[]> {
  const rows = (await strapi.db.query(UID.category).findMany({
    select: ['id', 'documentId', 'name', 'slug'],
    where: publicWhere(),
    orderBy: BY_ORDER,
  })) as (Category & { documentId: string })[];
  const localized = await overlayLocale(strapi, UID.category, rows, locale, ['name']);
  return localized.map(({ id, name, slug }) => ({ id, name, slug }));
}

async function namedList(
  strapi: Strapi,
  uid: ContentTypeUid,
  locale: Locale,
  extra: string[] = [],
) {
  const rows = (await strapi.db.query(uid).findMany({
    select: ['id', 'documentId', 'name', ...extra],
    where: publicWhere(),
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

// ---- payment types --------------------------------------------------------------------------

export async function listPaymentTypes(strapi: Strapi, locale: Locale): Promise<PaymentType[]> {
  const rows = (await strapi.db.query(UID.paymentType).findMany({
    select: [
      'id',
      'documentId',
      'name',
      'account_name',
      'account_number',
      'currency',
      'promptpay_id',
    ],
    where: publicWhere(),
    populate: { logo: { select: ['url'] }, qr_image: { select: ['url'] } },
    orderBy: BY_ORDER,
  })) as {
    id: number;
    documentId: string;
    name: string;
    account_name: string | null;
    account_number: string | null;
    currency: string;
    promptpay_id: string | null;
    logo?: MediaRow | null;
    qr_image?: MediaRow | null;
  }[];
  const localized = await overlayLocale(strapi, UID.paymentType, rows, locale, ['name']);
  return localized.map((p) => ({
    id: p.id,
    name: p.name,
    image: imageUrl(p.logo, DEFAULT_IMAGES.payment),
    account_name: p.account_name ?? '',
    account_number: p.account_number ?? '',
    qr_image: optionalImageUrl(p.qr_image),
    currency: p.currency,
    promptpay_id: p.promptpay_id || null,
  }));
}
