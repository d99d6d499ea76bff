import { factories } from '@strapi/strapi';
import { UID } from '../../../lib/content/types';
import { listAction } from '../../../lib/http/services';
import type { GenderService } from '../services/gender';

export default factories.createCoreController(UID.gender, ({ strapi }) => ({
  genders: listAction<GenderService>(strapi, UID.gender),
}));
