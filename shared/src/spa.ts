// The SPA's barrel (web/vite.config.ts resolves @mystic/shared here): the browser package without
// the Burmese texts, which the SPA loads as a chunk of their own with the Burmese interface
// (`@mystic/shared/messages-my`, see web/src/lib/i18n/bundles.ts), and without the error texts
// built on them (the SPA reads its messages through i18n, by code).
export * from './common.js';
