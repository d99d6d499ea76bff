// Migrations applied to data written by earlier versions of the service.
import type { AppointmentStatus } from '@mystic/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { migrateToLatest, migratorFor } from '../src/db/index.js';
import { DB_KINDS, createTestDb, type TestDb } from './support/db.js';

const row = (no: string, status: AppointmentStatus, createdAt: string) => ({
  appointment_no: no,
  user_id: 1,
  customer_name: 'member1',
  customer_phone: null,
  customer_email: 'a@example.com',
  dob: '1990-01-01',
  gender_id: 1,
  weekday_id: 1,
  social_link: 'x',
  description: 'y',
  appointment_date: '2030-01-20',
  status,
  currency: 'Ks',
  th_currency: '฿',
  total_price: 1,
  th_total_price: 1,
  discount_amt: 0,
  th_discount_amt: 0,
  balance: 1,
  th_balance: 1,
  payment_type_id: null,
  payment_type_name: null,
  payment_type_image: null,
  transaction_no: null,
  proof_key: null,
  proof_mime: null,
  proof_sent_at: null,
  paid_at: null,
  created_at: createdAt,
  updated_at: createdAt,
});

describe.each(DB_KINDS)('migrations on %s', (kind) => {
  let t: TestDb | undefined;
  afterEach(async () => {
    await t?.cleanup();
    t = undefined;
  });

  it('when pending_since is added to existing bookings, then each gets its last move to Pending, or its creation', async () => {
    t = await createTestDb(kind, { migrate: false });
    const migrator = await migratorFor(t.db, t.kind);
    const first = await migrator.migrateTo('2026_11_22_2230_create_booking_tables');
    expect(first.error).toBeUndefined();
    const db = t.db;
    await db
      .insertInto('appointments')
      // The first schema: columns of later migrations (e.g. reschedule_count) do not exist yet.
      .values([
        row('MV-300120-AAAA', 'Pending', '2030-01-07T03:00:00.000Z'),
        row('MV-300120-BBBB', 'Pending', '2030-01-07T04:00:00.000Z'),
      ] as never)
      .execute();
    // B was paid, then sent back to Pending by the reader at 09:00.
    const audit = (id: string, from: string | null, to: string, at: string) => ({
      id,
      appointment_no: 'MV-300120-BBBB',
      from_status: from,
      to_status: to,
      note: null,
      actor: 'test',
      created_at: at,
    });
    await db
      .insertInto('status_changes')
      .values([
        audit('1', null, 'Pending', '2030-01-07T04:00:00.000Z'),
        audit('2', 'Pending', 'Verifying', '2030-01-07T05:00:00.000Z'),
        audit('3', 'Verifying', 'Pending', '2030-01-07T09:00:00.000Z'),
      ])
      .execute();

    await migrateToLatest(t.db, t.kind);

    const rows = await t.db
      .selectFrom('appointments')
      .select(['appointment_no', 'pending_since'])
      .orderBy('appointment_no')
      .execute();
    expect(rows).toEqual([
      { appointment_no: 'MV-300120-AAAA', pending_since: '2030-01-07T03:00:00.000Z' },
      { appointment_no: 'MV-300120-BBBB', pending_since: '2030-01-07T09:00:00.000Z' },
    ]);
  });
});
