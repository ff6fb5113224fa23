/**
 * `npm run migrate`: applies the committed migrations in src/migrations to DATABASE_URL
 * (or the embedded production cluster), never a schema push.
 */
process.env.PAYLOAD_MIGRATING = 'true'

const { localDatabase } = await import('./lib/devEnv')
const standalone = !process.env.DATABASE_URL
const { server, url } = await localDatabase('pg-prod', 'masar', 54328)
process.env.DATABASE_URL = url

const { getPayload } = await import('payload')
const { default: config } = await import('../src/payload.config')
const { migrations } = await import('../src/migrations')

type MigrationList = NonNullable<Parameters<(typeof payload)['db']['migrate']>[0]>['migrations']

const payload = await getPayload({ config })
await payload.db.migrate({ migrations: migrations as unknown as MigrationList })
payload.logger.info('Migrations are up to date.')
await payload.destroy()
if (standalone) await server.stop()
process.exit(0)

export {}
