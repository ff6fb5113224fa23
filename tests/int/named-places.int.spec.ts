import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { POST as book } from '@/app/(frontend)/api/booking/route'
import type { Reservation } from '@/payload-types'

import {
  cairoTimeIn,
  createPlace,
  createPriceRow,
  createRegion,
  ensureCars,
  setBookingSettings,
} from '../helpers/bookingData'
import { type Account, signedUpCustomer } from '../helpers/customers'
import type { Handler } from '../helpers/http'
import { testPayload } from '../helpers/payload'

/**
 * Named places (docs/decisions/0137-named-places.md): a hotel chosen in the place search books
 * its district at the district's price, and its name goes onto the reservation; a hotel of
 * another district, or one no longer listed, is refused in the customer's language.
 */

let payload: Payload
let day = 120
const ids: Record<'mena' | 'cecil' | 'closed', number> = { mena: 0, cecil: 0, closed: 0 }

const customer = (lang: 'en' | 'ar' = 'en') => signedUpCustomer(payload, { lang, tag: 'named' })

/** A cash trip from the airport to the Pyramids area at 500 EGP, each on a day of its own. */
function booking(account: Account, overrides: Record<string, unknown> = {}) {
  day += 2
  return {
    tripType: 'one-way',
    pickupAddress: 'tnp-airport',
    dropoffAddress: 'tnp-pyramids',
    locationNames: { pickup: '', dropoff: '' },
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

const stored = async (id: number) =>
  (await payload.findByID({
    collection: 'reservations',
    id,
    depth: 0,
    overrideAccess: true,
  })) as Reservation

async function createNamed(place: number, en: string, ar: string, active = true) {
  const created = await payload.create({
    collection: 'named-places',
    locale: 'en',
    data: { name: en, place, kind: 'hotel', aliases: [{ alias: 'Mena House' }], active },
    overrideAccess: true,
  })
  await payload.update({
    collection: 'named-places',
    id: created.id,
    locale: 'ar',
    data: { name: ar },
    overrideAccess: true,
  })
  return created.id
}

beforeAll(async () => {
  payload = await testPayload()
  await setBookingSettings(payload)
  await ensureCars(payload)
  const region = await createRegion(payload, {
    code: 'TNP',
    en: 'Named Cairo',
    ar: 'القاهرة بالاسم',
  })
  const airport = await createPlace(payload, {
    code: 'tnp-airport',
    region: region.id,
    en: 'Named Airport',
    ar: 'مطار بالاسم',
    kind: 'airport',
  })
  const pyramids = await createPlace(payload, {
    code: 'tnp-pyramids',
    region: region.id,
    en: 'Named Pyramids',
    ar: 'أهرامات بالاسم',
  })
  const downtown = await createPlace(payload, {
    code: 'tnp-downtown',
    region: region.id,
    en: 'Named Downtown',
    ar: 'وسط البلد بالاسم',
  })
  for (const to of [pyramids, downtown]) {
    await createPriceRow(payload, {
      region: region.id,
      from: airport.id,
      to: to.id,
      egp: { corolla: '500', caddy: '600', xpander: '650', h1: '850', hiace: '1100' },
    })
  }
  ids.mena = await createNamed(pyramids.id, 'Marriott Mena House', 'ماريوت مينا هاوس')
  ids.cecil = await createNamed(downtown.id, 'Steigenberger Cecil', 'شتايجنبرجر سيسيل')
  ids.closed = await createNamed(pyramids.id, 'Closed Pyramids Hotel', 'فندق مغلق', false)
})

afterAll(async () => {
  await payload.destroy()
})

describe('a booking with a named place', () => {
  it("stores the hotel's name on the leg and keeps the district's price", async () => {
    const account = await customer()
    const answer = await submit(account, booking(account, { namedPlaces: { dropoff: ids.mena } }))
    expect(answer.status).toBe(201)
    const reservation = await stored(answer.json.reservation.id)
    expect(reservation.price).toBe(50000)
    expect(reservation.dropoff).toMatchObject({
      code: 'tnp-pyramids',
      nameEn: 'Named Pyramids',
      locationName: 'Marriott Mena House',
    })
    expect(reservation.dropoffAddress).toContain('Marriott Mena House')
  })

  it("keeps the customer's own text beside the hotel's name, in the customer's language", async () => {
    const account = await customer('ar')
    const answer = await submit(
      account,
      booking(account, {
        namedPlaces: { pickup: null, dropoff: ids.mena },
        locationNames: { dropoff: 'غرفة 412' },
      }),
    )
    expect(answer.status).toBe(201)
    const reservation = await stored(answer.json.reservation.id)
    expect(reservation.dropoff?.locationName).toBe('ماريوت مينا هاوس، غرفة 412')
    expect(reservation.price).toBe(50000)
  })

  it('refuses a hotel of another district, or one no longer listed, in both languages', async () => {
    for (const [lang, message] of [
      ['en', /not listed under the chosen place/],
      ['ar', /لم يعد مدرجًا ضمن المكان المختار/],
    ] as const) {
      const account = await customer(lang)
      for (const id of [ids.cecil, ids.closed, 999_999]) {
        const answer = await submit(account, booking(account, { namedPlaces: { dropoff: id } }))
        expect(answer.status, `${lang} ${id}`).toBe(400)
        expect(answer.json.error).toBe('named-place-invalid')
        expect(answer.json.message).toMatch(message)
      }
    }
    const answer = await payload.find({
      collection: 'reservations',
      where: { 'dropoff.locationName': { in: ['Steigenberger Cecil', 'Closed Pyramids Hotel'] } },
      overrideAccess: true,
    })
    expect(answer.totalDocs).toBe(0)
  })

  it('answers a named place that is not an id with 400, never a 500', async () => {
    const account = await customer()
    for (const namedPlaces of ['Mena House', { dropoff: 'x' }, { dropoff: -1 }]) {
      const answer = await submit(account, booking(account, { namedPlaces }))
      expect(answer.status).toBe(400)
      expect(answer.json.error).toBe('named-place-invalid')
    }
  })

  it('shows the public the listed named places only', async () => {
    const { docs } = await payload.find({
      collection: 'named-places',
      where: { id: { in: [ids.mena, ids.closed] } },
      overrideAccess: false,
    })
    expect(docs.map((doc) => doc.id)).toEqual([ids.mena])
  })
})
