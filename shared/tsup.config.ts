import { defineConfig } from 'tsup';

// ESM for the SPA and the booking service; CommonJS for Strapi, which compiles to CJS.
// `store` is a second, Node-only entry (Redis), so the SPA never bundles it.
export default defineConfig({
  entry: { index: 'src/index.ts', browser: 'src/browser.ts', store: 'src/store/index.ts' },
  format: ['esm', 'cjs'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
});
