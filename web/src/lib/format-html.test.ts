// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { stripHtml } from './format';

describe('excerpts in a browser', () => {
  it('when an excerpt has markup and entities, then its text is shown as a reader sees it', () => {
    const html = '<p>Tarot &amp; palm</p>\n<p>ဗေဒင် <em>ဟောစာတမ်း</em></p>';
    expect(stripHtml(html)).toBe('Tarot & palm ဗေဒင် ဟောစာတမ်း');
    // Asked again (a list re-rendering), the same text.
    expect(stripHtml(html)).toBe('Tarot & palm ဗေဒင် ဟောစာတမ်း');
  });
});
