import { factories } from '@strapi/strapi';
import { UID } from '../../../lib/content/types';
import { listAction } from '../../../lib/http/services';
import type { WeekdayService } from '../services/weekday';

export default factories.createCoreController(UID.weekday, ({ strapi }) => ({
  weekdays: listAction<WeekdayService>(strapi, UID.weekday),
}));
