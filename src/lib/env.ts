import * as z from 'zod'

import { parseTrustProxy } from './clientAddress'
import { staffPath } from './staffPath'

const DEV_SECRET = 'masar-development-secret-do-not-use-in-production'
/**
 * What `next build` runs with instead of a secret: the build imports Payload's config to collect
 * each route's data but signs nothing and opens no connection. Nothing built carries it: the
 * production server checks the real environment before it starts (`scripts/server.ts`).
 */
const BUILD_SECRET = 'masar-build-placeholder-signs-nothing-never-served'

/**
 * `next build` sets NEXT_PHASE to this in the processes that load the routes (collecting page
 * data, prerendering), so an image is built without the run time's secrets.
 */
const BUILD_PHASE = 'phase-production-build'

/** Whether this process is `next build` loading the app, not a server or a script running it. */
export const isBuildPhase = (source: Record<string, string | undefined> = process.env) =>
  source.NEXT_PHASE === BUILD_PHASE

const serverEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  DATABASE_URL: z.string().url({ message: 'DATABASE_URL must be a postgres:// URL' }).optional(),
  PAYLOAD_SECRET: z.string().min(32, 'PAYLOAD_SECRET must be at least 32 characters').optional(),
  SITE_URL: z.string().url().default('http://localhost:3000'),
  SEED_ADMIN_EMAIL: z.string().email().optional(),
  SEED_ADMIN_PASSWORD: z
    .string()
    .min(12, 'SEED_ADMIN_PASSWORD must be at least 12 characters')
    .optional(),
  PAYLOAD_DB_PUSH: z.enum(['true', 'false']).optional(),
  MEDIA_DIR: z.string().default('media'),
  // Scale-out (docs/deploy.md, "Scale out").
  DATABASE_REPLICA_URLS: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((url) => url.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z.url({
          protocol: /^postgres(ql)?$/,
          message: 'DATABASE_REPLICA_URLS must be postgres:// URLs separated by commas',
        }),
      ),
    )
    .default([]),
  DATABASE_LISTEN_URL: z
    .url({ protocol: /^postgres(ql)?$/, message: 'DATABASE_LISTEN_URL must be a postgres:// URL' })
    .optional(),
  JOBS_AUTORUN: z
    .enum(['true', 'false'], { message: 'JOBS_AUTORUN must be true or false' })
    .optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
      message: 'S3_BUCKET must be a bucket name (3-63 lower-case letters, digits, dots, dashes)',
    })
    .optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{2,32}$/, { message: 'S3_REGION must be a region name, e.g. eu-central-1' })
    .optional(),
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/, message: 'S3_ENDPOINT must be an http(s) URL' })
    .optional(),
  S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().min(1).optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'], { message: 'S3_FORCE_PATH_STYLE must be true or false' })
    .optional(),
  S3_PREFIX: z
    .string()
    .regex(/^(?!.*\.\.)[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/, {
      message:
        'S3_PREFIX must be a folder in the bucket, e.g. media or masar/media (no leading or trailing /)',
    })
    .optional(),
  // Card payments (docs/payments.md): Paymob, or the local Paymob simulator.
  PAYMENT_GATEWAY: z
    .enum(['simulator', 'paymob'], { message: 'PAYMENT_GATEWAY must be simulator or paymob' })
    .optional(),
  PAYMOB_BASE_URL: z
    .url({ protocol: /^https?$/, message: 'PAYMOB_BASE_URL must be an http(s) URL' })
    .optional(),
  PAYMOB_SECRET_KEY: z.string().trim().min(1).optional(),
  PAYMOB_PUBLIC_KEY: z.string().trim().min(1).optional(),
  PAYMOB_HMAC_SECRET: z.string().trim().min(1).optional(),
  PAYMOB_API_KEY: z.string().trim().min(1).optional(),
  PAYMOB_INTEGRATION_IDS: z
    .string()
    .regex(/^\s*\d+\s*(,\s*\d+\s*)*$/, {
      message: 'PAYMOB_INTEGRATION_IDS must be integration ids separated by commas, e.g. 4567890',
    })
    .transform((value) => value.split(',').map((id) => Number(id.trim())))
    .optional(),
  // The mobile wallet integration(s): without them the site offers no wallet (issue 34).
  PAYMOB_WALLET_INTEGRATION_IDS: z
    .string()
    .regex(/^\s*\d+\s*(,\s*\d+\s*)*$/, {
      message:
        'PAYMOB_WALLET_INTEGRATION_IDS must be integration ids separated by commas, e.g. 4567892',
    })
    .transform((value) => value.split(',').map((id) => Number(id.trim())))
    .optional(),
  // Paymob's merchant user id (a transaction's `owner`): a signed field checked for its shape
  // (required with Paymob; the simulator's is fixed).
  PAYMOB_OWNER: z
    .string()
    .regex(/^\s*[1-9]\d*\s*$/, { message: 'PAYMOB_OWNER must be the merchant id, e.g. 302852' })
    .transform((value) => Number(value.trim()))
    .optional(),
})

export type PaymentGatewayName = 'simulator' | 'paymob'

/** Where uploaded media go when not to MEDIA_DIR: an S3-compatible bucket. */
export type S3Storage = {
  bucket: string
  region: string
  /** Another S3-compatible service (MinIO, R2, Spaces, ...); AWS itself when unset. */
  endpoint?: string
  /** Unset: the SDK's own chain (an instance role, AWS_* variables). */
  credentials?: { accessKeyId: string; secretAccessKey: string }
  forcePathStyle: boolean
  /** The folder of the bucket new uploads go to (S3_PREFIX); the bucket's top when unset. */
  prefix?: string
}

export type ServerEnv = Omit<z.infer<typeof serverEnvSchema>, 'PAYMENT_GATEWAY'> & {
  DATABASE_URL: string
  PAYLOAD_SECRET: string
  STAFF_PATH: string
  isProduction: boolean
  /** The card gateway in use (`PAYMENT_GATEWAY`, or its default). */
  PAYMENT_GATEWAY: PaymentGatewayName
  /** Whether this process runs the jobs queue itself (`JOBS_AUTORUN`, true by default). */
  jobsAutoRun: boolean
  /** Media on S3-compatible storage (S3_*), or undefined: on local disk in MEDIA_DIR. */
  s3?: S3Storage
}

/** What a real Paymob account needs; the simulator has fixed development keys. */
const PAYMOB_REQUIRED = [
  'PAYMOB_SECRET_KEY',
  'PAYMOB_PUBLIC_KEY',
  'PAYMOB_HMAC_SECRET',
  'PAYMOB_API_KEY',
  'PAYMOB_INTEGRATION_IDS',
  'PAYMOB_OWNER',
] as const

/**
 * A site address nobody else can reach (localhost, 127.x, ::1): a production build run on this
 * machine (the end-to-end tests, the benchmark), where no customer pays and Paymob cannot call back.
 */
function isLoopback(siteUrl: string): boolean {
  const host = new URL(siteUrl).hostname
  return host === 'localhost' || host === '[::1]' || /^127(\.\d{1,3}){3}$/.test(host)
}

/**
 * The card gateway: `simulator` by default outside production, `paymob` in production. Production
 * refuses the simulator (it takes no money), except when asked for explicitly on a production build
 * whose SITE_URL is explicitly set to this machine (the end-to-end tests, the benchmark). `paymob`
 * refuses to start without its keys.
 */
function paymentGateway(
  parsed: z.infer<typeof serverEnvSchema>,
  isProduction: boolean,
  siteUrlSet: boolean,
): PaymentGatewayName {
  const gateway = parsed.PAYMENT_GATEWAY ?? (isProduction ? 'paymob' : 'simulator')
  if (gateway === 'simulator' && isProduction && !(siteUrlSet && isLoopback(parsed.SITE_URL))) {
    throw new Error(
      'PAYMENT_GATEWAY=simulator is refused in production: set PAYMENT_GATEWAY=paymob and the ' +
        'PAYMOB_* keys. Only a production build on this machine (SITE_URL=http://localhost:...) ' +
        'may use the simulator.',
    )
  }
  if (gateway === 'paymob') {
    const missing = PAYMOB_REQUIRED.filter((name) => parsed[name] === undefined)
    if (missing.length > 0) {
      throw new Error(
        `PAYMENT_GATEWAY=paymob needs ${missing.join(', ')} (from the Paymob dashboard).`,
      )
    }
  }
  return gateway
}

const S3_VARIABLES = [
  'S3_REGION',
  'S3_ENDPOINT',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
  'S3_PREFIX',
] as const

/**
 * Media on S3 when S3_BUCKET is set; any other S3_* without it is a mistake, not silently local
 * disk. The access key comes with its secret or not at all (then the SDK finds credentials itself).
 */
function s3Storage(parsed: z.infer<typeof serverEnvSchema>): S3Storage | undefined {
  if (!parsed.S3_BUCKET) {
    const stray = S3_VARIABLES.filter((name) => parsed[name] !== undefined)
    if (stray.length > 0) {
      throw new Error(
        `${stray.join(', ')} set without S3_BUCKET: set S3_BUCKET to store media on S3.`,
      )
    }
    return undefined
  }
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = parsed
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both or neither.')
  }
  return {
    bucket: parsed.S3_BUCKET,
    region: parsed.S3_REGION ?? 'us-east-1',
    ...(parsed.S3_ENDPOINT ? { endpoint: parsed.S3_ENDPOINT } : {}),
    ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
    forcePathStyle: parsed.S3_FORCE_PATH_STYLE === 'true',
    ...(parsed.S3_PREFIX ? { prefix: parsed.S3_PREFIX } : {}),
  }
}

/**
 * Reads and checks the server's environment once. Production refuses to start without a real
 * secret, with the payment simulator, or with Paymob but not its keys; development falls back to a
 * fixed secret and the payment simulator so `npm run dev` needs no setup. `next build` (NEXT_PHASE)
 * needs neither secret nor keys: it serves nothing, and the server checks them before it starts.
 */
export function readServerEnv(source: Record<string, string | undefined> = process.env): ServerEnv {
  const parsed = serverEnvSchema.parse(
    Object.fromEntries(Object.entries(source).filter(([, value]) => value !== '')),
  )
  const isProduction = parsed.NODE_ENV === 'production'
  const building = isBuildPhase(source)
  if (isProduction && !parsed.PAYLOAD_SECRET && !building) {
    throw new Error('PAYLOAD_SECRET is required in production (at least 32 random characters).')
  }
  // A wrong TRUST_PROXY stops the start, not the first rate-limited request.
  parseTrustProxy(source.TRUST_PROXY)
  return {
    ...parsed,
    // Build steps import the config without touching the database, so a missing URL only fails on connect.
    DATABASE_URL: parsed.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/masar_unset',
    PAYLOAD_SECRET: parsed.PAYLOAD_SECRET ?? (isProduction ? BUILD_SECRET : DEV_SECRET),
    STAFF_PATH: staffPath(source),
    isProduction,
    // The build takes no payment: the gateway's keys are checked when the server starts.
    PAYMENT_GATEWAY: building
      ? (parsed.PAYMENT_GATEWAY ?? (isProduction ? 'paymob' : 'simulator'))
      : paymentGateway(parsed, isProduction, Boolean(source.SITE_URL)),
    jobsAutoRun: parsed.JOBS_AUTORUN !== 'false',
    s3: s3Storage(parsed),
  }
}
