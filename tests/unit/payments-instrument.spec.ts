import { describe, expect, it } from 'vitest'

import { instrumentOf, maskWalletNumber } from '@/payments/instrument'

/** What a receipt, a payment screen and the desk may show of how a customer paid (issue 34). */
describe('the payment instrument of a transaction', () => {
  it('reads a card: its brand and last four digits', () => {
    expect(instrumentOf({ type: 'card', subType: 'MasterCard', pan: '2346' })).toEqual({
      method: 'card',
      brand: 'MasterCard',
      masked: '2346',
    })
    expect(instrumentOf({ type: 'card', subType: 'Visa', pan: 'xxxx-xxxx-xxxx-1111' })).toEqual({
      method: 'card',
      brand: 'Visa',
      masked: '1111',
    })
    // A generic or odd sub-type names no brand.
    expect(instrumentOf({ type: 'card', subType: 'card', pan: '' })).toEqual({
      method: 'card',
      brand: null,
      masked: null,
    })
    expect(instrumentOf({ type: 'card', subType: '<b>x</b>', pan: '1' })?.brand).toBeNull()
  })

  it('reads a wallet: its number with the middle hidden, never the whole number', () => {
    expect(instrumentOf({ type: 'wallet', subType: 'wallet', pan: '01010101010' })).toEqual({
      method: 'wallet',
      brand: null,
      masked: '010•••••010',
    })
    expect(maskWalletNumber('+201212345678')).toBe('012•••••678')
    expect(maskWalletNumber('00201512345678')).toBe('015•••••678')
    expect(maskWalletNumber('010 1234 5678')).toBe('010•••••678')
    // Already masked by the gateway: shown the same way.
    expect(maskWalletNumber('010*****678')).toBe('010•••••678')
    expect(maskWalletNumber('wallet')).toBeNull()
    expect(maskWalletNumber('12')).toBeNull()
  })

  it('knows nothing of other sources (a refund answer, an old record)', () => {
    expect(instrumentOf({})).toBeNull()
    expect(instrumentOf({ type: 'aggregator', pan: '123' })).toBeNull()
    expect(instrumentOf({ type: 'WALLET', pan: '01010101010' })?.method).toBe('wallet')
  })
})
