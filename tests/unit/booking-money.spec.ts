import { describe, expect, it } from 'vitest'

import {
  egpToPiasters,
  formatPiasters,
  isPiasters,
  piastersToPoundsText,
  sumPiasters,
} from '@/booking/money'
import {
  generateReservationNumber,
  isReservationNumber,
  normalizeReservationNumber,
  RESERVATION_NUMBER_ALPHABET,
} from '@/booking/reservationNumber'

const NBSP = '\u00a0'
const RLM = '\u200f'

describe('money in piasters', () => {
  it.each([
    [1250, 125_000],
    ['1250', 125_000],
    ['1250.5', 125_050],
    [1250.75, 125_075],
    [' 0.05 ', 5],
    [0.1, 10],
    ['0', 0],
  ])('reads %j EGP as %i piasters', (egp, piasters) => {
    expect(egpToPiasters(egp)).toBe(piasters)
  })

  it.each([-1, '1.005', 'abc', '', '1e3', Number.NaN, Infinity, '1,250'])('refuses %j', (egp) => {
    expect(() => egpToPiasters(egp)).toThrow(RangeError)
  })

  it('adds whole piasters only', () => {
    expect(sumPiasters(10, 20)).toBe(30)
    expect(sumPiasters(egpToPiasters('0.1'), egpToPiasters('0.2'))).toBe(egpToPiasters('0.3'))
    expect(() => sumPiasters(10, 0.5)).toThrow(RangeError)
    expect(isPiasters(12.5)).toBe(false)
    expect(isPiasters(-1)).toBe(false)
    expect(isPiasters(0)).toBe(true)
  })

  it('turns piasters into exact decimal pounds', () => {
    expect(piastersToPoundsText(125_000)).toBe('1250')
    expect(piastersToPoundsText(125_005)).toBe('1250.05')
    expect(piastersToPoundsText(7)).toBe('0.07')
  })
})

describe('formatting prices', () => {
  it('writes English as EGP and grouped digits, decimals only for piasters', () => {
    expect(formatPiasters(125_000, 'en')).toBe(`EGP${NBSP}1,250`)
    expect(formatPiasters(125_050, 'en')).toBe(`EGP${NBSP}1,250.50`)
    expect(formatPiasters(123_456_789, 'en')).toBe(`EGP${NBSP}1,234,567.89`)
  })

  it('writes Arabic as in Egypt: Arabic-Indic digits and ج.م. after the amount', () => {
    expect(formatPiasters(125_000, 'ar')).toBe(`${RLM}١٬٢٥٠${NBSP}ج.م.${RLM}`)
    expect(formatPiasters(125_050, 'ar')).toBe(`${RLM}١٬٢٥٠٫٥٠${NBSP}ج.م.${RLM}`)
  })
})

describe('reservation numbers', () => {
  it('look like MS-7K3Q9D, without 0, O, 1 or I', () => {
    for (let i = 0; i < 200; i++) {
      const number = generateReservationNumber()
      expect(number).toMatch(/^MS-[2-9A-HJ-NP-Z]{6}$/)
      expect(isReservationNumber(number)).toBe(true)
    }
    expect(RESERVATION_NUMBER_ALPHABET).toHaveLength(32)
    expect(RESERVATION_NUMBER_ALPHABET).not.toMatch(/[01OI]/)
  })

  it('use every symbol of the alphabet evenly from the random bytes', () => {
    const bytes = [0, 31, 32, 255, 100, 7]
    const number = generateReservationNumber((target) => {
      target.set(bytes)
      return target
    })
    const alphabet = RESERVATION_NUMBER_ALPHABET
    expect(number).toBe(
      `MS-${alphabet[0]}${alphabet[31]}${alphabet[0]}${alphabet[31]}${alphabet[4]}${alphabet[7]}`,
    )
  })

  it('are read back as customers type them', () => {
    expect(normalizeReservationNumber('ms 7k3q9d')).toBe('MS-7K3Q9D')
    expect(normalizeReservationNumber('7K3Q9D')).toBe('MS-7K3Q9D')
    expect(normalizeReservationNumber('MS-7K3Q9O')).toBeNull()
    expect(normalizeReservationNumber('MS-7K3Q9')).toBeNull()
  })
})
