// Builds the Express 5 app from its dependencies; never listens (server.ts and tests do).
import https from 'node:https';
import express, { type Express } from 'express';
import type { CmsClient } from './cms/client.js';
import { createCmsClient } from './cms/client.js';
import { createCmsChanges } from './cms/changes.js';
import { cmsChangeRoutes } from './cms/routes.js';
import type { Config } from './config.js';
import type { Context } from './context.js';
import { pingDatabase, type Db, type DbKind } from './db/index.js';
import { errorHandler, notFoundHandler } from './errors.js';
import { createBackground } from './lib/background.js';
import { createDrain, type Drain } from './lib/drain.js';
import { requireMember } from './auth/middleware.js';
import { createSessionWatch } from './auth/session-watch.js';
import { createSharedStore, type SharedStore } from '@mystic/shared/store';
import { requestLogger, type Logger } from '@mystic/shared/log';
import { log as processLog } from './log.js';
import { adminRoutes } from './admin/routes.js';
import { appointmentRoutes } from './appointments/routes.js';
import { waitlistRoutes } from './waitlist/routes.js';
import { lapseHolds } from './waitlist/lapse.js';
import { expireUnpaid } from './appointments/expire.js';
import { paymentRoutes } from './payments/routes.js';
import { flushProfileOutbox } from './profile-sync/service.js';
import { flushMailOutbox } from './mail/service.js';
import { transportFor, type MailTransport } from './mail/transport.js';
import { createProofStore, type ProofStore } from './payments/proof-store.js';
import { pushRoutes } from './push/routes.js';
import { createBookingFileStore } from './readings/file-store.js';
import { publicReviewRoutes, readingDeskRoutes, readingMemberRoutes } from './readings/routes.js';
import { askForReviews } from './readings/reviews.js';
import { readerNotifyRoutes } from './reader-notify/routes.js';
import { flushReaderOutbox } from './reader-notify/deliver.js';
import { createTelegram, type TelegramRuntime } from './telegram/runtime.js';
import { memberTelegramRoutes, telegramWebhookRoutes } from './telegram/routes.js';
import { MOUNTS, endpointServer } from './lib/endpoint-routes.js';
import {
  createPushNotifier,
  webPushSender,
  type PushNotifier,
  type PushSender,
} from './push/service.js';

export interface AppDeps {
  config: Config;
  db: Db;
  dbKind: DbKind;
  /** Defaults to the HTTP client of the CMS at config.cmsUrl. */
  cms?: CmsClient;
  /** Defaults to web-push with the configured VAPID keys (none: push disabled). */
  pushSender?: PushSender | null;
  now?: () => Date;
  /** Defaults to SMTP_URL, or .eml files in the outbox folder. */
  mailer?: MailTransport;
  /** Defaults to Redis at config.redis.url, or in-process without it. */
  store?: SharedStore;
  /** Defaults to the process's JSON logger on stdout. */
  log?: Logger;
}

export interface BookingApp {
  app: Express;
  ctx: Context;
  notifier: PushNotifier;
  proofs: ProofStore;
  /** Runs one expiry sweep now (the server also runs it on a timer). */
  sweepExpired(): Promise<string[]>;
  /** Passes on the waitlist offers whose hold ran out (the sweep does too); returns how many. */
  lapseHolds(): Promise<number>;
  /** Retries due profile updates now (the server's timer does too); returns how many were sent. */
  flushProfileOutbox(): Promise<number>;
  /** Sends due mails now (the server's timer does too); returns how many were sent. */
  flushMailOutbox(): Promise<number>;
  /** Refuses new requests with 503 and tells when the running ones have answered (SIGTERM). */
  drain: Pick<Drain, 'begin' | 'idle'>;
  /** Issue 42: the Telegram bot (null without TELEGRAM_BOT_TOKEN); server.ts starts it. */
  telegram: TelegramRuntime | null;
  /** Sends the reader's due notices now (the sweep does too); returns how many were sent. */
  flushReaderOutbox(): Promise<number>;
  /** Issue 44: asks for the due reviews now (the sweep does too); returns how many were asked. */
  askForReviews(): Promise<number>;
}

export async function createApp(deps: AppDeps): Promise<BookingApp> {
  const { config, db } = deps;
  const log = deps.log ?? processLog;
  const cms =
    deps.cms ??
    createCmsClient({
      baseUrl: config.cmsUrl,
      apiToken: config.cmsApiToken,
      cacheMs: config.cmsCacheMs,
      timeoutMs: config.cmsTimeoutMs,
      log,
    });
  const sender =
    deps.pushSender !== undefined
      ? deps.pushSender
      : config.vapid
        ? webPushSender(
            config.vapid,
            // Local endpoints (tests only): a plain agent; otherwise public addresses only.
            config.pushAllowLocalEndpoints ? new https.Agent() : undefined,
          )
        : null;
  const store =
    deps.store ??
    createSharedStore({
      url: config.redis.url,
      prefix: config.redis.prefix,
      name: 'booking',
      warn: (m) => log.warn(m),
    });
  // Bounded: the first requests count in Redis when it is there, and never wait long for it.
  if (store.redis && !(await store.ready())) {
    log.warn('Redis did not answer at start: limits count per instance until it does');
  }
  const notifier = createPushNotifier(db, config.publicUrl, sender, config.pushAllowLocalEndpoints);
  const changes = createCmsChanges(cms, { maxAgeMs: config.cmsVersionMaxAgeMs, store });
  const drain = createDrain();
  const ctx: Context = {
    config,
    db,
    dbKind: deps.dbKind,
    cms,
    changes,
    notifier,
    background: createBackground(log, drain.idle),
    now: deps.now ?? (() => new Date()),
    mailer: deps.mailer ?? transportFor(config),
    sessions: createSessionWatch(config, { store, pollMs: config.sessionPollMs, changes }),
    store,
    log,
  };
  // Issue 42: the reader's notices go by the same push sender as members' (never to their
  // subscriptions), and by the bot when one is configured.
  const telegram = createTelegram(ctx);
  ctx.readerChannels = { push: sender, telegram: telegram?.bot.api ?? null };
  const proofs = createProofStore(config.uploadDir);
  await proofs.init();
  // Issue 44: the bookings' photos, recordings and documents, in the proofs' private folder.
  const bookingFiles = createBookingFileStore(config.uploadDir, proofs.tmpDir);
  await bookingFiles.init();

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  // First: every answer, a drain's 503 too, carries the request id the gateway sent (or a new one).
  app.use(requestLogger(log));
  app.use(drain.middleware);
  app.use(express.json({ limit: '100kb' }));
  app.use(express.urlencoded({ extended: false, limit: '100kb' }));

  endpointServer(app, '')('bookingHealth', async (_req, res) => {
    try {
      await pingDatabase(db);
      res.set('Cache-Control', 'no-store').json({ status: 'ok', database: 'ok' });
    } catch {
      res.status(503).set('Cache-Control', 'no-store').json({ status: 'error', database: 'error' });
    }
  });

  app.use(cmsChangeRoutes(ctx));
  app.use(MOUNTS.admin, adminRoutes(ctx, proofs));
  app.use(MOUNTS.admin, readerNotifyRoutes(ctx, telegram));
  app.use(MOUNTS.admin, readingDeskRoutes(ctx, bookingFiles));
  app.use('/api/booking', publicReviewRoutes(ctx));
  app.use(telegramWebhookRoutes(ctx, telegram));
  app.use(MOUNTS.push, pushRoutes(ctx));
  // Every member route needs a valid access token; verified once here for both routers.
  app.use(
    MOUNTS.member,
    requireMember(config.jwtSecret, ctx.sessions),
    paymentRoutes(ctx, proofs),
    memberTelegramRoutes(ctx, telegram),
    waitlistRoutes(ctx),
    readingMemberRoutes(ctx, bookingFiles),
    appointmentRoutes(ctx),
  );
  app.use(notFoundHandler);
  app.use(errorHandler);

  return {
    app,
    ctx,
    notifier,
    proofs,
    sweepExpired: () => expireUnpaid(ctx),
    lapseHolds: () => lapseHolds(ctx),
    flushProfileOutbox: () => flushProfileOutbox(ctx),
    flushMailOutbox: () => flushMailOutbox(ctx),
    drain,
    telegram,
    flushReaderOutbox: () => flushReaderOutbox(ctx),
    askForReviews: () => askForReviews(ctx),
  };
}
