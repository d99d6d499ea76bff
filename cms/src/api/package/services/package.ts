// The package reads of the public API (packages-list, packages-all, one package). Strapi's core
// methods (find, findOne) stay for the core REST routes kept for benchmarks (routes/package.ts).
import { factories } from '@strapi/strapi';
import { CURRENCY_MMK, CURRENCY_THB, type Locale, type Package } from '@mystic/shared';
import { overlayLocale } from '../../../lib/content/locale';
import { DEFAULT_IMAGES, imageUrl } from '../../../lib/content/media';
import { finalPrice } from '../../../lib/content/pricing';
import { SERVED, SORT_BY_ORDER } from '../../../lib/content/served';
import { UID, type MediaRow, type Strapi } from '../../../lib/content/types';

interface PackageRow {
  id: number;
  /** The stable id the public answers use (`lib/content/public-id.ts`). */
  public_id: number;
  documentId: string;
  name: string;
  description: string | null;
  price: number;
  th_price: number;
  discount_percent: number | null;
  currency: string | null;
  th_currency: string | null;
  /** Issue 44: the member sends photos (a palm reading's palms) before the day. */
  needs_material?: boolean | null;
  image?: MediaRow | null;
}
const PACKAGE_FIELDS = [
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
  'needs_material',
] as const satisfies string[];

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
    needs_material: row.needs_material === true,
  };
}

/** Served packages (by `order`) matching `filters`, text in `locale`. */
async function loadPackages(
  strapi: Strapi,
  params: { filters?: { public_id: number }; limit?: number; start?: number },
  locale: Locale,
): Promise<Package[]> {
  const rows = (await strapi.documents(UID.package).findMany({
    ...SERVED,
    fields: PACKAGE_FIELDS,
    populate: { image: { fields: ['url', 'formats'] } },
    sort: SORT_BY_ORDER,
    ...params,
  })) as PackageRow[];
  const localized = await overlayLocale(strapi, UID.package, rows, locale, ['name', 'description']);
  return localized.map(shapePackage);
}

const service = factories.createCoreService(UID.package, ({ strapi }) => ({
  /** One page of published packages (by `order`) and the total. */
  async page(
    page: number,
    pageSize: number,
    locale: Locale,
  ): Promise<{ rows: Package[]; total: number }> {
    const total = await strapi.documents(UID.package).count(SERVED);
    const start = (page - 1) * pageSize;
    if (start >= total) return { rows: [], total };
    return { rows: await loadPackages(strapi, { limit: pageSize, start }, locale), total };
  },

  /** Every published package, by `order`. */
  all(locale: Locale): Promise<Package[]> {
    return loadPackages(strapi, {}, locale);
  },

  /** The published package with public id `id`, or null. */
  async byPublicId(id: number, locale: Locale): Promise<Package | null> {
    const [row] = await loadPackages(strapi, { filters: { public_id: id }, limit: 1 }, locale);
    return row ?? null;
  },
}));

export default service;
export type PackageService = ReturnType<typeof service>;
