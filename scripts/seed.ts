/**
 * `npm run seed`: loads the demo content. Idempotent: each part (settings, services, FAQs, ...)
 * is written only while its collection or global is still empty, so what editors changed is left
 * alone and a database seeded before a part existed gets that part. `npm run dev` runs it on start.
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
const report = await seed(payload, { devAdmin: !production })
payload.logger.info(`Seed done: ${report.join(', ')}`)
await payload.destroy()
if (standalone) await server.stop()
process.exit(0)

export {}
