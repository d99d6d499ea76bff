// The Myanmar font the app ships, cut to what Burmese writes (issue 43). @fontsource's "myanmar"
// files of Noto Sans Myanmar also carry Mon, Shan, Karen and the extended blocks: 47 KB a face in
// woff2. Burmese needs U+1000–1059 (letters, vowels, medials, digits, punctuation, the Pali and
// Sanskrit letters) with the joiners and the dotted circle; hb-subset keeps every glyph the
// font's shaping rules reach from those, so words shape exactly as with the whole font
// (`myanmar-font.test.ts` shapes every Burmese text of the app with both). 23 KB a face: on a slow
// phone's 400 kbps that is about a second sooner for a Burmese visitor's first words.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';

/** What the cut font covers, as CSS writes it (the @font-face rules' `unicode-range`). */
export const BURMESE_UNICODE_RANGE = 'U+1000-1059, U+200C-200D, U+25CC';

/** The code points of BURMESE_UNICODE_RANGE. */
export function burmeseCodePoints(): number[] {
  const points: number[] = [0x200c, 0x200d, 0x25cc];
  for (let p = 0x1000; p <= 0x1059; p++) points.push(p);
  return points;
}

/** The weights the app uses (regular text and bold headings). */
export const WEIGHTS = [400, 700] as const;

const require = createRequire(import.meta.url);
const webDir = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The whole face of `weight` as @fontsource ships it (woff2). */
export function sourceFont(weight: number): string {
  return require.resolve(
    `@fontsource/noto-sans-myanmar/files/noto-sans-myanmar-myanmar-${weight}-normal.woff2`,
  );
}

/**
 * The folder of the cut files, named for the source package's version and the range, so a new
 * font release or range makes new files (web/.cache is not committed: the files are built).
 */
export function fontDir(): string {
  const version = (
    JSON.parse(
      readFileSync(require.resolve('@fontsource/noto-sans-myanmar/package.json'), 'utf8'),
    ) as { version: string }
  ).version;
  const key = createHash('sha256')
    .update(`${version}|${BURMESE_UNICODE_RANGE}`)
    .digest('hex')
    .slice(0, 12);
  return join(webDir, '.cache', 'myanmar-font', key);
}

/** The cut file's name, as the stylesheet asks for it under `@myanmar-font/`. */
export const fileName = (weight: number, format: 'woff2' | 'woff') =>
  `noto-sans-myanmar-burmese-${weight}.${format}`;

/** Cuts the faces once (about a second); later builds find them in place. */
export async function ensureBurmeseFonts(): Promise<string> {
  const dir = fontDir();
  const text = String.fromCodePoint(...burmeseCodePoints());
  for (const weight of WEIGHTS) {
    for (const format of ['woff2', 'woff'] as const) {
      const target = join(dir, fileName(weight, format));
      if (existsSync(target)) continue;
      mkdirSync(dir, { recursive: true });
      const cut = await subsetFont(readFileSync(sourceFont(weight)), text, {
        targetFormat: format,
      });
      // Written whole or not at all: two builds at once never read half a font.
      const partial = `${target}.${process.pid}.tmp`;
      writeFileSync(partial, cut);
      renameSync(partial, target);
    }
  }
  return dir;
}

/** `@myanmar-font/<file>` in the stylesheet: the cut faces, made before the build reads it. */
export function myanmarFontPlugin(): Plugin {
  return {
    name: 'mystic-myanmar-font',
    async config() {
      return { resolve: { alias: { '@myanmar-font': await ensureBurmeseFonts() } } };
    },
  };
}
