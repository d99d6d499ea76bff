// POST /store: a member books a day (docs/product.md section 7): prices from the CMS at booking
// time, capacity that never overbooks, the member's limits, one booking per form attempt.
import {
  CURRENCY_MMK,
  CURRENCY_THB,
  type FieldCodes,
  appointmentSchema,
  type AppointmentPayload,
  weekdayContradicts,
} from '@mystic/shared';
import type { Transaction } from 'kysely';
import type { AppointmentsTable, Database } from '../db/schema.js';
import { isUniqueViolation, type Executor } from '../db/index.js';
import type { Context } from '../context.js';
import type { BookingContent, BookingSettings, CmsPackage, MemberIntake } from '../cms/client.js';
import { AppError } from '../errors.js';
import { newAppointmentNo } from '../lib/appointment-no.js';
import { auditId } from '../lib/audit-id.js';
import { validate } from '../lib/validate.js';
import { deliverIntake, queueIntake } from '../profile-sync/service.js';
import { checkBookingWindow, payBy, refuseClosedDay } from './calendar.js';
import { reservePlace, takenPlaces } from './day-counters-repository.js';
import { recordBookingEvent } from './events.js';
import type { AppointmentLine, AppointmentRecord } from './model.js';
import { savePerson } from '../waitlist/saved-people-repository.js';
import { dayAlreadyHeld, dayFull } from './refusals.js';
import {
  dayCountForUser,
  findByIdempotencyKey,
  heldBookingOn,
  insertAppointment,
  limitCountsForUser,
} from './repository.js';
import { insertStatusChange } from './status-changes-repository.js';
import { view } from './view.js';

/**
 * One member cannot hold every place: at most `max_open_bookings` awaiting payment or the
 * reader's confirmation, and `max_bookings_per_day` on one day (the CMS's booking settings).
 */
async function checkMemberLimits(
  db: Executor,
  userId: number,
  day: string,
  settings: BookingSettings,
): Promise<void> {
  const { onDay, open } = await limitCountsForUser(db, userId, day);
  if (onDay >= settings.max_bookings_per_day) {
    // Named, so the form can offer the booking the member already holds that day.
    throw dayAlreadyHeld((await heldBookingOn(db, userId, day))!);
  }
  if (open >= settings.max_open_bookings) {
    throw new AppError('too_many_open_bookings');
  }
}

const round = (n: number) => Math.round(n);

/**
 * 422 for ids the CMS does not serve (a gender, a weekday, a package), and for a weekday that is
 * not the day of the date of birth (the eight-day rule, shared): they would be stored, then sent
 * to the profile. The waitlist's form (issue 45) is checked the same way.
 */
export function refuseUnknownIds(
  input: Pick<AppointmentPayload, 'gender' | 'birthday' | 'dob' | 'packages'>,
  lists: Pick<BookingContent, 'packages' | 'genders' | 'weekdays'>,
): void {
  const errors: FieldCodes = {};
  if (!lists.genders.some((g) => g.id === input.gender)) errors.gender = ['gender_required'];
  if (!lists.weekdays.some((w) => w.id === input.birthday)) {
    errors.birthday = ['birthday_required'];
  } else if (weekdayContradicts(input.dob, input.birthday, lists.weekdays)) {
    errors.birthday = ['birthday_contradicts_dob'];
  }
  const known = new Set(lists.packages.map((p) => p.id));
  if (input.packages.some((id) => !known.has(id))) errors.packages = ['packages_invalid'];
  if (Object.keys(errors).length > 0) throw AppError.validation(errors);
}

/** What a line reads of a package: its prices and the final prices the CMS computed. */
export type LinePackage = Pick<
  CmsPackage,
  'id' | 'name' | 'price' | 'th_price' | 'final_price' | 'th_final_price'
>;

/**
 * A package snapshot: the CMS's prices at this moment, the discount as an amount. The final
 * prices are the CMS's (shared's `finalPrice`, written there once); the answer's schema refuses a
 * package without them, so there is no second computation here.
 */
export function lineFor(
  pkg: LinePackage,
  position: number,
  nameMy: string | null,
): AppointmentLine {
  const price = round(pkg.price);
  const thPrice = round(pkg.th_price);
  const balance = round(pkg.final_price);
  const thBalance = round(pkg.th_final_price);
  return {
    position,
    package_id: pkg.id,
    package_name: pkg.name,
    package_name_my: nameMy,
    price,
    th_price: thPrice,
    discount_amt: price - balance,
    th_discount_amt: thPrice - thBalance,
    balance,
    th_balance: thBalance,
  };
}

const sum = (lines: AppointmentLine[], key: keyof AppointmentLine) =>
  lines.reduce((total, l) => total + Number(l[key]), 0);

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{8,100}$/;

/** The Idempotency-Key header's value (undefined when absent); 400 when it is malformed. */
export function idempotencyKeyOf(header: string | undefined): string | undefined {
  if (header === undefined || header === '') return undefined;
  if (!IDEMPOTENCY_KEY.test(header)) {
    throw new AppError('idempotency_key_invalid');
  }
  return header;
}

export interface CreatedAppointment {
  data: ReturnType<typeof view>;
  /** False when the key named an attempt that had already made this booking. */
  created: boolean;
}

/**
 * Where a booking's place comes from: by default one of the day's free places; an accepted
 * waitlist offer (issue 45) brings the place held for it instead (waitlist/accept.ts).
 */
export interface PlaceSource {
  /** Takes the place in the booking's transaction; false when there is none to take. */
  take(trx: Transaction<Database>, nowIso: string): Promise<boolean>;
  /** The refusal when `take` found none. */
  refusal(): AppError;
  /** Runs after the booking is written, in its transaction; returns what to tell after it. */
  taken?(trx: Transaction<Database>, booking: AppointmentRecord): Promise<() => void>;
}

/** Something a booking read from the CMS changed before it committed: it reads again. */
class ChangedMeanwhile extends Error {}

/** How many times a booking reads again when the CMS changes what it read meanwhile. */
const READS = 3;

/**
 * Books a day. With an idempotency key, a repeat of the same attempt by the same member answers
 * the booking that attempt made (whatever the body now says) instead of booking again.
 */
export async function createAppointment(
  ctx: Context,
  userId: number,
  body: unknown,
  idempotencyKey?: string,
  place?: PlaceSource,
): Promise<CreatedAppointment> {
  if (idempotencyKey) {
    const earlier = await findByIdempotencyKey(ctx.db, userId, idempotencyKey);
    if (earlier) return { data: view(ctx, earlier), created: false };
  }
  const input = validate(appointmentSchema, body);
  checkBookingWindow(ctx, input.appointment_date);
  for (let read = 1; ; read++) {
    try {
      return await book(ctx, userId, input, idempotencyKey, place);
    } catch (err) {
      if (!(err instanceof ChangedMeanwhile)) throw err;
      // The CMS keeps changing (an import?): better a retry later than a price it replaced.
      if (read >= READS) throw new AppError('service_unavailable');
    }
  }
}

async function book(
  ctx: Context,
  userId: number,
  input: AppointmentPayload,
  idempotencyKey: string | undefined,
  place: PlaceSource | undefined,
): Promise<CreatedAppointment> {
  const day = input.appointment_date;
  // Everything read from the CMS is read before anything is written: if it is down, nothing is
  // half-done. Nothing is asked of the CMS while nothing changed: the member as the CMS last told
  // (their session check brought them), and the prices, settings and lists cached at the content
  // version the CMS last told (cms/changes.ts). The transaction below checks that neither changed
  // since: never a price older than the last change the CMS published.
  const since = ctx.changes.ticket();
  const [member, version] = await Promise.all([
    ctx.changes.member(userId),
    ctx.changes.contentVersion(),
  ]);
  const {
    settings,
    packages,
    genders,
    weekdays,
    packageNamesMy: namesMy,
  } = await ctx.cms.bookingContent(version);
  const byId = new Map(packages.map((p) => [p.id, p]));
  const ids = [...new Set(input.packages)];
  refuseUnknownIds(input, { packages, genders, weekdays });
  const lines = ids.map((id, i) => lineFor(byId.get(id)!, i + 1, namesMy?.get(id) ?? null));

  await refuseClosedDay(ctx, day, settings);
  // Before the capacity check: a member whose own booking filled the day is told it is theirs.
  const twin = async () =>
    idempotencyKey ? findByIdempotencyKey(ctx.db, userId, idempotencyKey) : null;
  const held = await heldBookingOn(ctx.db, userId, day);
  if (held) {
    // The same attempt sent twice at once: the other request has just made the booking.
    const same = await twin();
    if (same) return { data: view(ctx, same), created: false };
    if ((await dayCountForUser(ctx.db, userId, day)) >= settings.max_bookings_per_day) {
      throw dayAlreadyHeld(held);
    }
  }
  // A cheap early answer in a rush for a day that is already full; the transaction below decides.
  // (An accepted waitlist offer brings its own place.)
  if (!place && (await takenPlaces(ctx.db, day)) >= settings.daily_capacity) throw dayFull();

  if (!member) throw new AppError('unauthenticated');
  if (member.blocked) throw new AppError('forbidden');

  const firstPkg = byId.get(ids[0]!)!;
  const nowIso = ctx.now().toISOString();
  const base: Omit<AppointmentsTable, 'appointment_no'> = {
    user_id: userId,
    customer_name: member.username,
    // The number given on the form (E.164 by the shared rule), else the profile's.
    customer_phone: input.phone ?? member.phone ?? null,
    customer_email: input.email,
    dob: input.dob,
    gender_id: input.gender,
    weekday_id: input.birthday,
    social_link: input.social_link,
    description: input.desc,
    appointment_date: day,
    status: 'Pending',
    currency: firstPkg.currency || CURRENCY_MMK,
    th_currency: firstPkg.th_currency || CURRENCY_THB,
    total_price: sum(lines, 'price'),
    th_total_price: sum(lines, 'th_price'),
    discount_amt: sum(lines, 'discount_amt'),
    th_discount_amt: sum(lines, 'th_discount_amt'),
    balance: sum(lines, 'balance'),
    th_balance: sum(lines, 'th_balance'),
    payment_type_id: null,
    payment_type_name: null,
    payment_type_image: null,
    transaction_no: null,
    proof_key: null,
    proof_mime: null,
    proof_sent_at: null,
    paid_at: null,
    created_at: nowIso,
    updated_at: nowIso,
    pending_since: nowIso,
    idempotency_key: idempotencyKey ?? null,
    locale: input.locale ?? null,
    reschedule_count: 0,
    day_before_reminded_at: null,
    unconfirmed_reminded_at: null,
    // Issue 45: read for someone else; the date of birth, gender and weekday above are theirs.
    subject_name: input.for_other ? (input.subject_name ?? null) : null,
    subject_phone: input.for_other ? (input.subject_phone ?? null) : null,
  };

  const intake: MemberIntake = {
    email: input.email,
    dob: input.dob,
    gender: input.gender,
    birthday: input.birthday,
    social_link: input.social_link,
  };
  let appointmentNo = '';
  let intakeId = '';
  let told = () => {};
  const expiresAt = payBy(nowIso, settings);
  const source: PlaceSource = place ?? {
    take: (trx) => reservePlace(trx, day, settings.daily_capacity),
    refusal: dayFull,
  };
  for (let attempt = 0; ; attempt++) {
    appointmentNo = newAppointmentNo(day);
    try {
      const reserved = await ctx.db.transaction().execute(async (trx) => {
        if (!(await source.take(trx, nowIso))) return false;
        // After the day's counter is taken: on PostgreSQL that UPDATE holds the day's counter row
        // until commit (SQLite: one writer at a time), so two requests of one member for one day
        // see each other here and cannot both pass.
        await checkMemberLimits(trx, userId, day, settings);
        await insertAppointment(trx, { ...base, appointment_no: appointmentNo }, lines);
        await insertStatusChange(trx, {
          id: auditId(),
          appointment_no: appointmentNo,
          from_status: null,
          to_status: 'Pending',
          note: null,
          actor: `member:${userId}`,
          created_at: nowIso,
        });
        // The profile update is owed from the moment the booking exists (see profile-sync). A
        // reading for someone else keeps their birth data off the member's profile, and keeps
        // the person to pick again (issue 45).
        if (input.for_other) {
          await savePerson(trx, userId, {
            name: base.subject_name!,
            dob: input.dob,
            gender_id: input.gender,
            weekday_id: input.birthday,
            phone: base.subject_phone ?? null,
            updated_at: nowIso,
          });
        } else {
          intakeId = await queueIntake(trx, userId, intake, nowIso);
        }
        const booking = { ...base, appointment_no: appointmentNo, lines };
        // The member's and the reader's mails exist exactly when the booking does.
        const created = await recordBookingEvent(trx, ctx, {
          type: 'created',
          booking,
          at: nowIso,
          expiresAt,
        });
        const took = source.taken ? await source.taken(trx, booking) : () => {};
        told = () => {
          created();
          took();
        };
        // Last, just before the commit: a change the CMS told by now is not missed.
        if (!ctx.changes.unchangedSince(since, version, userId)) throw new ChangedMeanwhile();
        return true;
      });
      if (!reserved) throw source.refusal();
      break;
    } catch (err) {
      const collided =
        isUniqueViolation(err) || (err instanceof AppError && err.code === 'day_already_held');
      if (collided) {
        // The same attempt, sent twice at once: the other request made the booking.
        const same = await twin();
        if (same) return { data: view(ctx, same), created: false };
      }
      // A number drawn twice: the transaction rolled back (place included); draw again.
      if (isUniqueViolation(err) && attempt < 5) continue;
      throw err;
    }
  }

  // The booking is committed; the profile update is a follow-up that must neither undo nor delay
  // it. Tried soon, after the members waiting for an answer (a follow-up, as the mails are); if
  // the CMS is down it stays queued and the periodic sweep retries it.
  if (intakeId) {
    ctx.background.soon(`profile intake for member ${userId}`, () => deliverIntake(ctx, intakeId));
  }
  told();

  // Answered from what was written (no column has a database default), not read back.
  const created = { ...base, appointment_no: appointmentNo, lines };
  return { data: view(ctx, created), created: true };
}
