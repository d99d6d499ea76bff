import { describe, expect, it } from 'vitest';
import { ConfigError, DEV_SECRETS, loadConfig } from '../src/config.js';

const secrets = {
  JWT_SECRET: 'a-real-secret-0123456789abcdef',
  CMS_API_TOKEN: 'a-real-cms-token-0123456789',
  BOOKING_ADMIN_TOKEN: 'a-real-admin-token-0123456789',
};

describe('config', () => {
  it('when nothing is set, then development defaults apply (SQLite, port 4000, Yangon)', () => {
    const c = loadConfig({ NODE_ENV: 'development' });
    expect(c).toMatchObject({
      port: 4000,
      host: '127.0.0.1',
      timeZone: 'Asia/Yangon',
      cmsUrl: 'http://127.0.0.1:1337',
    });
    expect(c.database.kind).toBe('sqlite');
    expect(Object.isFrozen(c)).toBe(true);
  });

  it('when SMTP_URL is unset, then mails go to mail-outbox beside the SQLite database', () => {
    const c = loadConfig({
      NODE_ENV: 'development',
      BOOKING_DATABASE_FILENAME: '/srv/x/booking.db',
    });
    expect(c.mail).toEqual({
      smtpUrl: null,
      from: 'Mystic Visions <no-reply@localhost>',
      readerEmail: null,
      readerLocale: 'en',
      outboxDir: '/srv/x/mail-outbox',
    });
    const set = loadConfig({
      NODE_ENV: 'development',
      SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
      READER_EMAIL: 'reader@example.com',
      MAIL_OUTBOX_DIR: '/srv/mail',
    }).mail;
    expect(set).toMatchObject({
      smtpUrl: 'smtps://user:pass@smtp.example.com:465',
      readerEmail: 'reader@example.com',
      outboxDir: '/srv/mail',
    });
  });

  it('when SMTP_URL or READER_EMAIL is malformed, then the start fails naming it', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'development', SMTP_URL: 'http://mail.example.com' }),
    ).toThrow(new ConfigError('SMTP_URL', 'must be an smtp:// or smtps:// URL'));
    expect(() => loadConfig({ NODE_ENV: 'development', READER_EMAIL: 'not-an-address' })).toThrow(
      ConfigError,
    );
  });

  it('when REDIS_URL is unset, then nothing is shared (in-process), and only loopback is a trusted proxy', () => {
    const c = loadConfig({ NODE_ENV: 'development' });
    expect(c.redis).toEqual({ url: undefined, prefix: undefined });
    expect(c.trustProxy).toBe('loopback');
    expect(c.sessionPollMs).toBe(500);
    const scaled = loadConfig({
      NODE_ENV: 'development',
      REDIS_URL: 'redis://redis:6379',
      REDIS_PREFIX: 'site-a:',
      BOOKING_TRUST_PROXY: '10.0.0.0/8',
    });
    expect(scaled.redis).toEqual({ url: 'redis://redis:6379', prefix: 'site-a:' });
    expect(scaled.trustProxy).toBe('10.0.0.0/8');
  });

  it('when BOOKING_DATABASE_URL is set, then PostgreSQL is used', () => {
    expect(
      loadConfig({ NODE_ENV: 'development', BOOKING_DATABASE_URL: 'postgres://u@db:5432/booking' })
        .database.kind,
    ).toBe('postgres');
  });

  it('when only DATABASE_URL is set, then PostgreSQL is used at that URL', () => {
    expect(
      loadConfig({ NODE_ENV: 'development', DATABASE_URL: 'postgresql://u@db:5432/shared' })
        .database,
    ).toEqual({
      kind: 'postgres',
      url: 'postgresql://u@db:5432/shared',
      poolSize: 10,
    });
  });

  it('when both BOOKING_DATABASE_URL and DATABASE_URL are set, then the booking-specific one wins', () => {
    const c = loadConfig({
      NODE_ENV: 'development',
      BOOKING_DATABASE_URL: 'postgres://u@db:5432/booking',
      DATABASE_URL: 'postgres://u@db:5432/other',
    });
    expect(c.database).toMatchObject({ kind: 'postgres', url: 'postgres://u@db:5432/booking' });
  });

  it('when a database URL is blank or not PostgreSQL, then SQLite stays or the error names the key', () => {
    expect(loadConfig({ NODE_ENV: 'development', DATABASE_URL: '  ' }).database.kind).toBe(
      'sqlite',
    );
    expect(() =>
      loadConfig({ NODE_ENV: 'development', DATABASE_URL: 'mysql://u@db/booking' }),
    ).toThrow(/DATABASE_URL/);
    expect(() =>
      loadConfig({ NODE_ENV: 'development', BOOKING_DATABASE_URL: 'file:booking.db' }),
    ).toThrow(/BOOKING_DATABASE_URL/);
  });

  it('when a value is bad, then the error names the key', () => {
    expect(() => loadConfig({ NODE_ENV: 'development', BOOKING_PORT: 'eighty' })).toThrow(
      /BOOKING_PORT/,
    );
    expect(() => loadConfig({ NODE_ENV: 'development', TIME_ZONE: 'Mars/Olympus' })).toThrow(
      /TIME_ZONE/,
    );
    expect(() => loadConfig({ NODE_ENV: 'development', CMS_URL: 'not a url' })).toThrow(/CMS_URL/);
    expect(() => loadConfig({ NODE_ENV: 'development', VAPID_PUBLIC_KEY: 'abc' })).toThrow(
      /VAPID_PRIVATE_KEY/,
    );
  });

  it('when NODE_ENV is unset or not development/test, then the repository secrets are never used', () => {
    expect(() => loadConfig({})).toThrow(ConfigError);
    expect(() => loadConfig({})).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ JWT_SECRET: secrets.JWT_SECRET })).toThrow(/CMS_API_TOKEN/);
    expect(() => loadConfig({ ...secrets, BOOKING_ADMIN_TOKEN: '' })).toThrow(
      /BOOKING_ADMIN_TOKEN/,
    );
    expect(() => loadConfig({ NODE_ENV: 'staging' })).toThrow(/NODE_ENV/);
    // Unset counts as production; with real secrets it starts.
    expect(loadConfig({ ...secrets }).nodeEnv).toBe('production');
    expect(loadConfig({ NODE_ENV: 'development' }).jwtSecret).toBe(DEV_SECRETS.JWT_SECRET);
    expect(loadConfig({ NODE_ENV: 'test' }).adminToken).toBe(DEV_SECRETS.BOOKING_ADMIN_TOKEN);
  });

  it('when NODE_ENV=production uses a development secret, then it refuses to start naming that key', () => {
    expect(() =>
      loadConfig({ ...secrets, NODE_ENV: 'production', JWT_SECRET: DEV_SECRETS.JWT_SECRET }),
    ).toThrow(ConfigError);
    expect(() =>
      loadConfig({ ...secrets, NODE_ENV: 'production', BOOKING_ADMIN_TOKEN: undefined }),
    ).toThrow(/BOOKING_ADMIN_TOKEN/);
    expect(loadConfig({ ...secrets, NODE_ENV: 'production' }).nodeEnv).toBe('production');
  });

  it('when local push endpoints are not configured, then they are allowed only under NODE_ENV=test, and never in production', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).pushAllowLocalEndpoints).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).pushAllowLocalEndpoints).toBe(false);
    expect(loadConfig({ ...secrets, NODE_ENV: 'production' }).pushAllowLocalEndpoints).toBe(false);
    expect(
      loadConfig({ NODE_ENV: 'test', BOOKING_PUSH_ALLOW_LOCAL_ENDPOINTS: 'false' })
        .pushAllowLocalEndpoints,
    ).toBe(false);
    expect(
      loadConfig({ NODE_ENV: 'development', BOOKING_PUSH_ALLOW_LOCAL_ENDPOINTS: 'true' })
        .pushAllowLocalEndpoints,
    ).toBe(true);
    expect(() =>
      loadConfig({
        ...secrets,
        NODE_ENV: 'production',
        BOOKING_PUSH_ALLOW_LOCAL_ENDPOINTS: 'true',
      }),
    ).toThrow(/BOOKING_PUSH_ALLOW_LOCAL_ENDPOINTS/);
  });

  it('when NODE_ENV=production runs on the secrets npm start generated, then it refuses to start', () => {
    expect(() =>
      loadConfig({ ...secrets, NODE_ENV: 'production', SECRETS_ORIGIN: 'development' }),
    ).toThrow(/SECRETS_ORIGIN/);
  });
});
