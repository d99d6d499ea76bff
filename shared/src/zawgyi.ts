// Zawgyi-safe text. Many Burmese phones still type Zawgyi, a font encoding that reuses Unicode's
// Myanmar code points with other meanings: stored as is it reads as garbage and breaks search.
// Every free-text field of the shared schemas passes through `unicodeText` (schemas/fields.ts,
// kept there so this module stays free of zod for the SPA's shell), which converts
// Zawgyi to Unicode before validation, so the SPA, the CMS and the booking service agree.
//
// The detector and converter (Google's myanmar-tools) are an engine set here: the Node entry of
// this package sets it on load (servers always convert); the browser entry leaves it to the SPA,
// which loads it lazily (it weighs ~30 kB gzipped) before validating text with Myanmar letters.
export interface ZawgyiEngine {
  /** Probability in [0, 1] that the text is Zawgyi (myanmar-tools' ZawgyiDetector). */
  zawgyiProbability(text: string): number;
  /** Zawgyi to Unicode (myanmar-tools' ZawgyiConverter). */
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
 * The text in Unicode, and whether it was converted. Text without Myanmar letters, Unicode text
 * and (until the engine is loaded in a browser) anything else come back unchanged.
 */
export function toUnicodeText(text: string): { text: string; converted: boolean } {
  if (!engine || !hasMyanmarText(text)) return { text, converted: false };
  if (!(engine.zawgyiProbability(text) > ZAWGYI_THRESHOLD)) return { text, converted: false };
  const converted = engine.zawgyiToUnicode(text);
  return { text: converted, converted: converted !== text };
}
