import { factories } from '@strapi/strapi';
import type { Locale, Zodiac } from '@mystic/shared';
import { overlayLocale } from '../../../lib/content/locale';
import { DEFAULT_IMAGES, imageUrl } from '../../../lib/content/media';
import { SERVED, SORT_BY_ORDER } from '../../../lib/content/served';
import { UID, type MediaRow } from '../../../lib/content/types';

const service = factories.createCoreService(UID.zodiac, ({ strapi }) => ({
  /** The twelve signs (by `order`), text in `locale`. */
  async list(locale: Locale): Promise<Zodiac[]> {
    const rows = (await strapi.documents(UID.zodiac).findMany({
      ...SERVED,
      fields: ['id', 'documentId', 'name', 'period', 'desc'],
      populate: { image: { fields: ['url', 'formats'] } },
      sort: SORT_BY_ORDER,
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
  },
}));

export default service;
export type ZodiacService = ReturnType<typeof service>;
