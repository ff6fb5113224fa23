/**
 * Runs in the integration worker before each test file (vitest `setupFiles`): the file's own copy
 * of the run's migrated template (`CREATE DATABASE ... TEMPLATE`, well under a second) and its own
 * uploads folder, so a file sees a fresh database whatever ran before it or runs beside it, as
 * when it runs alone. tests/helpers/intGlobalSetup.ts made the template and drops the copies.
 */
import { randomBytes } from 'node:crypto'

import { copyTemplate, mediaDirOf } from '../../scripts/lib/templates'

const template = process.env.MASAR_INT_TEMPLATE
const serverUrl = process.env.TEST_SERVER_URL
if (template && serverUrl) {
  const name = `${process.env.MASAR_INT_PREFIX}_${randomBytes(4).toString('hex')}`
  process.env.DATABASE_URL = await copyTemplate(
    serverUrl,
    { name: template, mediaDir: mediaDirOf(template), release: async () => undefined },
    name,
  )
  process.env.MEDIA_DIR = mediaDirOf(name)
}
