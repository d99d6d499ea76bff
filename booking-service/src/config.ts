// Configuration, parsed once from the environment, typed and frozen
// (docs/architecture.md section 9).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_TIME_ZONE, productionSecretProblems } from '@mystic/shared';
import { z } from 'zod';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * Secrets used when none are configured, only when NODE_ENV is explicitly development or test;
 * refused when NODE_ENV=production. An unset NODE_ENV counts as production: a forgotten variable
 * on a server must not fall back to secrets written in the repository.
 */
export const DEV_SECRETS = {
  JWT_SECRET: 'dev-jwt-secret-not-for-production',
  CMS_API_TOKEN: 'dev-cms-api-token-not-for-production',
  BOOKING_ADMIN_TOKEN: 'dev-booking-admin-token-not-for-production',
} as const;

const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

const postgresUrl = z
  .url()
  .refine((u) => /^postgres(ql)?:\/\//i.test(u), 'must be a postgres:// or postgresql:// URL')
  .optional();

const isValidTimeZone = (tz: string): boolean => {
  try {
    new Intl.DateTimeFormat('en-CA', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  BOOKING_PORT: int(0, 65535).default(4000),
  BOOKING_HOST: z.string().min(1).default('127.0.0.1'),
  JWT_SECRET: z.string().min(16).optional(),
  CMS_API_TOKEN: z.string().min(16).optional(),
  BOOKING_ADMIN_TOKEN: z.string().min(16).optional(),
  CMS_URL: z.url().default('http://127.0.0.1:1337'),
  PUBLIC_URL: z.url().default('http://localhost:8080'),
  TIME_ZONE: z
    .string()
    .refine(isValidTimeZone, 'not a known IANA time zone')
    .default(DEFAULT_TIME_ZONE),
  BOOKING_DATABASE_URL: optionalText.pipe(postgresUrl),
  /** The conventional name, used when BOOKING_DATABASE_URL is not set. */
  DATABASE_URL: optionalText.pipe(postgresUrl),
  BOOKING_DATABASE_FILENAME: z
    .string()
    .min(1)
    .default(path.join(repoRoot, 'data', 'booking.db')),
  BOOKING_UPLOAD_DIR: z
    .string()
    .min(1)
    .default(path.join(repoRoot, 'data', 'booking-uploads')),
  VAPID_PUBLIC_KEY: optionalText,
  VAPID_PRIVATE_KEY: optionalText,
  VAPID_SUBJECT: optionalText,
  /**
   * Accept push endpoints on http, IP literals and localhost (a stand-in push service in tests).
   * Never in production; when unset, on only with NODE_ENV=test.
   */
  BOOKING_PUSH_ALLOW_LOCAL_ENDPOINTS: z.enum(['true', 'false']).optional(),
  /** How long CMS answers (packages, payment types, booking settings) are reused. */
  BOOKING_CMS_CACHE_MS: int(0, 3_600_000).default(15_000),
  /** A CMS call that takes longer than this fails with 503 rather than hanging the booking. */
  BOOKING_CMS_TIMEOUT_MS: int(100, 60_000).default(3_000),
  /** How often the sweep runs: unpaid Pending expiry, profile outbox retries (0 disables it). */
  BOOKING_EXPIRY_SWEEP_MS: int(0, 86_400_000).default(60_000),
  /** How far ahead a day may be booked, and how far the full-days list looks. */
  BOOKING_HORIZON_DAYS: int(1, 1_000).default(365),
  BOOKING_PG_POOL_SIZE: int(1, 100).default(10),
  /** Bookings a member / one address may create per hour (every attempt counts). */
  BOOKING_CREATE_MEMBER_MAX: int(1, 100_000).default(10),
  BOOKING_CREATE_IP_MAX: int(1, 100_000).default(30),
  /** Payment submissions a member / one address may send per hour. */
  BOOKING_PAYMENT_MEMBER_MAX: int(1, 100_000).default(20),
  BOOKING_PAYMENT_IP_MAX: int(1, 100_000).default(60),
  /** e.g. smtp://user:pass@host:587 or smtps://…; unset: mails are written as .eml files. */
  SMTP_URL: optionalText.pipe(
    z
      .url()
      .refine((u) => /^smtps?:\/\//i.test(u), 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  MAIL_FROM: z.string().trim().min(3).default('Mystic Visions <no-reply@localhost>'),
  /** Where the reader's mails go; unset: the site info's e-mail in the CMS. */
  READER_EMAIL: optionalText.pipe(z.email().optional()),
  /** The reader's mails' language. */
  MAIL_READER_LOCALE: z.enum(['en', 'my']).default('en'),
  /** Where .eml files go without SMTP_URL; default: mail-outbox beside the SQLite database. */
  MAIL_OUTBOX_DIR: optionalText,
  /**
   * Express `trust proxy`: whose X-Forwarded-For names the client (per-address limits). Loopback
   * (the gateway on the same host) unless the gateway runs elsewhere, e.g. a container network.
   */
  BOOKING_TRUST_PROXY: z.string().trim().min(1).default('loopback'),
  /** Redis shared by every instance (limits, session revocations); in-process when unset. */
  REDIS_URL: optionalText,
  REDIS_PREFIX: optionalText,
  /** How often the sessions in use are checked with the CMS (the backstop when Redis is on). */
  BOOKING_SESSION_POLL_MS: int(50, 3_600_000).default(500),
  /**
   * How long the CMS's content version is trusted without news from the CMS (its call, Redis, or
   * the session check's answer): then the next booking asks it once (cms/changes.ts).
   */
  BOOKING_CMS_VERSION_MAX_AGE_MS: int(0, 3_600_000).default(5_000),
  /** On SIGTERM, how long running requests may take before their connections are closed. */
  BOOKING_DRAIN_TIMEOUT_MS: int(100, 600_000).default(10_000),
  /** Issue 42: the Telegram bot (from @BotFather); unset: no Telegram channel at all. */
  TELEGRAM_BOT_TOKEN: optionalText,
  /** The bot's @name for t.me links; unset: asked from Telegram (getMe) at start. */
  TELEGRAM_BOT_USERNAME: optionalText,
  /**
   * Telegram's secret-token header on webhook calls. Set: webhook mode at
   * PUBLIC_URL/api/booking/telegram/webhook (through the gateway); unset: long polling.
   */
  TELEGRAM_WEBHOOK_SECRET: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{16,256}$/, '16-256 letters, digits, _ or -')
      .optional(),
  ),
  /** The Bot API's address (tests point it at their local double). */
  TELEGRAM_API_ROOT: optionalText.pipe(z.url().optional()),
});

export type Config = Readonly<{
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  jwtSecret: string;
  cmsApiToken: string;
  adminToken: string;
  cmsUrl: string;
  publicUrl: string;
  timeZone: string;
  database: Readonly<
    { kind: 'postgres'; url: string; poolSize: number } | { kind: 'sqlite'; filename: string }
  >;
  uploadDir: string;
  vapid: Readonly<{ publicKey: string; privateKey: string; subject: string }> | null;
  pushAllowLocalEndpoints: boolean;
  cmsCacheMs: number;
  cmsTimeoutMs: number;
  expirySweepMs: number;
  horizonDays: number;
  mail: Readonly<{
    smtpUrl: string | null;
    from: string;
    readerEmail: string | null;
    readerLocale: 'en' | 'my';
    /** Where .eml files are written when smtpUrl is null. */
    outboxDir: string;
  }>;
  redis: Readonly<{ url: string | undefined; prefix: string | undefined }>;
  sessionPollMs: number;
  cmsVersionMaxAgeMs: number;
  drainTimeoutMs: number;
  trustProxy: string;
  /** Issue 42: the Telegram bot, or null (no channel). */
  telegram: Readonly<{
    token: string;
    username: string | null;
    webhookSecret: string | null;
    apiRoot: string | null;
  }> | null;
  limits: Readonly<{
    create: Readonly<{ member: number; ip: number; windowMs: number }>;
    payment: Readonly<{ member: number; ip: number; windowMs: number }>;
  }>;
}>;

export class ConfigError extends Error {
  constructor(
    readonly key: string,
    reason: string,
  ) {
    super(`Invalid configuration: ${key}: ${reason}`);
    this.name = 'ConfigError';
  }
}

/** Parses `env` into a frozen Config; throws ConfigError naming the first bad key. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(String(issue.path[0] ?? '?'), issue.message);
  }
  const e = parsed.data;
  const devSecretsAllowed = e.NODE_ENV === 'development' || e.NODE_ENV === 'test';
  const secrets: Record<keyof typeof DEV_SECRETS, string> = { ...DEV_SECRETS };
  for (const key of Object.keys(DEV_SECRETS) as (keyof typeof DEV_SECRETS)[]) {
    const value = e[key];
    if (value) secrets[key] = value;
    else if (!devSecretsAllowed) {
      throw new ConfigError(key, 'is required unless NODE_ENV is development or test');
    }
  }
  if (e.NODE_ENV === 'production') {
    for (const key of Object.keys(DEV_SECRETS) as (keyof typeof DEV_SECRETS)[]) {
      if (e[key] === DEV_SECRETS[key]) {
        throw new ConfigError(key, 'a development secret is not allowed when NODE_ENV=production');
      }
    }
    // The project-wide rule too: generated .env secrets (SECRETS_ORIGIN=development), placeholders.
    const [problem] = productionSecretProblems(env, Object.keys(DEV_SECRETS));
    if (problem) throw new ConfigError(problem.split(' ')[0]!, problem);
  }
  if (e.NODE_ENV === 'production' && e.BOOKING_PUSH_ALLOW_LOCAL_ENDPOINTS === 'true') {
    throw new ConfigError(
      'BOOKING_PUSH_ALLOW_LOCAL_ENDPOINTS',
      'local push endpoints are not allowed when NODE_ENV=production',
    );
  }
  const vapidParts = [e.VAPID_PUBLIC_KEY, e.VAPID_PRIVATE_KEY, e.VAPID_SUBJECT];
  if (vapidParts.some(Boolean) && !vapidParts.every(Boolean)) {
    const missing = ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT'][
      vapidParts.findIndex((v) => !v)
    ]!;
    throw new ConfigError(missing, 'set all three VAPID keys or none');
  }
  if (e.VAPID_SUBJECT && !/^(mailto:|https?:\/\/)/.test(e.VAPID_SUBJECT)) {
    throw new ConfigError('VAPID_SUBJECT', 'must be a mailto: or http(s) URL');
  }
  const trimSlash = (u: string) => u.replace(/\/+$/, '');
  const databaseUrl = e.BOOKING_DATABASE_URL ?? e.DATABASE_URL;
  const sqliteFile = path.resolve(e.BOOKING_DATABASE_FILENAME);
  const outboxDir = path.resolve(
    e.MAIL_OUTBOX_DIR ??
      (databaseUrl
        ? path.join(repoRoot, 'data', 'mail-outbox')
        : path.join(path.dirname(sqliteFile), 'mail-outbox')),
  );
  return Object.freeze({
    nodeEnv: e.NODE_ENV,
    port: e.BOOKING_PORT,
    host: e.BOOKING_HOST,
    jwtSecret: secrets.JWT_SECRET,
    cmsApiToken: secrets.CMS_API_TOKEN,
    adminToken: secrets.BOOKING_ADMIN_TOKEN,
    cmsUrl: trimSlash(e.CMS_URL),
    publicUrl: trimSlash(e.PUBLIC_URL),
    timeZone: e.TIME_ZONE,
    database: Object.freeze(
      databaseUrl
        ? {
            kind: 'postgres' as const,
            url: databaseUrl,
            poolSize: e.BOOKING_PG_POOL_SIZE,
          }
        : { kind: 'sqlite' as const, filename: sqliteFile },
    ),
    uploadDir: path.resolve(e.BOOKING_UPLOAD_DIR),
    vapid:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY && e.VAPID_SUBJECT
        ? Object.freeze({
            publicKey: e.VAPID_PUBLIC_KEY,
            privateKey: e.VAPID_PRIVATE_KEY,
            subject: e.VAPID_SUBJECT,
          })
        : null,
    pushAllowLocalEndpoints:
      (e.BOOKING_PUSH_ALLOW_LOCAL_ENDPOINTS ?? (e.NODE_ENV === 'test' ? 'true' : 'false')) ===
      'true',
    telegram: e.TELEGRAM_BOT_TOKEN
      ? Object.freeze({
          token: e.TELEGRAM_BOT_TOKEN,
          username: e.TELEGRAM_BOT_USERNAME?.replace(/^@/, '') ?? null,
          webhookSecret: e.TELEGRAM_WEBHOOK_SECRET ?? null,
          apiRoot: e.TELEGRAM_API_ROOT ?? null,
        })
      : null,
    cmsCacheMs: e.BOOKING_CMS_CACHE_MS,
    cmsTimeoutMs: e.BOOKING_CMS_TIMEOUT_MS,
    expirySweepMs: e.BOOKING_EXPIRY_SWEEP_MS,
    limits: Object.freeze({
      create: Object.freeze({
        member: e.BOOKING_CREATE_MEMBER_MAX,
        ip: e.BOOKING_CREATE_IP_MAX,
        windowMs: 3_600_000,
      }),
      payment: Object.freeze({
        member: e.BOOKING_PAYMENT_MEMBER_MAX,
        ip: e.BOOKING_PAYMENT_IP_MAX,
        windowMs: 3_600_000,
      }),
    }),
    horizonDays: e.BOOKING_HORIZON_DAYS,
    mail: Object.freeze({
      smtpUrl: e.SMTP_URL ?? null,
      from: e.MAIL_FROM,
      readerEmail: e.READER_EMAIL ?? null,
      readerLocale: e.MAIL_READER_LOCALE,
      outboxDir,
    }),
    redis: Object.freeze({ url: e.REDIS_URL, prefix: e.REDIS_PREFIX }),
    sessionPollMs: e.BOOKING_SESSION_POLL_MS,
    cmsVersionMaxAgeMs: e.BOOKING_CMS_VERSION_MAX_AGE_MS,
    drainTimeoutMs: e.BOOKING_DRAIN_TIMEOUT_MS,
    trustProxy: e.BOOKING_TRUST_PROXY,
  });
}
