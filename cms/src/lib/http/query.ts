// Query-string parsing shared by the public content controllers (src/api/<type>/controllers).
import type { Context } from 'koa';
import {
  CATEGORY_ALL,
  CODES,
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_MAX,
  pageMeta,
  type Locale,
  type FieldCodes,
} from '@mystic/shared';
import { parseLocale } from '../content/locale';
import { sendError } from './errors';
import { positiveInt } from './ids';

export type Query = Record<string, unknown>;
export const queryOf = (ctx: Context): Query => ctx.query as Query;

/** `?locale=`: `en` or `my`, anything else English. */
export const localeOf = (ctx: Context): Locale => parseLocale(queryOf(ctx).locale);

/** `?category=`: a category slug, or null for none, empty or `all`. */
export function categoryOf(ctx: Context): string | null {
  const category = queryOf(ctx).category;
  return typeof category === 'string' && category !== '' && category !== CATEGORY_ALL
    ? category
    : null;
}

export interface Paging {
  page: number;
  pageSize: number;
}

/**
 * Reads page and page_size: positive integers; page_size defaults to 12 and is capped at 50.
 * Answers the 422 itself and returns null when either is invalid.
 */
export function pagingOf(ctx: Context): Paging | null {
  const q = queryOf(ctx);
  const errors: FieldCodes = {};
  const page = q.page === undefined || q.page === '' ? 1 : positiveInt(q.page);
  const size =
    q.page_size === undefined || q.page_size === '' ? PAGE_SIZE_DEFAULT : positiveInt(q.page_size);
  if (page === null) errors.page = [CODES.pageInvalid];
  if (size === null) errors.page_size = [CODES.pageSizeInvalid];
  if (page === null || size === null) {
    sendError(ctx, 422, CODES.validationFailed, errors);
    return null;
  }
  return { page, pageSize: Math.min(size, PAGE_SIZE_MAX) };
}

/** A page of a list as the API answers it: `{ data, meta }` (Laravel-style pager). */
export const pageOf = <T>({ page, pageSize }: Paging, rows: T[], total: number) => ({
  data: rows,
  meta: pageMeta(page, pageSize, total),
});
