import type { Core } from '@strapi/strapi';
import { CHANNELS } from '@mystic/shared/store';
import { tellBooking } from './booking-changes';
import { sharedStore } from './shared-store';

// A number that changes whenever published content changes, kept in Strapi's core store (the
// database), so every CMS instance and every gateway sees the same value. The gateway drops its
// cache of public answers when it changes: at once when REDIS_URL is set (the new version is
// published to every gateway), otherwise at its next check (at most once a second). The booking
// service is told before the write returns (booking-changes.ts), so the next booking uses the new
// prices and settings; with Redis every instance of it also hears the message.
const KEY = { type: 'core', name: 'mystic', key: 'content_version' } as const;
const WRITES = new Set(['create', 'update', 'delete', 'publish', 'unpublish', 'discardDraft']);

export async function contentVersion(strapi: Core.Strapi): Promise<string> {
  const value = await strapi.store.get(KEY);
  return value ? String(value) : '0';
}

export async function bumpContentVersion(strapi: Core.Strapi): Promise<void> {
  const value = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  await strapi.store.set({ ...KEY, value });
  // After the write: a gateway that refills on the message reads the new content.
  await Promise.all([
    sharedStore().publish(CHANNELS.contentVersion, value),
    tellBooking({ contentVersion: value }),
  ]);
}

/** Every write to content through the Document Service (the admin panel, seeds, routes) bumps it. */
export function watchContentWrites(strapi: Core.Strapi): void {
  strapi.documents.use(async (ctx, next) => {
    const result = await next();
    if (
      WRITES.has(ctx.action) &&
      ctx.uid.startsWith('api::') &&
      ctx.uid !== 'api::feedback.feedback'
    ) {
      await bumpContentVersion(strapi);
    }
    return result;
  });
}
