// The package for Node (servers, tests): the Zawgyi engine is set on load, so every schema
// converts Zawgyi from the first request. Browsers get ./browser.ts (the `browser` condition).
import './zawgyi-node.js';

export * from './common.js';
export * from './messages-my.js';
export * from './error-text.js';
export * from './contract-check.js';
