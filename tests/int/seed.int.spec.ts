import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DEV_ADMIN, seed } from '@/seed'

import { testPayload } from '../helpers/payload'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

afterAll(async () => {
  await payload.destroy()
})

describe('seed', () => {
  it('is idempotent and gives the dev admin the README credentials', async () => {
    await seed(payload, { devAdmin: true })
    const before = await payload.count({ collection: 'users', overrideAccess: true })
    expect(await seed(payload, { devAdmin: true })).toEqual(['nothing new'])
    const after = await payload.count({ collection: 'users', overrideAccess: true })
    expect(after.totalDocs).toBe(before.totalDocs)

    const login = await payload.login({
      collection: 'users',
      data: { email: DEV_ADMIN.email, password: DEV_ADMIN.password },
    })
    expect(login.user).toMatchObject({ role: 'admin' })
  })

  it('seeds the brand in both languages', async () => {
    const arabic = await payload.findGlobal({
      slug: 'settings',
      locale: 'ar',
      fallbackLocale: false,
    })
    expect(arabic.siteName).toBeTruthy()
    expect(arabic.siteName).toMatch(/[\u0600-\u06FF]/)
  })
})
