import { factories } from '@strapi/strapi';
import { UID } from '../../../lib/content/types';
import { listAction } from '../../../lib/http/services';
import type { ZodiacService } from '../services/zodiac';

export default factories.createCoreController(UID.zodiac, ({ strapi }) => ({
  zodiacs: listAction<ZodiacService>(strapi, UID.zodiac),
}));
