import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  appointmentSchema,
  feedbackSchema,
  hasZawgyiEngine,
  profileSchema,
  toUnicodeText,
} from '../src/index.js';

// Google's own parallel corpora, shipped with myanmar-tools: a government news page typed in
// Zawgyi with its Unicode text, and the Universal Declaration of Human Rights in Unicode.
const resources = join(
  dirname(createRequire(import.meta.url).resolve('myanmar-tools')),
  'resources',
);
const lines = (file: string) =>
  readFileSync(join(resources, file), 'utf8')
    .split('\n')
    .filter((l) => l.trim() && !l.startsWith('#'));

describe('Zawgyi-safe text', () => {
  it('when the package is loaded in Node, then the engine is there from the start', () => {
    expect(hasZawgyiEngine()).toBe(true);
  });

  it('when text typed in Zawgyi comes in, then it becomes the Unicode text (Google corpus, line by line)', () => {
    const zawgyi = lines('mmgov_zawgyi_src.txt');
    const unicode = lines('mmgov_unicode_out.txt');
    expect(zawgyi.length).toBeGreaterThan(20);
    let converted = 0;
    zawgyi.forEach((line, i) => {
      const out = toUnicodeText(line);
      // Short lines the detector cannot tell apart stay as typed; the rest are converted exactly.
      if (out.converted) {
        converted++;
        expect(out.text).toBe(unicode[i]);
      }
    });
    expect(converted).toBeGreaterThan(zawgyi.length * 0.9);
  });

  it('when text is already Unicode, English or mixed, then it is never changed', () => {
    for (const line of lines('udhr_mya_unicode_src.txt').filter((l) => l.length > 20)) {
      expect(toUnicodeText(line)).toEqual({ text: line, converted: false });
    }
    for (const text of ['Career and love reading, please.', 'Aye Aye 09-450-123', '']) {
      expect(toUnicodeText(text)).toEqual({ text, converted: false });
    }
    const mixed = 'Aye Aye: ကျွန်တော် အလုပ်အကိုင် အကြောင်း မေးချင်ပါတယ် (job)';
    expect(toUnicodeText(mixed).text).toBe(mixed);
  });

  it('when mixed English and Zawgyi text comes in, then the Burmese part is converted and the English kept', () => {
    const out = toUnicodeText('Aye Aye: ကၽြန္ေတာ္ အလုပ္အကိုင္ အေၾကာင္း ေမးခ်င္ပါတယ္ (job)');
    expect(out).toEqual({
      text: 'Aye Aye: ကျွန်တော် အလုပ်အကိုင် အကြောင်း မေးချင်ပါတယ် (job)',
      converted: true,
    });
  });

  it('when a form carries Zawgyi, then every free-text field of the shared schemas comes out in Unicode', () => {
    const zg = 'ေမာင္ေမာင္ ေဗဒင္ေမးခ်င္ပါတယ္';
    const uni = 'မောင်မောင် ဗေဒင်မေးချင်ပါတယ်';
    const booking = appointmentSchema.parse({
      email: 'a@example.com',
      dob: '1990-01-01',
      gender: 1,
      birthday: 2,
      social_link: zg,
      desc: zg,
      packages: [1],
      appointment_date: '2030-01-01',
    });
    expect([booking.desc, booking.social_link]).toEqual([uni, uni]);
    const feedback = feedbackSchema.parse({
      name: zg,
      email: 'a@example.com',
      rating: 5,
      type: 'suggestion',
      message: zg,
    });
    expect([feedback.name, feedback.message]).toEqual([uni, uni]);
    const profile = profileSchema.parse({
      username: 'ေမာင္ေမာင္',
      email: 'a@example.com',
      phone: '09450123456',
      gender: 1,
      birthday: 2,
      dob: '1990-01-01',
    });
    expect(profile.username).toBe('မောင်မောင်');
  });
});
