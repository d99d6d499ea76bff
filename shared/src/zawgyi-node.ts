// Servers (and tests in Node) convert Zawgyi from the first request: the engine is set on load.
import tools from 'myanmar-tools';
import { setZawgyiEngine } from './zawgyi.js';

const detector = new tools.ZawgyiDetector();
const converter = new tools.ZawgyiConverter();
setZawgyiEngine({
  zawgyiProbability: (text) => detector.getZawgyiProbability(text),
  zawgyiToUnicode: (text) => converter.zawgyiToUnicode(text),
});
