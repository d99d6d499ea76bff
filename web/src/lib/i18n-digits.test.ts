import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { localNumber } from './i18n';

// The app's interpolation setting, on an instance of its own with two small bundles.
async function instance(lng: 'en' | 'my') {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng,
    resources: {
      en: { t: { read: '{{minutes}} min read', no: 'Booking {{no}}' } },
      my: { t: { read: 'ဖတ်ရန် {{minutes}} မိနစ်', no: 'ဘိုကင် {{no}}' } },
    },
    defaultNS: 't',
    interpolation: { escapeValue: false, alwaysFormat: true, format: localNumber },
  });
  return i18n;
}

describe('numbers in translated text', () => {
  it('when a number is put into Burmese text, then it is written in Myanmar digits', async () => {
    const my = await instance('my');
    expect(my.t('read', { minutes: 12 })).toBe('ဖတ်ရန် ၁၂ မိနစ်');
  });

  it('when the value is text (a booking reference), then its digits stay as given', async () => {
    const my = await instance('my');
    expect(my.t('no', { no: 'MV-2601-05' })).toBe('ဘိုကင် MV-2601-05');
  });

  it('when the page is English, then numbers keep Western digits', async () => {
    const en = await instance('en');
    expect(en.t('read', { minutes: 12 })).toBe('12 min read');
  });
});
