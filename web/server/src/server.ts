import { createSharedStore } from '@mystic/shared/store';
import { createGateway } from './app.js';
import { loadConfig } from './config.js';
import { createGatewayServer } from './framing.js';
import { log } from './log.js';

let config;
try {
  config = loadConfig();
} catch (err) {
  log.fatal((err as Error).message);
  process.exit(1);
}

const store = createSharedStore({
  url: config.redisUrl,
  prefix: config.redisPrefix,
  name: 'gateway',
  warn: (m) => log.warn(m),
});
const server = createGatewayServer(createGateway(config, store), config).listen(
  config.port,
  config.host,
  () => {
    log.info(`listening on http://${config.host}:${config.port}`);
  },
);
server.on('error', (err) => {
  log.fatal(err.message);
  process.exit(1);
});

// Stop accepting, let in-flight requests finish, then leave.
function shutdown(signal: string) {
  log.info({ signal }, 'closing');
  server.close(() => void store.close().finally(() => process.exit(0)));
  server.closeIdleConnections();
  setTimeout(() => process.exit(0), 10_000).unref();
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
