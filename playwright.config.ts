import { defineConfig, devices } from '@playwright/test'

import { chromiumLaunchOptions } from './tests/helpers/chromium'

/**
 * End-to-end tests drive Debian's Chromium against the production build. `npm run test:e2e`
 * (scripts/e2e.ts) builds, prepares a throw-away database, starts the production server and sets
 * E2E_BASE_URL before it runs Playwright.
 */
const baseURL = process.env.E2E_BASE_URL ?? 'http://localhost:3210'

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.e2e.spec.ts',
  fullyParallel: false,
  workers: 1,
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
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } }],
})
