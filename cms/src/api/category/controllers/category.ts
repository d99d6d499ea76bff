import { factories } from '@strapi/strapi';
import { UID } from '../../../lib/content/types';
import { listAction } from '../../../lib/http/services';
import type { CategoryService } from '../services/category';

export default factories.createCoreController(UID.category, ({ strapi }) => ({
  categories: listAction<CategoryService>(strapi, UID.category),
}));
