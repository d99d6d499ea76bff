// @vitest-environment jsdom
import { MESSAGES_MY } from '@mystic/shared/messages-my';
import { describe, expect, it } from 'vitest';
import { textOf } from '@/lib/api-client';
import { getBundle, initI18n } from '@/lib/i18n';
import { preloadRoute } from './router';

describe("the first screen's texts", () => {
  it('when a page opens, then the texts its screen reads are loaded before the first render', async () => {
    expect(preloadRoute('/blogs/a-post').namespaces).toEqual(['blog', 'common']);
    expect(preloadRoute('/login').namespaces).toEqual([]);

    const home = preloadRoute('/').namespaces;
    expect(home).toEqual(expect.arrayContaining(['home', 'packages', 'blog', 'zodiacs']));
    await initI18n('my', home);
    // Loaded in Burmese once i18n says it is ready: nothing is left for the screen to suspend
    // on; the English texts are not loaded (Burmese has every key, locales.test.ts).
    for (const ns of home) {
      expect(getBundle('my', ns)).toBeDefined();
      expect(getBundle('en', ns)).toBeUndefined();
    }
    // A namespace no screen asked for still waits for its screen.
    expect(getBundle('my', 'account')).toBeUndefined();
    // The services' Burmese texts (a chunk of their own) came with the Burmese bundles.
    expect(textOf('day_full', 'The day is full.')).toBe(MESSAGES_MY.dayFull);
  });
});
