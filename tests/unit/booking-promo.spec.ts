import { describe, expect, it } from 'vitest'

import { MINIMUM_CHARGE } from '@/booking/money'
import {
  applyPromo,
  cairoDay,
  discountOf,
  leastCharge,
  normalizePromoCode,
  type PromoCode,
  promoPersonOf,
  type PromoTrip,
  usedUpByPerson,
} from '@/booking/promo'
import { bookedPaymentType } from '@/booking/trip'
import { initialStatus } from '@/booking/status'

const code = (overrides: Partial<PromoCode> = {}): PromoCode => ({
  code: 'WELCOME10',
  kind: 'percent',
  percent: 10,
  amount: null,
  regions: [],
  validFrom: null,
  validTo: null,
  totalUses: null,
  usesPerCustomer: null,
  minimumPrice: 0,
  includesExtras: false,
  active: true,
  ...overrides,
})

const trip = (overrides: Partial<PromoTrip> = {}): PromoTrip => ({
  carTotal: 100_000,
  extrasTotal: 0,
  regionCodes: ['CAI'],
  now: new Date('2026-06-15T10:00:00Z'),
  ...overrides,
})

describe('promo codes: the text', () => {
  it('is case-insensitive and trimmed', () => {
    expect(normalizePromoCode('  welcome10 ')).toBe('WELCOME10')
    expect(normalizePromoCode('Nile-2026_a')).toBe('NILE-2026_A')
  })
  it('refuses what cannot be a code', () => {
    expect(normalizePromoCode('')).toBeNull()
    expect(normalizePromoCode('   ')).toBeNull()
    expect(normalizePromoCode('WEL COME')).toBeNull()
    expect(normalizePromoCode('خصم')).toBeNull()
    expect(normalizePromoCode('-X')).toBeNull()
    expect(normalizePromoCode('A'.repeat(33))).toBeNull()
    expect(normalizePromoCode('A'.repeat(32))).toBe('A'.repeat(32))
  })
})

describe('promo codes: the discount', () => {
  it('rounds a percent down to whole piasters', () => {
    expect(discountOf({ kind: 'percent', percent: 10, amount: null }, 100_000)).toBe(10_000)
    // 15% of 333.33 EGP is 49.9995 EGP: 4999 piasters, never more than 15%.
    expect(discountOf({ kind: 'percent', percent: 15, amount: null }, 33_333)).toBe(4_999)
    expect(discountOf({ kind: 'percent', percent: 100, amount: null }, 12_345)).toBe(12_345)
  })
  it('never takes a fixed amount above the price, never goes below zero', () => {
    expect(discountOf({ kind: 'fixed', percent: null, amount: 5_000 }, 100_000)).toBe(5_000)
    expect(discountOf({ kind: 'fixed', percent: null, amount: 500_000 }, 100_000)).toBe(100_000)
    expect(discountOf({ kind: 'fixed', percent: null, amount: -5 }, 100_000)).toBe(0)
    expect(discountOf({ kind: 'fixed', percent: null, amount: 5_000 }, 0)).toBe(0)
  })
  it('keeps the code, the discount and the price before it', () => {
    const outcome = applyPromo(code(), trip())
    expect(outcome).toEqual({
      ok: true,
      discount: {
        code: 'WELCOME10',
        kind: 'percent',
        percent: 10,
        amount: null,
        includesExtras: false,
        discountedBase: 100_000,
        discount: 10_000,
        priceBefore: 100_000,
        priceAfter: 90_000,
        waived: 0,
      },
    })
  })
  it('leaves the extras alone unless the code says', () => {
    const withExtras = trip({ extrasTotal: 20_000 })
    const carOnly = applyPromo(code(), withExtras)
    expect(carOnly.ok && carOnly.discount).toMatchObject({
      discount: 10_000,
      priceBefore: 120_000,
      priceAfter: 110_000,
    })
    const both = applyPromo(code({ includesExtras: true }), withExtras)
    expect(both.ok && both.discount).toMatchObject({
      discount: 12_000,
      priceBefore: 120_000,
      priceAfter: 108_000,
    })
    // A fixed amount larger than the car alone stops at the car when extras are excluded.
    const fixed = applyPromo(code({ kind: 'fixed', percent: null, amount: 150_000 }), withExtras)
    expect(fixed.ok && fixed.discount).toMatchObject({ discount: 100_000, priceAfter: 20_000 })
  })
})

describe('promo codes: when a code applies', () => {
  const refusal = (promo: PromoCode, on: PromoTrip, uses?: { total: number; byPerson: number }) => {
    const outcome = applyPromo(promo, on, uses)
    return outcome.ok ? 'ok' : outcome.refusal
  }

  it('an inactive code is unknown to the customer', () => {
    expect(refusal(code({ active: false }), trip())).toBe('promo-unknown')
  })

  it('counts its days as Cairo days, both ends included, across the summer-time change', () => {
    const june = code({ validFrom: '2026-06-01', validTo: '2026-06-30' })
    // 30 June 23:30 in Cairo (summer time, UTC+3) is 20:30 UTC: still valid.
    expect(refusal(june, trip({ now: new Date('2026-06-30T20:30:00Z') }))).toBe('ok')
    // 1 July 00:30 in Cairo is 21:30 UTC on 30 June: over.
    expect(refusal(june, trip({ now: new Date('2026-06-30T21:30:00Z') }))).toBe('promo-expired')
    // 1 June 00:10 in Cairo is 21:10 UTC on 31 May: valid already.
    expect(refusal(june, trip({ now: new Date('2026-05-31T21:10:00Z') }))).toBe('ok')
    expect(refusal(june, trip({ now: new Date('2026-05-31T20:50:00Z') }))).toBe('promo-expired')
    // Winter (UTC+2): 31 December 23:30 in Cairo is 21:30 UTC.
    const year = code({ validTo: '2026-12-31' })
    expect(refusal(year, trip({ now: new Date('2026-12-31T21:30:00Z') }))).toBe('ok')
    expect(refusal(year, trip({ now: new Date('2026-12-31T22:30:00Z') }))).toBe('promo-expired')
    expect(cairoDay(new Date('2026-12-31T22:30:00Z'))).toBe('2027-01-01')
  })

  it('needs every leg in its regions; none named: every region', () => {
    expect(refusal(code({ regions: ['HRG'] }), trip())).toBe('promo-region')
    expect(refusal(code({ regions: ['CAI', 'HRG'] }), trip())).toBe('ok')
    expect(refusal(code({ regions: ['CAI'] }), trip({ regionCodes: ['CAI', 'HBE'] }))).toBe(
      'promo-region',
    )
    expect(refusal(code(), trip({ regionCodes: ['HBE'] }))).toBe('ok')
  })

  it('needs the minimum price, named in pounds', () => {
    const outcome = applyPromo(code({ minimumPrice: 150_000 }), trip())
    expect(outcome).toEqual({ ok: false, refusal: 'promo-minimum', values: { minimum: 1500 } })
    expect(refusal(code({ minimumPrice: 100_000 }), trip())).toBe('ok')
    // The extras count towards the minimum only when the code discounts them.
    const withExtras = trip({ extrasTotal: 60_000 })
    expect(refusal(code({ minimumPrice: 150_000 }), withExtras)).toBe('promo-minimum')
    expect(refusal(code({ minimumPrice: 150_000, includesExtras: true }), withExtras)).toBe('ok')
  })

  it('stops at its total and per-customer uses', () => {
    const limited = code({ totalUses: 5, usesPerCustomer: 1 })
    expect(refusal(limited, trip(), { total: 4, byPerson: 0 })).toBe('ok')
    expect(refusal(limited, trip(), { total: 5, byPerson: 0 })).toBe('promo-used-up')
    expect(refusal(limited, trip(), { total: 4, byPerson: 1 })).toBe('promo-used-by-you')
    expect(refusal(code(), trip(), { total: 10_000, byPerson: 99 })).toBe('ok')
  })
})

/** decisions.md "Promo codes": free trips, and never an amount the gateway cannot take (0176). */
describe('promo codes: a free trip, never a pittance', () => {
  const fixed = (amount: number, overrides: Partial<PromoCode> = {}) =>
    code({ kind: 'fixed', percent: null, amount, ...overrides })
  const after = (promo: PromoCode, on: PromoTrip = trip()) => {
    const outcome = applyPromo(promo, on)
    if (!outcome.ok) throw new Error(outcome.refusal)
    return outcome.discount
  }

  it('takes a 100 % code, or a fixed one larger than the price, to exactly 0', () => {
    expect(after(code({ percent: 100 }))).toMatchObject({ priceAfter: 0, waived: 0 })
    expect(after(fixed(250_000))).toMatchObject({ discount: 100_000, priceAfter: 0, waived: 0 })
    // With the extras, when the code covers them.
    expect(
      after(code({ percent: 100, includesExtras: true }), trip({ extrasTotal: 5_000 })),
    ).toMatchObject({ discount: 105_000, priceAfter: 0 })
  })

  it('waives what would be left under EGP 1, so the booking is free rather than unpayable', () => {
    expect(MINIMUM_CHARGE).toBe(100)
    // EGP 999.50 off EGP 1,000: 50 piasters left, waived.
    expect(after(fixed(99_950))).toMatchObject({ discount: 100_000, priceAfter: 0, waived: 50 })
    // 99 % of EGP 50 leaves 50 piasters: waived as well.
    expect(after(code({ percent: 99 }), trip({ carTotal: 5_000 }))).toMatchObject({
      priceAfter: 0,
      waived: 50,
    })
    // EGP 1 left is a real charge.
    expect(after(fixed(99_900))).toMatchObject({ priceAfter: 100, waived: 0 })
  })

  it('never waives extras the code does not discount: the least charge is paid instead', () => {
    // The car free, 50 piasters of extras the code leaves alone: EGP 1 to pay, never 0.50.
    const outcome = after(code({ percent: 100 }), trip({ extrasTotal: 50 }))
    expect(outcome).toMatchObject({ discount: 99_950, priceAfter: 100, waived: 0 })
    expect(leastCharge(100_050, 100_000, 100_000)).toEqual({ discount: 99_950, waived: 0 })
  })

  it('leaves any amount between 0 and the least charge impossible', () => {
    for (let carTotal = 1; carTotal <= 30_000; carTotal += 37) {
      for (const extrasTotal of [0, 1, 50, 99, 100, 2_500]) {
        for (const promo of [
          code({ percent: 100 }),
          code({ percent: 99 }),
          code({ percent: 100, includesExtras: true }),
          fixed(carTotal - 1),
          fixed(carTotal - 99),
          fixed(carTotal + extrasTotal - 1, { includesExtras: true }),
        ]) {
          const { priceAfter } = after(promo, trip({ carTotal, extrasTotal }))
          const total = carTotal + extrasTotal
          // Only a trip that costs less than EGP 1 in the first place may stay under it.
          if (total >= MINIMUM_CHARGE) expect(priceAfter === 0 || priceAfter >= 100).toBe(true)
        }
      }
    }
  })

  it('books a free trip as complimentary, served as a paid one is, whatever was chosen', () => {
    expect(bookedPaymentType('card', 0)).toBe('complimentary')
    expect(bookedPaymentType('cash', 0)).toBe('complimentary')
    expect(bookedPaymentType('card', 100)).toBe('card')
    expect(bookedPaymentType('cash', 45_000)).toBe('cash')
    const change = { by: { type: 'system' as const }, reason: 'Booked online', at: new Date() }
    expect(initialStatus('complimentary', change).status).toBe('paid-not-sent')
    expect(initialStatus('card', change).status).toBe('pending')
    expect(initialStatus('cash', change).status).toBe('cash-not-sent')
  })
})

/** A once-per-customer code counts the person, not the email (decision 0177). */
describe('promo codes: the person who uses a code', () => {
  it('is every contact the booking carries, each once, in the stored forms', () => {
    expect(
      promoPersonOf({
        customerId: 7,
        email: 'Mona@Example.com ',
        mobile: '+201001234567',
        passengerPhone: '+201001234567',
        instrument: null,
      }),
    ).toEqual({
      customerId: 7,
      emails: ['mona@example.com'],
      phones: ['+201001234567'],
      instrument: null,
    })
    expect(
      promoPersonOf({
        customerId: null,
        email: '',
        mobile: null,
        passengerPhone: '+201112223334',
        instrument: 'fp',
      }),
    ).toEqual({ customerId: null, emails: [], phones: ['+201112223334'], instrument: 'fp' })
  })

  it("has used a code up at the code's per-customer limit; no limit, never", () => {
    expect(usedUpByPerson(code({ usesPerCustomer: 1 }), 0)).toBe(false)
    expect(usedUpByPerson(code({ usesPerCustomer: 1 }), 1)).toBe(true)
    expect(usedUpByPerson(code({ usesPerCustomer: 2 }), 1)).toBe(false)
    expect(usedUpByPerson(code({ usesPerCustomer: null }), 50)).toBe(false)
  })
})
