// The package reads of the public API (packages-list, packages-all, one package). Strapi's core
// methods (find, findOne) stay for the core REST routes kept for benchmarks (routes/package.ts).
import { factories } from '@strapi/strapi';
import { CURRENCY_MMK, CURRENCY_THB, type Locale, type Package } from '@mystic/shared';
import { overlayLocale } from '../../../lib/content/locale';
import { DEFAULT_IMAGES, imageUrl } from '../../../lib/content/media';
import { finalPrice } from '../../../lib/content/pricing';
import { BY_ORDER, servedWhere } from '../../../lib/content/served';
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

const service = factories.createCoreService(UID.package, ({ strapi }) => ({
  /** One page of published packages (by `order`) and the total. */
  async page(
    page: number,
    pageSize: number,
    locale: Locale,
  ): Promise<{ rows: Package[]; total: number }> {
    const where = servedWhere();
    const total = Number(await strapi.db.query(UID.package).count({ where }));
    const offset = (page - 1) * pageSize;
    if (offset >= total) return { rows: [], total };
    return { rows: await loadPackages(strapi, { where, limit: pageSize, offset }, locale), total };
  },

  /** Every published package, by `order`. */
  all(locale: Locale): Promise<Package[]> {
    return loadPackages(strapi, { where: servedWhere() }, locale);
  },

  /** The published package with public id `id`, or null. */
  async byPublicId(id: number, locale: Locale): Promise<Package | null> {
    const [row] = await loadPackages(
      strapi,
      { where: servedWhere({ public_id: id }), limit: 1 },
      locale,
    );
    return row ?? null;
  },
}));

export default service;
export type PackageService = ReturnType<typeof service>;
