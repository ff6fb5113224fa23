import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GET as getSetting } from '@/app/(frontend)/api/setting/route'

import { testPayload } from '../helpers/payload'

let payload: Payload
// What a fresh database's settings need before anything else is saved.
const REQUIRED = { siteName: 'Masar Transfers', hotline: '+20 100 555 0123' }

beforeAll(async () => {
  payload = await testPayload()
})

afterAll(async () => {
  await payload.updateGlobal({
    slug: 'settings',
    data: { ...REQUIRED, displayRates: { usd: null, eur: null, gbp: null, date: null } },
  })
  await payload.destroy()
})

const publicRates = async (lang: 'en' | 'ar') => {
  const response = await getSetting(new Request(`http://localhost/api/setting?lang=${lang}`))
  expect(response.status).toBe(200)
  return (await response.json()).booking
}

describe('display currencies in the public settings (decision 0135)', () => {
  it('gives the rates the admin set and their Cairo day, in both languages; charges stay EGP', async () => {
    await payload.updateGlobal({
      slug: 'settings',
      data: {
        ...REQUIRED,
        // 00:30 in Cairo on 20 November is still the 19th in UTC.
        displayRates: { usd: 4950, eur: 5400, gbp: null, date: '2026-11-19T22:30:00.000Z' },
      },
    })
    for (const lang of ['en', 'ar'] as const) {
      const booking = await publicRates(lang)
      expect(booking.currency).toBe('EGP')
      // GBP has no rate: it is not offered.
      expect(booking.displayCurrencies).toEqual({
        rates: { USD: 4950, EUR: 5400 },
        date: '2026-11-20',
      })
    }
  })

  it('gives no rates once the admin clears them', async () => {
    await payload.updateGlobal({
      slug: 'settings',
      data: { ...REQUIRED, displayRates: { usd: null, eur: null, gbp: null, date: null } },
    })
    expect((await publicRates('en')).displayCurrencies).toEqual({ rates: {}, date: null })
  })

  it.each([
    ['a rate in pounds with piasters', { usd: 49.5, date: '2026-11-20T10:00:00.000Z' }],
    ['a rate of zero', { eur: 0, date: '2026-11-20T10:00:00.000Z' }],
    ['a rate without its date', { gbp: 6300, date: null }],
  ])('refuses %s and keeps the rates as they were', async (_, displayRates) => {
    await payload.updateGlobal({
      slug: 'settings',
      data: {
        ...REQUIRED,
        displayRates: { usd: 4950, eur: null, gbp: null, date: '2026-11-20T10:00:00.000Z' },
      },
    })
    await expect(
      payload.updateGlobal({ slug: 'settings', data: { ...REQUIRED, displayRates } }),
    ).rejects.toThrow()
    expect((await publicRates('en')).displayCurrencies).toEqual({
      rates: { USD: 4950 },
      date: '2026-11-20',
    })
  })
})
