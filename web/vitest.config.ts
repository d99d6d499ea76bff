import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { sharedSourcePlugin } from './vite.config.ts';

// Unit and component tests only; Playwright specs under e2e/ run with `npm run e2e`.
export default defineConfig({
  plugins: [sharedSourcePlugin(), react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    // A browser's document only where a file asks for one (`// @vitest-environment jsdom` on its
    // first line): making one per file was 40% of this suite's time for files that never touch
    // it (issue 25).
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}', 'vite-plugins/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
  },
});
