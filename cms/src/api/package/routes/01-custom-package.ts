// The public package routes: method and path from the endpoint table (ENDPOINTS in
// @mystic/shared), here only which action of controllers/package.ts answers.
import { publicRoutes } from '../../../lib/http/routes';

export default publicRoutes('api::package.package', {
  packages: 'packages',
  packagesAll: 'packagesAll',
  packageOne: 'packageOne',
});
