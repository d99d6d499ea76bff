import type { Context } from 'koa';
import { factories } from '@strapi/strapi';
import { UID } from '../../../lib/content/types';
import { sendCached } from '../../../lib/http/cache';
import { serviceOf } from '../../../lib/http/services';
import type { BookingSettingService } from '../services/booking-setting';

export default factories.createCoreController(UID.bookingSetting, ({ strapi }) => ({
  /** What the booking service books by (read through the gateway's cache). */
  async bookingSettings(ctx: Context) {
    const service = serviceOf<BookingSettingService>(strapi, UID.bookingSetting);
    sendCached(ctx, { data: await service.show() });
  },
}));
