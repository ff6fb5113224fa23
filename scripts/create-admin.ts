/**
 * `npm run create-admin -- --email ops@example.com [--name "Amira Hassan"]`: creates a staff admin
 * in the database of DATABASE_URL (without it, the local one `npm start` or `npm run dev` uses).
 * Run it with NODE_ENV=production against a production database. The password comes
 * from ADMIN_PASSWORD or is asked for (not echoed), never from the command line, which the shell
 * history and the process list would keep. This and SEED_ADMIN_* are the only ways to the first
 * admin in production: Payload's first-user screen is closed there.
 */
import { parseArgs } from 'node:util'

process.env.DISABLE_PAYLOAD_HMR = 'true'

const { values } = parseArgs({
  options: { email: { type: 'string' }, name: { type: 'string', default: 'Administrator' } },
})
if (!values.email) {
  console.error(
    'Usage: npm run create-admin -- --email <email> [--name <name>] (ADMIN_PASSWORD or a prompt)',
  )
  process.exit(2)
}

async function askPassword(): Promise<string> {
  const { stdin, stdout } = process
  if (!stdin.isTTY) throw new Error('Set ADMIN_PASSWORD: no terminal to ask the password on.')
  stdout.write('Password (12+ characters): ')
  stdin.setRawMode(true)
  stdin.resume()
  stdin.setEncoding('utf8')
  let password = ''
  return new Promise((resolve, reject) => {
    stdin.on('data', (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') {
          stdin.setRawMode(false)
          stdin.pause()
          stdout.write('\n')
          resolve(password)
          return
        }
        if (char === '\u0003') reject(new Error('Cancelled.'))
        else if (char === '\u007f') password = password.slice(0, -1)
        else password += char
      }
    })
  })
}

const password = process.env.ADMIN_PASSWORD || (await askPassword())

const { localDatabase } = await import('./lib/devEnv')
// Without DATABASE_URL, the local database of `npm start` (production) or of `npm run dev`, as
// `npm run seed` picks it: a development run pushes its schema, which the production cluster
// must never get.
const production = process.env.NODE_ENV === 'production'
const local = process.env.DATABASE_URL
  ? null
  : production
    ? await localDatabase('pg-prod', 'masar', 54328)
    : await localDatabase('pg', 'masar_dev', 54329)
if (local) process.env.DATABASE_URL = local.url

const { getPayload } = await import('payload')
const { default: config } = await import('../src/payload.config')
const { createAdmin } = await import('../src/seed/initialAdmin')

const payload = await getPayload({ config })
const result = await createAdmin(payload, { email: values.email, name: values.name, password })
if (result.ok) payload.logger.info(`Created the admin ${values.email} (id ${result.id}).`)
else payload.logger.error(`No admin created: ${result.reason}.`)
await payload.destroy()
if (local) await local.server.stop()
process.exit(result.ok ? 0 : 1)
