/**
 * `npm run test:e2e`: the production path end to end. Builds the app (`next build`), copies the
 * run's seeded template (the committed migrations and the demo seed: scripts/lib/templates.ts)
 * into a throw-away database, starts the production server (`scripts/server.ts`) with
 * NODE_ENV=production and a non-default STAFF_PATH, and runs Playwright in Debian's Chromium
 * against it. Then, on that same server, what E2E_THEN names (CI sets both):
 *   production-path   the production path's checks (scripts/lib/productionPath.ts)
 *   bench             `npm run bench -- --quick` against it (BENCH_BASE_URL)
 *   E2E_SKIP_BUILD=1   reuse the last build (local iterations)
 *   any other arguments are passed to `playwright test`
 */
import path from 'node:path'

import { requireChromium } from '../tests/helpers/chromium'

import { PROJECT_DIR } from './lib/database'
import { checkProductionPath } from './lib/productionPath'
import { runChild } from './lib/processes'
import { withProductionServer } from './lib/productionServer'

const chromium = requireChromium()
const then = new Set((process.env.E2E_THEN ?? '').split(',').map((step) => step.trim()))

/** Runs one step, printing its duration; its exit code. */
async function timed(name: string, step: () => Promise<number> | number): Promise<number> {
  const started = Date.now()
  const code = await step()
  console.log(
    `[e2e] ${name}: ${code === 0 ? 'passed' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s`,
  )
  return code
}

const exitCode = await withProductionServer(
  {
    name: 'e2e',
    portSetting: 'E2E_PORT',
    port: process.env.E2E_PORT ?? '3210',
    build: process.env.E2E_SKIP_BUILD !== '1',
    extraEnv: { CHROMIUM_PATH: chromium },
  },
  async ({ baseUrl, env }) => {
    // Not synchronous: this process may own the embedded PostgreSQL, whose log pipe only a
    // running event loop empties (scripts/lib/processes.ts, runChild).
    const tests = await timed('playwright', () =>
      runChild(
        path.join(PROJECT_DIR, 'node_modules/.bin/playwright'),
        ['test', ...process.argv.slice(2)],
        { env },
      ),
    )
    if (tests !== 0) return tests
    if (then.has('production-path')) {
      const problems = await timed('production path', async () => {
        const found = await checkProductionPath(baseUrl, env)
        for (const problem of found) console.error(`[production path] ${problem}`)
        return found.length ? 1 : 0
      })
      if (problems !== 0) return problems
    }
    if (then.has('bench'))
      return timed('bench --quick', () =>
        runChild(
          process.execPath,
          ['--import', 'tsx', path.join(PROJECT_DIR, 'scripts/bench.ts'), '--quick'],
          { env: { ...env, BENCH_BASE_URL: baseUrl } },
        ),
      )
    return 0
  },
)
process.exit(exitCode)
