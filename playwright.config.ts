import { defineConfig, devices } from '@playwright/test'

import { chromiumLaunchOptions } from './tests/helpers/chromium'

/**
 * End-to-end tests drive Debian's Chromium against the production build. `npm run test:e2e`
 * (scripts/e2e.ts) builds, prepares a throw-away database, starts the production server and sets
 * E2E_BASE_URL before it runs Playwright.
 *
 * Four projects:
 * - `staff-session`: the seeded admin signs in once through the JSON login and the session is
 *   kept (`STAFF_SESSION`) for the browser specs' back office pages (tests/helpers/staffBrowser.ts);
 * - `desktop`: what a person sees and does, in Chromium (`*.e2e.spec.ts`), two specs at a time
 *   (each spec's tests in order): every spec books, signs up and pays with its own people and
 *   trips, so none sees what another does;
 * - `site-wide`: the specs that change what every visitor sees (content and settings saved from
 *   the back office, an approved review on the home page) or watch the whole site's cache (the
 *   cached pages, a second instance), alone after `desktop`;
 * - `http`: what the production server answers over HTTP with no browser (`*.http.spec.ts`),
 *   beside the browser specs.
 */
const baseURL = process.env.E2E_BASE_URL ?? 'http://localhost:3210'

/** The specs that change or watch what every visitor sees (the `site-wide` project). */
const SITE_WIDE = [
  '**/site-editors.e2e.spec.ts',
  // An admin's price and menu edit (its other tests read only their own bookings).
  '**/backoffice.e2e.spec.ts',
  '**/public-cache.e2e.spec.ts',
  '**/reviews.e2e.spec.ts',
  '**/scale-out.e2e.spec.ts',
]
const desktop = { ...devices['Desktop Chrome'], channel: undefined }

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  // Two cores: two specs at a time.
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions(),
  },
  projects: [
    { name: 'staff-session', testMatch: '**/staff-session.setup.ts' },
    {
      name: 'desktop',
      testMatch: '**/*.e2e.spec.ts',
      testIgnore: SITE_WIDE,
      dependencies: ['staff-session'],
      use: desktop,
    },
    {
      name: 'site-wide',
      testMatch: SITE_WIDE,
      dependencies: ['desktop'],
      workers: 1,
      use: desktop,
    },
    { name: 'http', testMatch: '**/*.http.spec.ts', workers: 2 },
  ],
})
