// The final prices shown (read-only) on the package form, kept from price and discount on every
// write. The public API computes them the same way (`finalPrice`), so the form shows what members
// are charged.
import { finalPrice } from './pricing';
import { UID, type Strapi } from './types';

type Data = Record<string, unknown>;
const PRICE_FIELDS = ['price', 'th_price', 'discount_percent'] as const;

export async function keepFinalPrices(
  strapi: Strapi,
  uid: string,
  data: Data | undefined,
  where: Record<string, unknown> | undefined,
): Promise<void> {
  if (!data) return;
  delete data.final_price;
  delete data.th_final_price;
  if (!PRICE_FIELDS.some((f) => f in data)) return;
  const current = where?.id
    ? ((await strapi.db.query(uid).findOne({
        select: [...PRICE_FIELDS],
        where: { id: where.id },
      })) as Record<string, unknown> | null)
    : null;
  const value = (f: (typeof PRICE_FIELDS)[number]) =>
    Number((f in data ? data[f] : current?.[f]) ?? 0);
  data.final_price = finalPrice(value('price'), value('discount_percent'));
  data.th_final_price = finalPrice(value('th_price'), value('discount_percent'));
}

/** Once at start: rows from before the final-price fields get them. */
export async function backfillFinalPrices(strapi: Strapi): Promise<void> {
  const { tableName } = strapi.db.metadata.get(UID.package);
  const knex = strapi.db.connection;
  const rows = (await knex(tableName)
    .select('id', 'price', 'th_price', 'discount_percent')
    .whereNull('final_price')) as {
    id: number;
    price: number | null;
    th_price: number | null;
    discount_percent: number | null;
  }[];
  for (const r of rows) {
    await knex(tableName)
      .where({ id: r.id })
      .update({
        final_price: finalPrice(r.price ?? 0, r.discount_percent ?? 0),
        th_final_price: finalPrice(r.th_price ?? 0, r.discount_percent ?? 0),
      });
  }
}
