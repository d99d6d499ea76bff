import type { Context } from 'koa';
import { factories } from '@strapi/strapi';
import { UID } from '../../../lib/content/types';
import { sendCached } from '../../../lib/http/cache';
import { localeOf } from '../../../lib/http/query';
import { serviceOf } from '../../../lib/http/services';
import type { SiteInfoService } from '../services/site-info';

export default factories.createCoreController(UID.siteInfo, ({ strapi }) => ({
  async info(ctx: Context) {
    const service = serviceOf<SiteInfoService>(strapi, UID.siteInfo);
    sendCached(ctx, { data: await service.show(localeOf(ctx)) });
  },
}));
