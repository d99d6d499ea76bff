import { factories } from '@strapi/strapi';
import type { Locale } from '@mystic/shared';
import { listWeekdays } from '../../../lib/content/catalog';
import { UID } from '../../../lib/content/types';

// The query lives in lib/content/catalog.ts: the booking desk (plugin) lists weekdays too.
const service = factories.createCoreService(UID.weekday, ({ strapi }) => ({
  list: (locale: Locale) => listWeekdays(strapi, locale),
}));

export default service;
export type WeekdayService = ReturnType<typeof service>;
