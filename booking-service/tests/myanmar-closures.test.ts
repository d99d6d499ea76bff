// Issue 41: the reader's Myanmar-calendar switches close sabbath days and Thingyan, on both
// databases: the full-days answer, a new booking and a move refuse them with their own message.
// The clock stands at Monday 2030-01-07 in Yangon (harness NOW); the horizon is a year.
import { MESSAGES, addDays, myanmarDate } from '@mystic/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DB_KINDS } from './support/db.js';
import {
  ADMIN_TOKEN,
  TODAY,
  book,
  bookingForm,
  startHarness,
  type Harness,
} from './support/harness.js';

/** The first days from `from` on that `pick` accepts, `count` of them. */
function daysWhere(from: string, count: number, pick: (day: string) => boolean): string[] {
  const found: string[] = [];
  for (let d = from; found.length < count; d = addDays(d, 1)) if (pick(d)) found.push(d);
  return found;
}

const isSabbath = (d: string) => myanmarDate(d).sabbath;
const inThingyan = (d: string) => myanmarDate(d).thingyan !== null;
// 2030's Thingyan by the calendar: the eve, the festival days and the new year's day.
const THINGYAN_2030 = daysWhere('2030-04-01', 5, inThingyan);

describe.each(DB_KINDS)('closing on sabbath days and Thingyan on %s', (kind) => {
  let h: Harness;
  let nextMember = 500;
  const member = () => nextMember++;
  const auth = async (userId: number) => `Bearer ${await h.token(userId)}`;
  const fullDays = async () =>
    (
      await h.http
        .get('/api/auth/appointments/bookings/full-days')
        .set('Authorization', await auth(1))
        .expect(200)
    ).body.data as string[];
  const store = async (userId: number, day: string) =>
    h.http
      .post('/api/auth/appointments/store')
      .set('Authorization', await auth(userId))
      .send(bookingForm(day));

  beforeAll(async () => {
    h = await startHarness(kind);
  });
  afterAll(async () => {
    await h?.close();
  });
  beforeEach(() => {
    h.cms.settings.daily_capacity = 10;
    h.cms.settings.closed_weekdays = [];
    h.cms.settings.closed_on_sabbath = false;
    h.cms.settings.closed_during_thingyan = false;
  });

  it('when both switches are off, then sabbath days and Thingyan are bookable', async () => {
    const [sabbath] = daysWhere(addDays(TODAY, 1), 1, isSabbath);
    const days = await fullDays();
    expect(days).not.toContain(sabbath);
    expect(days.filter((d) => THINGYAN_2030.includes(d))).toEqual([]);
    await book(h, member(), sabbath!);
  });

  it('when the reader closes sabbath days, then every sabbath in the window is closed and refused in both languages, and the days beside it stay open', async () => {
    h.cms.settings.closed_on_sabbath = true;
    const sabbaths = daysWhere(addDays(TODAY, 1), 8, isSabbath);
    // Four a lunar month: full moon, new moon and both eighth days.
    expect(addDays(sabbaths[0]!, 30) >= sabbaths[4]!).toBe(true);
    const days = await fullDays();
    for (const d of sabbaths) expect(days).toContain(d);
    const open = daysWhere(addDays(TODAY, 1), 3, (d) => !isSabbath(d));
    for (const d of open) expect(days).not.toContain(d);

    const refused = await store(member(), sabbaths[1]!);
    expect(refused.status).toBe(409);
    expect(refused.body.errors.appointment_date).toEqual([MESSAGES.daySabbathClosed]);
    expect(refused.body.field_codes.appointment_date).toEqual(['day_sabbath_closed']);
    expect(
      (await book(h, member(), open[0]!)).length,
      'a day that is not a sabbath is booked',
    ).toBeGreaterThan(0);

    // A move onto a sabbath is refused the same way, and the booking stays where it was.
    const m = member();
    const no = await book(h, m, open[1]!);
    const moved = await h.http
      .post(`/api/auth/appointments/${no}/reschedule`)
      .set('Authorization', await auth(m))
      .send({ appointment_date: sabbaths[2] });
    expect(moved.status).toBe(409);
    expect(moved.body.errors.appointment_date).toEqual([MESSAGES.daySabbathClosed]);
  });

  it('when the reader closes Thingyan, then its days from the eve to the new year are closed and refused, and the sabbath switch stays apart', async () => {
    h.cms.settings.closed_during_thingyan = true;
    expect(THINGYAN_2030.map((d) => myanmarDate(d).thingyan)).toContain('new-year');
    const days = await fullDays();
    for (const d of THINGYAN_2030) expect(days).toContain(d);
    expect(days).not.toContain(addDays(THINGYAN_2030.at(-1)!, 1));
    const refused = await store(member(), THINGYAN_2030[1]!);
    expect(refused.status).toBe(409);
    expect(refused.body.errors.appointment_date).toEqual([MESSAGES.dayThingyanClosed]);
    // Sabbaths are not closed by the Thingyan switch.
    const [sabbath] = daysWhere(addDays(TODAY, 1), 1, isSabbath);
    expect(days).not.toContain(sabbath);
  });

  it("when the reader's month board is read, then closed sabbath days show as closed", async () => {
    h.cms.settings.closed_on_sabbath = true;
    const board = await h.http
      .get('/api/booking/admin/board?month=2030-02')
      .set('Authorization', `Bearer ${ADMIN_TOKEN}`)
      .expect(200);
    const days = board.body.data.days as { date: string; closed: boolean }[];
    for (const day of days) expect(day.closed, day.date).toBe(isSabbath(day.date));
  });

  it('when the full-days answer is read, then it says which switches are on, so the calendar can say why a day is closed', async () => {
    h.cms.settings.closed_on_sabbath = true;
    const answer = await h.http
      .get('/api/auth/appointments/bookings/full-days')
      .set('Authorization', await auth(1))
      .expect(200);
    expect(answer.body).toMatchObject({ closed_on_sabbath: true, closed_during_thingyan: false });
  });
});
