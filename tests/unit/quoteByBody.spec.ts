import { describe, expect, it } from 'vitest'

import { cairoWallTimeToUtc, utcToCairoWallTime } from '@/booking/cairoTime'
import type { BookingCatalog, CatalogCar, CatalogPlace } from '@/booking/operations/catalog'
import { quoteAnswer } from '@/server/quoteAnswer'
import { answerQuoteBody } from '@/server/quoteByBody'

/**
 * The production server's remembered quote answers by body (`answerQuoteBody`): what it answers
 * from memory must be what `quoteAnswer` answers, and only while that answer still holds.
 */

const HOUR = 3_600_000
const MIN_LEAD_HOURS = 12

function place(code: string, isAirport = false): CatalogPlace {
  return {
    id: code.length,
    code,
    names: { en: code, ar: `مكان ${code}` },
    kind: isAirport ? 'airport' : 'area',
    isAirport,
    regionCode: 'CAI',
    canPickup: true,
    canDropoff: true,
    order: 0,
    searchTerms: [],
  } as CatalogPlace
}

function car(code: 'corolla' | 'hiace', persons: number, en: string, ar: string): CatalogCar {
  return {
    id: persons,
    code,
    names: { en, ar },
    persons,
    luggages: persons,
    order: persons,
    image: null,
  }
}

/** A catalog of one route; `corollaPounds` sets the Corolla's price. */
function catalog(corollaPounds = 600): BookingCatalog {
  const places = [place('cai-airport', true), place('cai-zamalek')]
  return {
    regions: [
      {
        id: 1,
        code: 'CAI',
        names: { en: 'Cairo', ar: 'القاهرة' },
        cashAllowed: true,
        order: 0,
        airportCode: 'cai-airport',
      },
    ],
    places,
    placeByCode: new Map(places.map((entry) => [entry.code, entry])),
    bookingPlaces: places.map(({ code, isAirport, canPickup, canDropoff }) => ({
      code,
      isAirport,
      canPickup,
      canDropoff,
    })),
    cars: [
      car('corolla', 3, 'Toyota Corolla', 'تويوتا كورولا'),
      car('hiace', 12, 'Toyota HiAce', 'تويوتا هاي إس'),
    ],
    priceRows: [
      {
        regionCode: 'CAI',
        from: 'cai-airport',
        to: 'cai-zamalek',
        oneDirectional: false,
        cashAllowed: true,
        prices: { corolla: corollaPounds * 100, hiace: 140_000 },
      },
    ],
    settings: { hotline: '+20 100 000 0000', minLeadHours: MIN_LEAD_HOURS, cashEnabled: true },
  }
}

const now = Date.now()
const execDate = utcToCairoWallTime(new Date(now + 72 * HOUR))
const body = (persons = 3, extra = '') =>
  Buffer.from(
    `{"tripType":"one-way","pickup":"cai-airport","dropoff":"cai-zamalek","execDate":"${execDate}","persons":${persons},"luggages":2${extra}}`,
  )

describe('answerQuoteBody: remembered answers by the body bytes', () => {
  it('answers a body seen before with the very same bytes, those quoteAnswer gives', () => {
    const booking = catalog()
    const first = answerQuoteBody(body(), booking, 'en', now)!
    expect(first.httpStatus).toBe(200)
    const again = answerQuoteBody(body(), booking, 'en', now + 60_000)!
    expect(again).toBe(first)
    const direct = quoteAnswer(JSON.parse(body().toString()), booking, {
      locale: 'en',
      now: new Date(now),
    })
    expect(again.json).toBe(direct.json)
    expect(again.bytes.equals(Buffer.from(direct.json))).toBe(true)
    expect(JSON.parse(again.json).cars.map((entry: { code: string }) => entry.code)).toEqual([
      'corolla',
      'hiace',
    ])
  })

  it('takes a body differing by one byte, or another language, as another question', () => {
    const booking = catalog()
    const three = answerQuoteBody(body(3), booking, 'en', now)!
    const nine = answerQuoteBody(body(9), booking, 'en', now)!
    // Nine passengers do not fit in the Corolla.
    expect(JSON.parse(nine.json).cars.map((entry: { code: string }) => entry.code)).toEqual([
      'hiace',
    ])
    // The same question with one more space is answered alike, but not taken from memory.
    const spaced = answerQuoteBody(body(3, ' '), booking, 'en', now)!
    expect(spaced).not.toBe(three)
    expect(spaced.json).toBe(three.json)

    const arabic = answerQuoteBody(body(3), booking, 'ar', now)!
    expect(JSON.parse(arabic.json).cars[0].name).toBe('تويوتا كورولا')
    expect(answerQuoteBody(body(3), booking, 'en', now)).toBe(three)
  })

  it('computes the answer again once the pickup is inside the lead time', () => {
    const booking = catalog()
    expect(answerQuoteBody(body(), booking, 'en', now)!.httpStatus).toBe(200)
    const limit = cairoWallTimeToUtc(execDate)!.getTime() - MIN_LEAD_HOURS * HOUR
    expect(answerQuoteBody(body(), booking, 'en', limit)!.httpStatus).toBe(200)
    const late = answerQuoteBody(body(), booking, 'en', limit + 60_000)!
    expect(late.httpStatus).toBe(400)
    expect(JSON.parse(late.json).error).toBe('exec-date-invalid')
  })

  it('forgets every answer when the catalog changes', () => {
    const before = answerQuoteBody(body(), catalog(600), 'en', now)!
    expect(JSON.parse(before.json).cars[0].price).toBe(60_000)
    const after = answerQuoteBody(body(), catalog(650), 'en', now)!
    expect(JSON.parse(after.json).cars[0].price).toBe(65_000)
  })

  it('keeps no refusal of a field, and refuses what is not JSON', () => {
    const booking = catalog()
    const empty = Buffer.from(body().toString().replace('"cai-airport"', '""'))
    const refused = answerQuoteBody(empty, booking, 'en', now)!
    expect(refused.httpStatus).toBe(400)
    expect(JSON.parse(refused.json).issues.length).toBeGreaterThan(0)
    const again = answerQuoteBody(empty, booking, 'en', now)!
    expect(again).not.toBe(refused)
    expect(again.json).toBe(refused.json)

    expect(answerQuoteBody(Buffer.from('{"tripType":'), booking, 'en', now)).toBeUndefined()
  })
})
