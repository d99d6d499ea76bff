import { factories } from '@strapi/strapi';
import { UID } from '../../../lib/content/types';
import { listAction } from '../../../lib/http/services';
import type { PaymentTypeService } from '../services/payment-type';

export default factories.createCoreController(UID.paymentType, ({ strapi }) => ({
  banks: listAction<PaymentTypeService>(strapi, UID.paymentType),
}));
