import { describe, expect, it } from 'vitest';
import { dayProblem } from './dates';

describe('booking days', () => {
  it('when a day is before today, then it is refused as past; a full day as full', () => {
    const full = new Set(['2026-01-08']);
    expect(dayProblem('2026-01-05', '2026-01-06', full)).toBe('past');
    expect(dayProblem('2026-01-06', '2026-01-06', full)).toBeNull();
    expect(dayProblem('2026-01-08', '2026-01-06', full)).toBe('full');
  });

  it('when a day is past the booking horizon, then it is refused as too far; the last day itself is not', () => {
    const full = new Set(['2026-01-08']);
    expect(dayProblem('2026-02-01', '2026-01-06', full, '2026-01-31')).toBe('too_far');
    expect(dayProblem('2026-01-31', '2026-01-06', full, '2026-01-31')).toBeNull();
    expect(dayProblem('2026-01-08', '2026-01-06', full, '2026-01-31')).toBe('full');
    // Unknown horizon (the answer has not come): only past and full days are refused.
    expect(dayProblem('2027-06-01', '2026-01-06', full, null)).toBeNull();
  });
});
