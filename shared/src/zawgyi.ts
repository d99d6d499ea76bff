// Zawgyi-safe text. Many Burmese phones still type Zawgyi, a font encoding that reuses Unicode's
// Myanmar code points with other meanings: stored as is it reads as garbage and breaks search.
// Every free-text field of the shared schemas passes through `freeText` (schemas/fields.ts,
// kept there so this module stays free of zod for the SPA's shell), which converts Zawgyi to
// Unicode once its length is checked, so the SPA, the CMS and the booking service agree.
//
// The detector (Google's myanmar-tools) and the converter (its rules, run in linear time by
// ./zawgyi-convert.ts) are an engine set here: the Node entry of this package sets it on load
// (servers always convert); the browser entry leaves it to the SPA, which loads it lazily (it
// weighs ~30 kB gzipped) before validating text with Myanmar letters.
export interface ZawgyiEngine {
  /** Probability in [0, 1] that the text is Zawgyi (myanmar-tools' ZawgyiDetector). */
  zawgyiProbability(text: string): number;
  /** Zawgyi to Unicode, as myanmar-tools' ZawgyiConverter gives it (./zawgyi-convert.ts). */
  zawgyiToUnicode(text: string): string;
}

let engine: ZawgyiEngine | null = null;

export function setZawgyiEngine(next: ZawgyiEngine): void {
  engine = next;
}

export function hasZawgyiEngine(): boolean {
  return engine !== null;
}

const MYANMAR_LETTERS = /[\u1000-\u109f]/;

/** True when the text has Myanmar code points (so it may be Zawgyi); English never is. */
export function hasMyanmarText(text: string): boolean {
  return MYANMAR_LETTERS.test(text);
}

/** Above this the detector is sure enough; Google recommends 0.95 for conversion. */
export const ZAWGYI_THRESHOLD = 0.95;

/**
 * Where text may be cut into pieces that convert exactly as the whole does (tested against
 * myanmar-tools): after a space, tab or line feed and before a consonant, the Zawgyi vowel sign
 * E typed before its consonant, or a printable ASCII character. No rule of the converter reaches
 * across such a place.
 */
const PIECE_END = /[ \t\n](?=[\u1000-\u1021!-~]|\u1031[\u1000-\u1021])/g;

/** Pieces are gathered into chunks of about this many characters for the detector. */
export const ZAWGYI_CHUNK = 1000;

/**
 * Marks of Zawgyi that Unicode text does not have: Zawgyi's own code points, the vowel sign E or a
 * medial before its consonant, a virama with no consonant to stack, an asat before a vowel. Tried
 * on Google's Unicode corpora, no word with one of them reads as Zawgyi to the detector.
 */
const ZAWGYI_MARKS =
  // eslint-disable-next-line no-misleading-character-class -- code points: each mark on its own
  /[\u1060-\u1097]|(?:^|[^\u1000-\u1021\u103b-\u103e])\u1031|\u1039(?![\u1000-\u1021])|(?:^|[^\u1000-\u1021\u103b-\u103e\u1039])[\u103b-\u103e]|\u103a[\u102b-\u1032\u1036-\u1038]/;

/** The text cut at the places above: pieces that each convert as they do in the whole. */
export function zawgyiPieces(text: string): string[] {
  const words: string[] = [];
  let from = 0;
  for (const m of text.matchAll(PIECE_END)) {
    words.push(text.slice(from, m.index + 1));
    from = m.index + 1;
  }
  words.push(text.slice(from));
  return words;
}

/** The text's pieces gathered into chunks of at most `size` characters (or one longer piece). */
function chunksOf(text: string, size: number): string[][] {
  const words = zawgyiPieces(text);
  const chunks: string[][] = [];
  let chunk: string[] = [];
  let length = 0;
  for (const word of words) {
    if (length + word.length > size && chunk.length) {
      chunks.push(chunk);
      chunk = [];
      length = 0;
    }
    chunk.push(word);
    length += word.length;
  }
  if (chunk.length) chunks.push(chunk);
  return chunks;
}

const isZawgyi = (e: ZawgyiEngine, text: string) => e.zawgyiProbability(text) > ZAWGYI_THRESHOLD;

/**
 * The text in Unicode, and whether it was converted. Text without Myanmar letters, Unicode text
 * and (until the engine is loaded in a browser) anything else come back unchanged.
 *
 * The text is read in chunks of about ZAWGYI_CHUNK characters, cut only where conversion cannot
 * change (so the time grows with the length, not its square): a chunk the detector calls Zawgyi is
 * converted whole; in any other chunk each word with a mark of Zawgyi that the detector also calls
 * Zawgyi is converted, so a Zawgyi phrase in Unicode text is converted and the rest kept.
 */
export function toUnicodeText(text: string): { text: string; converted: boolean } {
  const e = engine;
  if (!e || !hasMyanmarText(text)) return { text, converted: false };
  const out = chunksOf(text, ZAWGYI_CHUNK).map((words) => {
    const chunk = words.join('');
    if (!hasMyanmarText(chunk)) return chunk;
    if (isZawgyi(e, chunk)) return e.zawgyiToUnicode(chunk);
    return words
      .map((w) => (ZAWGYI_MARKS.test(w) && isZawgyi(e, w) ? e.zawgyiToUnicode(w) : w))
      .join('');
  });
  const converted = out.join('');
  return { text: converted, converted: converted !== text };
}
