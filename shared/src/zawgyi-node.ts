// Servers (and tests in Node) convert Zawgyi from the first request: the engine is set on load.
// The detector is myanmar-tools'; the converter runs the same package's rules in linear time
// (./zawgyi-convert.ts): a server must not spend seconds on one long field (issue 37).
import tools from 'myanmar-tools';
import { zawgyiToUnicode } from './zawgyi-convert.js';
import { setZawgyiEngine } from './zawgyi.js';

const detector = new tools.ZawgyiDetector();
setZawgyiEngine({
  zawgyiProbability: (text) => detector.getZawgyiProbability(text),
  zawgyiToUnicode,
});
