import { apiRoutePath, ENDPOINTS } from '@mystic/shared';

export default {
  routes: [
    {
      method: ENDPOINTS.contentVersion.method,
      path: apiRoutePath('contentVersion'),
      handler: 'api::content-version.content-version.show',
      config: { auth: false },
    },
  ],
};
