import type { Core } from '@strapi/strapi';
import { contentVersion } from '../../../lib/content-version';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** `GET /api/content-version`: what the gateway polls to know when to drop its cache. */
  async show(ctx: { set(name: string, value: string): void; body: unknown }) {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: { version: await contentVersion(strapi) } };
  },
});
