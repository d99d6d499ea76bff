import { defineConfig } from 'vitest/config';

// Every test file builds its own database (a temp SQLite file, or a fresh PostgreSQL schema),
// so files may run in parallel; the concurrency tests need generous time-outs on 2 cores.
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    globalSetup: ['tests/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
