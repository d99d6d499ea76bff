// myanmar-tools ships no type declarations; these are the two classes this project uses.
declare module 'myanmar-tools' {
  export class ZawgyiDetector {
    getZawgyiProbability(text: string, verbose?: boolean): number;
  }
  export class ZawgyiConverter {
    zawgyiToUnicode(text: string): string;
    unicodeToZawgyi(text: string): string;
  }
  // A CommonJS package: Node's ESM sees its exports only as the default.
  const tools: { ZawgyiDetector: typeof ZawgyiDetector; ZawgyiConverter: typeof ZawgyiConverter };
  export default tools;
}
