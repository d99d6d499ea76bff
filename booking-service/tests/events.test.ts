// Issue 40: the booking-event hook. A listener records in the change's transaction and acts only
// once it has committed; a rolled-back change tells nobody.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordBookingEvent, type BookingEventListener } from '../src/appointments/events.js';
import { findByNo } from '../src/appointments/repository.js';
import { book, startHarness, type Harness } from './support/harness.js';

describe('the booking-event hook', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness('sqlite');
  });
  afterAll(async () => {
    await h?.close();
  });

  const recorder = (log: string[]): BookingEventListener => ({
    name: 'recorder',
    record(_trx, _ctx, event) {
      log.push(`record ${event.type}`);
      return () => log.push(`after ${event.type}`);
    },
  });

  it('when a change commits, then each listener records in its transaction and acts after, in order', async () => {
    const no = await book(h, 900, '2030-02-04');
    const booking = (await findByNo(h.db.db, no))!;
    const log: string[] = [];
    const event = {
      type: 'reminder',
      booking,
      kind: 'reminder:day_before',
      day: '2030-02-04',
      mail: false,
      at: new Date().toISOString(),
    } as const;
    const after = await h.db.db
      .transaction()
      .execute((trx) =>
        recordBookingEvent(trx, h.booking.ctx, event, [
          recorder(log),
          { name: 'quiet', record: () => undefined },
        ]),
      );
    expect(log).toEqual(['record reminder']);
    after();
    expect(log).toEqual(['record reminder', 'after reminder']);
  });

  it('when the change rolls back, then nothing is told', async () => {
    const no = await book(h, 901, '2030-02-05');
    const booking = (await findByNo(h.db.db, no))!;
    const log: string[] = [];
    await expect(
      h.db.db.transaction().execute(async (trx) => {
        await recordBookingEvent(
          trx,
          h.booking.ctx,
          { type: 'rescheduled', booking, fromDay: '2030-02-04', at: new Date().toISOString() },
          [recorder(log)],
        );
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(log).toEqual(['record rescheduled']);
  });
});
