// The gateway's logger: JSON lines on stdout (LOG_LEVEL; silent under tests), one per answered
// request with its id (see @mystic/shared/log), which the proxy sends on to Strapi and the
// booking service in X-Request-Id.
import { createLogger, type Logger } from '@mystic/shared/log';

export const log: Logger = createLogger('gateway');
