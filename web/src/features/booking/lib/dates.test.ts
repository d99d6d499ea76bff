import { describe, expect, it } from 'vitest';
import { dayProblem } from './dates';

describe('booking days', () => {
  it('when a day is before today, then it is refused as past; a full day as full', () => {
    const full = new Set(['2026-01-08']);
    expect(dayProblem('2026-01-05', '2026-01-06', full)).toBe('past');
    expect(dayProblem('2026-01-06', '2026-01-06', full)).toBeNull();
    expect(dayProblem('2026-01-08', '2026-01-06', full)).toBe('full');
  });
});
