// What the modules need, built once by app.ts (or by a test with fakes).
import type { AppointmentStatus, Locale, PushKind } from '@mystic/shared';
import type { CmsClient } from './cms/client.js';
import type { CmsChanges } from './cms/changes.js';
import type { Config } from './config.js';
import type { Db, DbKind } from './db/index.js';
import type { Background } from './lib/background.js';
import type { SharedStore } from '@mystic/shared/store';
import type { SessionWatch } from './auth/session-watch.js';
import type { MailTransport } from './mail/transport.js';
import type { Logger } from '@mystic/shared/log';
import type { ReaderChannels } from './reader-notify/deliver.js';

export interface StatusEvent {
  userId: number;
  appointmentNo: string;
  status: AppointmentStatus;
  /** What happened; a status change by default (`status:<status>`). */
  kind?: PushKind;
  /** The booking's day (moves and reminders name it). */
  day?: string;
  /**
   * Issue 45: a waitlist push (then `appointmentNo` is empty): the entry, and the day and the end
   * of the hold as each language writes them.
   */
  waitlist?: { id: string; texts: Record<Locale, { day: string; until: string }> };
}

/** Told after every committed status change (push notifications listen here). */
export interface StatusNotifier {
  statusChanged(event: StatusEvent): void;
}

export interface Context {
  config: Config;
  db: Db;
  dbKind: DbKind;
  cms: CmsClient;
  /** What the CMS told of its changes: the content version and members bookings reuse. */
  changes: CmsChanges;
  notifier: StatusNotifier;
  /** Follow-up work after a response (the CMS profile update); awaited on shutdown. */
  background: Background;
  /** The clock; tests move it to check "today" and expiry. */
  now: () => Date;
  /** Which member sessions the CMS has ended (logout, password change, blocked). */
  sessions: SessionWatch;
  /** Where the mail outbox sends: SMTP, or .eml files when SMTP_URL is unset. */
  mailer: MailTransport;
  /** What the instances share: Redis when REDIS_URL is set (limits, revocations), else nothing. */
  store: SharedStore;
  /** The process's JSON logger (tests pass one that captures). */
  log: Logger;
  /** Issue 42: how the reader's notices go out (her devices' push, Telegram); none when absent. */
  readerChannels?: ReaderChannels;
}
