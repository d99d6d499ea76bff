// Method and path from the endpoint table (ENDPOINTS in @mystic/shared).
import { publicRoutes } from '../../../lib/http/routes';

export default publicRoutes('api::payment-type.payment-type', { banks: 'banks' });
