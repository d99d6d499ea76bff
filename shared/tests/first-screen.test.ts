import { describe, expect, it } from 'vitest';
import { firstScreenReads, pathOf, readUrl } from '../src/index.js';

describe('the first screen reads', () => {
  it('spell a CMS read with the page locale and the booking service reviews without one, as the app asks for them', () => {
    const home = firstScreenReads('/').map((read) => readUrl(read, 'my'));
    expect(home).toContain(`${pathOf('zodiacs')}?locale=my`);
    // The app's reads of the booking service carry no locale (web/src/lib/api/locale.ts): an
    // answer handed over under another address would be read again and left in the page.
    expect(home).toContain(pathOf('publicReviews'));
  });
});
