// The booking date chosen on the calendar, kept in localStorage between the calendar and the
// form (docs/product.md section 4). It is cleared once more than 2 hours have passed since the last
// clearing; storing a new date restarts that clock, so a fresh choice always lives 2 hours.
import { SELECTED_DATE_TTL_MS, STORAGE_KEYS, isIsoDate } from '@mystic/shared';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage unavailable (private mode): the choice simply is not remembered.
  }
}

/** Stores the chosen day (yyyy-MM-dd) and restarts the 2-hour clock. */
export function storeSelectedDate(day: string, now: number = Date.now()): void {
  write(STORAGE_KEYS.selectedDate, day);
  write(STORAGE_KEYS.selectedDateClearedAt, String(now));
}

/** The stored day, or null when there is none or it is not a real yyyy-MM-dd date (corrupt). */
export function readSelectedDate(): string | null {
  const raw = read(STORAGE_KEYS.selectedDate);
  if (!raw) return null;
  // Older builds stored JSON strings ("\"2026-01-05\""); accept those, ignore anything else.
  let value: unknown = raw;
  if (raw.startsWith('"')) {
    try {
      value = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  return typeof value === 'string' && isIsoDate(value) ? value : null;
}

export function clearSelectedDate(now: number = Date.now()): void {
  write(STORAGE_KEYS.selectedDate, null);
  write(STORAGE_KEYS.selectedDateClearedAt, String(now));
}

/**
 * The periodic check: clears the stored date when more than the TTL has passed since the last
 * clearing (or storing). Returns true when it cleared something.
 */
export function expireSelectedDate(now: number = Date.now()): boolean {
  const last = Number(read(STORAGE_KEYS.selectedDateClearedAt));
  if (!Number.isFinite(last) || last <= 0 || last > now) {
    // First run, or a clock that went backwards: start counting from now.
    write(STORAGE_KEYS.selectedDateClearedAt, String(now));
    return false;
  }
  if (now - last <= SELECTED_DATE_TTL_MS) return false;
  const had = read(STORAGE_KEYS.selectedDate) !== null;
  clearSelectedDate(now);
  return had;
}
