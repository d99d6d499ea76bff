import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { sharedSourcePlugin } from './vite.config.ts';

// Unit and component tests only; Playwright specs under e2e/ run with `npm run e2e`.
export default defineConfig({
  plugins: [sharedSourcePlugin(), react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
  },
});
