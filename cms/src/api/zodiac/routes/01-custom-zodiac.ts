// Method and path from the endpoint table (ENDPOINTS in @mystic/shared).
import { publicRoutes } from '../../../lib/http/routes';

export default publicRoutes('api::zodiac.zodiac', { zodiacs: 'zodiacs' });
