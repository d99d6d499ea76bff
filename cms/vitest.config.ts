import { defineConfig } from 'vitest/config';

// Strapi is loaded through CommonJS in a forked worker; each test file starts its own instance
// on a fresh database, so most files are independent: two run at once (CMS_TEST_WORKERS), which
// keeps both cores busy once the other checks beside this suite are done (issue 25).
// The whole suite runs on SQLite first, then, when TEST_DATABASE_URL is set, again on PostgreSQL
// (production's database), each file on its own new database (tests/database.ts).
const postgres = Boolean(process.env.TEST_DATABASE_URL);

const common = {
  pool: 'forks',
  globalSetup: ['tests/global-setup.ts'],
  // Every answer a test receives is held to its endpoint's contract (issue 40).
  setupFiles: ['tests/support/contract.ts'],
  testTimeout: 60_000,
  hookTimeout: 180_000,
} as const;

// The file that runs alone, after the others, in a group of its own (groups run in order): the
// cluster runs six processes against one-second bounds. (The backup, which compares a whole media
// folder, runs with the others: each test CMS has a media folder of its own, tests/strapi.ts.)
const CLUSTER = 'tests/scale-out.test.ts';

/** A project of one file (not `extends`: its include would be added to the root's). */
const alone = (label: string, database: string, file: string, groupOrder: number) => ({
  test: {
    ...common,
    name: { label, color: 'magenta' as const },
    env: { CMS_TEST_DATABASE: database },
    include: [file],
    sequence: { groupOrder },
  },
});

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
          // Group 0 would run last (Vitest puts sequential files there).
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
                // No database, or nothing a database changes (headers, body parsing, origin
                // and upload refusals before anything is stored, in-process counters): running
                // them twice proves nothing and costs a Strapi start each (issue 25).
                exclude: [
                  'tests/content-rules.test.ts',
                  'tests/generated-types.test.ts',
                  'tests/request-id.test.ts',
                  'tests/connections.test.ts',
                  'tests/origin-and-uploads.test.ts',
                  'tests/upload-safety.test.ts',
                  'tests/members-rate-limit.test.ts',
                  CLUSTER,
                ],
                sequence: { groupOrder: 2 },
              },
            },
          ]
        : []),
      ...(postgres ? [alone('cluster', 'postgres', CLUSTER, 3)] : []),
    ],
  },
});
