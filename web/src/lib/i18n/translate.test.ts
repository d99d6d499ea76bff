import { describe, expect, it } from 'vitest';
import { translate, type Resources } from './translate';

const resources: Resources = {
  en: {
    t: {
      read: '{{minutes}} min read',
      no: 'Booking {{no}}',
      hello: 'Hello {{name}}',
      nested: { deep: { text: 'Deep' } },
      onlyEnglish: 'Only in English',
      blank: 'Shown for a blank',
      moves_one: '{{count}} more time',
      moves_other: '{{count}} more times',
      stars_zero: 'No stars',
      stars_one: '{{n}} star',
      stars_other: '{{n}} stars',
      sections: [
        { heading: 'Contact', text: 'Write to {{email}}' },
        { heading: 'Cookies', text: 'None' },
      ],
    },
    other: { title: 'From another namespace' },
  },
  my: {
    t: {
      read: 'ဖတ်ရန် {{minutes}} မိနစ်',
      no: 'ဘိုကင် {{no}}',
      blank: '',
      moves_one: 'one form (unused in Burmese)',
      moves_other: 'နောက်ထပ် {{count}} ကြိမ်',
      sections: [
        { heading: 'ဆက်သွယ်ရန်', text: '{{email}} သို့ ရေးပါ' },
        { heading: '', text: 'မရှိ' },
      ],
    },
  },
};
const t = (lng: string, key: string, options?: Record<string, unknown>) =>
  translate(resources, lng, 't', key, options);

describe('the translator', () => {
  it('when a number is put into Burmese text, then it is written in Myanmar digits', () => {
    expect(t('my', 'read', { minutes: 12 })).toBe('ဖတ်ရန် ၁၂ မိနစ်');
  });

  it('when the value is text (a booking reference), then its digits stay as given', () => {
    expect(t('my', 'no', { no: 'MV-2601-05' })).toBe('ဘိုကင် MV-2601-05');
  });

  it('when the page is English, then numbers keep Western digits', () => {
    expect(t('en', 'read', { minutes: 12 })).toBe('12 min read');
  });

  it('when a value holds markup, then it is put in as it is (React escapes it)', () => {
    expect(t('en', 'hello', { name: '<b>Ko & Ma</b>' })).toBe('Hello <b>Ko & Ma</b>');
  });

  it('when a placeholder has no value, then it stays as written; an undefined one is blank', () => {
    expect(t('en', 'hello')).toBe('Hello {{name}}');
    expect(t('en', 'hello', { name: undefined })).toBe('Hello ');
  });

  it('when a key is nested or names its namespace, then the text is found there', () => {
    expect(t('en', 'nested.deep.text')).toBe('Deep');
    expect(t('my', 'other:title')).toBe('From another namespace');
  });

  it('when a Burmese text is missing or blank, then the English one is shown', () => {
    expect(t('my', 'onlyEnglish')).toBe('Only in English');
    expect(t('my', 'blank')).toBe('Shown for a blank');
  });

  it('when a key has no text anywhere, then the default value or else the key shows', () => {
    expect(t('my', 'status.held', { defaultValue: 'held' })).toBe('held');
    expect(t('my', 'missing.key')).toBe('missing.key');
    expect(t('en', 'other:missing')).toBe('missing');
  });

  it("when a count is given, then the language's plural form is chosen", () => {
    expect(t('en', 'moves', { count: 1 })).toBe('1 more time');
    expect(t('en', 'moves', { count: 3 })).toBe('3 more times');
    // Burmese has one form only ("other"), its count in Myanmar digits.
    expect(t('my', 'moves', { count: 1 })).toBe('နောက်ထပ် ၁ ကြိမ်');
    // A zero form, where there is one, comes first for 0; the English forms stand in.
    expect(t('my', 'stars', { count: 0, n: 0 })).toBe('No stars');
    expect(t('my', 'stars', { count: 2, n: 2 })).toBe('၂ stars');
  });

  it('when objects are asked for, then each text inside is interpolated and falls back', () => {
    expect(t('my', 'sections', { returnObjects: true, email: 'a@b.mm' })).toEqual([
      { heading: 'ဆက်သွယ်ရန်', text: 'a@b.mm သို့ ရေးပါ' },
      { heading: 'Cookies', text: 'မရှိ' },
    ]);
    expect(t('en', 'nested', { returnObjects: true })).toEqual({ deep: { text: 'Deep' } });
  });

  it('when an object is not asked for, then the key shows instead', () => {
    expect(t('en', 'nested')).toBe('nested');
  });
});
