import { defineConfig } from 'tsup';

// ESM for the SPA and the booking service; CommonJS for Strapi, which compiles to CJS.
export default defineConfig({
  entry: ['src/index.ts', 'src/browser.ts'],
  format: ['esm', 'cjs'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
});
