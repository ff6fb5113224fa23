/**
 * Runs in the integration worker before each test file (vitest `setupFiles`): the file's own copy
 * of the run's migrated template (`CREATE DATABASE ... TEMPLATE`, well under a second) and its own
 * uploads folder, so a file sees a fresh database whatever ran before it or runs beside it, as
 * when it runs alone. tests/helpers/intGlobalSetup.ts made the template and drops the copies.
 *
 * A worker runs its files one after another in one process (`isolate: false`): the libraries
 * (Payload, Next, drizzle, lexical) are loaded once per worker instead of once per file, which
 * was most of the phase's time. Everything of ours starts afresh for each file as it would in a
 * process of its own: the environment is the one the worker started with, the previous file's
 * Payload is closed and forgotten, our modules are evaluated again (the configuration reads the
 * new DATABASE_URL) and the process-wide caches we keep on `globalThis` are emptied.
 */
import { randomBytes } from 'node:crypto'

import { vi } from 'vitest'

import { copyTemplate, mediaDirOf } from '../../scripts/lib/templates'
import { dropDatabase } from '../../scripts/lib/database'

type CachedPayload = {
  payload: {
    destroy: () => Promise<void>
    db?: { pool?: { end: () => Promise<void> } }
  } | null
}
type WorkerState = { env: NodeJS.ProcessEnv; database?: string }

const STATE = Symbol.for('masar.test.intWorker')
const scope = globalThis as typeof globalThis & {
  [STATE]?: WorkerState
  _payload?: Map<string, CachedPayload>
}

/** Our own process-wide caches (src/**: `Symbol.for('masar. ...')`), emptied between files. */
const OUR_CACHES = [
  'masar.bookingData.caches',
  'masar.paymobSimulator',
  'masar.databaseState',
  'masar.requestContext',
]

const state: WorkerState = (scope[STATE] ??= { env: { ...process.env } })
const template = state.env.MASAR_INT_TEMPLATE
const serverUrl = state.env.TEST_SERVER_URL

// The environment as the worker began: what the previous file set or stubbed is gone.
vi.unstubAllEnvs()
for (const name of Object.keys(process.env)) if (!(name in state.env)) delete process.env[name]
Object.assign(process.env, state.env)

// The previous file's Payload: its crons stopped, its pool closed, the cache emptied.
for (const cached of scope._payload?.values() ?? []) {
  const payload = cached.payload
  if (!payload) continue
  await payload.destroy().catch(() => undefined)
  // The adapter keeps one connection checked out for good; the database's drop ends it.
  void payload.db?.pool?.end().catch(() => undefined)
}
scope._payload?.clear()
for (const key of OUR_CACHES) delete (globalThis as Record<symbol, unknown>)[Symbol.for(key)]
if (template && serverUrl && state.database)
  await dropDatabase(serverUrl, state.database).catch(() => undefined)
vi.resetModules()

if (template && serverUrl) {
  const name = `${state.env.MASAR_INT_PREFIX}_${randomBytes(4).toString('hex')}`
  process.env.DATABASE_URL = await copyTemplate(
    serverUrl,
    { name: template, mediaDir: mediaDirOf(template), release: async () => undefined },
    name,
  )
  process.env.MEDIA_DIR = mediaDirOf(name)
  state.database = name
}
