/**
 * Integration tests run against a real PostgreSQL: the embedded test cluster (`.data/pg-test`), or
 * DATABASE_URL's server when it is set. The committed migrations build a template database once
 * per run (exactly as in production; `npm test` passes its own down, scripts/lib/templates.ts);
 * every test file then starts on its own fresh copy of it (tests/helpers/intFileDatabase.ts), so
 * files run two at a time and none sees what another wrote. Every copy is dropped afterwards.
 */
import { readdirSync, rmSync } from 'node:fs'
import path from 'node:path'

import pg from 'pg'

import {
  databaseUrl,
  dropDatabase,
  PROJECT_DIR,
  startDatabaseServer,
  throwawayName,
} from '../../scripts/lib/database'
import { templateFor } from '../../scripts/lib/templates'

export default async function setup() {
  const server = await startDatabaseServer('pg-test', 54330)
  const template = await templateFor(server.serverUrl, 'migrated')
  const prefix = throwawayName('int')
  Object.assign(process.env, {
    MASAR_INT_TEMPLATE: template.name,
    MASAR_INT_PREFIX: prefix,
    PAYLOAD_DB_PUSH: 'false',
    DISABLE_PAYLOAD_HMR: 'true',
    TEST_SERVER_URL: server.serverUrl,
  })
  return async () => {
    const client = new pg.Client({ connectionString: databaseUrl(server.serverUrl, 'postgres') })
    await client.connect()
    const { rows } = await client
      .query<{ datname: string }>(
        'select datname from pg_database where starts_with(datname, $1)',
        [prefix],
      )
      .finally(() => client.end())
    for (const { datname } of rows) await dropDatabase(server.serverUrl, datname)
    const data = path.join(PROJECT_DIR, '.data')
    for (const entry of readdirSync(data))
      if (entry.startsWith(`media-${prefix}`))
        rmSync(path.join(data, entry), { recursive: true, force: true })
    await template.release()
    await server.stop()
  }
}
