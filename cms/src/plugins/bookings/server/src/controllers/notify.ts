// The reader's notice settings (issue 42): each route forwards to the booking service's
// /api/booking/admin/notify/:adminId for the signed-in admin (her id from the admin session, so
// she reads and changes only her own), and serves the desk's push service worker.
import type { Context } from 'koa';
import type { EndpointName } from '@mystic/shared';
import { answer } from './desk';
import { NOTIFY_SERVICE_WORKER } from '../notify-sw';

const adminOf = (ctx: Context) => ({ adminId: Number((ctx.state.user as { id: number }).id) });
/** The admin's interface language, for the defaults of a first visit and the link's texts. */
const localeOf = (ctx: Context) => ({ locale: ctx.query.locale === 'my' ? 'my' : 'en' });
const bodyOf = (ctx: Context) => (ctx.request.body ?? {}) as Record<string, unknown>;

const forward = (name: EndpointName, withBody: boolean) => async (ctx: Context) =>
  answer(ctx, name, {
    params: adminOf(ctx),
    query: localeOf(ctx),
    ...(withBody ? { body: bodyOf(ctx) } : {}),
  });

export default {
  read: forward('deskNotify', false),
  save: forward('deskNotifySave', true),
  subscribe: forward('deskNotifyDevice', true),
  /** DELETE /notify/devices/:id: the admin's fetch client sends no DELETE body, so the path. */
  unsubscribe: async (ctx: Context) =>
    answer(ctx, 'deskNotifyDeviceRemove', {
      params: adminOf(ctx),
      body: { id: String((ctx.params as { id?: string }).id ?? '') },
    }),
  test: forward('deskNotifyTest', true),
  telegramLink: forward('deskTelegramLink', false),
  telegramUnlink: forward('deskTelegramUnlink', false),

  /** GET /bookings/notify-sw.js: public (a service worker is fetched without the admin's token). */
  serviceWorker(ctx: Context) {
    ctx.type = 'text/javascript; charset=utf-8';
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = NOTIFY_SERVICE_WORKER;
  },
};
