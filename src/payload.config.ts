import path from 'path'
import { fileURLToPath } from 'url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { ar } from '@payloadcms/translations/languages/ar'
import { en } from '@payloadcms/translations/languages/en'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { staffOnlySystemCollections } from './access/systemCollections'
import { withAuditTrail, withGlobalAuditTrail } from './audit/hooks'
import { withCatalogInvalidation } from './booking/operations/cacheInvalidation'
import { AuditLog } from './collections/AuditLog'
import { Airlines } from './collections/Airlines'
import { Articles } from './collections/Articles'
import { Cars } from './collections/Cars'
import { Customers } from './collections/Customers'
import { Faqs } from './collections/Faqs'
import { Inquiries } from './collections/Inquiries'
import { Media } from './collections/Media'
import { Menus } from './collections/Menus'
import { Nationalities } from './collections/Nationalities'
import { OneTimeCodes } from './collections/OneTimeCodes'
import { Outbox } from './collections/Outbox'
import { Partners } from './collections/Partners'
import { PaymentLinks } from './collections/PaymentLinks'
import { Payments, PaymentTransactions } from './collections/Payments'
import { paymentJobs } from './payments/operations/jobs'
import { Places } from './collections/Places'
import { PriceLists } from './collections/PriceLists'
import { RateLimits } from './collections/RateLimits'
import { Regions } from './collections/Regions'
import { Reservations } from './collections/Reservations'
import { Services } from './collections/Services'
import { Slides } from './collections/Slides'
import { Users } from './collections/Users'
import { Settings } from './globals/Settings'
import { Terms } from './globals/Terms'
import { readServerEnv } from './lib/env'
import { migrations } from './migrations'
import { notificationsEnv } from './notifications/config'
import { payloadEmailAdapter } from './notifications/emailAdapter'
import { startNotificationRetries } from './notifications'
import { ensureInitialAdmin } from './seed/initialAdmin'
import { asyncStdout, loggerOptions, logLevel } from './server/logger'
import { refuseMalformedInput } from './server/payloadErrors'
import { staffViews } from './backoffice/screens/views'

const filename = fileURLToPath(import.meta.url)
const dirname = path.dirname(filename)
const env = readServerEnv()
const notifications = notificationsEnv()

export default buildConfig({
  secret: env.PAYLOAD_SECRET,
  serverURL: env.SITE_URL,
  routes: {
    // The public JSON API of the spec owns /api/*; Payload's REST and GraphQL live beside it.
    admin: env.STAFF_PATH,
    api: '/api/cms',
  },
  // A malformed value the database refuses (an id `abc`, a NUL in a filter) is a 400, not a 500.
  hooks: { afterError: [refuseMalformedInput] },
  admin: {
    user: 'users',
    // No gravatar: the admin loads nothing from third parties.
    avatar: 'default',
    meta: { titleSuffix: ' · Masar staff' },
    components: {
      // The back office's own links (desk, admin routes, public site) above Payload's collections.
      beforeNavLinks: ['/backoffice/screens/StaffNav#StaffNav'],
      views: staffViews(),
      // Masar's mark and name instead of Payload's (the blue theme is in app/(payload)/custom.scss).
      graphics: {
        Logo: '/components/admin/AdminGraphics#AdminLogo',
        Icon: '/components/admin/AdminGraphics#AdminIcon',
      },
    },
    importMap: {
      baseDir: dirname,
      importMapFile: path.resolve(dirname, 'app/(payload)/staff/importMap.js'),
    },
  },
  // The audit trail records every change of these (src/audit; docs/decisions.md "Audit trail").
  collections: [
    withAuditTrail(Users),
    Customers,
    withAuditTrail(Reservations),
    withAuditTrail(Payments),
    PaymentTransactions,
    withAuditTrail(PaymentLinks),
    withAuditTrail(Regions),
    withAuditTrail(Places),
    withAuditTrail(Cars),
    withAuditTrail(PriceLists),
    Nationalities,
    Airlines,
    Inquiries,
    withAuditTrail(Articles),
    withAuditTrail(Services),
    withAuditTrail(Slides),
    withAuditTrail(Faqs),
    withAuditTrail(Partners),
    withAuditTrail(Menus),
    withAuditTrail(Media),
    OneTimeCodes,
    RateLimits,
    Outbox,
    AuditLog,
  ],
  // Settings carry the hotline, lead time and cash switch of quotes: changes reach the quote cache.
  globals: [withGlobalAuditTrail(withCatalogInvalidation(Settings)), withGlobalAuditTrail(Terms)],
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
  // Production logs JSON lines, with the id of the request being handled (src/server/logger.ts);
  // development and tests keep Payload's readable default.
  ...(env.isProduction
    ? { logger: { options: loggerOptions(logLevel()), destination: asyncStdout() } }
    : {}),
  jobs: paymentJobs(process.env.NODE_ENV),
  // SMTP when configured; otherwise Payload's own emails (staff password resets) go to the outbox.
  email: payloadEmailAdapter(notifications),
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
    // Payload's default, said here on purpose: production answers no __schema or __type query
    // (tests/int/cms-access.int.spec.ts).
    disableIntrospectionInProduction: true,
  },
  onInit: async (payload) => {
    await ensureInitialAdmin(payload, env)
    startNotificationRetries(payload)
  },
}).then(staffOnlySystemCollections)
