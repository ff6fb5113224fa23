import { languageLabel } from '@/i18n/locales'
import path from 'path'
import { fileURLToPath } from 'url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import type { PostgresAdapterArgs } from '@payloadcms/db-postgres'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { s3Storage } from '@payloadcms/storage-s3'
import { ar } from '@payloadcms/translations/languages/ar'
import { en } from '@payloadcms/translations/languages/en'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import type { AccessUser } from './access/roles'
import { staffOnlySystemCollections } from './access/systemCollections'
import { withAuditTrail, withGlobalAuditTrail } from './audit/hooks'
import { withCatalogInvalidation } from './booking/operations/cacheInvalidation'
import { AuditLog } from './collections/AuditLog'
import { Airlines } from './collections/Airlines'
import { Articles } from './collections/Articles'
import { Cars } from './collections/Cars'
import { Drivers } from './collections/Drivers'
import { Customers } from './collections/Customers'
import { Extras } from './collections/Extras'
import { Faqs } from './collections/Faqs'
import { Inquiries } from './collections/Inquiries'
import { Media } from './collections/Media'
import { Menus } from './collections/Menus'
import { Nationalities } from './collections/Nationalities'
import { OneTimeCodes } from './collections/OneTimeCodes'
import { Outbox } from './collections/Outbox'
import { Partners } from './collections/Partners'
import { PromoCodes } from './collections/PromoCodes'
import { Vehicles } from './collections/Vehicles'
import { PaymentLinks } from './collections/PaymentLinks'
import { Payments, PaymentTransactions } from './collections/Payments'
import { paymentJobs } from './payments/operations/jobs'
import { DriverLinks } from './collections/DriverLinks'
import { NamedPlaces } from './collections/NamedPlaces'
import { Places } from './collections/Places'
import { PriceLists } from './collections/PriceLists'
import { RateLimits } from './collections/RateLimits'
import { Regions } from './collections/Regions'
import { Reservations } from './collections/Reservations'
import { Reviews } from './collections/Reviews'
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
import { resilientPg } from './infra/databasePool'
import { withLockedMigrations } from './infra/migrationLock'
import { searchIndexes } from './infra/searchIndexes'
import { asyncStdout, loggerOptions, logLevel } from './infra/logger'
import { graphQLGuardRule } from './http/graphqlGuard'
import { refuseMalformedInput } from './infra/payloadErrors'
import { withSupportedQueryOperators } from './http/queryOperators'
import { staffViews } from './backoffice/screens/views'

// Payload refuses to start outside production when its packages' versions differ, and the
// storage plugin's latest release is 3.90.1 beside payload 3.90.2 (package.json overrides it to
// our payload). Our own check, tests/unit/payload-versions.spec.ts, allows exactly that patch
// difference for those two packages and nothing else (docs/decisions.md, "Scale out").
process.env.PAYLOAD_DISABLE_DEPENDENCY_CHECKER ??= 'true'

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
    meta: { titleSuffix: ' - Masar staff' },
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
    withAuditTrail(Reviews),
    withAuditTrail(Payments),
    PaymentTransactions,
    withAuditTrail(PaymentLinks),
    withAuditTrail(Regions),
    withAuditTrail(Places),
    withAuditTrail(NamedPlaces),
    withAuditTrail(Cars),
    withAuditTrail(PriceLists),
    withAuditTrail(Extras),
    withAuditTrail(Drivers),
    withAuditTrail(Vehicles),
    Nationalities,
    Airlines,
    Inquiries,
    withAuditTrail(Articles),
    withAuditTrail(Services),
    withAuditTrail(Slides),
    withAuditTrail(Faqs),
    withAuditTrail(Partners),
    withAuditTrail(PromoCodes),
    withAuditTrail(Menus),
    withAuditTrail(Media),
    OneTimeCodes,
    DriverLinks,
    RateLimits,
    Outbox,
    AuditLog,
  ],
  // Settings carry the hotline, lead time and cash switch of quotes: changes reach the quote cache.
  globals: [withGlobalAuditTrail(withCatalogInvalidation(Settings)), withGlobalAuditTrail(Terms)],
  localization: {
    locales: [
      { code: 'en', label: languageLabel('en') },
      { code: 'ar', label: languageLabel('ar'), rtl: true },
    ],
    defaultLocale: 'en',
    fallback: true,
  },
  i18n: {
    supportedLanguages: { en, ar },
    fallbackLanguage: 'en',
  },
  editor: lexicalEditor(),
  // Production logs JSON lines, with the id of the request being handled (src/infra/logger.ts);
  // development and tests keep Payload's readable default.
  ...(env.isProduction
    ? { logger: { options: loggerOptions(logLevel()), destination: asyncStdout() } }
    : {}),
  // In this process unless JOBS_AUTORUN=false (web instances of a scaled-out deployment: then
  // `npm run worker` runs them); never in the test process.
  jobs: paymentJobs({ autoRun: process.env.NODE_ENV !== 'test' && env.jobsAutoRun }),
  // SMTP when configured; otherwise Payload's own emails (staff password resets) go to the outbox.
  email: payloadEmailAdapter(notifications),
  // One migration run at a time, however many instances start at once (src/infra/migrationLock.ts).
  db: withLockedMigrations(
    postgresAdapter({
      // A pool that outlives a database restart (src/infra/databasePool.ts).
      pg: resilientPg as PostgresAdapterArgs['pg'],
      pool: { connectionString: env.DATABASE_URL },
      // Reads outside transactions go to the replicas when there are any (docs/deploy.md).
      ...(env.DATABASE_REPLICA_URLS.length > 0 ? { readReplicas: env.DATABASE_REPLICA_URLS } : {}),
      migrationDir: path.resolve(dirname, 'migrations'),
      // Development pushes the schema; production and tests apply the committed migrations.
      push: !env.isProduction && env.PAYLOAD_DB_PUSH !== 'false',
      prodMigrations: migrations,
      // The staff search's trigram indexes (src/infra/searchIndexes.ts, decision 0121).
      extensions: ['pg_trgm'],
      afterSchemaInit: [searchIndexes],
    }),
  ),
  sharp,
  plugins: [
    // Media on an S3-compatible bucket when S3_BUCKET is set, else on local disk (MEDIA_DIR). The
    // plugin is always there, so the schema (its `prefix` column) and the admin's import map are
    // the same either way; files are still served at /api/cms/media/file/... with Payload's access
    // rules, streamed from the bucket (docs/deploy.md, "Media on S3-compatible storage";
    // tests/int/media-s3.int.spec.ts against a local S3 emulator).
    s3Storage({
      enabled: env.s3 !== undefined,
      alwaysInsertFields: true,
      // A document uploaded under S3_PREFIX keeps that prefix (changing it moves new uploads
      // only); one with none (uploaded to MEDIA_DIR) is looked for under the current S3_PREFIX.
      collections: { media: env.s3?.prefix ? { prefix: env.s3.prefix } : true },
      bucket: env.s3?.bucket ?? 'unused',
      config: env.s3
        ? {
            region: env.s3.region,
            endpoint: env.s3.endpoint,
            credentials: env.s3.credentials,
            forcePathStyle: env.s3.forcePathStyle,
            // Another S3-compatible service (S3_ENDPOINT) gets checksums only where S3 requires
            // them: the SDK's default adds CRC32 checksum headers (and, for streamed bodies,
            // aws-chunked trailers) that some of them refuse (Backblaze B2: "Unsupported header
            // 'x-amz-sdk-checksum-algorithm'"). AWS itself keeps the SDK's default checks.
            ...(env.s3.endpoint
              ? {
                  requestChecksumCalculation: 'WHEN_REQUIRED' as const,
                  responseChecksumValidation: 'WHEN_REQUIRED' as const,
                }
              : {}),
          }
        : {},
    }),
  ],
  typescript: {
    outputFile: path.resolve(dirname, 'payload-types.ts'),
  },
  graphQL: {
    disablePlaygroundInProduction: true,
    // Payload's default, said here on purpose: production answers no __schema or __type query
    // (tests/int/cms-access.int.spec.ts).
    disableIntrospectionInProduction: true,
    // Staff only, and for staff a cap on aliases, depth and documents returned (issue 29, item 9;
    // src/http/graphqlGuard.ts); the route refuses the same before Payload parses the query.
    validationRules: (args) => [
      graphQLGuardRule(
        (args.contextValue as { req?: { user?: AccessUser } } | undefined)?.req?.user,
        args.variableValues,
      ),
    ],
  },
  onInit: async (payload) => {
    await ensureInitialAdmin(payload, env)
    startNotificationRetries(payload)
  },
})
  .then(staffOnlySystemCollections)
  .then(withSupportedQueryOperators)
