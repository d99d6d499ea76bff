import { factories } from '@strapi/strapi';
import type { Locale } from '@mystic/shared';
import { listGenders } from '../../../lib/content/catalog';
import { UID } from '../../../lib/content/types';

// The query lives in lib/content/catalog.ts: the booking desk (plugin) lists genders too.
const service = factories.createCoreService(UID.gender, ({ strapi }) => ({
  list: (locale: Locale) => listGenders(strapi, locale),
}));

export default service;
export type GenderService = ReturnType<typeof service>;
