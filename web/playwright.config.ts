import { defineConfig } from '@playwright/test';
import { existsSync } from 'node:fs';
import { TIMEOUT } from './e2e/support/timeouts';

// Debian's Chromium (or CHROMIUM_PATH); browsers are never downloaded.
const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!existsSync(executablePath)) {
  throw new Error(
    `Chromium was not found at ${executablePath}. Install it with \`apt-get install -y chromium\` ` +
      'or point CHROMIUM_PATH at a Chromium binary.',
  );
}

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/support/global-setup.ts',
  timeout: TIMEOUT.test,
  expect: { timeout: TIMEOUT.expect },
  workers: 2,
  // No retries: a test that needs one is a bug in the product or the test (issue 25).
  retries: 0,
  reporter: [['list']],
  outputDir: './test-results',
  use: {
    // Set by the global setup before the workers start.
    baseURL: process.env.E2E_BASE_URL,
    // Off unless asked (E2E_TRACE=1 keeps a failed test's trace in test-results/): recording one
    // for every test cost about a quarter of the suite's CPU and time on two cores (issue 25), and
    // a CI run's trace files are never read: its output is the failure's message and attachments.
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    // No service worker unless a spec asks for one (the PWA specs do): its first-visit precache
    // fetches and stores every file of the app in each new test's browser, competing with the
    // page under test for the two cores, while its behaviour is what the PWA specs test.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
      ],
    },
  },
  projects: [
    // First, so one worker starts it at once: the reader's day is the longest spec, on a stack of
    // its own (it closes Saturdays there), and runs beside the others rather than after them.
    {
      name: 'reader-publish',
      use: { browserName: 'chromium' },
      testMatch: /reader-publish\.spec\.ts/,
      // Every step is Strapi's admin at work (a whole load of a heavy app on each goto, several
      // API calls per save): its signs wait at a first load's pace. Runs at load average 11-13
      // met a reloaded edit view, and the Burmese create view, still loading after 10 s.
      expect: { timeout: TIMEOUT.slow },
    },
    { name: 'chromium', use: { browserName: 'chromium' }, testIgnore: /reader-publish\.spec\.ts/ },
  ],
});
