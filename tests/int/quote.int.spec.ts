import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { POST as quote } from '@/app/(frontend)/api/booking/quote/route'
import { cairoWallTimeToUtc } from '@/booking/cairoTime'
import { quoteAnswer } from '@/http/quoteAnswer'
import { bookingCatalog } from '@/booking/operations/catalogCache'

import {
  cairoTimeIn,
  createPlace,
  createPriceRow,
  createRegion,
  ensureCars,
  HOTLINE,
  setBookingSettings,
} from '../helpers/bookingData'
import { Browser } from '../helpers/http'
import { testPayload } from '../helpers/payload'

let payload: Payload
/** Price rows by name, to change them in the tests. */
const rows: Record<string, number> = {}

const english = new Browser(undefined, 'en')
const arabic = new Browser(undefined, 'ar')

const ask = (body: unknown, browser = english) =>
  browser.call(quote, { path: '/api/booking/quote', body })

const trip = (overrides: Record<string, unknown> = {}) => ({
  tripType: 'one-way',
  pickup: 'tqa-airport',
  dropoff: 'tqa-center',
  execDate: cairoTimeIn(72),
  persons: 2,
  luggages: 2,
  ...overrides,
})

type QuotedCar = { code: string; price: number; priceText: string; cashAllowed: boolean }
const carCodes = (cars: QuotedCar[]) => cars.map((car) => car.code)
const priceOf = (cars: QuotedCar[], code: string) => cars.find((car) => car.code === code)?.price

beforeAll(async () => {
  payload = await testPayload()
  await setBookingSettings(payload)
  await ensureCars(payload)

  // Region TQA takes cash; TQB does not (its routes allow it, the region does not).
  const tqa = await createRegion(payload, { code: 'TQA', en: 'Quote Town', ar: 'مدينة التسعير' })
  const tqb = await createRegion(payload, {
    code: 'TQB',
    en: 'No Cash Bay',
    ar: 'خليج بلا نقد',
    cashAllowed: false,
  })
  const place = async (code: string, region: number, extra: Record<string, unknown> = {}) =>
    (await createPlace(payload, { code, region, en: code, ar: `مكان ${code}`, ...extra })).id
  const airport = await place('tqa-airport', tqa.id, { kind: 'airport' })
  const center = await place('tqa-center', tqa.id)
  const resort = await place('tqa-resort', tqa.id, { kind: 'hotel-zone' })
  await place('tqa-lonely', tqa.id)
  const endOnly = await place('tqa-end-only', tqa.id, { canPickup: false })
  const tqbAirport = await place('tqb-airport', tqb.id, { kind: 'airport' })
  const tqbTown = await place('tqb-town', tqb.id)

  const everyCar = { corolla: '500', caddy: '600', xpander: '650.50', h1: '850', hiace: '1100' }
  rows.center = (
    await createPriceRow(payload, { region: tqa.id, from: airport, to: center, egp: everyCar })
  ).id
  // Both directions priced separately; no HiAce on this route.
  await createPriceRow(payload, {
    region: tqa.id,
    from: airport,
    to: resort,
    egp: { corolla: '700', caddy: '800', xpander: '850', h1: '1000' },
  })
  await createPriceRow(payload, {
    region: tqa.id,
    from: resort,
    to: airport,
    oneDirectional: true,
    egp: { corolla: '750', caddy: '850', xpander: '900', h1: '1100' },
  })
  // Only towards the end-only place, and no cash on it.
  await createPriceRow(payload, {
    region: tqa.id,
    from: center,
    to: endOnly,
    oneDirectional: true,
    cashAllowed: false,
    egp: everyCar,
  })
  await createPriceRow(payload, {
    region: tqb.id,
    from: tqbAirport,
    to: tqbTown,
    egp: everyCar,
  })
})

afterAll(async () => {
  await setBookingSettings(payload)
  await payload.destroy()
})

describe('POST /api/booking/quote', () => {
  it('prices a one-way trip for every car that takes the party, in piasters and in words', async () => {
    const answer = await ask(trip({ persons: 4, luggages: 2 }))
    expect(answer.status).toBe(200)
    expect(answer.headers.get('cache-control')).toBe('no-store')
    expect(answer.json).toMatchObject({
      status: true,
      tripType: 'one-way',
      pickup: 'tqa-airport',
      dropoff: 'tqa-center',
      currency: 'EGP',
      cashAllowed: true,
    })
    // The Corolla seats 3: not offered to 4 passengers.
    expect(carCodes(answer.json.cars)).toEqual(['caddy', 'xpander', 'h1', 'hiace'])
    const xpander = answer.json.cars[1]
    expect(xpander).toMatchObject({
      code: 'xpander',
      name: 'Mitsubishi Xpander',
      persons: 5,
      luggages: 4,
      price: 65050,
      priceText: 'EGP\u00a0650.50',
      cashAllowed: true,
      legs: [{ from: 'tqa-airport', to: 'tqa-center', price: 65050 }],
    })

    const inArabic = await ask(trip({ persons: 4, luggages: 2 }), arabic)
    expect(inArabic.status).toBe(200)
    expect(inArabic.json.cars[0]).toMatchObject({ code: 'caddy', name: 'فولكس فاجن كادي' })
    expect(inArabic.json.cars[0].priceText).toContain('٦٠٠')
    expect(inArabic.json.cars[0].priceText).toContain('ج.م.')
  })

  it('prices a round trip as both directions, each looked up on its own', async () => {
    // The same row both ways (not one-directional).
    const there = await ask(trip({ tripType: 'round-trip', returningDate: cairoTimeIn(96) }))
    expect(there.status).toBe(200)
    expect(priceOf(there.json.cars, 'corolla')).toBe(100000)
    expect(there.json.cars[0].legs).toEqual([
      { from: 'tqa-airport', to: 'tqa-center', price: 50000 },
      { from: 'tqa-center', to: 'tqa-airport', price: 50000 },
    ])

    // A row of its own for the way back wins over the reverse of the outbound row.
    const resort = await ask(
      trip({ tripType: 'round-trip', dropoff: 'tqa-resort', returningDate: cairoTimeIn(96) }),
    )
    expect(resort.status).toBe(200)
    expect(priceOf(resort.json.cars, 'corolla')).toBe(70000 + 75000)
    expect(priceOf(resort.json.cars, 'h1')).toBe(100000 + 110000)
    // No HiAce price on that route: not offered.
    expect(carCodes(resort.json.cars)).not.toContain('hiace')
  })

  it('uses a two-way row for the reverse route, and refuses a one-directional one backwards', async () => {
    const reverse = await ask(trip({ pickup: 'tqa-center', dropoff: 'tqa-airport' }))
    expect(reverse.status).toBe(200)
    expect(priceOf(reverse.json.cars, 'caddy')).toBe(60000)

    const resortToAirport = await ask(trip({ pickup: 'tqa-resort', dropoff: 'tqa-airport' }))
    expect(priceOf(resortToAirport.json.cars, 'corolla')).toBe(75000)
  })

  it("answers the spec's 'Unable to calculate price' with the hotline when there is no route", async () => {
    const answer = await ask(trip({ dropoff: 'tqa-lonely' }))
    expect(answer.status).toBe(422)
    expect(answer.json).toEqual({
      status: false,
      error: 'no-price',
      message: `Unable to calculate price for your data, please contact our customer service on ${HOTLINE}`,
    })
    const inArabic = await ask(trip({ dropoff: 'tqa-lonely' }), arabic)
    expect(inArabic.json).toEqual({
      status: false,
      error: 'no-price',
      message: `تعذّر حساب السعر للبيانات المدخلة، يرجى التواصل مع خدمة العملاء على ${HOTLINE}`,
    })
    // Places of two regions are never priced together.
    const acrossRegions = await ask(trip({ dropoff: 'tqb-town' }))
    expect(acrossRegions.json.error).toBe('no-price')
  })

  it('offers only the cars whose capacity fits, and says so when none does', async () => {
    const eight = await ask(trip({ persons: 8, luggages: 3 }))
    expect(carCodes(eight.json.cars)).toEqual(['hiace'])
    const manyBags = await ask(trip({ persons: 1, luggages: 5 }))
    expect(carCodes(manyBags.json.cars)).toEqual(['h1', 'hiace'])

    const tooMany = await ask(trip({ persons: 13, luggages: 2 }))
    expect(tooMany.status).toBe(422)
    expect(tooMany.json).toMatchObject({ status: false, error: 'no-car-fits' })
    expect(tooMany.json.message).toContain('13 passengers')
    expect(tooMany.json.message).toContain(HOTLINE)

    const zero = await ask(trip({ persons: 0 }))
    expect(zero.status).toBe(400)
    expect(zero.json.error).toBe('persons-invalid')
  })

  it('refuses a pickup sooner than the lead time, in Cairo time, with the hotline', async () => {
    const soon = await ask(trip({ execDate: cairoTimeIn(2) }))
    expect(soon.status).toBe(400)
    expect(soon.json).toMatchObject({ status: false, error: 'exec-date-invalid' })
    expect(soon.json.message).toBe(
      `Execution date is invalid: the pickup should be after 12 hrs from now. For an earlier pickup, call ${HOTLINE} to check availability.`,
    )
    expect(soon.json.issues).toEqual([
      { field: 'execDate', error: 'exec-date-invalid', message: soon.json.message },
    ])
    const inArabic = await ask(trip({ execDate: cairoTimeIn(2) }), arabic)
    expect(inArabic.json.message).toContain('١٢ ساعة')
    expect(inArabic.json.message).toContain(HOTLINE)

    // Just past the lead time is fine; the setting moves the limit.
    expect((await ask(trip({ execDate: cairoTimeIn(12.5) }))).status).toBe(200)
    await setBookingSettings(payload, { minLeadHours: 24 })
    const dayAhead = await ask(trip({ execDate: cairoTimeIn(12.5) }))
    expect(dayAhead.json.error).toBe('exec-date-invalid')
    expect(dayAhead.json.message).toContain('24 hrs')
    await setBookingSettings(payload)
  })

  it("checks a round trip's return date", async () => {
    const missing = await ask(trip({ tripType: 'round-trip' }))
    expect(missing.status).toBe(400)
    expect(missing.json.error).toBe('returning-date-required')
    const before = await ask(
      trip({ tripType: 'round-trip', execDate: cairoTimeIn(72), returningDate: cairoTimeIn(48) }),
    )
    expect(before.json.error).toBe('returning-date-invalid')
    const tooFar = await ask(trip({ tripType: 'round-trip', returningDate: cairoTimeIn(24 * 370) }))
    expect(tooFar.json.error).toBe('returning-date-invalid')
    // A one-way trip ignores a return date left over in the form.
    expect((await ask(trip({ returningDate: 'not a date' }))).status).toBe(200)
  })

  it('answers bad input with 400 and every message in the caller language, never a 500', async () => {
    const malformed = await english.call(quote, { path: '/api/booking/quote', body: '{"trip' })
    expect(malformed.status).toBe(400)
    expect(malformed.json).toEqual({
      status: false,
      error: 'invalid-body',
      message: 'The request could not be read. Please check the data and try again.',
    })
    const malformedArabic = await arabic.call(quote, { path: '/api/booking/quote', body: '{' })
    expect(malformedArabic.status).toBe(400)
    expect(malformedArabic.json.message).toBe(
      'تعذّرت قراءة الطلب. يرجى مراجعة البيانات والمحاولة مرة أخرى.',
    )
    for (const body of ['[]', '"quote"', 'null', '42']) {
      const answer = await english.call(quote, { path: '/api/booking/quote', body })
      expect(answer.status).toBe(400)
      expect(answer.json.error).toBe('invalid-body')
    }

    const empty = await ask({}, arabic)
    expect(empty.status).toBe(400)
    expect(empty.json.issues.map((issue: { error: string }) => issue.error)).toEqual([
      'trip-type-invalid',
      'persons-invalid',
      'luggages-invalid',
      'exec-date-required',
      'addresses-required',
    ])
    expect(empty.json.message).toBe('نوع الرحلة غير صحيح.')

    const unknown = await ask(trip({ pickup: 'nowhere' }))
    expect(unknown.json).toMatchObject({ error: 'pickup-unknown' })
    expect(unknown.json.issues[0].field).toBe('pickup')
    const same = await ask(trip({ dropoff: 'tqa-airport' }))
    expect(same.json).toMatchObject({ error: 'same-places' })
    const wrongTypes = await ask(trip({ persons: 'two', luggages: -1, tripType: 'both' }))
    expect(wrongTypes.status).toBe(400)
    expect(wrongTypes.json.issues.map((issue: { field: string }) => issue.field)).toEqual([
      'tripType',
      'persons',
      'luggages',
    ])
  })

  it('accepts counts typed as digits, also Arabic-Indic ones', async () => {
    const answer = await ask(trip({ persons: '٤', luggages: ' 2 ' }))
    expect(answer.status).toBe(200)
    expect(answer.json).toMatchObject({ persons: 4, luggages: 2 })
  })

  it('keeps each place to the part it can play', async () => {
    // A place where trips only end is no pickup, and no drop-off of a round trip either.
    const oneWay = await ask(trip({ pickup: 'tqa-center', dropoff: 'tqa-end-only' }))
    expect(oneWay.status).toBe(200)
    const fromIt = await ask(trip({ pickup: 'tqa-end-only', dropoff: 'tqa-center' }))
    expect(fromIt.json.error).toBe('pickup-unknown')
    const roundTrip = await ask(
      trip({
        tripType: 'round-trip',
        pickup: 'tqa-center',
        dropoff: 'tqa-end-only',
        returningDate: cairoTimeIn(96),
      }),
    )
    expect(roundTrip.json.error).toBe('dropoff-unknown')
  })

  it('allows cash only where the route, the region and the settings all allow it', async () => {
    const cairoLike = await ask(trip())
    expect(cairoLike.json.cashAllowed).toBe(true)
    expect(cairoLike.json.cars.every((car: QuotedCar) => car.cashAllowed)).toBe(true)

    const noCashRegion = await ask(trip({ pickup: 'tqb-airport', dropoff: 'tqb-town' }))
    expect(noCashRegion.status).toBe(200)
    expect(noCashRegion.json.cashAllowed).toBe(false)
    expect(noCashRegion.json.cars.some((car: QuotedCar) => car.cashAllowed)).toBe(false)

    const noCashRoute = await ask(trip({ pickup: 'tqa-center', dropoff: 'tqa-end-only' }))
    expect(noCashRoute.json.cashAllowed).toBe(false)

    // The settings' switch reaches the cached quotes at once.
    await setBookingSettings(payload, { cashEnabled: false })
    expect((await ask(trip())).json.cashAllowed).toBe(false)
    await setBookingSettings(payload, { cashEnabled: true })
    expect((await ask(trip())).json.cashAllowed).toBe(true)
  })

  it('sees a price change made by staff on the next quote', async () => {
    await payload.update({
      collection: 'price-lists',
      id: rows.center!,
      data: { prices: { corolla: 52500, caddy: 60000, xpander: 65050, h1: 85000, hiace: 110000 } },
    })
    const answer = await ask(trip())
    expect(priceOf(answer.json.cars, 'corolla')).toBe(52500)
    expect(answer.json.cars[0].priceText).toBe('EGP\u00a0525')

    // A car taken out of service is no longer offered.
    const { docs } = await payload.find({ collection: 'cars', where: { code: { equals: 'h1' } } })
    await payload.update({ collection: 'cars', id: docs[0]!.id, data: { active: false } })
    expect(carCodes((await ask(trip())).json.cars)).not.toContain('h1')
    await payload.update({ collection: 'cars', id: docs[0]!.id, data: { active: true } })
    expect(carCodes((await ask(trip())).json.cars)).toContain('h1')
  })

  it('reuses an answer only while the pickup is still far enough ahead', async () => {
    const execDate = cairoTimeIn(13)
    const body = trip({ execDate })
    const catalog = await bookingCatalog()
    const first = quoteAnswer(body, catalog, { locale: 'en', now: new Date() })
    expect(first.httpStatus).toBe(200)
    const again = quoteAnswer({ ...body }, catalog, { locale: 'en', now: new Date() })
    expect(again.json).toBe(first.json)
    // A minute past the lead time the same question is refused.
    const limit = cairoWallTimeToUtc(execDate)!.getTime() - 12 * 3_600_000
    const late = quoteAnswer(body, catalog, {
      locale: 'en',
      now: new Date(limit + 60_000),
    })
    expect(late.httpStatus).toBe(400)
    expect(JSON.parse(late.json).error).toBe('exec-date-invalid')
  })
})
