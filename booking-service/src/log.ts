// The booking service's logger: JSON lines on stdout (LOG_LEVEL; silent under tests). Request
// handlers log through `req.log`, which carries the request id (see @mystic/shared/log).
import { createLogger, type LoggedRequest, type Logger } from '@mystic/shared/log';

export const log: Logger = createLogger('booking');

/** The request's own logger (with its id) when the request log middleware gave it one. */
export const logOf = (req: unknown): Logger => (req as LoggedRequest).log ?? log;
