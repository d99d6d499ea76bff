import { factories } from '@strapi/strapi';
import type { Category, Locale } from '@mystic/shared';
import { overlayLocale } from '../../../lib/content/locale';
import { SERVED, SORT_BY_ORDER } from '../../../lib/content/served';
import { UID } from '../../../lib/content/types';

const service = factories.createCoreService(UID.category, ({ strapi }) => ({
  /** The post categories (by `order`), names in `locale`. */
  async list(locale: Locale): Promise<Category[]> {
    const rows = (await strapi.documents(UID.category).findMany({
      ...SERVED,
      fields: ['id', 'documentId', 'name', 'slug'],
      sort: SORT_BY_ORDER,
    })) as (Category & { documentId: string })[];
    const localized = await overlayLocale(strapi, UID.category, rows, locale, ['name']);
    return localized.map(({ id, name, slug }) => ({ id, name, slug }));
  },
}));

export default service;
export type CategoryService = ReturnType<typeof service>;
