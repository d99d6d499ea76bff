// @vitest-environment jsdom
import { SELECTED_DATE_TTL_MS, STORAGE_KEYS } from '@mystic/shared';
import { describe, expect, it } from 'vitest';
import {
  clearSelectedDate,
  expireSelectedDate,
  readSelectedDate,
  storeSelectedDate,
} from './selected-date';

const T0 = Date.UTC(2026, 0, 5, 8, 0, 0);

describe('selected booking date', () => {
  it('when a date is stored, then it reads back', () => {
    storeSelectedDate('2026-01-10', T0);
    expect(readSelectedDate()).toBe('2026-01-10');
  });

  it('when the stored value is corrupt, then it is ignored', () => {
    for (const bad of ['garbage', '2026-02-30', '{"a":1}', '"not a date"', '"2026-01-1']) {
      localStorage.setItem(STORAGE_KEYS.selectedDate, bad);
      expect(readSelectedDate(), bad).toBeNull();
    }
  });

  it('when an old build stored a JSON string, then the date is still read', () => {
    localStorage.setItem(STORAGE_KEYS.selectedDate, '"2026-01-10"');
    expect(readSelectedDate()).toBe('2026-01-10');
  });

  it('when exactly 2 hours have passed since storing, then the date is kept', () => {
    storeSelectedDate('2026-01-10', T0);
    expect(expireSelectedDate(T0 + SELECTED_DATE_TTL_MS)).toBe(false);
    expect(readSelectedDate()).toBe('2026-01-10');
  });

  it('when more than 2 hours have passed since storing, then the date is cleared', () => {
    storeSelectedDate('2026-01-10', T0);
    expect(expireSelectedDate(T0 + SELECTED_DATE_TTL_MS + 1)).toBe(true);
    expect(readSelectedDate()).toBeNull();
  });

  it('when more than 2 hours passed since the last clearing, then a check clears again', () => {
    clearSelectedDate(T0);
    localStorage.setItem(STORAGE_KEYS.selectedDate, '2026-01-10'); // written without the clock
    expect(expireSelectedDate(T0 + 60_000)).toBe(false);
    expect(expireSelectedDate(T0 + SELECTED_DATE_TTL_MS + 60_000)).toBe(true);
    expect(readSelectedDate()).toBeNull();
  });

  it('when the check runs for the first time, then it starts the clock and keeps the date', () => {
    localStorage.setItem(STORAGE_KEYS.selectedDate, '2026-01-10');
    expect(expireSelectedDate(T0)).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.selectedDateClearedAt)).toBe(String(T0));
    expect(readSelectedDate()).toBe('2026-01-10');
  });
});
