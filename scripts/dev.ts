/**
 * `npm run dev`: PostgreSQL (embedded unless DATABASE_URL is set), demo data on an empty
 * database, then the server (`scripts/server.ts`, the same one `npm start` runs) in development:
 * Next compiles on demand and reloads on change. Ctrl-C stops both.
 */
import { localDatabase } from './lib/devEnv'
import { runScript, spawnServer, superviseChild } from './lib/processes'

const port = process.env.PORT ?? '3000'
const { server, url } = await localDatabase('pg', 'masar_dev', 54329)
const env: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: 'development',
  NEXT_TELEMETRY_DISABLED: process.env.NEXT_TELEMETRY_DISABLED ?? '1',
  DATABASE_URL: url,
  SITE_URL: process.env.SITE_URL ?? `http://localhost:${port}`,
}

try {
  runScript('scripts/seed.ts', { ...env, DISABLE_PAYLOAD_HMR: 'true' })
} catch (error) {
  await server.stop()
  throw error
}

const app = spawnServer(port, env)
superviseChild(app, () => server.stop())
