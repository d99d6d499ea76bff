import { defineConfig } from 'vitest/config';

// Strapi is loaded through CommonJS in a forked worker; each test file starts its own instance
// on a temporary SQLite database. Files run one at a time: the machine has two cores.
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    pool: 'forks',
    fileParallelism: false,
    globalSetup: ['tests/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
