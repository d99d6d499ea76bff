import type { Context } from 'koa';

/**
 * A positive integer from a path or query value, else null. At most nine digits: every id fits
 * PostgreSQL's integer column, so a longer one is unknown, never a database error.
 */
export function positiveInt(value: unknown): number | null {
  if (typeof value !== 'string' || !/^\d{1,9}$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 ? n : null;
}

/** The route parameter `name` as an id; anything else is an unknown resource (null). */
export const idParam = (ctx: Context, name: string): number | null =>
  positiveInt((ctx.params as Record<string, unknown> | undefined)?.[name]);
