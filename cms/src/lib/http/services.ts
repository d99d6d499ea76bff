import type { Context } from 'koa';
import type { Core, UID } from '@strapi/strapi';
import type { Locale } from '@mystic/shared';
import { sendCached } from './cache';
import { localeOf } from './query';

/**
 * The service of `uid` as its API's factory types it (`services/<type>.ts` exports the type).
 * Strapi's `strapi.service()` answers the generic `Core.Service`, which knows no custom method;
 * this is the one place that narrows it.
 */
export const serviceOf = <T>(strapi: Core.Strapi, uid: UID.Service): T => strapi.service(uid) as T;

/**
 * The action of a reference list: the service's `list` in the asked locale, cached like every
 * public list.
 */
export const listAction =
  <S extends { list(locale: Locale): Promise<unknown> }>(strapi: Core.Strapi, uid: UID.Service) =>
  async (ctx: Context): Promise<void> => {
    sendCached(ctx, { data: await serviceOf<S>(strapi, uid).list(localeOf(ctx)) });
  };
