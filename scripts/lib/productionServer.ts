/**
 * The production path on a throw-away database, shared by the end-to-end tests and the benchmark:
 * `next build` (unless skipped), the committed migrations and the demo seed on a fresh database of
 * the embedded test cluster, then the production server (`scripts/server.ts`) with
 * NODE_ENV=production and a non-default staff path.
 */
import type { ChildProcess } from 'node:child_process'
import { rmSync } from 'node:fs'
import path from 'node:path'

import {
  type DatabaseServer,
  databaseUrl,
  dropDatabase,
  ensureDatabase,
  PROJECT_DIR,
  startDatabaseServer,
  throwawayName,
} from './database'
import { PortTakenError, requireFreePort } from './ports'
import { buildAppSync, runScript, spawnServer, waitForUrl } from './processes'

export type ProductionServer = { baseUrl: string; env: NodeJS.ProcessEnv }

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

/**
 * Runs `run` against the production server on `port`. Stops at once, before building or starting
 * anything, when that port or the embedded database's (EMBEDDED_PG_PORT) is already taken:
 * otherwise the run would test whatever listens there.
 */
export async function withProductionServer(
  options: {
    name: string
    port: string
    /** The variable that moves the port, named in the message when it is taken. */
    portSetting: string
    build: boolean
    extraEnv?: Record<string, string>
  },
  run: (server: ProductionServer) => Promise<number>,
): Promise<number> {
  const baseUrl = `http://localhost:${options.port}`
  let database: DatabaseServer
  try {
    await requireFreePort(Number(options.port), `the ${options.name} server`, options.portSetting)
    database = await startDatabaseServer('pg-test', 54330)
  } catch (error) {
    if (!(error instanceof PortTakenError)) throw error
    console.error(`[${options.name}] ${error.message}`)
    return 1
  }
  const name = throwawayName(options.name)
  await ensureDatabase(database.serverUrl, name)
  const env = productionEnv({
    baseUrl,
    databaseUrl: databaseUrl(database.serverUrl, name),
    name,
    extraEnv: options.extraEnv,
  })
  let exitCode = 1
  let app: ChildProcess | undefined
  try {
    if (options.build) buildAppSync(env)
    runScript('scripts/migrate.ts', env)
    runScript('scripts/seed.ts', env)
    app = spawnServer(options.port, env, ['ignore', 'inherit', 'inherit'])
    await waitForUrl(baseUrl, 120_000, app)
    exitCode = await run({ baseUrl, env })
  } catch (error) {
    console.error(error)
  } finally {
    if (app && app.exitCode === null && app.signalCode === null) {
      // Gone before the next command looks at the port.
      const exited = new Promise((resolve) => app!.once('exit', resolve))
      app.kill('SIGTERM')
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))])
    }
    rmSync(env.MEDIA_DIR!, { recursive: true, force: true })
    await dropDatabase(database.serverUrl, name).catch((error) =>
      console.error(`[${options.name}] drop failed`, error),
    )
    await database.stop()
  }
  return exitCode
}
