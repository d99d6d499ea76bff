import { factories } from '@strapi/strapi';
import type { Locale, PaymentType } from '@mystic/shared';
import { overlayLocale } from '../../../lib/content/locale';
import { DEFAULT_IMAGES, imageUrl, optionalImageUrl } from '../../../lib/content/media';
import { SERVED, SORT_BY_ORDER } from '../../../lib/content/served';
import { UID, type MediaRow } from '../../../lib/content/types';

const service = factories.createCoreService(UID.paymentType, ({ strapi }) => ({
  /** The payment types (banks, wallets) a member pays a booking with, by `order`. */
  async list(locale: Locale): Promise<PaymentType[]> {
    const rows = (await strapi.documents(UID.paymentType).findMany({
      ...SERVED,
      fields: [
        'id',
        'documentId',
        'name',
        'account_name',
        'account_number',
        'currency',
        'promptpay_id',
      ],
      populate: { logo: { fields: ['url'] }, qr_image: { fields: ['url'] } },
      sort: SORT_BY_ORDER,
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
  },
}));

export default service;
export type PaymentTypeService = ReturnType<typeof service>;
