import { defineConfig, devices } from '@playwright/test'

import { chromiumLaunchOptions } from './tests/helpers/chromium'

/**
 * End-to-end tests drive Debian's Chromium against the production build. `npm run test:e2e`
 * (scripts/e2e.ts) builds, prepares a throw-away database, starts the production server and sets
 * E2E_BASE_URL before it runs Playwright.
 *
 * Three projects:
 * - `staff-session`: the seeded admin signs in once through the JSON login and the session is
 *   kept (`STAFF_SESSION`) for the browser specs' back office pages (tests/helpers/staffBrowser.ts);
 * - `desktop`: what a person sees and does, in Chromium (`*.e2e.spec.ts`), one spec at a time
 *   (they share the database and the one loopback address's limits);
 * - `http`: what the production server answers over HTTP with no browser (`*.http.spec.ts`),
 *   beside the browser specs, on two workers at most.
 */
const baseURL = process.env.E2E_BASE_URL ?? 'http://localhost:3210'

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  // Two cores: one browser spec and one HTTP spec at a time, or two HTTP specs.
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
      dependencies: ['staff-session'],
      workers: 1,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    { name: 'http', testMatch: '**/*.http.spec.ts', workers: 2 },
  ],
})
