import { defineConfig } from 'tsup';

// ESM for the SPA and the booking service; CommonJS for Strapi, which compiles to CJS.
// `store` (Redis) and `log` (pino) are Node-only entries, so the SPA never bundles them;
// `messages-my` lets the SPA load the Burmese texts only for a Burmese page.
export default defineConfig({
  entry: {
    index: 'src/index.ts',
    browser: 'src/browser.ts',
    store: 'src/store/index.ts',
    log: 'src/log/index.ts',
    'messages-my': 'src/messages-my.ts',
  },
  format: ['esm', 'cjs'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
});
