// Listens on BOOKING_HOST:BOOKING_PORT, migrates on start, sweeps (expiry, profile outbox), and on
// SIGTERM/SIGINT stops accepting, finishes in-flight requests, then closes the database.
import type { AddressInfo } from 'node:net';
import { createApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { migrateToLatest, openDatabase } from './db/index.js';
import { log } from './log.js';
import { startPeriodicSweep } from './sweep.js';

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      log.fatal(err.message);
      process.exit(1);
    }
    throw err;
  }

  const { db, kind } = openDatabase(config);
  await migrateToLatest(db, kind);
  const booking = await createApp({ config, db, dbKind: kind });
  const stopSweep =
    config.expirySweepMs > 0
      ? startPeriodicSweep(booking.ctx, config.expirySweepMs)
      : async () => {};

  // Issue 42: the Telegram bot's updates (webhook or long polling); a Telegram outage never
  // stops the service, the other channels carry everything it says.
  booking.telegram?.start().catch((err: unknown) => log.warn({ err }, 'telegram: not started'));

  const server = booking.app.listen(config.port, config.host, (err?: Error) => {
    if (err) {
      log.fatal({ host: config.host, port: config.port, error: err.message }, 'cannot listen');
      process.exit(1);
    }
    const { port } = server.address() as AddressInfo;
    log.info(
      { database: kind, mail: booking.ctx.mailer.describe() },
      `listening on http://${config.host}:${port}`,
    );
  });
  // Longer than the gateway keeps an idle connection (UPSTREAM_IDLE_MS, 4 s), so the gateway
  // always closes first and never sends a request on a socket this side is closing.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal}: draining`);
    // Requests that start from now on answer 503 at once; the running ones finish (up to the bound).
    booking.drain.begin();
    const force = setTimeout(() => {
      log.error('drain timed out; closing connections');
      server.closeAllConnections();
    }, config.drainTimeoutMs);
    force.unref();
    // close() stops accepting and waits for in-flight requests; idle keep-alive sockets go now.
    server.close(async () => {
      try {
        await booking.drain.idle();
        await stopSweep();
        await booking.telegram?.stop().catch(() => {});
        booking.ctx.sessions.stop();
        await booking.ctx.background.idle();
        // Profile updates still due go now; any the CMS does not take stay queued for the next start.
        await booking.flushProfileOutbox().catch(() => 0);
        booking.ctx.mailer.close();
        await booking.notifier.idle();
        await db.destroy();
        await booking.ctx.store.close();
        log.info('stopped');
        process.exit(0);
      } catch (err) {
        log.error({ err }, 'shutdown error');
        process.exit(1);
      }
    });
    server.closeIdleConnections();
    // A kept-alive connection whose last request finishes during the drain is idle only then;
    // without this it would hold the drain open until the bound.
    setInterval(() => server.closeIdleConnections(), 100).unref();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((err: unknown) => {
  log.fatal({ err }, 'failed to start');
  process.exit(1);
});
