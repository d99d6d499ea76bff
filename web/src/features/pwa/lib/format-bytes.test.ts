import { describe, expect, it } from 'vitest';
import { formatBytes } from './format-bytes';

describe('formatBytes', () => {
  it('when sizes grow, then the unit follows', () => {
    expect(formatBytes(512, 'en')).toBe('512 byte');
    expect(formatBytes(1536, 'en')).toBe('1.5 kB');
    expect(formatBytes(5 * 1024 * 1024, 'en')).toBe('5 MB');
  });

  it('when the page is Burmese, then the units are Burmese words and the digits Myanmar', () => {
    expect(formatBytes(0, 'my')).toBe('၀ ဘိုက်');
    expect(formatBytes(1536, 'my')).toBe('၁.၅ ကီလိုဘိုက်');
    expect(formatBytes(5 * 1024 * 1024, 'my')).toBe('၅ မီဂါဘိုက်');
  });
});
