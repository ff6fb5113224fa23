import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { POST as book } from '@/app/(frontend)/api/booking/route'
import { POST as quote } from '@/app/(frontend)/api/booking/quote/route'
import { historyRow } from '@/booking/operations/createReservation'
import { transition } from '@/booking/status'
import type { Reservation } from '@/payload-types'

import {
  cairoTimeIn,
  createPlace,
  createPriceRow,
  createRegion,
  ensureCars,
  setBookingSettings,
  staffUser,
} from '../helpers/bookingData'
import { type Account, signedUpCustomer } from '../helpers/customers'
import { Browser, type Handler } from '../helpers/http'
import { testPayload } from '../helpers/payload'

/**
 * Promo codes (docs/decisions/0150-promo-codes.md, 0151-promo-uses-counted.md): the quote and the
 * booking price a code on the server, refuse it with its reason in the customer's language, and
 * never let concurrent bookings pass its total or per-customer uses.
 */

let payload: Payload
let regionId: number
let otherRegionId: number
let day = 80

const customer = (lang: 'en' | 'ar' = 'en') => signedUpCustomer(payload, { lang, tag: 'promo' })

/** A cash trip from the airport to Zamalek at 500 EGP, each on a day of its own. */
function booking(account: Account, overrides: Record<string, unknown> = {}) {
  day += 2
  return {
    tripType: 'one-way',
    pickupAddress: 'tpr-airport',
    dropoffAddress: 'tpr-zamalek',
    locationNames: { pickup: '', dropoff: 'Marriott Hotel' },
    personsCount: 2,
    luggagesCount: 1,
    execDate: cairoTimeIn(day),
    returningDate: null,
    arrivalFlightNumber: 'MS 985',
    departureFlightNumber: null,
    acceptedTerms: true,
    carType: 'corolla',
    price: 50000,
    paymentType: 'cash',
    isAnotherPassengers: false,
    passengerName: '',
    passengerPhone: '',
    notes: '',
    partnerId: null,
    userId: account.user.id,
    ...overrides,
  }
}

const keyed =
  (key: string): Handler =>
  async (request) => {
    const headers = new Headers(request.headers)
    headers.set('idempotency-key', key)
    return book(new Request(request.url, { method: 'POST', headers, body: await request.text() }))
  }

const submit = (account: Account, body: unknown) =>
  account.browser.call(keyed(crypto.randomUUID()), { path: '/api/booking', body })

const quoteFor = (browser: Browser, extra: Record<string, unknown> = {}) =>
  browser.call(quote, {
    path: '/api/booking/quote',
    body: {
      tripType: 'one-way',
      pickup: 'tpr-airport',
      dropoff: 'tpr-zamalek',
      execDate: cairoTimeIn(200),
      returningDate: null,
      persons: 2,
      luggages: 1,
      ...extra,
    },
  })

async function createCode(data: Record<string, unknown>) {
  return payload.create({
    collection: 'promo-codes',
    data: { kind: 'percent', percent: 10, active: true, ...data } as never,
    overrideAccess: true,
  })
}

async function cancel(reservation: Reservation) {
  const moved = transition(reservation.status, 'cancelled', {
    by: { type: 'staff', id: 'promo-tests' },
    reason: 'Customer called to cancel',
    at: new Date(),
  })
  if (!moved.ok) throw new Error(`cannot cancel: ${moved.refusal.code}`)
  await payload.update({
    collection: 'reservations',
    id: reservation.id,
    data: {
      status: moved.status,
      statusHistory: [...(reservation.statusHistory ?? []), historyRow(moved.entry)],
    },
    overrideAccess: true,
  })
}

const storedWith = async (code: string) =>
  (
    await payload.find({
      collection: 'reservations',
      where: { promoCode: { equals: code } },
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
  ).docs

beforeAll(async () => {
  payload = await testPayload()
  await setBookingSettings(payload)
  await ensureCars(payload)
  const region = await createRegion(payload, {
    code: 'TPR',
    en: 'Promo Cairo',
    ar: 'القاهرة للخصم',
  })
  const other = await createRegion(payload, { code: 'TPO', en: 'Promo Other', ar: 'منطقة أخرى' })
  regionId = region.id
  otherRegionId = other.id
  const airport = await createPlace(payload, {
    code: 'tpr-airport',
    region: region.id,
    en: 'Promo Airport',
    ar: 'مطار الخصم',
    kind: 'airport',
  })
  const zamalek = await createPlace(payload, {
    code: 'tpr-zamalek',
    region: region.id,
    en: 'Promo Zamalek',
    ar: 'زمالك الخصم',
  })
  await createPriceRow(payload, {
    region: region.id,
    from: airport.id,
    to: zamalek.id,
    egp: { corolla: '500', caddy: '600', xpander: '650', h1: '850', hiace: '1100' },
  })
})

afterAll(async () => {
  await payload.destroy()
})

describe('promo codes in the quote', () => {
  it('prices each car after the code, any case, and keeps the price before', async () => {
    await createCode({ code: 'QUOTE10' })
    const answer = await quoteFor(new Browser(), { promoCode: ' quote10 ' })
    expect(answer.status).toBe(200)
    const corolla = answer.json.cars.find((car: { code: string }) => car.code === 'corolla')
    expect(corolla).toMatchObject({
      price: 45000,
      promo: { code: 'QUOTE10', discount: 5000, priceBefore: 50000 },
    })
  })

  it('refuses an unknown, expired, other-region or too-small code in both languages', async () => {
    await createCode({ code: 'OLDCODE', validTo: '2020-12-31' })
    await createCode({ code: 'ELSEWHERE', regions: [otherRegionId] })
    await createCode({ code: 'BIGTRIPS', minimumPrice: 500000 })
    await createCode({ code: 'SLEEPING', active: false })
    const en = new Browser()
    const ar = new Browser(undefined, 'ar')
    const cases: [string, string, RegExp, RegExp][] = [
      ['NOSUCHCODE', 'promo-unknown', /don't know this promo code/, /لا نعرف رمز الخصم/],
      ['SLEEPING', 'promo-unknown', /don't know this promo code/, /لا نعرف رمز الخصم/],
      ['oldcode', 'promo-expired', /not valid today/, /غير صالح اليوم/],
      ['ELSEWHERE', 'promo-region', /region/, /لمنطقة هذه الرحلة/],
      ['BIGTRIPS', 'promo-minimum', /at least 5,?000 EGP/, /لا يقل سعرها عن ٥[٬,]?٠٠٠ جنيه/],
      ['not a code!', 'promo-unknown', /don't know/, /لا نعرف/],
    ]
    for (const [code, error, english, arabic] of cases) {
      const inEnglish = await quoteFor(en, { promoCode: code })
      expect(inEnglish.status, code).toBe(400)
      expect(inEnglish.json.error).toBe(error)
      expect(inEnglish.json.message).toMatch(english)
      const inArabic = await quoteFor(ar, { promoCode: code })
      expect(inArabic.status).toBe(400)
      expect(inArabic.json.error).toBe(error)
      expect(inArabic.json.message).toMatch(arabic)
    }
    // A code of the wrong type is a 400 too, never a 500.
    const typed = await quoteFor(en, { promoCode: 12345 })
    expect(typed.status).toBe(400)
    expect(typed.json.error).toBe('promo-unknown')
  })
})

describe('promo codes in the booking', () => {
  it('books at the price after the code and records it in the snapshot', async () => {
    await createCode({
      code: 'FIXED100',
      kind: 'fixed',
      percent: null,
      amount: 10000,
      regions: [regionId],
    })
    const account = await customer()
    const answer = await submit(account, booking(account, { promoCode: 'fixed100', price: 40000 }))
    expect(answer.status).toBe(201)
    const [stored] = await storedWith('FIXED100')
    expect(stored!.price).toBe(40000)
    expect(stored!.promoCode).toBe('FIXED100')
    // The snapshot keeps the car's own price (decision 0130); the promo section the discount.
    expect(stored!.priceSnapshot).toMatchObject({
      price: 50000,
      extrasTotal: 0,
      promo: {
        code: 'FIXED100',
        kind: 'fixed',
        discount: 10000,
        priceBefore: 50000,
        priceAfter: 40000,
      },
    })
  })

  it('refuses a price that ignores the code, or claims it without one', async () => {
    await createCode({ code: 'TAMPER10' })
    const account = await customer()
    const full = await submit(account, booking(account, { promoCode: 'TAMPER10', price: 50000 }))
    expect(full.status).toBe(409)
    expect(full.json.error).toBe('invalid-price')
    const lower = await submit(account, booking(account, { promoCode: 'TAMPER10', price: 40000 }))
    expect(lower.json.error).toBe('invalid-price')
    const none = await submit(account, booking(account, { price: 45000 }))
    expect(none.json.error).toBe('invalid-price')
    expect(await storedWith('TAMPER10')).toHaveLength(0)
  })

  it('names the refusal in Arabic', async () => {
    const account = await customer('ar')
    const answer = await submit(account, booking(account, { promoCode: 'NOPE', price: 45000 }))
    expect(answer.status).toBe(400)
    expect(answer.json.error).toBe('promo-unknown')
    expect(answer.json.message).toMatch(/لا نعرف رمز الخصم/)
  })

  it('lets only one of ten customers racing for the last use have it', async () => {
    await createCode({ code: 'LASTONE', totalUses: 3 })
    const first = await customer()
    const second = await customer()
    expect(
      (await submit(first, booking(first, { promoCode: 'LASTONE', price: 45000 }))).status,
    ).toBe(201)
    expect(
      (await submit(second, booking(second, { promoCode: 'LASTONE', price: 45000 }))).status,
    ).toBe(201)
    const racers = await Promise.all(Array.from({ length: 10 }, () => customer()))
    const answers = await Promise.all(
      racers.map((racer) => submit(racer, booking(racer, { promoCode: 'LASTONE', price: 45000 }))),
    )
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1)
    for (const answer of answers.filter((candidate) => candidate.status !== 201)) {
      expect(answer.status).toBe(400)
      expect(answer.json.error).toBe('promo-used-up')
    }
    const stored = await storedWith('LASTONE')
    expect(stored).toHaveLength(3)

    // A cancelled booking gives its use back.
    await cancel(stored[0]!)
    const late = await customer()
    expect((await submit(late, booking(late, { promoCode: 'LASTONE', price: 45000 }))).status).toBe(
      201,
    )
    const later = await customer()
    const refused = await submit(later, booking(later, { promoCode: 'LASTONE', price: 45000 }))
    expect(refused.json.error).toBe('promo-used-up')
  })

  it('holds one customer to their uses, even sending bookings at once', async () => {
    await createCode({ code: 'ONCEEACH', usesPerCustomer: 1 })
    const account = await customer()
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        submit(account, booking(account, { promoCode: 'OnceEach', price: 45000 })),
      ),
    )
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1)
    for (const answer of answers.filter((candidate) => candidate.status !== 201)) {
      expect(answer.json.error).toBe('promo-used-by-you')
    }
    // Another customer still may.
    const other = await customer()
    expect(
      (await submit(other, booking(other, { promoCode: 'ONCEEACH', price: 45000 }))).status,
    ).toBe(201)
  })
})

describe('who sees promo codes', () => {
  it('staff read them, only admins write them, customers and visitors list nothing', async () => {
    const admin = await staffUser(payload, 'admin', 'promo-admin')
    const operator = await staffUser(payload, 'operator', 'promo-operator')
    const listed = await payload.find({
      collection: 'promo-codes',
      user: operator,
      overrideAccess: false,
    })
    expect(listed.totalDocs).toBeGreaterThan(0)
    await expect(
      payload.create({
        collection: 'promo-codes',
        data: { code: 'OPERATOR', kind: 'percent', percent: 5 },
        user: operator,
        overrideAccess: false,
      }),
    ).rejects.toThrow()
    const made = await payload.create({
      collection: 'promo-codes',
      data: { code: 'byadmin', kind: 'percent', percent: 5 },
      user: admin,
      overrideAccess: false,
    })
    expect(made.code).toBe('BYADMIN')
    await expect(
      payload.find({ collection: 'promo-codes', overrideAccess: false }),
    ).rejects.toThrow()
  })
})
