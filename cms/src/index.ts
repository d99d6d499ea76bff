import type { Core } from '@strapi/strapi';
import { bootstrapContent } from './bootstrap/content';
import { bootstrapMembers } from './bootstrap/members';
import { watchContentWrites } from './lib/content-version';
import { tuneHttpServer } from './lib/http-server';
import { closeSharedStore, openSharedStore } from './lib/shared-store';
import { announceBlockedMembers } from './lib/members/sessions';
import { announceMemberChanges } from './lib/members/member-changes';
import { enforceBookingRules } from './lib/content/booking-rules';
import { enforceLocaleRule } from './lib/content/locale-rule';
import { apiErrorShape } from './middlewares/api-error-shape';

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    // Outermost, so it sees every /api answer last.
    strapi.server.use(apiErrorShape());
    watchContentWrites(strapi);
    announceBlockedMembers(strapi);
    announceMemberChanges(strapi);
    enforceLocaleRule(strapi);
    enforceBookingRules(strapi);
  },

  // Order matters: content types and permissions first, then members (roles, dev admin).
  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await openSharedStore(strapi);
    await bootstrapContent(strapi);
    await bootstrapMembers(strapi);
    tuneHttpServer(strapi.server.httpServer);
  },

  async destroy() {
    await closeSharedStore();
  },
};
