import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MESSAGES_MY } from '@mystic/shared/messages-my';
import { Blob, Buffer as HbBuffer, Face, Font, shape } from 'harfbuzzjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { decompress } from 'wawoff2';
import {
  WEIGHTS,
  burmeseCodePoints,
  ensureBurmeseFonts,
  fileName,
  sourceFont,
} from './myanmar-font';

const localesDir = join(import.meta.dirname, '..', 'src', 'locales', 'my');

/** Every Burmese string the interface and the services' messages show. */
function burmeseTexts(): string[] {
  const texts: string[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === 'string') {
      if (/[\u1000-\u109f]/.test(value)) texts.push(value);
    } else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  for (const file of readdirSync(localesDir)) {
    walk(JSON.parse(readFileSync(join(localesDir, file), 'utf8')));
  }
  walk(MESSAGES_MY);
  return texts;
}

async function fontOf(file: string): Promise<Font> {
  return new Font(new Face(new Blob(await decompress(readFileSync(file))), 0));
}

/** Each glyph's advance, offsets and cluster as HarfBuzz shapes `text` (glyph ids differ). */
function shaped(font: Font, text: string): string {
  const buffer = new HbBuffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  shape(font, buffer);
  return JSON.stringify(
    buffer.getGlyphInfosAndPositions().map((g) => [g.xAdvance, g.xOffset, g.yOffset, g.cluster]),
  );
}

describe('the Myanmar font cut to Burmese', () => {
  let dir = '';
  beforeAll(async () => {
    dir = await ensureBurmeseFonts();
  }, 60_000);

  it('when the app shows any of its Burmese texts, then every character is in the cut range', () => {
    const covered = new Set(burmeseCodePoints());
    const missing = new Set<string>();
    for (const text of burmeseTexts()) {
      for (const ch of text) {
        const p = ch.codePointAt(0)!;
        if (p >= 0x1000 && p <= 0x109f && !covered.has(p)) missing.add(p.toString(16));
      }
    }
    expect([...missing]).toEqual([]);
  });

  it.each(WEIGHTS)(
    'when a Burmese word is shaped with the cut %i face, then every glyph sits as with the whole font',
    async (weight) => {
      const whole = await fontOf(sourceFont(weight));
      const cut = await fontOf(join(dir, fileName(weight, 'woff2')));
      // Words only: spaces and Latin are drawn by the next font in the stack (unicode-range).
      const words = burmeseTexts().flatMap((t) =>
        t.split(/[^\u1000-\u1059\u200c\u200d]+/).filter(Boolean),
      );
      expect(words.length).toBeGreaterThan(1000);
      const different = words.filter((w) => shaped(whole, w) !== shaped(cut, w));
      expect(different).toEqual([]);
    },
  );

  it('when the faces are cut, then each weighs at most 60 % of the shipped subset', () => {
    for (const weight of WEIGHTS) {
      const cut = readFileSync(join(dir, fileName(weight, 'woff2'))).length;
      expect(cut).toBeLessThan(readFileSync(sourceFont(weight)).length * 0.6);
    }
  });
});
