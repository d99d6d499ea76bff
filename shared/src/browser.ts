// The package for browsers: the same exports, without myanmar-tools in the main bundle; the SPA
// calls loadZawgyiEngine() where people type (it loads as its own chunk).
export * from './common.js';
export * from './messages-my.js';
export * from './error-text.js';
