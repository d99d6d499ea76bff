// The bookings plugin's server half: the desk's admin routes and its RBAC actions.
import type { Core } from '@strapi/strapi';
import desk from './controllers/desk';
import notify from './controllers/notify';
import readings from './controllers/readings';
import waitlist from './controllers/waitlist';
import { ACTION_DEFINITIONS } from './permissions';
import routes from './routes';

export default {
  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await strapi.admin.services.permission.actionProvider.registerMany(ACTION_DEFINITIONS);
  },
  controllers: { desk, notify, readings, waitlist },
  routes,
};
