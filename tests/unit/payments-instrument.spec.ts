import { describe, expect, it } from 'vitest'

import { instrumentFingerprint, instrumentOf, maskWalletNumber } from '@/payments/instrument'

const KEY = 'test-fingerprint-key-0123456789abcdef'
const read = (source: Parameters<typeof instrumentOf>[0]) => instrumentOf(source, KEY)

/** What a receipt, a payment screen and the desk may show of how a customer paid (issue 34). */
describe('the payment instrument of a transaction', () => {
  it('reads a card: its brand and last four digits', () => {
    expect(read({ type: 'card', subType: 'MasterCard', pan: '2346' })).toMatchObject({
      method: 'card',
      brand: 'MasterCard',
      masked: '2346',
    })
    expect(read({ type: 'card', subType: 'Visa', pan: 'xxxx-xxxx-xxxx-1111' })).toMatchObject({
      method: 'card',
      brand: 'Visa',
      masked: '1111',
    })
    // A generic or odd sub-type names no brand.
    expect(read({ type: 'card', subType: 'card', pan: '' })).toEqual({
      method: 'card',
      brand: null,
      masked: null,
      fingerprint: null,
    })
    expect(read({ type: 'card', subType: '<b>x</b>', pan: '1' })?.brand).toBeNull()
  })

  it('reads a wallet: its number with the middle hidden, never the whole number', () => {
    const wallet = read({ type: 'wallet', subType: 'wallet', pan: '01010101010' })
    expect(wallet).toMatchObject({ method: 'wallet', brand: null, masked: '010•••••010' })
    expect(JSON.stringify(wallet)).not.toContain('01010101010')
    expect(maskWalletNumber('+201212345678')).toBe('012•••••678')
    expect(maskWalletNumber('00201512345678')).toBe('015•••••678')
    expect(maskWalletNumber('010 1234 5678')).toBe('010•••••678')
    // Already masked by the gateway: shown the same way.
    expect(maskWalletNumber('010*****678')).toBe('010•••••678')
    expect(maskWalletNumber('wallet')).toBeNull()
    expect(maskWalletNumber('12')).toBeNull()
  })

  it('knows nothing of other sources (a refund answer, an old record)', () => {
    expect(read({})).toBeNull()
    expect(read({ type: 'aggregator', pan: '123' })).toBeNull()
    expect(read({ type: 'WALLET', pan: '01010101010' })?.method).toBe('wallet')
  })
})

/** The fingerprint a promo code's uses are counted by (docs/decisions/0177). */
describe('the fingerprint of a card or wallet', () => {
  const fingerprint = (source: Parameters<typeof instrumentOf>[0], key = KEY) =>
    instrumentOf(source, key)?.fingerprint

  it('is the same for the same card however the gateway writes its number', () => {
    const card = fingerprint({ type: 'card', subType: 'MasterCard', pan: '2346' })
    expect(card).toMatch(/^[\w-]{43}$/)
    expect(fingerprint({ type: 'card', subType: 'MasterCard', pan: 'xxxx-xxxx-xxxx-2346' })).toBe(
      card,
    )
    expect(fingerprint({ type: 'card', subType: 'mastercard', pan: '2346' })).toBe(card)
  })

  it('tells another card, brand or wallet apart', () => {
    const card = fingerprint({ type: 'card', subType: 'MasterCard', pan: '2346' })
    expect(fingerprint({ type: 'card', subType: 'MasterCard', pan: '2347' })).not.toBe(card)
    expect(fingerprint({ type: 'card', subType: 'Visa', pan: '2346' })).not.toBe(card)
    const wallet = fingerprint({ type: 'wallet', pan: '01010101010' })
    expect(fingerprint({ type: 'wallet', pan: '01110101010' })).not.toBe(wallet)
    // The same last four digits of a wallet's number are not a card.
    expect(fingerprint({ type: 'wallet', pan: '01000002346' })).not.toBe(card)
  })

  it('is one wallet in national or international form', () => {
    const wallet = fingerprint({ type: 'wallet', pan: '01010101010' })
    expect(fingerprint({ type: 'wallet', pan: '+201010101010' })).toBe(wallet)
    expect(fingerprint({ type: 'wallet', pan: '0020 1010 1010 10' })).toBe(wallet)
  })

  it('is keyed: another key, another value, and the number cannot be tried back from it', () => {
    const wallet = fingerprint({ type: 'wallet', pan: '01010101010' })
    expect(fingerprint({ type: 'wallet', pan: '01010101010' }, 'another-key-0123456789')).not.toBe(
      wallet,
    )
    expect(wallet).toBe(instrumentFingerprint('wallet|01010101010', KEY))
    expect(wallet).not.toContain('01010101010')
  })

  it('is none when the card names no last four digits', () => {
    expect(fingerprint({ type: 'card', subType: 'Visa', pan: '' })).toBeNull()
  })
})
