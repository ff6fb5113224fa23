import { describe, expect, it } from 'vitest'

import { bookingRefusal } from '@/booking/bookingRequest'
import { CARS } from '@/booking/cars'
import {
  type ExtraOption,
  extrasOfSnapshot,
  extraTotal,
  isPerLeg,
  priceExtras,
} from '@/booking/extras'
import type { PriceRow } from '@/booking/pricing'
import { type BookingContext, validateBooking } from '@/booking/validation'
import { normalizePhone } from '@/lib/phone'

const EGP = (pounds: number) => pounds * 100

const option = (
  code: string,
  kind: ExtraOption['kind'],
  pounds: number,
  maxQuantity: number,
  regionCode = 'CAI',
  order = 0,
): ExtraOption => ({
  code,
  kind,
  regionCode,
  names: { en: `${kind} (en)`, ar: `${kind} (ar)` },
  unitPrice: EGP(pounds),
  maxQuantity,
  order,
})

const OPTIONS: ExtraOption[] = [
  option('cai-child-seat', 'child-seat', 150, 3, 'CAI', 1),
  option('cai-name-sign', 'name-sign', 0, 1, 'CAI', 3),
  option('cai-extra-stop', 'extra-stop', 200, 3, 'CAI', 4),
  option('hrg-child-seat', 'child-seat', 120, 3, 'HRG', 1),
]
const ONE_WAY = { regionCode: 'CAI', legs: 1 }
const ROUND = { regionCode: 'CAI', legs: 2 }

describe('priceExtras', () => {
  it('prices unit price x quantity, a per-leg kind once per leg, an extra stop once', () => {
    const result = priceExtras(
      [
        { code: 'cai-extra-stop', quantity: 1 },
        { code: 'cai-child-seat', quantity: 2 },
        { code: 'cai-name-sign', quantity: 1 },
      ],
      OPTIONS,
      ROUND,
    )
    expect(result).toEqual({
      ok: true,
      total: EGP(150) * 2 * 2 + EGP(200),
      lines: [
        // In the region's order, not the request's.
        expect.objectContaining({ code: 'cai-child-seat', quantity: 2, legs: 2, total: EGP(600) }),
        expect.objectContaining({ code: 'cai-name-sign', quantity: 1, legs: 2, total: 0 }),
        expect.objectContaining({ code: 'cai-extra-stop', quantity: 1, legs: 1, total: EGP(200) }),
      ],
    })
    expect(priceExtras([{ code: 'cai-child-seat', quantity: 2 }], OPTIONS, ONE_WAY)).toMatchObject({
      ok: true,
      total: EGP(300),
    })
    expect(priceExtras([], OPTIONS, ONE_WAY)).toEqual({ ok: true, lines: [], total: 0 })
  })

  it('keeps both names and the unit price on each line', () => {
    const result = priceExtras([{ code: 'cai-child-seat', quantity: 1 }], OPTIONS, ONE_WAY)
    expect(result.ok && result.lines[0]).toEqual({
      code: 'cai-child-seat',
      kind: 'child-seat',
      nameEn: 'child-seat (en)',
      nameAr: 'child-seat (ar)',
      unitPrice: EGP(150),
      quantity: 1,
      legs: 1,
      total: EGP(150),
    })
  })

  it.each([
    ['an unknown code', [{ code: 'cai-limousine', quantity: 1 }]],
    ["another region's extra", [{ code: 'hrg-child-seat', quantity: 1 }]],
    ['more than the maximum', [{ code: 'cai-child-seat', quantity: 4 }]],
    ['a quantity of 0', [{ code: 'cai-child-seat', quantity: 0 }]],
    [
      'the same extra twice',
      [
        { code: 'cai-child-seat', quantity: 1 },
        { code: 'cai-child-seat', quantity: 1 },
      ],
    ],
  ])('refuses %s', (_, chosen) => {
    expect(priceExtras(chosen, OPTIONS, ONE_WAY)).toMatchObject({
      ok: false,
      code: 'extras-invalid',
    })
  })

  it('refuses a unit price the client changed, and takes the right one', () => {
    expect(
      priceExtras([{ code: 'cai-child-seat', quantity: 1, unitPrice: 0 }], OPTIONS, ONE_WAY),
    ).toEqual({ ok: false, code: 'price-invalid', extraCode: 'cai-child-seat' })
    expect(
      priceExtras([{ code: 'cai-child-seat', quantity: 1, unitPrice: EGP(150) }], OPTIONS, ONE_WAY),
    ).toMatchObject({ ok: true, total: EGP(150) })
  })

  it('knows which kinds count per leg', () => {
    expect(isPerLeg('child-seat')).toBe(true)
    expect(isPerLeg('extra-stop')).toBe(false)
    expect(extraTotal({ kind: 'booster-seat', unitPrice: 100 }, 3, 2)).toBe(600)
  })

  it('reads the lines of a stored snapshot, and none from another shape', () => {
    const priced = priceExtras([{ code: 'cai-child-seat', quantity: 1 }], OPTIONS, ONE_WAY)
    const lines = priced.ok ? priced.lines : []
    expect(extrasOfSnapshot({ price: 1, extras: lines })).toEqual(lines)
    expect(extrasOfSnapshot({ price: 1 })).toEqual([])
    expect(extrasOfSnapshot({ extras: [{ code: 1 }] })).toEqual([])
    expect(extrasOfSnapshot(null)).toEqual([])
  })
})

const PRICE_ROWS: PriceRow[] = [
  {
    regionCode: 'CAI',
    from: 'CAI',
    to: 'zamalek',
    oneDirectional: false,
    cashAllowed: true,
    prices: { caddy: EGP(700) },
  },
]
const CONTEXT: BookingContext = {
  now: new Date('2026-04-23T08:00:00Z'),
  minLeadHours: 12,
  places: [
    { code: 'CAI', isAirport: true },
    { code: 'zamalek', isAirport: false },
  ],
  cars: CARS,
  priceRows: PRICE_ROWS,
  extras: OPTIONS,
  hotline: '+20 2 1234 5678',
  userId: 42,
  customerMayPayCash: true,
  normalizePhone: (input) => normalizePhone(input),
}
const BOOKING = {
  tripType: 'round-trip',
  pickupAddress: 'CAI',
  dropoffAddress: 'zamalek',
  locationNames: { dropoff: 'Cairo Marriott Hotel' },
  personsCount: 2,
  luggagesCount: 2,
  execDate: '2026-05-10T14:30',
  returningDate: '2026-05-17T09:00',
  arrivalFlightNumber: 'MS 985',
  departureFlightNumber: 'MS 986',
  acceptedTerms: true,
  carType: 'caddy',
  paymentType: 'card',
  isAnotherPassengers: false,
  userId: 42,
}

describe('validateBooking with extras', () => {
  it('takes the car plus the extras as the price, and keeps the lines', () => {
    const result = validateBooking(
      {
        ...BOOKING,
        extras: [{ code: 'cai-child-seat', quantity: 1 }],
        price: EGP(1400) + EGP(300),
      },
      CONTEXT,
    )
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.booking.price).toBe(EGP(1700))
    expect(result.booking.quote.price).toBe(EGP(1400))
    expect(result.booking.extrasTotal).toBe(EGP(300))
    expect(result.booking.extras.map((line) => line.code)).toEqual(['cai-child-seat'])
  })

  it('takes a booking without extras as before', () => {
    const result = validateBooking({ ...BOOKING, price: EGP(1400) }, CONTEXT)
    expect(result.ok && result.booking.extras).toEqual([])
  })

  it('refuses a total without the extras, or with a free seat, as a price mismatch', () => {
    for (const body of [
      { ...BOOKING, extras: [{ code: 'cai-child-seat', quantity: 1 }], price: EGP(1400) },
      {
        ...BOOKING,
        extras: [{ code: 'cai-child-seat', quantity: 1, unitPrice: 0 }],
        price: EGP(1400),
      },
    ]) {
      const result = validateBooking(body, CONTEXT)
      expect(result.ok).toBe(false)
      if (result.ok) continue
      expect(bookingRefusal(result.issues)).toMatchObject({
        code: 'invalid-price',
        messageKey: 'booking.errors.priceInvalid',
      })
    }
  })

  it('refuses an extra of another region, a malformed one and too many with extras-invalid', () => {
    for (const extras of [
      [{ code: 'hrg-child-seat', quantity: 1 }],
      [{ code: 'cai-child-seat', quantity: 'two' }],
      [{ code: 'cai-child-seat', quantity: 9 }],
      'child seat',
    ]) {
      const result = validateBooking({ ...BOOKING, extras, price: EGP(1400) }, CONTEXT)
      expect(result.ok).toBe(false)
      if (result.ok) continue
      expect(bookingRefusal(result.issues)).toMatchObject({
        code: 'extras-invalid',
        messageKey: 'booking.errors.extrasInvalid',
      })
    }
  })
})
