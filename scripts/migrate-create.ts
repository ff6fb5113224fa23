/**
 * `npm run migrate:create -- name`: writes a migration (src/migrations) from what the collections
 * and globals describe now against the last committed migration's snapshot. No database is
 * needed. It calls Payload's own `createMigration`, as its CLI does: the CLI itself (`payload
 * migrate:create`) exited 0 here without writing anything or saying why.
 */
process.env.PAYLOAD_MIGRATING = 'true'

const name = process.argv[2]
if (!name || !/^[a-z0-9_]+$/.test(name)) {
  console.error('Usage: npm run migrate:create -- name_in_snake_case')
  process.exit(1)
}

const { getPayload } = await import('payload')
const { default: config } = await import('../src/payload.config')

type CreateArgs = Parameters<(typeof payload)['db']['createMigration']>[0]

const payload = await getPayload({ config, disableDBConnect: true, disableOnInit: true })
await payload.db.createMigration({ migrationName: name, payload } as CreateArgs)
process.exit(0)

export {}
