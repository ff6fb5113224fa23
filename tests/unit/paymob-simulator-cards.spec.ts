import { describe, expect, it } from 'vitest'

import { declineCodeOf } from '@/payments/declines'
import {
  AUTHENTICATION_FAILED,
  brandOf,
  type CardInput,
  decideCard,
  DECLINE_CARDS,
  expiryProblem,
  INVALID_CARD_DATA_MESSAGE,
  INVALID_CARD_NUMBER_MESSAGE,
  isCardNumber,
  isTestOtp,
  passesLuhn,
  SUCCESS_CARDS,
  THREE_D_SECURE_CARD,
} from '@/payments/simulator/cards'

const NOW = new Date('2026-05-15T10:00:00Z')

const card = (number: string, overrides: Partial<CardInput> = {}): CardInput => ({
  number,
  expiryMonth: '12',
  expiryYear: '29',
  cvv: '123',
  ...overrides,
})

describe('the simulator decision table', () => {
  it.each([
    ['5123456789012346', 'MasterCard'],
    ['4111111111111111', 'Visa'],
    ['5078030000000011', 'Meeza'],
  ])('approves %s (%s) with any future expiry and CVV 123', (number, brand) => {
    expect(decideCard(card(number), NOW)).toEqual({
      kind: 'approved',
      number,
      brand,
      last4: number.slice(-4),
    })
    expect(decideCard(card(number, { expiryMonth: '5', expiryYear: '2026' }), NOW).kind).toBe(
      'approved',
    )
  })

  it('lists exactly the three success cards', () => {
    expect([...SUCCESS_CARDS]).toEqual(['5123456789012346', '4111111111111111', '5078030000000011'])
  })

  it('asks for a 3-D Secure code on 4000000000003220; 123456 is the one code that passes', () => {
    expect(decideCard(card(THREE_D_SECURE_CARD), NOW)).toMatchObject({
      kind: 'three-d-secure',
      brand: 'Visa',
      last4: '3220',
    })
    expect(isTestOtp('123456')).toBe(true)
    expect(isTestOtp(' 123456 ')).toBe(true)
    for (const code of ['', '12345', '654321', '1234567', 'abcdef'])
      expect(isTestOtp(code)).toBe(false)
    expect(AUTHENTICATION_FAILED.acqResponseCode).toBeNull()
  })

  it.each([
    ['4000000000000069', 'card-expired', '54'],
    ['4000000000009995', 'insufficient-funds', '51'],
    ['4000000000000002', 'do-not-honour', '05'],
    ['4000000000009987', 'restricted-card', '62'],
    ['4000000000009979', 'exceeds-withdrawal', '65'],
    ['4000000000000127', 'cvv-validation-error', '82'],
    ['4000000000000101', 'invalid-card-number', '14'],
    ['4000000000000119', 'expired-card-capture', '33'],
  ])('declines %s as %s with acquirer code %s', (number, reason, code) => {
    const decision = decideCard(card(number), NOW)
    expect(decision).toMatchObject({ kind: 'declined', last4: number.slice(-4), brand: 'Visa' })
    if (decision.kind !== 'declined') return
    expect(decision.decline).toMatchObject({ reason, acqResponseCode: code })
    // Whatever security code is typed: the card itself is refused.
    expect(decideCard(card(number, { cvv: '999' }), NOW)).toMatchObject({
      decline: { reason, acqResponseCode: code },
    })
  })

  it('sends what the site maps back to the same decline (src/payments/declines.ts)', () => {
    for (const decline of Object.values(DECLINE_CARDS)) {
      expect(
        declineCodeOf({
          acquirerCode: decline.acqResponseCode,
          txnResponseCode: decline.txnResponseCode,
          message: decline.message,
        }),
      ).toBe(decline.reason)
      // The text and the gateway's code alone name it too (a gateway that sends no ISO code).
      expect(declineCodeOf({ message: decline.message })).toBe(decline.reason)
    }
    expect(declineCodeOf({ message: INVALID_CARD_NUMBER_MESSAGE })).toBe('card-data-invalid-1')
    expect(declineCodeOf({ message: INVALID_CARD_DATA_MESSAGE })).toBe('card-data-invalid-2')
  })

  it('approves any other valid number with CVV 123', () => {
    expect(decideCard(card('4242424242424242'), NOW)).toMatchObject({ kind: 'approved' })
    expect(decideCard(card('2223003122003222'), NOW)).toMatchObject({
      kind: 'approved',
      brand: 'MasterCard',
    })
    expect(decideCard(card('6011111111111117'), NOW)).toMatchObject({
      kind: 'approved',
      brand: 'Card',
    })
  })

  it('declines a valid card whose (well-formed) security code is not 123 as a CVV failure (82)', () => {
    expect(decideCard(card('4111111111111111', { cvv: '321' }), NOW)).toMatchObject({
      kind: 'declined',
      decline: { reason: 'cvv-validation-error', acqResponseCode: '82' },
    })
    expect(decideCard(card(THREE_D_SECURE_CARD, { cvv: '000' }), NOW).kind).toBe('declined')
  })

  it('ignores spaces and dashes in the number', () => {
    expect(decideCard(card('5123 4567 8901 2346'), NOW).kind).toBe('approved')
    expect(decideCard(card('4000-0000-0000-9995'), NOW)).toMatchObject({
      decline: { acqResponseCode: '51' },
    })
  })
})

describe('card data the page refuses (the customer corrects it)', () => {
  it.each([
    '4111111111111112',
    '5123456789012345',
    '1234',
    '',
    '4111 1111 1111 111a',
    '41111111111111111111',
  ])('"%s" fails the number check: Card data is invalid (1)', (number) => {
    expect(decideCard(card(number), NOW)).toEqual({
      kind: 'invalid',
      field: 'number',
      message: 'Card data is invalid (1)',
    })
  })

  it.each([
    [{ expiryMonth: '13' }, 'expiryMonth'],
    [{ expiryMonth: '0' }, 'expiryMonth'],
    [{ expiryMonth: '' }, 'expiryMonth'],
    [{ expiryMonth: 'ab' }, 'expiryMonth'],
    [{ expiryMonth: '4', expiryYear: '26' }, 'expiryMonth'],
    [{ expiryYear: '' }, 'expiryYear'],
    [{ expiryYear: '2' }, 'expiryYear'],
    [{ expiryYear: '123' }, 'expiryYear'],
    [{ expiryYear: '25' }, 'expiryYear'],
    [{ expiryYear: '2047' }, 'expiryYear'],
    [{ cvv: '12' }, 'cvv'],
    [{ cvv: '1234' }, 'cvv'],
    [{ cvv: '' }, 'cvv'],
    [{ cvv: '12a' }, 'cvv'],
  ] as const)('%o: Card data is invalid (2) on %s', (overrides, field) => {
    expect(decideCard(card('4111111111111111', overrides), NOW)).toEqual({
      kind: 'invalid',
      field,
      message: 'Card data is invalid (2)',
    })
  })

  it('checks the number before the expiry and the CVV', () => {
    expect(
      decideCard(card('4111111111111112', { expiryMonth: '99', cvv: 'x' }), NOW),
    ).toMatchObject({
      field: 'number',
    })
  })

  it('even a decline card needs well-formed data first', () => {
    expect(decideCard(card('4000000000000002', { cvv: '1' }), NOW)).toMatchObject({
      kind: 'invalid',
      field: 'cvv',
    })
  })
})

describe('the pieces', () => {
  it('Luhn', () => {
    for (const number of [...SUCCESS_CARDS, THREE_D_SECURE_CARD, ...Object.keys(DECLINE_CARDS)]) {
      expect(passesLuhn(number)).toBe(true)
    }
    expect(passesLuhn('79927398713')).toBe(true)
    expect(passesLuhn('79927398710')).toBe(false)
    expect(passesLuhn('')).toBe(false)
    expect(isCardNumber('4111111111111')).toBe(false)
  })

  it('brands', () => {
    expect(brandOf('4111111111111111')).toBe('Visa')
    expect(brandOf('5500000000000004')).toBe('MasterCard')
    expect(brandOf('2720990000000007')).toBe('MasterCard')
    expect(brandOf('5078030000000011')).toBe('Meeza')
    expect(brandOf('5078090000000000')).toBe('Meeza')
    expect(brandOf('5078100000000000')).toBe('Meeza')
    expect(brandOf('3530111333300000')).toBe('Card')
  })

  it('the expiry is valid through the last day of its month', () => {
    expect(expiryProblem('05', '26', NOW)).toBeNull()
    expect(expiryProblem('5', '2026', NOW)).toBeNull()
    expect(expiryProblem('04', '26', NOW)).toBe('expiryMonth')
    expect(expiryProblem('01', '46', NOW)).toBeNull()
    expect(expiryProblem('01', '47', NOW)).toBe('expiryYear')
  })
})
