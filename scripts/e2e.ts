/**
 * `npm run test:e2e`: the production path end to end. Builds the app (`next build`), applies the
 * committed migrations to a throw-away database, seeds it, starts the production server
 * (`scripts/server.ts`) with NODE_ENV=production and runs Playwright in Debian's Chromium against
 * it. A non-default
 * STAFF_PATH is used on purpose.
 *   E2E_SKIP_BUILD=1   reuse the last build (local iterations)
 *   any other arguments are passed to `playwright test`
 */
import { spawnSync } from 'node:child_process'
import path from 'node:path'

import { requireChromium } from '../tests/helpers/chromium'

import { PROJECT_DIR } from './lib/database'
import { withProductionServer } from './lib/productionServer'

const chromium = requireChromium()

const exitCode = await withProductionServer(
  {
    name: 'e2e',
    portSetting: 'E2E_PORT',
    port: process.env.E2E_PORT ?? '3210',
    build: process.env.E2E_SKIP_BUILD !== '1',
    extraEnv: { CHROMIUM_PATH: chromium },
  },
  async ({ env }) => {
    const result = spawnSync(
      path.join(PROJECT_DIR, 'node_modules/.bin/playwright'),
      ['test', ...process.argv.slice(2)],
      { cwd: PROJECT_DIR, env, stdio: 'inherit' },
    )
    return result.status ?? 1
  },
)
process.exit(exitCode)
