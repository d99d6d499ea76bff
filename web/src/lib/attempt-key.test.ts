// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { attemptFor, readAttempt, settleAttempt } from './attempt-key';

describe('attempt keys', () => {
  beforeEach(() => sessionStorage.clear());

  it('when the same content is sent again (retry, Back and submit), then it carries the same key', () => {
    const first = attemptFor('booking:1', { desc: 'love', packages: ['1'] });
    settleAttempt('booking:1', first, 'MV-1');
    const again = attemptFor('booking:1', { desc: 'love', packages: ['1'] });
    expect(again.key).toBe(first.key);
    expect(again.result).toBe('MV-1');
  });

  it('when the content was edited, then it is a new attempt with a new key', () => {
    const first = attemptFor('booking:1', { desc: 'love' });
    const edited = attemptFor('booking:1', { desc: 'career' });
    expect(edited.key).not.toBe(first.key);
    expect(edited.key).toMatch(/^[A-Za-z0-9_.:-]{8,100}$/);
    expect(readAttempt('booking:1')?.result).toBeUndefined();
  });
});
