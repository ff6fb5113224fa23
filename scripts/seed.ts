/**
 * `npm run seed`: loads the demo content (idempotent: what exists is left as it is).
 * `--if-empty` seeds only a database without staff users (what `npm run dev` does on start).
 */
process.env.DISABLE_PAYLOAD_HMR = 'true'

const { localDatabase } = await import('./lib/devEnv')
const standalone = !process.env.DATABASE_URL
const production = process.env.NODE_ENV === 'production'
const { server, url } = production
  ? await localDatabase('pg-prod', 'masar', 54328)
  : await localDatabase('pg', 'masar_dev', 54329)
process.env.DATABASE_URL = url

const { getPayload } = await import('payload')
const { default: config } = await import('../src/payload.config')
const { seed } = await import('../src/seed')

const payload = await getPayload({ config })
const onlyIfEmpty = process.argv.includes('--if-empty')
const { totalDocs } = await payload.count({ collection: 'users', overrideAccess: true })
if (onlyIfEmpty && totalDocs > 0) {
  payload.logger.info('Database already has data; not seeding.')
} else {
  const report = await seed(payload, { devAdmin: !production })
  payload.logger.info(`Seed done: ${report.join(', ')}`)
}
await payload.destroy()
if (standalone) await server.stop()
process.exit(0)

export {}
