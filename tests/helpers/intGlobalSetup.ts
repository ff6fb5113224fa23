/**
 * Integration tests run against a real PostgreSQL: a throw-away database on the embedded test
 * cluster (`.data/pg-test`), or on DATABASE_URL's server when it is set. The committed migrations
 * build its schema, exactly as in production; it is dropped afterwards.
 */
import { rmSync } from 'node:fs'
import path from 'node:path'

import {
  databaseUrl,
  PROJECT_DIR,
  dropDatabase,
  ensureDatabase,
  startDatabaseServer,
  throwawayName,
} from '../../scripts/lib/database'
import { runScript } from '../../scripts/lib/processes'

export default async function setup() {
  const server = await startDatabaseServer('pg-test', 54330)
  const name = throwawayName('int')
  await ensureDatabase(server.serverUrl, name)
  const url = databaseUrl(server.serverUrl, name)
  const mediaDir = path.join(PROJECT_DIR, '.data', `media-${name}`)
  const env = {
    ...process.env,
    NODE_ENV: 'test' as const,
    DATABASE_URL: url,
    PAYLOAD_DB_PUSH: 'false',
    DISABLE_PAYLOAD_HMR: 'true',
  }
  runScript('scripts/migrate.ts', env)
  Object.assign(process.env, {
    DATABASE_URL: url,
    PAYLOAD_DB_PUSH: 'false',
    DISABLE_PAYLOAD_HMR: 'true',
    TEST_SERVER_URL: server.serverUrl,
    MEDIA_DIR: mediaDir,
  })
  return async () => {
    rmSync(mediaDir, { recursive: true, force: true })
    await dropDatabase(server.serverUrl, name)
    await server.stop()
  }
}
