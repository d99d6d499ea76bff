// Kysely code of the reader's notices: her settings, her devices, her notices' outbox.
import { READER_NOTICE_KINDS, type ReaderNoticeKind } from '@mystic/shared';
import type { Db, Executor } from '../db/index.js';
import type { ReaderOutboxTable, ReaderSettingsTable } from '../db/schema.js';
import { leasedOutbox } from '../lib/leased-outbox.js';

/** One attempt may hold a notice this long (a push or a Telegram call times out well before). */
export const readerOutbox = leasedOutbox('reader_outbox', { leaseMs: 60_000 });

export interface ReaderSettings {
  events: ReaderNoticeKind[];
  quiet_from: string | null;
  quiet_to: string | null;
  locale: 'en' | 'my';
}

/** Every notice on, no quiet hours: what she hears before she has chosen. */
export const DEFAULT_SETTINGS = (locale: 'en' | 'my'): ReaderSettings => ({
  events: [...READER_NOTICE_KINDS],
  quiet_from: null,
  quiet_to: null,
  locale,
});

export function settingsOf(row: ReaderSettingsTable): ReaderSettings {
  let events: ReaderNoticeKind[] = [];
  try {
    events = (JSON.parse(row.events) as string[]).filter((k): k is ReaderNoticeKind =>
      (READER_NOTICE_KINDS as readonly string[]).includes(k),
    );
  } catch {
    // A broken row reads as no choice made: nothing is sent rather than the wrong thing.
  }
  return { events, quiet_from: row.quiet_from, quiet_to: row.quiet_to, locale: row.locale };
}

export const findSettings = (db: Executor, adminId: number) =>
  db.selectFrom('reader_settings').selectAll().where('admin_id', '=', adminId).executeTakeFirst();

/** Her row, made with the defaults on first use. */
export async function ensureSettings(
  db: Db,
  adminId: number,
  locale: 'en' | 'my',
  nowIso: string,
): Promise<ReaderSettingsTable> {
  const found = await findSettings(db, adminId);
  if (found) return found;
  const d = DEFAULT_SETTINGS(locale);
  await db
    .insertInto('reader_settings')
    .values({
      admin_id: adminId,
      events: JSON.stringify(d.events),
      quiet_from: null,
      quiet_to: null,
      locale: d.locale,
      telegram_chat_id: null,
      summary_day: null,
      updated_at: nowIso,
    })
    .onConflict((oc) => oc.column('admin_id').doNothing())
    .execute();
  return (await findSettings(db, adminId))!;
}

export async function saveSettings(
  db: Db,
  adminId: number,
  s: ReaderSettings,
  nowIso: string,
): Promise<void> {
  await ensureSettings(db, adminId, s.locale, nowIso);
  await db
    .updateTable('reader_settings')
    .set({
      events: JSON.stringify(s.events),
      quiet_from: s.quiet_from,
      quiet_to: s.quiet_to,
      locale: s.locale,
      updated_at: nowIso,
    })
    .where('admin_id', '=', adminId)
    .execute();
}

/** Every reader who has a device or a Telegram chat: who a booking event may concern. */
export async function listeners(db: Executor) {
  const [settings, devices] = await Promise.all([
    db.selectFrom('reader_settings').selectAll().execute(),
    db.selectFrom('reader_subscriptions').select(['id', 'admin_id']).execute(),
  ]);
  return { settings, devices };
}

export const devicesOf = (db: Executor, adminId: number) =>
  db
    .selectFrom('reader_subscriptions')
    .selectAll()
    .where('admin_id', '=', adminId)
    .orderBy('created_at')
    .execute();

export async function insertNotices(db: Executor, rows: ReaderOutboxTable[]): Promise<void> {
  if (rows.length) await db.insertInto('reader_outbox').values(rows).execute();
}
