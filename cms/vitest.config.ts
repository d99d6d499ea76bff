import { defineConfig } from 'vitest/config';

// Strapi is loaded through CommonJS in a forked worker; each test file starts its own instance
// on a fresh database, so files are independent: two run at once (CMS_TEST_WORKERS), which keeps
// both cores busy once the other checks beside this suite are done (issue 25).
// The whole suite runs on SQLite first, then, when TEST_DATABASE_URL is set, again on PostgreSQL
// (production's database), each file on its own new database (tests/database.ts).
const postgres = Boolean(process.env.TEST_DATABASE_URL);

const common = {
  pool: 'forks',
  globalSetup: ['tests/global-setup.ts'],
  testTimeout: 60_000,
  hookTimeout: 180_000,
} as const;

export default defineConfig({
  test: {
    ...common,
    include: ['tests/**/*.test.ts'],
    maxWorkers: Number(process.env.CMS_TEST_WORKERS) || 2,
    projects: [
      {
        extends: true,
        test: {
          name: { label: 'sqlite', color: 'green' },
          env: { CMS_TEST_DATABASE: 'sqlite' },
          // Groups run in order; group 0 would run last (Vitest puts sequential files there).
          sequence: { groupOrder: 1 },
        },
      },
      ...(postgres
        ? [
            {
              extends: true,
              test: {
                name: { label: 'postgres', color: 'blue' as const },
                env: { CMS_TEST_DATABASE: 'postgres' },
                // No database: running them twice proves nothing. The cluster runs alone, last.
                exclude: [
                  'tests/content-rules.test.ts',
                  'tests/generated-types.test.ts',
                  'tests/scale-out.test.ts',
                ],
                sequence: { groupOrder: 2 },
              },
            },
            {
              // Not `extends`: its include would be added to the root's, not replace it.
              test: {
                ...common,
                // Six processes and timing bounds (within 1 s): it gets the machine to itself.
                name: { label: 'cluster', color: 'magenta' as const },
                env: { CMS_TEST_DATABASE: 'postgres' },
                include: ['tests/scale-out.test.ts'],
                sequence: { groupOrder: 3 },
              },
            },
          ]
        : []),
    ],
  },
});
