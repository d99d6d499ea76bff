// What the waitlist's events tell the member (issue 45): the offer's mail, queued with the offer,
// and the push of an offer or of a hold that ran out, each in the member's language.
import { LOCALES, type Locale } from '@mystic/shared';
import type { Transaction } from 'kysely';
import type { Context, StatusEvent } from '../context.js';
import type { Database } from '../db/schema.js';
import { queueMail } from '../mail/service.js';
import { ddmmyyyy, instant } from '../mail/templates.js';
import type { WaitRecord } from './repository.js';

export const waitLocale = (w: WaitRecord): Locale =>
  (LOCALES as readonly string[]).includes(w.locale) ? (w.locale as Locale) : 'en';

/** The e-mail the member gave on the waitlist form (their booking's). */
export const waitEmail = (w: WaitRecord): string =>
  String((JSON.parse(w.intake) as { email?: string }).email ?? '');

/** "A place is free on ...": to the member, with the link to take it. */
export async function queueWaitlistOfferMail(
  trx: Transaction<Database>,
  _ctx: Context,
  w: WaitRecord,
  holdUntil: string,
  nowIso: string,
): Promise<string[]> {
  const id = await queueMail(trx, {
    kind: 'waitlist_offer',
    audience: 'member',
    recipient: waitEmail(w),
    locale: waitLocale(w),
    appointmentNo: null,
    payload: { name: w.member_name, day: w.day, expires_at: holdUntil },
    nowIso,
  });
  return [id];
}

/** The push of an offer (or of its lapse), the day and the hold's end in both languages. */
export function waitlistPush(
  ctx: Context,
  event: { type: 'waitlist_offered' | 'waitlist_lapsed'; wait: WaitRecord },
): StatusEvent {
  const w = event.wait;
  const texts = Object.fromEntries(
    LOCALES.map((l) => [
      l,
      {
        day: ddmmyyyy(w.day, l),
        until: w.hold_until ? instant(w.hold_until, ctx.config.timeZone, l) : '',
      },
    ]),
  ) as Record<Locale, { day: string; until: string }>;
  return {
    userId: w.user_id,
    appointmentNo: '',
    status: 'Pending',
    kind: event.type === 'waitlist_offered' ? 'waitlist:offered' : 'waitlist:lapsed',
    waitlist: { id: w.id, texts },
  };
}
