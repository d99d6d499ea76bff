import { SELECTED_DATE_CHECK_INTERVAL_MS } from '@mystic/shared';
import { useEffect } from 'react';
import { expireSelectedDate } from './lib/selected-date';

/** Rendered once by the layout: clears a stale booking date at start and every 60 s. */
export default function BookingGlobal() {
  useEffect(() => {
    expireSelectedDate();
    const timer = setInterval(() => expireSelectedDate(), SELECTED_DATE_CHECK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, []);
  return null;
}
