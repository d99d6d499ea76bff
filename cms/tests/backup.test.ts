// Backups (issue 14): `npm run backup` takes both databases and both upload folders of a running,
// seeded install with bookings and proofs; `npm run restore` brings them into an empty install,
// which then serves the same data. Runs on SQLite, and in the postgres project on PostgreSQL.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBookingService, type BookingService } from './booking-service';
import { createTestDatabase, TEST_DATABASE, type TestDatabase } from './database';
import { TINY_PNG, bearer, register } from './members-helpers';
import { appDir, startStrapi, type TestStrapi } from './strapi';

const require = createRequire(import.meta.url);
const repoRoot = join(appDir, '..');
const API_TOKEN = 'backup-cms-api-token-0123456789';
const JWT_SECRET = 'backup-jwt-secret-0123456789abcdef';
const ADMIN_TOKEN = 'backup-admin-token-0123456789abcdef';

let app: TestStrapi;
let booking: BookingService;
const dir = mkdtempSync(join(tmpdir(), 'mystic-backup-test-'));
const databases: TestDatabase[] = [];
/** Where each side of an install keeps its data, as the backup and restore scripts read it. */
let source: Record<string, string>;

/** A database for the booking service: a SQLite file, or an empty PostgreSQL database. */
async function bookingDatabase(name: string): Promise<Record<string, string>> {
  if (TEST_DATABASE === 'sqlite') {
    return { BOOKING_DATABASE_URL: '', BOOKING_DATABASE_FILENAME: join(dir, `${name}.db`) };
  }
  const db = await createTestDatabase(dir);
  databases.push(db);
  return { BOOKING_DATABASE_URL: db.env.CMS_DATABASE_URL! };
}

async function cmsDatabase(name: string): Promise<Record<string, string>> {
  if (TEST_DATABASE === 'sqlite') {
    return { CMS_DATABASE_URL: '', CMS_DATABASE_FILENAME: join(dir, `${name}.db`) };
  }
  const db = await createTestDatabase(dir);
  databases.push(db);
  return { CMS_DATABASE_URL: db.env.CMS_DATABASE_URL! };
}

function script(name: string, args: string[], env: Record<string, string>) {
  return new Promise<{ code: number; out: string }>((resolve) => {
    execFile(
      process.execPath,
      [join(repoRoot, 'scripts', name), ...args],
      { cwd: repoRoot, env: { PATH: process.env.PATH ?? '', ...env }, timeout: 60_000 },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, out: `${stdout}${stderr}` }),
    );
  });
}

/** sha256 of every file under `root`, by relative path. */
function digests(root: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else out[relative(root, p)] = createHash('sha256').update(readFileSync(p)).digest('hex');
    }
  };
  if (existsSync(root)) walk(root);
  return out;
}

/** Row counts of every table, and the members and posts themselves, of a CMS database. */
async function cmsSnapshot(env: Record<string, string>) {
  const knex = require('knex')(
    env.CMS_DATABASE_URL
      ? { client: 'pg', connection: env.CMS_DATABASE_URL }
      : {
          client: 'better-sqlite3',
          connection: { filename: env.CMS_DATABASE_FILENAME },
          useNullAsDefault: true,
        },
  );
  try {
    const tables: string[] = env.CMS_DATABASE_URL
      ? (
          await knex.raw(
            "select table_name as name from information_schema.tables where table_schema = 'public'",
          )
        ).rows.map((r: { name: string }) => r.name)
      : (
          await knex.raw(
            "select name from sqlite_master where type = 'table' and name not like 'sqlite_%'",
          )
        ).map((r: { name: string }) => r.name);
    const counts: Record<string, number> = {};
    for (const t of tables.sort()) {
      counts[t] = Number((await knex(t).count({ n: '*' }))[0].n);
    }
    return {
      counts,
      users: await knex('up_users').select('id', 'email', 'password').orderBy('id'),
      posts: await knex('posts').select('id', 'title', 'body', 'slug').orderBy('id'),
    };
  } finally {
    await knex.destroy();
  }
}

/** A member books and pays with a proof; the booking's number. */
async function bookAndPay(day: string): Promise<string> {
  const m = await register(app);
  const first = async (path: string) => (await request(app.server).get(path)).body.data;
  const packages = await first('/api/packages-all');
  const made = await request(booking.url)
    .post('/api/auth/appointments/store')
    .set(bearer(m.access))
    .send({
      email: m.email,
      dob: '1990-01-01',
      gender: (await first('/api/genders-list'))[0].id,
      birthday: (await first('/api/weekdays-list'))[1].id,
      social_link: 'fb.com/backup',
      desc: 'ဗေဒင် ဟောစေလိုပါသည်။',
      packages: [packages.data[0].id],
      appointment_date: day,
    });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const no = made.body.data.appointment_no as string;
  const paid = await request(booking.url)
    .post(`/api/auth/appointments/${no}/payment/store`)
    .set(bearer(m.access))
    .field('paymentype', String((await first('/api/banks-list'))[0].id))
    .field('transaction_no', `TX-${no}`)
    .attach('transaction_img', TINY_PNG, { filename: 'slip.png', contentType: 'image/png' });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  return no;
}

const inDays = (n: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Yangon' }).format(
    new Date(Date.now() + n * 86_400_000),
  );

/** The running CMS's media folder (its own: tests/strapi.ts gives each test CMS one). */
let cmsUploads: string;

beforeAll(async () => {
  process.env.TEST_JWT_SECRET = JWT_SECRET;
  app = await startStrapi({
    CMS_SEED: 'true',
    MEMBER_REGISTER_IP_MAX: '1000',
    CMS_API_TOKEN: API_TOKEN,
    JWT_SECRET,
  });
  await new Promise<void>((resolve) => app.server.listen(0, '127.0.0.1', resolve));
  const { port } = app.server.address() as { port: number };
  cmsUploads = join(app.strapi.dirs.static.public, 'uploads');
  const bookingDb = await bookingDatabase('booking');
  source = {
    CMS_DATABASE_URL: process.env.CMS_DATABASE_URL ?? '',
    CMS_DATABASE_FILENAME: process.env.CMS_DATABASE_FILENAME ?? '',
    CMS_UPLOAD_DIR: cmsUploads,
    BOOKING_UPLOAD_DIR: join(dir, 'proofs'),
    ...bookingDb,
  };
  booking = await startBookingService({
    CMS_URL: `http://127.0.0.1:${port}`,
    CMS_API_TOKEN: API_TOKEN,
    JWT_SECRET,
    BOOKING_ADMIN_TOKEN: ADMIN_TOKEN,
    BOOKING_UPLOAD_DIR: source.BOOKING_UPLOAD_DIR!,
    ...bookingDb,
  });
}, 180_000);

afterAll(async () => {
  await booking?.stop();
  await app?.close();
  for (const db of databases) await db.drop();
  rmSync(dir, { recursive: true, force: true });
  delete process.env.TEST_JWT_SECRET;
});

describe('backup and restore', () => {
  it('when a running install with bookings and proofs is backed up and restored into an empty one, then the restored install serves the same data', async () => {
    const numbers = [await bookAndPay(inDays(5)), await bookAndPay(inDays(6))];
    // Issue 44: the first one's reading, sent with a photo, is in the private folder too.
    const [read] = numbers;
    const admin = (r: request.Test) => r.set(bearer(ADMIN_TOKEN));
    await admin(request(booking.url).patch(`/api/booking/admin/appointments/${read}/status`))
      .send({ status: 'Booked', actor: 'Reader' })
      .expect(200);
    await admin(request(booking.url).put(`/api/booking/admin/appointments/${read}/reading`))
      .send({ text: 'သင်၏ ဟောစာတမ်း' })
      .expect(200);
    await admin(request(booking.url).post(`/api/booking/admin/appointments/${read}/reading/files`))
      .attach('file', TINY_PNG, { filename: 'chart.png', contentType: 'image/png' })
      .expect(201);
    await admin(request(booking.url).post(`/api/booking/admin/appointments/${read}/reading/send`))
      .send({})
      .expect(200);

    const backup = await script('backup.mjs', ['--out', join(dir, 'archives')], source);
    expect(backup.code, backup.out).toBe(0);
    const archive = backup.out.trim().split('\n').pop()!;
    expect(archive).toMatch(/mystic-backup-.*\.tar\.gz$/);

    const target = {
      ...(await cmsDatabase('restored-cms')),
      ...(await bookingDatabase('restored-booking')),
      CMS_UPLOAD_DIR: join(dir, 'restored-cms-uploads'),
      BOOKING_UPLOAD_DIR: join(dir, 'restored-proofs'),
    };
    const restore = await script('restore.mjs', [archive], target);
    expect(restore.code, restore.out).toBe(0);

    // The CMS: every table with the same rows; members can log in with the same password hash.
    expect(await cmsSnapshot(target)).toEqual(await cmsSnapshot(source));
    const media = digests(cmsUploads);
    expect(Object.keys(media).filter((p) => p.startsWith('defaults/')).length).toBeGreaterThan(0);
    expect(digests(target.CMS_UPLOAD_DIR)).toEqual(media);
    const proofs = digests(target.BOOKING_UPLOAD_DIR);
    expect(proofs).toEqual(digests(source.BOOKING_UPLOAD_DIR!));
    // Two proofs and the reading's photo.
    expect(Object.keys(proofs)).toHaveLength(3);
    expect(Object.keys(proofs).filter((p) => p.startsWith('readings/'))).toHaveLength(1);

    // The booking service started on the restored data has both bookings and their proofs.
    const restored = await startBookingService({
      CMS_URL: 'http://127.0.0.1:9', // not needed for the reader's reads
      CMS_API_TOKEN: API_TOKEN,
      JWT_SECRET,
      BOOKING_ADMIN_TOKEN: ADMIN_TOKEN,
      ...target,
    });
    try {
      for (const no of numbers) {
        const detail = await request(restored.url)
          .get(`/api/booking/admin/appointments/${no}`)
          .set(bearer(ADMIN_TOKEN));
        expect(detail.status, JSON.stringify(detail.body)).toBe(200);
        expect(JSON.stringify(detail.body)).toContain(`TX-${no}`);
        const proof = await request(restored.url)
          .get(`/api/booking/admin/appointments/${no}/proof`)
          .set(bearer(ADMIN_TOKEN));
        expect(proof.status).toBe(200);
        expect(Buffer.compare(proof.body as Buffer, TINY_PNG)).toBe(0);
      }
      const reading = await request(restored.url)
        .get(`/api/booking/admin/appointments/${read}/reading`)
        .set(bearer(ADMIN_TOKEN));
      expect(reading.body.data).toMatchObject({ status: 'sent', text: 'သင်၏ ဟောစာတမ်း' });
      const photo = await request(restored.url)
        .get(`/api/booking/admin/appointments/${read}/files/${reading.body.data.files[0].id}`)
        .set(bearer(ADMIN_TOKEN));
      expect(Buffer.compare(photo.body as Buffer, TINY_PNG)).toBe(0);
    } finally {
      await restored.stop();
    }

    // Restoring again would write over data: refused, and nothing is changed.
    const again = await script('restore.mjs', [archive], target);
    expect(again.code).not.toBe(0);
    expect(again.out).toMatch(/already exists|not empty/);
  });
});
