/**
 * The processes the fault test runs: its ports checked free, the app built when needed, the
 * database migrated and seeded, and the two production servers started, their logs watched.
 */
import type { ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'

import { PROJECT_DIR } from '../../scripts/lib/database'
import { PortTakenError, requireFreePort } from '../../scripts/lib/ports'
import { buildAppSync, runScript, spawnServer, waitForUrl } from '../../scripts/lib/processes'

import { PG_PORT, PORT, servers } from './config'

/**
 * The servers' own log, passed through; a request that failed inside a server (Next logs it with
 * `⨯`), including ones the runner did not send (the simulator's own callback), is counted.
 */
export const serverLogErrors: string[] = []
function watchServerLog(app: ChildProcess, server: string) {
  for (const stream of [app.stdout, app.stderr]) {
    let rest = ''
    stream?.on('data', (chunk: Buffer) => {
      const lines = (rest + chunk.toString()).split('\n')
      rest = lines.pop() ?? ''
      for (const line of lines) {
        if (line.startsWith('⨯')) serverLogErrors.push(`${server}: ${line.slice(0, 160)}`)
        process.stdout.write(`${line}\n`)
      }
    })
  }
}

/**
 * Whatever already listens on these ports would be tested instead (and restarted, for the
 * database): false, once the setting that moves them is named.
 */
export async function portsAreFree(): Promise<boolean> {
  try {
    for (const index of [0, 1]) {
      await requireFreePort(PORT + index, `the fault test's server ${index + 1}`, 'FAULTS_PORT')
    }
    await requireFreePort(PG_PORT, "the fault test's PostgreSQL", 'FAULTS_PG_PORT')
  } catch (error) {
    if (!(error instanceof PortTakenError)) throw error
    console.error(`[faults] ${error.message}`)
    return false
  }
  return true
}

/** Builds when asked or when there is no build, migrates and seeds, then starts both servers. */
export async function startServers(env: NodeJS.ProcessEnv, apps: ChildProcess[]): Promise<void> {
  if (process.env.FAULTS_BUILD === '1' || !existsSync(path.join(PROJECT_DIR, '.next/BUILD_ID'))) {
    buildAppSync(env)
  }
  runScript('scripts/migrate.ts', env)
  runScript('scripts/seed.ts', env)
  for (const [index, server] of servers.entries()) {
    const app = spawnServer(String(PORT + index), env, ['ignore', 'pipe', 'pipe'])
    watchServerLog(app, server)
    apps.push(app)
    await waitForUrl(`${server}/api/health`, 120_000)
  }
}
