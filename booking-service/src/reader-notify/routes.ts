// The reader's notice settings under /api/booking/admin/notify/:adminId (issue 42), asked by the
// desk's CMS routes for the signed-in admin (the CMS checks who she is; the admin token guards
// the mount). Her devices are kept apart from members' push subscriptions.
import { readerSettingsSchema, readerSubscribeSchema } from '@mystic/shared';
import { Router, type Request } from 'express';
import { z } from 'zod';
import type { Context } from '../context.js';
import { requireReader } from '../auth/middleware.js';
import { AppError } from '../errors.js';
import { auditId } from '../lib/audit-id.js';
import { MOUNTS, endpointServer } from '../lib/endpoint-routes.js';
import { validate } from '../lib/validate.js';
import { isAllowedPushEndpoint } from '../push/endpoint.js';
import { createLink } from '../telegram/links.js';
import type { TelegramRuntime } from '../telegram/runtime.js';
import { deliverSoon } from './deliver.js';
import { DESK_PATH } from './notices.js';
import { devicesOf, ensureSettings, saveSettings, settingsOf } from './repository.js';

/** Devices kept per reader; subscribing past it drops the oldest. */
export const MAX_READER_DEVICES = 10;

const adminIdOf = (req: Request) =>
  validate(z.object({ adminId: z.coerce.number().int().positive() }), req.params).adminId;
const localeOf = (req: Request) => (req.query.locale === 'my' ? 'my' : 'en');

export function readerNotifyRoutes(ctx: Context, telegram: TelegramRuntime | null): Router {
  const router = Router();
  const serve = endpointServer(router, MOUNTS.admin);
  // The admin mount's guard, again: this router stands on its own wherever it is mounted.
  router.use(requireReader(ctx.config.adminToken));
  router.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });

  async function view(adminId: number, locale: 'en' | 'my') {
    const row = await ensureSettings(ctx.db, adminId, locale, ctx.now().toISOString());
    const devices = await devicesOf(ctx.db, adminId);
    let bot: string | null = null;
    if (telegram) bot = await telegram.username().catch(() => null);
    return {
      settings: settingsOf(row),
      devices: devices.map((d) => ({ id: d.id, label: d.label, created_at: d.created_at })),
      push: { public_key: ctx.config.vapid?.publicKey ?? null },
      telegram: { available: Boolean(telegram), linked: row.telegram_chat_id !== null, bot },
    };
  }

  serve('deskNotify', async (req, res) => {
    res.json({ data: await view(adminIdOf(req), localeOf(req)) });
  });

  serve('deskNotifySave', async (req, res) => {
    const adminId = adminIdOf(req);
    const input = validate(readerSettingsSchema, req.body);
    await saveSettings(
      ctx.db,
      adminId,
      { ...input, events: [...new Set(input.events)] },
      ctx.now().toISOString(),
    );
    res.json({ data: await view(adminId, input.locale) });
  });

  serve('deskNotifyDevice', async (req, res) => {
    const adminId = adminIdOf(req);
    if (!ctx.config.vapid) throw new AppError('push_unavailable');
    const input = validate(readerSubscribeSchema, req.body);
    const { endpoint, keys } = input.subscription;
    if (!isAllowedPushEndpoint(endpoint, ctx.config.pushAllowLocalEndpoints)) {
      throw new AppError('validation_failed', {
        endpoint: ['push_endpoint_invalid'],
      });
    }
    const nowIso = ctx.now().toISOString();
    await ensureSettings(ctx.db, adminId, localeOf(req), nowIso);
    // The same browser subscribing again (or signed in as another admin) is one device, hers now.
    await ctx.db.deleteFrom('reader_subscriptions').where('endpoint', '=', endpoint).execute();
    const device = {
      id: auditId(),
      endpoint,
      admin_id: adminId,
      p256dh: keys.p256dh,
      auth: keys.auth,
      label: input.label || 'Browser',
      created_at: nowIso,
    };
    await ctx.db.insertInto('reader_subscriptions').values(device).execute();
    const all = await devicesOf(ctx.db, adminId);
    const extra = all.slice(0, Math.max(0, all.length - MAX_READER_DEVICES)).map((d) => d.id);
    if (extra.length)
      await ctx.db.deleteFrom('reader_subscriptions').where('id', 'in', extra).execute();
    res.status(201).json({ data: { id: device.id, label: device.label, created_at: nowIso } });
  });

  serve('deskNotifyDeviceRemove', async (req, res) => {
    const adminId = adminIdOf(req);
    const { id } = validate(z.object({ id: z.string().min(1).max(100) }), req.body ?? {});
    const gone = await ctx.db
      .deleteFrom('reader_subscriptions')
      .where('id', '=', id)
      .where('admin_id', '=', adminId)
      .executeTakeFirst();
    res.json({ data: { removed: Number(gone.numDeletedRows) > 0 } });
  });

  serve('deskNotifyTest', async (req, res) => {
    const adminId = adminIdOf(req);
    if (!ctx.config.vapid) throw new AppError('push_unavailable');
    const { id } = validate(z.object({ id: z.string().min(1).max(100) }), req.body ?? {});
    const device = await ctx.db
      .selectFrom('reader_subscriptions')
      .select('id')
      .where('id', '=', id)
      .where('admin_id', '=', adminId)
      .executeTakeFirst();
    if (!device) throw new AppError('reader_device_unknown');
    // A test goes now, whatever her quiet hours, to this one device.
    const nowIso = ctx.now().toISOString();
    const row = {
      id: auditId(),
      admin_id: adminId,
      channel: 'push' as const,
      target: device.id,
      kind: 'test',
      appointment_no: null,
      payload: JSON.stringify({ kind: 'test', facts: {}, appointmentNo: null, url: DESK_PATH }),
      attempts: 0,
      next_attempt_at: nowIso,
      locked_until: null,
      last_error: null,
      created_at: nowIso,
    };
    await ctx.db.insertInto('reader_outbox').values(row).execute();
    deliverSoon(ctx, [row.id]);
    res.json({ data: { sent: true } });
  });

  serve('deskTelegramLink', async (req, res) => {
    const adminId = adminIdOf(req);
    if (!telegram) throw new AppError('telegram_unavailable');
    const row = await ensureSettings(ctx.db, adminId, localeOf(req), ctx.now().toISOString());
    const username = await telegram.username();
    res.json({ data: await createLink(ctx, username, 'reader', adminId, row.locale) });
  });

  serve('deskTelegramUnlink', async (req, res) => {
    const adminId = adminIdOf(req);
    await ctx.db
      .updateTable('reader_settings')
      .set({ telegram_chat_id: null, updated_at: ctx.now().toISOString() })
      .where('admin_id', '=', adminId)
      .execute();
    // What was queued for the chat goes nowhere now.
    await ctx.db
      .deleteFrom('reader_outbox')
      .where('admin_id', '=', adminId)
      .where('channel', '=', 'telegram')
      .execute();
    res.json({ data: { linked: false } });
  });

  return router;
}
