// Issue 42: who an admin user is for the booking service (CMS_API_TOKEN). A Telegram button of
// the reader's acts as her admin user: the booking service asks here, at each press, for the name
// its audit records (as the desk's actorName) and whether she still may confirm and reject
// payments (the desk's update-status permission, through her roles; a blocked or inactive
// admin may not).
import type { Core } from '@strapi/strapi';
import { idParam } from '../../../lib/http/ids';
import { notFound } from '../../../lib/http/errors';
import type { Ctx } from '../../../lib/members/context';
import { actorName } from '../../../plugins/bookings/server/src/controllers/desk';
import { ACTIONS } from '../../../plugins/bookings/server/src/permissions';

const SUPER_ADMIN = 'strapi-super-admin';

interface AdminRow {
  id: number;
  firstname?: string | null;
  lastname?: string | null;
  username?: string | null;
  email?: string;
  isActive?: boolean;
  blocked?: boolean | null;
  roles?: { id: number; code: string }[];
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async show(ctx: Ctx) {
    const id = idParam(ctx, 'id');
    const admin = id
      ? ((await strapi.db
          .query('admin::user')
          .findOne({ where: { id }, populate: ['roles'] })) as AdminRow | null)
      : null;
    if (!admin) throw notFound();
    const roles = admin.roles ?? [];
    let may = admin.isActive !== false && !admin.blocked;
    if (may && !roles.some((r) => r.code === SUPER_ADMIN)) {
      const granted = await strapi.db.query('admin::permission').count({
        where: { action: ACTIONS.updateStatus, role: { id: { $in: roles.map((r) => r.id) } } },
      });
      may = granted > 0;
    }
    ctx.body = { data: { name: actorName(admin), may_update_status: may } };
  },
});
