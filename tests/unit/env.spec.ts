import { describe, expect, it } from 'vitest'

import { readServerEnv } from '@/lib/env'

describe('readServerEnv', () => {
  it('lets development start with no configuration', () => {
    const env = readServerEnv({ NODE_ENV: 'development' })
    expect(env.PAYLOAD_SECRET.length).toBeGreaterThanOrEqual(32)
    expect(env.STAFF_PATH).toBe('/staff')
    expect(env.isProduction).toBe(false)
  })

  it('refuses to run production without a secret', () => {
    expect(() => readServerEnv({ NODE_ENV: 'production' })).toThrow(/PAYLOAD_SECRET/)
  })

  it('lets `next build` load the app without the run time secrets, and only the build', () => {
    const build = { NODE_ENV: 'production', NEXT_PHASE: 'phase-production-build' }
    const env = readServerEnv(build)
    expect(env.isProduction).toBe(true)
    expect(env.PAYMENT_GATEWAY).toBe('paymob')
    expect(env.PAYLOAD_SECRET).not.toBe(readServerEnv({}).PAYLOAD_SECRET)
    // A bad value still stops the build; the server phase and scripts still refuse.
    expect(() => readServerEnv({ ...build, PAYLOAD_SECRET: 'short' })).toThrow(/32/)
    for (const phase of ['phase-production-server', undefined]) {
      expect(() => readServerEnv({ NODE_ENV: 'production', NEXT_PHASE: phase })).toThrow(
        /PAYLOAD_SECRET is required/,
      )
    }
  })

  it('refuses a short secret and a weak seed password', () => {
    expect(() => readServerEnv({ PAYLOAD_SECRET: 'short' })).toThrow()
    expect(() =>
      readServerEnv({ SEED_ADMIN_EMAIL: 'a@b.eg', SEED_ADMIN_PASSWORD: '123456' }),
    ).toThrow(/SEED_ADMIN_PASSWORD/)
  })

  it('treats empty variables as unset', () => {
    expect(readServerEnv({ DATABASE_URL: '', STAFF_PATH: '' }).STAFF_PATH).toBe('/staff')
  })
})

describe('payment settings', () => {
  const PAYMOB = {
    PAYMOB_SECRET_KEY: 'egy_sk_live_0123',
    PAYMOB_PUBLIC_KEY: 'egy_pk_live_0123',
    PAYMOB_HMAC_SECRET: 'HMAC0123',
    PAYMOB_API_KEY: 'ZXlK0123',
    PAYMOB_INTEGRATION_IDS: '4567890, 4567891',
    PAYMOB_OWNER: '302852',
  }
  const production = {
    NODE_ENV: 'production',
    PAYLOAD_SECRET: 'a-production-secret-of-at-least-32-characters',
    SITE_URL: 'https://masar.example',
  }

  it('uses the simulator outside production', () => {
    expect(readServerEnv({}).PAYMENT_GATEWAY).toBe('simulator')
    expect(readServerEnv({ NODE_ENV: 'test' }).PAYMENT_GATEWAY).toBe('simulator')
  })

  it('uses Paymob in production, and refuses to start without its keys, naming them', () => {
    expect(readServerEnv({ ...production, ...PAYMOB }).PAYMENT_GATEWAY).toBe('paymob')
    expect(() => readServerEnv(production)).toThrow(
      /PAYMOB_SECRET_KEY, PAYMOB_PUBLIC_KEY, PAYMOB_HMAC_SECRET, PAYMOB_API_KEY, PAYMOB_INTEGRATION_IDS, PAYMOB_OWNER/,
    )
    const { PAYMOB_HMAC_SECRET: _missing, ...withoutHmac } = PAYMOB
    expect(() => readServerEnv({ ...production, ...withoutHmac })).toThrow(
      /needs PAYMOB_HMAC_SECRET \(/,
    )
  })

  it('refuses the simulator in production', () => {
    expect(() => readServerEnv({ ...production, PAYMENT_GATEWAY: 'simulator' })).toThrow(
      /simulator is refused in production/,
    )
    // Not even with the default (localhost) site address.
    const { SITE_URL: _site, ...noSite } = production
    expect(() => readServerEnv({ ...noSite, PAYMENT_GATEWAY: 'simulator' })).toThrow(
      /refused in production/,
    )
  })

  it('allows the simulator on a production build served on this machine, when asked for', () => {
    const local = { ...production, SITE_URL: 'http://localhost:3210' }
    expect(readServerEnv({ ...local, PAYMENT_GATEWAY: 'simulator' }).PAYMENT_GATEWAY).toBe(
      'simulator',
    )
    expect(
      readServerEnv({ ...local, SITE_URL: 'http://127.0.0.1:3210', PAYMENT_GATEWAY: 'simulator' })
        .PAYMENT_GATEWAY,
    ).toBe('simulator')
    // Never by default.
    expect(() => readServerEnv(local)).toThrow(/PAYMENT_GATEWAY=paymob needs/)
  })

  it('asks for the keys whenever Paymob is chosen, also in development', () => {
    expect(() => readServerEnv({ PAYMENT_GATEWAY: 'paymob' })).toThrow(/PAYMOB_SECRET_KEY/)
    expect(readServerEnv({ PAYMENT_GATEWAY: 'paymob', ...PAYMOB }).PAYMENT_GATEWAY).toBe('paymob')
  })

  it('reads the integration ids as numbers and checks the values', () => {
    expect(readServerEnv({ ...PAYMOB }).PAYMOB_INTEGRATION_IDS).toEqual([4567890, 4567891])
    expect(() => readServerEnv({ PAYMOB_INTEGRATION_IDS: 'card' })).toThrow(
      /PAYMOB_INTEGRATION_IDS/,
    )
    expect(() => readServerEnv({ PAYMENT_GATEWAY: 'stripe' })).toThrow(/PAYMENT_GATEWAY/)
    expect(() => readServerEnv({ PAYMOB_BASE_URL: 'accept.paymob.com' })).toThrow(/PAYMOB_BASE_URL/)
  })
})

describe('scale-out settings', () => {
  it('reads read replicas as a list of postgres URLs, none by default', () => {
    expect(readServerEnv({}).DATABASE_REPLICA_URLS).toEqual([])
    expect(
      readServerEnv({
        DATABASE_REPLICA_URLS:
          ' postgres://app:pw@replica-1:5432/masar , postgresql://app:pw@replica-2/masar,',
      }).DATABASE_REPLICA_URLS,
    ).toEqual(['postgres://app:pw@replica-1:5432/masar', 'postgresql://app:pw@replica-2/masar'])
    expect(() => readServerEnv({ DATABASE_REPLICA_URLS: 'replica-1:5432' })).toThrow(
      /DATABASE_REPLICA_URLS/,
    )
    expect(() => readServerEnv({ DATABASE_REPLICA_URLS: 'https://replica-1/masar' })).toThrow(
      /DATABASE_REPLICA_URLS/,
    )
  })

  it('runs the jobs in the server unless JOBS_AUTORUN=false', () => {
    expect(readServerEnv({}).jobsAutoRun).toBe(true)
    expect(readServerEnv({ JOBS_AUTORUN: 'true' }).jobsAutoRun).toBe(true)
    expect(readServerEnv({ JOBS_AUTORUN: 'false' }).jobsAutoRun).toBe(false)
    expect(() => readServerEnv({ JOBS_AUTORUN: 'no' })).toThrow(/JOBS_AUTORUN/)
  })

  it('checks the listen URL', () => {
    expect(
      readServerEnv({ DATABASE_LISTEN_URL: 'postgres://direct:5432/masar' }).DATABASE_LISTEN_URL,
    ).toBe('postgres://direct:5432/masar')
    expect(() => readServerEnv({ DATABASE_LISTEN_URL: 'direct:5432' })).toThrow(
      /DATABASE_LISTEN_URL/,
    )
  })
})

describe('media storage', () => {
  it('keeps media on local disk by default', () => {
    const env = readServerEnv({})
    expect(env.s3).toBeUndefined()
    expect(env.MEDIA_DIR).toBe('media')
  })

  it('puts media on S3 with a bucket, the region defaulting to us-east-1', () => {
    expect(readServerEnv({ S3_BUCKET: 'masar-media' }).s3).toEqual({
      bucket: 'masar-media',
      region: 'us-east-1',
      forcePathStyle: false,
    })
  })

  it('takes an S3-compatible service with its endpoint, keys and path-style addressing', () => {
    expect(
      readServerEnv({
        S3_BUCKET: 'masar-media',
        S3_REGION: 'auto',
        S3_ENDPOINT: 'https://minio.internal:9000',
        S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
        S3_SECRET_ACCESS_KEY: 'secret-example',
        S3_FORCE_PATH_STYLE: 'true',
        S3_PREFIX: 'masar/media',
      }).s3,
    ).toEqual({
      bucket: 'masar-media',
      region: 'auto',
      endpoint: 'https://minio.internal:9000',
      credentials: { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'secret-example' },
      forcePathStyle: true,
      prefix: 'masar/media',
    })
  })

  it('refuses half a configuration rather than quietly keeping media on local disk', () => {
    expect(() => readServerEnv({ S3_REGION: 'eu-central-1' })).toThrow(/without S3_BUCKET/)
    expect(() => readServerEnv({ S3_BUCKET: 'masar-media', S3_ACCESS_KEY_ID: 'AKIA' })).toThrow(
      /S3_SECRET_ACCESS_KEY/,
    )
    expect(() => readServerEnv({ S3_BUCKET: 'Masar_Media' })).toThrow(/S3_BUCKET/)
    expect(() => readServerEnv({ S3_BUCKET: 'masar', S3_ENDPOINT: 'minio:9000' })).toThrow(
      /S3_ENDPOINT/,
    )
    expect(() => readServerEnv({ S3_BUCKET: 'masar', S3_FORCE_PATH_STYLE: 'yes' })).toThrow(
      /S3_FORCE_PATH_STYLE/,
    )
    expect(() => readServerEnv({ S3_PREFIX: 'media' })).toThrow(/without S3_BUCKET/)
    for (const prefix of ['/media', 'media/', 'a//b', '../media', 'media/../x', 'me dia']) {
      expect(() => readServerEnv({ S3_BUCKET: 'masar', S3_PREFIX: prefix })).toThrow(/S3_PREFIX/)
    }
  })
})
