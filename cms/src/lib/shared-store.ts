// The CMS's link to the store its instances share: Redis when REDIS_URL is set (counters, and the
// messages to the booking services and gateways), in-process otherwise (the embedded default).
import type { Core } from '@strapi/strapi';
import { createSharedStore, type SharedStore } from '@mystic/shared/store';
import { siteConfig } from './site-config';

let store: SharedStore | undefined;

/** The process's store, created on first use, from the running Strapi's settings (a test's REDIS_URL). */
export function sharedStore(): SharedStore {
  return (store ??= createSharedStore({
    url: siteConfig().redisUrl || undefined,
    prefix: siteConfig().redisPrefix || undefined,
    name: 'cms',
  }));
}

/** Connects at start (bounded), so the first requests already count in Redis; closes on stop. */
export async function openSharedStore(strapi: Core.Strapi): Promise<void> {
  const s = sharedStore();
  if (s.redis && !(await s.ready())) {
    strapi.log.warn('Redis did not answer at start: limits count per instance until it does');
  }
}

export async function closeSharedStore(): Promise<void> {
  const s = store;
  store = undefined;
  await s?.close();
}
