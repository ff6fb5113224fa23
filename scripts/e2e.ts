/**
 * `npm run test:e2e`: the production path end to end. Builds the app (`next build`), applies the
 * committed migrations to a throw-away database, starts `next start` with NODE_ENV=production and
 * runs Playwright in Debian's Chromium against it. A non-default STAFF_PATH is used on purpose.
 *   E2E_SKIP_BUILD=1   reuse the last build (local iterations)
 *   any other arguments are passed to `playwright test`
 */
import { spawn, spawnSync } from 'node:child_process'
import path from 'node:path'

import { requireChromium } from '../tests/helpers/chromium'

import {
  databaseUrl,
  dropDatabase,
  ensureDatabase,
  PROJECT_DIR,
  startDatabaseServer,
  throwawayName,
} from './lib/database'
import { runNextSync, runScript, waitForUrl } from './lib/processes'

const chromium = requireChromium()
const port = process.env.E2E_PORT ?? '3210'
const baseUrl = `http://localhost:${port}`

const server = await startDatabaseServer('pg-test', 54330)
const name = throwawayName('e2e')
await ensureDatabase(server.serverUrl, name)

const env: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: 'production',
  NEXT_TELEMETRY_DISABLED: '1',
  DATABASE_URL: databaseUrl(server.serverUrl, name),
  PAYLOAD_SECRET: 'e2e-secret-0123456789abcdef0123456789abcdef',
  SITE_URL: baseUrl,
  STAFF_PATH: process.env.E2E_STAFF_PATH ?? '/back-office-e2e',
  SEED_ADMIN_EMAIL: 'e2e-admin@masar.test',
  SEED_ADMIN_PASSWORD: 'e2e-admin-password',
  CHROMIUM_PATH: chromium,
  NOTIFICATIONS_DRIVER: 'outbox',
  E2E_BASE_URL: baseUrl,
}

let exitCode = 1
let app: ReturnType<typeof spawn> | undefined
try {
  if (process.env.E2E_SKIP_BUILD !== '1') runNextSync(['build'], env)
  runScript('scripts/migrate.ts', env)
  runScript('scripts/seed.ts', env)
  app = spawn(
    process.execPath,
    [path.join(PROJECT_DIR, 'node_modules/next/dist/bin/next'), 'start', '--port', port],
    {
      cwd: PROJECT_DIR,
      env,
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  )
  await waitForUrl(baseUrl, 120_000)
  const result = spawnSync(
    path.join(PROJECT_DIR, 'node_modules/.bin/playwright'),
    ['test', ...process.argv.slice(2)],
    { cwd: PROJECT_DIR, env, stdio: 'inherit' },
  )
  exitCode = result.status ?? 1
} catch (error) {
  console.error(error)
} finally {
  app?.kill('SIGTERM')
  await dropDatabase(server.serverUrl, name).catch((error) =>
    console.error('[e2e] drop failed', error),
  )
  await server.stop()
}
process.exit(exitCode)
