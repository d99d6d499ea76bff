// myanmar-tools ships no type declarations; these are the two classes this project uses.
declare module 'myanmar-tools' {
  export class ZawgyiDetector {
    getZawgyiProbability(text: string, verbose?: boolean): number;
  }
  export class ZawgyiConverter {
    zawgyiToUnicode(text: string): string;
    unicodeToZawgyi(text: string): string;
  }
}
