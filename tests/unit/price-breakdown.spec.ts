import { describe, expect, it } from 'vitest'

import {
  bookedBreakdown,
  type BreakdownExtra,
  priceBreakdown,
  priceRows,
  totalOf,
} from '@/booking/priceBreakdown'
import { translate } from '@/i18n/messages'

/** Issue 44 item 3: the price told the same way everywhere, lines that add up. */

const seat: BreakdownExtra = {
  nameEn: 'Child seat',
  nameAr: 'مقعد أطفال',
  quantity: 1,
  total: 15_000,
}
const sign: BreakdownExtra = {
  nameEn: 'Name sign',
  nameAr: 'لافتة باسمك',
  quantity: 1,
  total: 0,
}

const H1 = { en: 'Hyundai H1', ar: 'هيونداي H1' }

const text = (lines: ReturnType<typeof priceBreakdown>, locale: 'en' | 'ar' = 'en') =>
  priceRows(lines, locale, translate).map((row) => `${row.label}: ${row.amount}`)

describe('the price breakdown', () => {
  it('a car alone: the car, then the total', () => {
    const lines = priceBreakdown({
      car: 48_000,
      carNames: H1,
      roundTrip: false,
      extras: [],
      promo: null,
    })
    expect(lines.map((line) => [line.kind, line.amount])).toEqual([
      ['car', 48_000],
      ['total', 48_000],
    ])
    expect(text(lines)).toEqual(['Car (Hyundai H1): EGP\u00a0480', 'Total: EGP\u00a0480'])
  })

  it('paid extras each on a line of their own, added to the total', () => {
    const two = { ...seat, quantity: 2, total: 30_000 }
    const lines = priceBreakdown({
      car: 48_000,
      carNames: H1,
      roundTrip: false,
      extras: [two],
      promo: null,
    })
    expect(text(lines)).toEqual([
      'Car (Hyundai H1): EGP\u00a0480',
      '2 × Child seat: EGP\u00a0300',
      'Total: EGP\u00a0780',
    ])
    expect(totalOf(lines)).toBe(78_000)
  })

  it('a free extra is listed as free, never left out', () => {
    const lines = priceBreakdown({
      car: 48_000,
      carNames: H1,
      roundTrip: false,
      extras: [sign],
      promo: null,
    })
    expect(text(lines)).toEqual([
      'Car (Hyundai H1): EGP\u00a0480',
      '1 × Name sign: Free',
      'Total: EGP\u00a0480',
    ])
    expect(text(lines, 'ar')[1]).toBe('لافتة باسمك، العدد ١: مجانًا')
  })

  it('a promo code: its discount taken off car plus extras (480 + 150 - 48 = 582)', () => {
    const lines = priceBreakdown({
      car: 48_000,
      carNames: H1,
      roundTrip: false,
      extras: [sign, seat],
      promo: { code: 'WELCOME10', discount: 4_800 },
    })
    expect(text(lines)).toEqual([
      'Car (Hyundai H1): EGP\u00a0480',
      '1 × Name sign: Free',
      '1 × Child seat: EGP\u00a0150',
      'Promo code WELCOME10: −EGP\u00a048',
      'Total: EGP\u00a0582',
    ])
    // In Arabic too, the same lines with the same amounts.
    const arabic = priceRows(lines, 'ar', translate)
    expect(arabic.map((row) => row.kind)).toEqual(['car', 'extra', 'extra', 'discount', 'total'])
    expect(arabic[0]!.label).toBe('السيارة (هيونداي H1)')
    expect(arabic[3]!.label).toBe('رمز الخصم WELCOME10')
    expect(arabic[4]!.amount).toContain('٥٨٢')
    // A discount never takes the total below zero.
    const all = priceBreakdown({
      car: 1_000,
      carNames: H1,
      roundTrip: false,
      extras: [],
      promo: { code: 'X', discount: 5_000 },
    })
    expect(totalOf(all)).toBe(0)
  })

  it('a round trip: the car both ways, a per-leg extra both ways', () => {
    const lines = priceBreakdown({
      car: 96_000,
      carNames: H1,
      roundTrip: true,
      extras: [{ ...seat, legs: 2, total: 30_000 }, sign],
      promo: null,
    })
    expect(text(lines)).toEqual([
      'Car (Hyundai H1), both ways: EGP\u00a0960',
      '1 × Child seat, both ways: EGP\u00a0300',
      '1 × Name sign: Free',
      'Total: EGP\u00a01,260',
    ])
  })

  it('a booking as kept: the total is the price charged, the car what is left of it', () => {
    const lines = bookedBreakdown({
      price: 58_200,
      carNames: H1,
      roundTrip: false,
      extras: [sign, seat],
      promo: { code: 'WELCOME10', discount: 4_800 },
    })
    expect(lines.map((line) => [line.kind, line.amount])).toEqual([
      ['car', 48_000],
      ['extra', 0],
      ['extra', 15_000],
      ['discount', 4_800],
      ['total', 58_200],
    ])
    // A price below its extras (edited by hand) is told as its total alone.
    expect(
      bookedBreakdown({
        price: 100,
        carNames: H1,
        roundTrip: false,
        extras: [seat],
        promo: null,
      }).map((line) => line.kind),
    ).toEqual(['total'])
  })
})
