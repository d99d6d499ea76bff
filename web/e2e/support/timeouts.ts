// Every time limit of the end-to-end suite lives here (issue 25): a test waits for a condition,
// and how long it may wait is one of these, so a slow machine is answered in one place.
export const TIMEOUT = {
  /** One test of a single screen (playwright.config.ts). */
  test: 60_000,
  /** An assertion waiting for its condition (playwright.config.ts). */
  expect: 10_000,
  /** A service worker installing or taking over, the Strapi admin's first load. */
  slow: 30_000,
  /** A test that walks several screens (booking, paying, the reader's desk). */
  flow: 120_000,
  /** A stack of its own (Strapi, the booking service, the gateway) starting from its builds. */
  stack: 180_000,
  /** The whole member journey, or an accessibility sweep over every screen. */
  journey: 240_000,
} as const;
