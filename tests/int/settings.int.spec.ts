import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { testPayload } from '../helpers/payload'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

afterAll(async () => {
  await payload.destroy()
})

describe('localized content through the Local API', () => {
  it('stores and reads each language on its own', async () => {
    await payload.updateGlobal({
      slug: 'settings',
      locale: 'en',
      data: {
        siteName: 'Masar Transfers',
        hotline: '+20 100 555 0123',
        address: 'Heliopolis, Cairo',
      },
    })
    await payload.updateGlobal({
      slug: 'settings',
      locale: 'ar',
      data: { siteName: 'مسار للنقل', address: 'مصر الجديدة، القاهرة' },
    })

    const english = await payload.findGlobal({ slug: 'settings', locale: 'en' })
    const arabic = await payload.findGlobal({ slug: 'settings', locale: 'ar' })
    expect(english.siteName).toBe('Masar Transfers')
    expect(arabic.siteName).toBe('مسار للنقل')
    expect(arabic.address).toBe('مصر الجديدة، القاهرة')
    // Not localized: one value for both languages.
    expect(arabic.hotline).toBe('+20 100 555 0123')
  })

  it('falls back to English where the Arabic text is missing', async () => {
    await payload.updateGlobal({
      slug: 'settings',
      locale: 'en',
      data: { tagline: 'Private transfers in Egypt' },
    })
    await payload.updateGlobal({ slug: 'settings', locale: 'ar', data: { tagline: null } })
    const arabic = await payload.findGlobal({ slug: 'settings', locale: 'ar' })
    expect(arabic.tagline).toBe('Private transfers in Egypt')
    const strict = await payload.findGlobal({
      slug: 'settings',
      locale: 'ar',
      fallbackLocale: false,
    })
    expect(strict.tagline).toBeFalsy()
  })

  it('lets only admins change settings', async () => {
    // The very first staff user becomes admin; make sure the operator below is not the first.
    await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: {
        name: 'Admin',
        email: `admin-settings-${Date.now()}@masar.test`,
        password: 'admin-pass-12',
        role: 'admin',
      },
    })
    const operator = await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: {
        name: 'Op',
        email: `op-settings-${Date.now()}@masar.test`,
        password: 'operator-pass-1',
        role: 'operator',
      },
    })
    await expect(
      payload.updateGlobal({
        slug: 'settings',
        data: { hotline: '+20 111 000 0000' },
        overrideAccess: false,
        user: { ...operator, collection: 'users' },
      }),
    ).rejects.toThrow()
    const settings = await payload.findGlobal({ slug: 'settings' })
    expect(settings.hotline).toBe('+20 100 555 0123')
  })
})
