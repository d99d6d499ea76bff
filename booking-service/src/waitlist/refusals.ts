// The waitlist's refusals (issue 45): one 409 code, each with its own message and code.
import { MESSAGES } from '@mystic/shared';
import { AppError } from '../errors.js';

type WaitMessage =
  | 'waitlistDayNotFull'
  | 'waitlistLimit'
  | 'waitlistAlreadyWaiting'
  | 'waitlistOfferGone'
  | 'waitlistNotOffered'
  | 'waitlistNoFreePlace'
  | 'waitlistEnded';

export const waitRefusal = (key: WaitMessage) => new AppError('waitlist_refused', MESSAGES[key]);

/** Unknown, or another member's: the same 404 (no probing of others' entries). */
export const waitNotFound = () => new AppError('not_found', MESSAGES.waitlistNotFound);
