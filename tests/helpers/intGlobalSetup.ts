/**
 * Integration tests run against a real PostgreSQL: a throw-away database on the embedded test
 * cluster (`.data/pg-test`), or on DATABASE_URL's server when it is set. The committed migrations
 * build its schema, exactly as in production; it is dropped afterwards.
 */
import {
  databaseUrl,
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
  })
  return async () => {
    await dropDatabase(server.serverUrl, name)
    await server.stop()
  }
}
