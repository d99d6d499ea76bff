// /blocked-days: the reader lists, blocks and unblocks days.
import { addDays, blockDayBody, deskDay, deskRangeQuery } from '@mystic/shared';
import { z } from 'zod';
import type { Context } from '../context.js';
import { AppError } from '../errors.js';
import { validate } from '../lib/validate.js';
import * as blocked from '../appointments/blocked-days-repository.js';
import { today } from '../appointments/calendar.js';

export async function blockedDays(ctx: Context, query: unknown) {
  const q = validate(deskRangeQuery, query);
  const from = q.from ?? today(ctx);
  const to = q.to ?? addDays(from, ctx.config.horizonDays);
  const rows = await blocked.listBlockedDays(ctx.db, from, to);
  return rows.map((r) => ({ date: r.day, reason: r.reason, by: r.created_by, at: r.created_at }));
}

export async function blockDay(ctx: Context, body: unknown) {
  const input = validate(blockDayBody, body);
  await blocked.blockDay(ctx.db, {
    day: input.date,
    reason: input.reason ?? null,
    created_by: `reader:${input.actor ?? 'reader'}`,
    created_at: ctx.now().toISOString(),
  });
  return { date: input.date, reason: input.reason ?? null };
}

export async function unblockDay(ctx: Context, date: string) {
  validate(z.object({ date: deskDay }), { date });
  if (!(await blocked.unblockDay(ctx.db, date))) throw new AppError('not_found');
}
