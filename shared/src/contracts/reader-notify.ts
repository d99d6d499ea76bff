// Issue 42: the reader's notices — her settings, her devices for web push, the Telegram link
// (desk, through the CMS), Telegram's webhook, a member's Telegram opt-in, and the CMS's answer
// of who an admin is and whether she may confirm payments.
import { z } from 'zod';
import { LOCALES } from '../constants.js';
import { READER_NOTICE_KINDS, CLOCK_TIME } from '../reader-notices.js';
import { envelopeOf, id, intParam, noContent, text, type EndpointContracts } from './shape.js';

const adminParams = z.object({ adminId: intParam });
const clock = z.string().regex(CLOCK_TIME).nullable();

/** What she chose: which notices, quiet hours (wall clock, may span midnight), language. */
export const readerSettingsSchema = z.object({
  events: z.array(z.enum(READER_NOTICE_KINDS)),
  quiet_from: clock,
  quiet_to: clock,
  locale: z.enum(LOCALES),
});

export const readerDeviceSchema = z.object({ id: text, label: text, created_at: text });

export const readerNotifySchema = z.object({
  settings: readerSettingsSchema,
  devices: z.array(readerDeviceSchema),
  push: z.object({ public_key: text.nullable() }),
  telegram: z.object({ available: z.boolean(), linked: z.boolean(), bot: text.nullable() }),
});

export const readerSubscribeSchema = z.object({
  subscription: z.object({
    endpoint: z.string().url().max(2048),
    keys: z.object({ p256dh: z.string().min(1).max(512), auth: z.string().min(1).max(512) }),
  }),
  label: z.string().trim().max(100).optional(),
});

export const telegramLinkSchema = z.object({ url: text, expires_at: text });

export const READER_NOTIFY_SCHEMAS = {
  deskNotify: { params: adminParams, answer: envelopeOf(readerNotifySchema) },
  deskNotifySave: {
    params: adminParams,
    body: readerSettingsSchema,
    answer: envelopeOf(readerNotifySchema),
  },
  deskNotifyDevice: {
    params: adminParams,
    body: readerSubscribeSchema,
    answer: envelopeOf(readerDeviceSchema),
    codes: ['push_endpoint_invalid', 'push_unavailable'],
  },
  deskNotifyDeviceRemove: {
    params: adminParams,
    body: z.object({ id: text }),
    answer: envelopeOf(z.object({ removed: z.boolean() })),
  },
  deskNotifyTest: {
    params: adminParams,
    body: z.object({ id: text }),
    answer: envelopeOf(z.object({ sent: z.boolean() })),
    codes: ['reader_device_unknown', 'push_unavailable'],
  },
  deskTelegramLink: {
    params: adminParams,
    answer: envelopeOf(telegramLinkSchema),
    codes: ['telegram_unavailable'],
  },
  deskTelegramUnlink: {
    params: adminParams,
    answer: envelopeOf(z.object({ linked: z.boolean() })),
  },
  telegramWebhook: {
    body: z.object({ update_id: id }).loose(),
    answer: noContent,
  },
  memberTelegramLink: {
    /** The language the member's Telegram news are written in (any other: English). */
    body: z.object({ locale: z.string().optional() }).optional(),
    answer: envelopeOf(telegramLinkSchema),
    codes: ['telegram_unavailable'],
  },
  internalDeskActor: {
    params: z.object({ id: intParam }),
    answer: envelopeOf(z.object({ name: text, may_update_status: z.boolean() })),
  },
} satisfies EndpointContracts;
