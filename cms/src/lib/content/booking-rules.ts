// The reader's booking settings as she edits them: a checkbox per weekday (the old JSON box
// saved `["Saturday"]` and ignored it), blocked dates from today on, at least one place a day.
// The booking service still reads `closed_weekdays: number[]` (settings.ts builds it).
import {
  adminMessage,
  BOOKING_SETTINGS_DEFAULTS,
  dayIn,
  type BookingSettings,
} from '@mystic/shared';
import { errors } from '@strapi/utils';
import { siteConfig } from '../site-config';
import { UID, type Strapi } from './types';

/**
 * The rules until the reader saves her own (the demo seed starts from them too): derived once from
 * `@mystic/shared`'s bookingSettingsSchema, which the booking service reads them with (issue 40).
 */
export const BOOKING_DEFAULTS: BookingSettings = BOOKING_SETTINGS_DEFAULTS;

/** The checkbox of each calendar day, 0 = Sunday (the booking service's numbering). */
export const WEEKDAY_FIELDS = [
  'closed_sunday',
  'closed_monday',
  'closed_tuesday',
  'closed_wednesday',
  'closed_thursday',
  'closed_friday',
  'closed_saturday',
] as const;

const DAY_NAMES = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

/** A value of the old JSON box as a day number: 6, "6", "Saturday", "sat" → 6; else null. */
export function weekdayOf(value: unknown): number | null {
  if (typeof value === 'number' || (typeof value === 'string' && /^\d$/.test(value.trim()))) {
    const n = Number(value);
    return Number.isInteger(n) && n >= 0 && n <= 6 ? n : null;
  }
  if (typeof value !== 'string') return null;
  const i = DAY_NAMES.indexOf(value.trim().toLowerCase().slice(0, 3));
  return i >= 0 ? i : null;
}

/** The closed days from the checkboxes, 0 = Sunday, in order. */
export function closedWeekdays(row: Record<string, unknown>): number[] {
  return WEEKDAY_FIELDS.flatMap((field, day) => (row[field] === true ? [day] : []));
}

type Data = Record<string, unknown>;

/**
 * Refuses what would silently do the wrong thing: capacity 0 (it meant "closed every day") and
 * a new blocked date in the past. Dates already stored may stay when she saves other fields.
 */
async function check(strapi: Strapi, data: Data | undefined): Promise<void> {
  if (!data) return;
  if (data.daily_capacity !== undefined && Number(data.daily_capacity) < 1) {
    throw new errors.ValidationError(adminMessage('capacityZero'), {
      errors: [{ path: ['daily_capacity'], message: adminMessage('capacityZero') }],
    });
  }
  if (!Array.isArray(data.blocked_dates)) return;
  const stored = (await strapi.db.query(UID.bookingSetting).findOne({
    select: ['id'],
    populate: { blocked_dates: { select: ['date'] } },
  })) as { blocked_dates?: { date: string }[] } | null;
  const kept = new Set((stored?.blocked_dates ?? []).map((b) => String(b.date).slice(0, 10)));
  // "Today" as the booking service counts it (TIME_ZONE, default Asia/Yangon).
  const today = dayIn(siteConfig().timeZone);
  (data.blocked_dates as { date?: unknown }[]).forEach((entry, i) => {
    const date = typeof entry?.date === 'string' ? entry.date.slice(0, 10) : '';
    if (date && date < today && !kept.has(date)) {
      throw new errors.ValidationError(adminMessage('blockedDatePast'), {
        errors: [
          { path: ['blocked_dates', String(i), 'date'], message: adminMessage('blockedDatePast') },
        ],
      });
    }
  });
}

export function enforceBookingRules(strapi: Strapi): void {
  strapi.documents.use(async (ctx, next) => {
    if (ctx.uid === UID.bookingSetting && (ctx.action === 'create' || ctx.action === 'update')) {
      await check(strapi, (ctx.params as { data?: Data }).data);
    }
    return next();
  });
}

/**
 * Once per database: the old JSON box's days become ticked checkboxes and the box is emptied
 * (it is hidden from the admin; the booking service never read names like "Saturday").
 */
export async function migrateClosedWeekdays(strapi: Strapi): Promise<void> {
  const rows = (await strapi.db.query(UID.bookingSetting).findMany({
    select: ['id', 'closed_weekdays'],
  })) as { id: number; closed_weekdays: unknown }[];
  for (const row of rows) {
    if (!Array.isArray(row.closed_weekdays)) continue;
    const data: Data = { closed_weekdays: null };
    for (const value of row.closed_weekdays) {
      const day = weekdayOf(value);
      if (day !== null) data[WEEKDAY_FIELDS[day]] = true;
    }
    await strapi.db.query(UID.bookingSetting).update({ where: { id: row.id }, data });
  }
}
