// The public package routes (routes/01-custom-package.ts). Strapi's core actions (find,
// findOne) stay for the core REST routes (routes/package.ts).
import type { Context } from 'koa';
import { factories } from '@strapi/strapi';
import { UID } from '../../../lib/content/types';
import { sendCached } from '../../../lib/http/cache';
import { sendNotFound } from '../../../lib/http/errors';
import { idParam } from '../../../lib/http/ids';
import { localeOf, pageOf, pagingOf } from '../../../lib/http/query';
import { serviceOf } from '../../../lib/http/services';
import type { PackageService } from '../services/package';

export default factories.createCoreController(UID.package, ({ strapi }) => {
  const packages = () => serviceOf<PackageService>(strapi, UID.package);
  return {
    async packages(ctx: Context) {
      const p = pagingOf(ctx);
      if (!p) return;
      const { rows, total } = await packages().page(p.page, p.pageSize, localeOf(ctx));
      sendCached(ctx, { data: pageOf(p, rows, total) });
    },

    async packagesAll(ctx: Context) {
      sendCached(ctx, { data: { data: await packages().all(localeOf(ctx)) } });
    },

    async packageOne(ctx: Context) {
      const id = idParam(ctx, 'id');
      const pkg = id === null ? null : await packages().byPublicId(id, localeOf(ctx));
      if (!pkg) return sendNotFound(ctx);
      sendCached(ctx, { data: pkg });
    },
  };
});
