// The bookings plugin's server half: the desk's admin routes and its RBAC actions.
import type { Core } from '@strapi/strapi';
import desk from './controllers/desk';
import notify from './controllers/notify';
import { ACTION_DEFINITIONS } from './permissions';
import routes from './routes';
import readings from './controllers/readings';

export default {
  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await strapi.admin.services.permission.actionProvider.registerMany(ACTION_DEFINITIONS);
  },
  controllers: { desk, notify, readings },
  routes,
};
