/**
 * The production server's environment on a throw-away database (end-to-end tests, benchmark,
 * fault test, the test templates).
 */
import path from 'node:path'

import { PROJECT_DIR } from './database'

/**
 * The environment of the production server on a throw-away database (end-to-end tests, benchmark,
 * fault test): NODE_ENV=production, the local Paymob simulator, a non-default staff path, the
 * outbox instead of real messages and its own media folder.
 */
export function productionEnv(options: {
  baseUrl: string
  databaseUrl: string
  name: string
  extraEnv?: Record<string, string>
}): NodeJS.ProcessEnv {
  const { baseUrl, name } = options
  return {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    DATABASE_URL: options.databaseUrl,
    PAYLOAD_SECRET: 'e2e-secret-0123456789abcdef0123456789abcdef',
    SITE_URL: baseUrl,
    // Card payments through the local Paymob simulator: production allows it on a localhost SITE_URL.
    PAYMENT_GATEWAY: 'simulator',
    STAFF_PATH: process.env.E2E_STAFF_PATH ?? '/back-office-e2e',
    SEED_ADMIN_EMAIL: 'e2e-admin@masar.test',
    SEED_ADMIN_PASSWORD: 'e2e-admin-password',
    NOTIFICATIONS_DRIVER: 'outbox',
    // Problems only: a line per request would bury the runner's own output (and cost the
    // benchmark's quote ~30 µs a request; docs/deploy.md, "Logs"). LOG_LEVEL=info shows them.
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    E2E_BASE_URL: baseUrl,
    MEDIA_DIR: path.join(PROJECT_DIR, '.data', `media-${name}`),
    ...options.extraEnv,
  }
}
