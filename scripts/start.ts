/**
 * `npm start`: the production server after `npm run build`. Applies the committed migrations,
 * then runs `scripts/server.ts` (Next plus the direct quote answers). Without DATABASE_URL it
 * uses an embedded cluster of its own (`.data/pg-prod`), never the development one.
 */
import { localDatabase } from './lib/devEnv'
import { runScript, spawnServer, superviseChild } from './lib/processes'

const port = process.env.PORT ?? '3000'
const { server, url } = await localDatabase('pg-prod', 'masar', 54328)
const env: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: 'production',
  NEXT_TELEMETRY_DISABLED: process.env.NEXT_TELEMETRY_DISABLED ?? '1',
  DATABASE_URL: url,
}

try {
  runScript('scripts/migrate.ts', env)
} catch (error) {
  await server.stop()
  throw error
}
const app = spawnServer(port, env)
superviseChild(app, () => server.stop())
