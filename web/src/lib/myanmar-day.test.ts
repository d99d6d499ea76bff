import { myanmarDate } from '@mystic/shared';
import { describe, expect, it } from 'vitest';
import {
  myanmarCellText,
  myanmarDateText,
  myanmarDateWithMarks,
  myanmarMarks,
} from './myanmar-day';

describe('the Myanmar day as the site shows it', () => {
  it('when a day is shown in a calendar cell, then waxing and waning days carry their number and full and new moons a symbol', () => {
    expect(myanmarCellText(myanmarDate('2026-04-17'), 'en')).toBe('☽2');
    expect(myanmarCellText(myanmarDate('2026-04-13'), 'my')).toBe('☾၁၂');
    expect(myanmarCellText(myanmarDate('2026-07-29'), 'my')).toBe('●');
  });

  it('when a day has marks, then sabbath, Thingyan and holidays are named once, in the language asked', () => {
    expect(myanmarMarks(myanmarDate('2026-11-24'), 'en')).toEqual([
      'Sabbath',
      'Full moon of Tazaungmon (Tazaungdaing)',
    ]);
    expect(myanmarMarks(myanmarDate('2026-04-13'), 'my')).toContain('သင်္ကြန်အကြိုနေ့');
    expect(myanmarMarks(myanmarDate('2026-04-13'), 'my')).not.toContain('သင်္ကြန်');
  });

  it('when a date is written out, then it reads as the published calendar, with Myanmar digits in Burmese', () => {
    expect(myanmarDateText('2026-04-17', 'en')).toBe('ME 1388 Kason waxing 2');
    expect(myanmarDateText('2026-04-17T00:00:00.000Z', 'my')).toBe('မြန်မာသက္ကရာဇ် ၁၃၈၈ ကဆုန်လဆန်း ၂ ရက်');
    expect(myanmarDateWithMarks('2026-10-26', 'en')).toBe(
      'ME 1388 Thadingyut full moon · Sabbath · Full moon of Thadingyut (end of Buddhist Lent)',
    );
  });
});
