/**
 * The production path on a throw-away database, shared by the end-to-end tests and the benchmark:
 * `next build` (unless skipped), a copy of the seeded template (the committed migrations and the
 * demo seed, made once per `npm test`: scripts/lib/templates.ts) on the embedded test cluster,
 * then the production server (`scripts/server.ts`) with NODE_ENV=production and a non-default
 * staff path.
 */
import type { ChildProcess } from 'node:child_process'
import { rmSync } from 'node:fs'

import { type DatabaseServer, dropDatabase, startDatabaseServer, throwawayName } from './database'
import { productionEnv } from './productionEnv'
import { PortTakenError, requireFreePort } from './ports'
import { buildAppSync, spawnServer, waitForUrl } from './processes'
import { copyTemplate, type Template, templateFor } from './templates'

export type ProductionServer = { baseUrl: string; env: NodeJS.ProcessEnv }

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
  let exitCode = 1
  let app: ChildProcess | undefined
  let template: Template | undefined
  let env: NodeJS.ProcessEnv | undefined
  try {
    template = await templateFor(database.serverUrl, 'seeded')
    env = productionEnv({
      baseUrl,
      databaseUrl: await copyTemplate(database.serverUrl, template, name),
      name,
      extraEnv: options.extraEnv,
    })
    if (options.build) buildAppSync(env)
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
    if (env?.MEDIA_DIR) rmSync(env.MEDIA_DIR, { recursive: true, force: true })
    await dropDatabase(database.serverUrl, name).catch((error) =>
      console.error(`[${options.name}] drop failed`, error),
    )
    await template
      ?.release()
      .catch((error) => console.error(`[${options.name}] drop failed`, error))
    await database.stop()
  }
  return exitCode
}
