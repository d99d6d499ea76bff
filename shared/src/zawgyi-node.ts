// Servers (and tests in Node) convert Zawgyi from the first request: the engine is set on load.
import { ZawgyiConverter, ZawgyiDetector } from 'myanmar-tools';
import { setZawgyiEngine } from './zawgyi.js';

const detector = new ZawgyiDetector();
const converter = new ZawgyiConverter();
setZawgyiEngine({
  zawgyiProbability: (text) => detector.getZawgyiProbability(text),
  zawgyiToUnicode: (text) => converter.zawgyiToUnicode(text),
});
