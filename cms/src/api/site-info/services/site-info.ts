// The site's contact details and biography (a localized single type).
import { factories } from '@strapi/strapi';
import type { Locale, SiteInfo } from '@mystic/shared';
import { overlayLocale } from '../../../lib/content/locale';
import { SERVED } from '../../../lib/content/served';
import { UID } from '../../../lib/content/types';

export const FALLBACK_EMAIL = 'hello@mysticvisions.example';

interface SiteInfoRow {
  id: number;
  documentId: string;
  email: string | null;
  phone: string | null;
  title: string | null;
  bio: string | null;
  address: string | null;
  links?: { name: string; url: string }[];
}

const service = factories.createCoreService(UID.siteInfo, ({ strapi }) => ({
  /** Site info in `locale`; an empty object with the fallback e-mail before the reader fills it in. */
  async show(locale: Locale): Promise<SiteInfo> {
    const row = (await strapi.documents(UID.siteInfo).findFirst({
      ...SERVED,
      fields: ['id', 'documentId', 'email', 'phone', 'title', 'bio', 'address'],
      populate: { links: { fields: ['name', 'url'] } },
    })) as SiteInfoRow | null;
    if (!row) return { email: FALLBACK_EMAIL, phone: null, title: null, bio: null, links: [] };
    const [info] = await overlayLocale(strapi, UID.siteInfo, [row], locale, [
      'title',
      'bio',
      'address',
    ]);
    return {
      email: info.email || FALLBACK_EMAIL,
      phone: info.phone,
      title: info.title,
      bio: info.bio,
      address: info.address,
      links: (info.links ?? []).map(({ name, url }) => ({ name, url })),
    };
  },
}));

export default service;
export type SiteInfoService = ReturnType<typeof service>;
