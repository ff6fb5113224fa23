import path from 'path'
import { fileURLToPath } from 'url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { ar } from '@payloadcms/translations/languages/ar'
import { en } from '@payloadcms/translations/languages/en'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { Media } from './collections/Media'
import { Users } from './collections/Users'
import { Settings } from './globals/Settings'
import { readServerEnv } from './lib/env'
import { migrations } from './migrations'
import { ensureInitialAdmin } from './seed/initialAdmin'

const filename = fileURLToPath(import.meta.url)
const dirname = path.dirname(filename)
const env = readServerEnv()

export default buildConfig({
  secret: env.PAYLOAD_SECRET,
  serverURL: env.SITE_URL,
  routes: {
    // The public JSON API of the spec owns /api/*; Payload's REST and GraphQL live beside it.
    admin: env.STAFF_PATH,
    api: '/api/cms',
  },
  admin: {
    user: 'users',
    // No gravatar: the admin loads nothing from third parties.
    avatar: 'default',
    meta: { titleSuffix: ' · Masar staff' },
    importMap: {
      baseDir: dirname,
      importMapFile: path.resolve(dirname, 'app/(payload)/staff/importMap.js'),
    },
  },
  collections: [Users, Media],
  globals: [Settings],
  localization: {
    locales: [
      { code: 'en', label: 'English' },
      { code: 'ar', label: 'العربية', rtl: true },
    ],
    defaultLocale: 'en',
    fallback: true,
  },
  i18n: {
    supportedLanguages: { en, ar },
    fallbackLanguage: 'en',
  },
  editor: lexicalEditor(),
  db: postgresAdapter({
    pool: { connectionString: env.DATABASE_URL },
    migrationDir: path.resolve(dirname, 'migrations'),
    // Development pushes the schema; production and tests apply the committed migrations.
    push: !env.isProduction && env.PAYLOAD_DB_PUSH !== 'false',
    prodMigrations: migrations,
  }),
  sharp,
  typescript: {
    outputFile: path.resolve(dirname, 'payload-types.ts'),
  },
  graphQL: {
    disablePlaygroundInProduction: true,
  },
  onInit: async (payload) => {
    await ensureInitialAdmin(payload, env)
  },
})
