// The reader's booking rules, read by the booking service (a single type, not localized).
import { factories } from '@strapi/strapi';
import type { BookingSettings } from '@mystic/shared';
import {
  BOOKING_DEFAULTS,
  closedWeekdays,
  WEEKDAY_FIELDS,
} from '../../../lib/content/booking-rules';
import { PUBLISHED, UID } from '../../../lib/content/types';

const service = factories.createCoreService(UID.bookingSetting, ({ strapi }) => ({
  /** Booking settings for the booking service; defaults when the reader has not saved any. */
  async show(): Promise<BookingSettings> {
    // Query engine: keeps the `publishedAt` filter, which the Document Service drops for a type
    // without draft & publish.
    const row = (await strapi.db.query(UID.bookingSetting).findOne({
      select: [
        'daily_capacity',
        'unpaid_expiry_hours',
        'max_open_bookings',
        'max_bookings_per_day',
        'verifying_overdue_hours',
        'cancel_notice_hours',
        'max_reschedules',
        'cancel_policy',
        'cancel_policy_my',
        'closed_on_sabbath',
        'closed_during_thingyan',
        'review_delay_days',
        'waitlist_hold_hours',
        ...WEEKDAY_FIELDS,
      ],
      where: PUBLISHED,
      populate: { blocked_dates: { select: ['date'] } },
    })) as {
      daily_capacity: number | null;
      unpaid_expiry_hours: number | null;
      max_open_bookings: number | null;
      max_bookings_per_day: number | null;
      verifying_overdue_hours: number | null;
      cancel_notice_hours: number | null;
      max_reschedules: number | null;
      cancel_policy: string | null;
      cancel_policy_my: string | null;
      closed_on_sabbath: boolean | null;
      closed_during_thingyan: boolean | null;
      review_delay_days: number | null;
      waitlist_hold_hours: number | null;
      blocked_dates?: { date: string }[];
      [checkbox: string]: unknown;
    } | null;
    if (!row) return BOOKING_DEFAULTS;
    const blocked = (row.blocked_dates ?? [])
      .map((b) => String(b.date).slice(0, 10))
      .filter((d) => /^\d{4}-\d{2}-\d{2}$/.test(d));
    return {
      daily_capacity: row.daily_capacity ?? BOOKING_DEFAULTS.daily_capacity,
      closed_weekdays: closedWeekdays(row),
      blocked_dates: [...new Set(blocked)].sort(),
      unpaid_expiry_hours: row.unpaid_expiry_hours ?? BOOKING_DEFAULTS.unpaid_expiry_hours,
      max_open_bookings: row.max_open_bookings ?? BOOKING_DEFAULTS.max_open_bookings,
      max_bookings_per_day: row.max_bookings_per_day ?? BOOKING_DEFAULTS.max_bookings_per_day,
      verifying_overdue_hours:
        row.verifying_overdue_hours ?? BOOKING_DEFAULTS.verifying_overdue_hours,
      cancel_notice_hours: row.cancel_notice_hours ?? BOOKING_DEFAULTS.cancel_notice_hours,
      max_reschedules: row.max_reschedules ?? BOOKING_DEFAULTS.max_reschedules,
      cancel_policy: {
        en: row.cancel_policy?.trim() ?? '',
        my: row.cancel_policy_my?.trim() ?? '',
      },
      closed_on_sabbath: row.closed_on_sabbath === true,
      closed_during_thingyan: row.closed_during_thingyan === true,
      review_delay_days: row.review_delay_days ?? BOOKING_DEFAULTS.review_delay_days,
      waitlist_hold_hours: row.waitlist_hold_hours ?? BOOKING_DEFAULTS.waitlist_hold_hours,
    };
  },
}));

export default service;
export type BookingSettingService = ReturnType<typeof service>;
