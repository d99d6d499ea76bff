// The refusals (409) that creating a booking and a member's move share.
import { AppError } from '../errors.js';

export const dayFull = () => new AppError('day_full', { appointment_date: ['day_full'] });

/** A second open booking on one day; naming the one the member holds when it is known. */
export const dayAlreadyHeld = (appointmentNo?: string) =>
  new AppError(
    'day_already_held',
    { appointment_date: ['day_already_held'] },
    appointmentNo === undefined ? undefined : { appointment_no: appointmentNo },
  );

/** The booking changed between the member's read and their action (a reader's change wins). */
export const changedMeanwhile = () => new AppError('booking_changed');
