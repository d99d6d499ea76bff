// The waitlist's refusals (issue 45): each a 409 with its own code.
import { CODES } from '@mystic/shared';
import { AppError } from '../errors.js';

type WaitMessage =
  | 'waitlistDayNotFull'
  | 'waitlistLimit'
  | 'waitlistAlreadyWaiting'
  | 'waitlistOfferGone'
  | 'waitlistNotOffered'
  | 'waitlistNoFreePlace'
  | 'waitlistEnded';

export const waitRefusal = (key: WaitMessage) => new AppError(CODES[key]);

/** Unknown, or another member's: the same 404 (no probing of others' entries). */
export const waitNotFound = () => new AppError('waitlist_not_found');
