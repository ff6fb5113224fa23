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
