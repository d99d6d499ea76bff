// The language of a page's first HTML (issue 43): the URL's ?lang=, then the remembered choice
// (the app's `lang` cookie), then Accept-Language, then English.
import { describe, expect, it } from 'vitest';
import { acceptedLanguage, cookieLanguage, pageLanguage } from '../src/head/language.js';

describe('pageLanguage', () => {
  it.each([
    // [query, cookie, Accept-Language, expected]
    [{}, undefined, undefined, 'en'],
    [{}, undefined, 'my-MM,my;q=0.9,en;q=0.5', 'my'],
    [{}, undefined, 'en-US,en;q=0.9,my;q=0.8', 'en'],
    [{}, undefined, 'th-TH,my;q=0.7', 'my'],
    [{}, undefined, 'fr, de;q=0.5', 'en'],
    [{}, undefined, 'my;q=0, en', 'en'],
    [{}, 'x=1; lang=en', 'my-MM', 'en'],
    [{}, 'lang=my', 'en-US', 'my'],
    [{}, 'lang=fr', 'my', 'my'],
    [{ lang: 'en' }, 'lang=my', 'my', 'en'],
    [{ lang: 'my' }, 'lang=en', 'en', 'my'],
    [{ lang: 'xx' }, undefined, 'my', 'my'],
  ] as const)('query %o, cookie %s, Accept-Language %s → %s', (query, cookie, accept, lang) => {
    expect(pageLanguage({ query, cookie, acceptLanguage: accept })).toBe(lang);
  });

  it('reads weights in order and ignores malformed parts', () => {
    expect(acceptedLanguage('en;q=0.4, my;q=0.6')).toBe('my');
    expect(acceptedLanguage(';;, ,my')).toBe('my');
    expect(acceptedLanguage('')).toBeNull();
    expect(cookieLanguage('language=my')).toBeNull();
  });
});
