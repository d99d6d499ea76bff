// The browser loads the Zawgyi engine on demand: a form with Myanmar text awaits it before it
// validates, every other page never downloads it.
import { hasZawgyiEngine, setZawgyiEngine } from './zawgyi.js';

let loading: Promise<void> | null = null;

/** Loads myanmar-tools once (a separate chunk) and sets it as the engine. */
export function loadZawgyiEngine(): Promise<void> {
  if (hasZawgyiEngine()) return Promise.resolve();
  loading ??= (async () => {
    // Its detector decodes its model with Node's `new Buffer(base64, 'base64')`: in a browser a
    // constructor returning the decoded bytes is all it needs.
    const g = globalThis as { Buffer?: unknown };
    g.Buffer ??= function BufferShim(data: string) {
      return Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
    };
    // The detector is myanmar-tools'; the converter is the servers' linear one (the same rules,
    // ./zawgyi-convert.ts), so a long paste converts at once and exactly as the servers will.
    const [mod, { zawgyiToUnicode }] = await Promise.all([
      import('myanmar-tools'),
      import('./zawgyi-convert.js'),
    ]);
    // A CommonJS package: bundlers give its exports as `default` or by name.
    const { ZawgyiDetector } = mod.default ?? mod;
    const detector = new ZawgyiDetector();
    setZawgyiEngine({
      zawgyiProbability: (text) => detector.getZawgyiProbability(text),
      zawgyiToUnicode,
    });
  })().catch((error: unknown) => {
    loading = null; // a lost chunk request is retried next time
    throw error;
  });
  return loading;
}
