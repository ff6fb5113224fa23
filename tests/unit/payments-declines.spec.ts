import { describe, expect, it } from 'vitest'

import { translate } from '@/i18n/messages'
import {
  attemptMethod,
  DECLINE_CODES,
  DECLINES,
  declineCodeOf,
  declineMessageKey,
  isDeclineCode,
  isRefundedAttemptCode,
} from '@/payments/declines'

/** The spec's catalogue (section 8) with the ISO acquirer codes of issue #11, in its order. */
const CATALOGUE: [string, string][] = [
  ['card-expired', '54'],
  ['insufficient-funds', '51'],
  ['do-not-honour', '05'],
  ['restricted-card', '62'],
  ['exceeds-withdrawal', '65'],
  ['cvv-validation-error', '82'],
  ['invalid-card-number', '14'],
  ['expired-card-capture', '33'],
]

/** The mobile wallets' declines (issue 34): the code, what Paymob's wallet answers, its text. */
const WALLET_DECLINES: [string, string, string][] = [
  ['wallet-not-registered', 'WALLET_NOT_REGISTERED', 'Wallet Not Registered'],
  ['wallet-insufficient-balance', 'INSUFFICIENT_BALANCE', 'Insufficient Balance'],
  ['wallet-wrong-pin', 'INVALID_PIN', 'Invalid PIN or OTP'],
  ['wallet-otp-expired', 'OTP_EXPIRED', 'OTP Expired'],
  ['wallet-daily-limit', 'DAILY_LIMIT_EXCEEDED', 'Daily Limit Exceeded'],
]

describe('the decline catalogue', () => {
  it("has the spec's codes, and card data invalid (1) and (2)", () => {
    expect(DECLINE_CODES).toEqual([
      ...CATALOGUE.map(([code]) => code),
      'card-data-invalid-1',
      'card-data-invalid-2',
      ...WALLET_DECLINES.map(([code]) => code),
    ])
    expect(DECLINES.map((decline) => decline.code)).toEqual(DECLINE_CODES)
  })

  it.each(CATALOGUE)('maps acquirer code %s <- %s', (code, acquirerCode) => {
    expect(declineCodeOf({ acquirerCode })).toBe(code)
    // Whatever Paymob's own code and text say: the bank's answer comes first.
    expect(declineCodeOf({ acquirerCode, txnResponseCode: 'DECLINED', message: 'Declined' })).toBe(
      code,
    )
  })

  it('reads a one-digit acquirer code as ISO (5 -> 05)', () => {
    expect(declineCodeOf({ acquirerCode: '5' })).toBe('do-not-honour')
    expect(declineCodeOf({ acquirerCode: ' 51 ' })).toBe('insufficient-funds')
  })

  it("maps Paymob's transaction response codes when there is no acquirer code", () => {
    expect(declineCodeOf({ acquirerCode: null, txnResponseCode: 'EXPIRED_CARD' })).toBe(
      'card-expired',
    )
    expect(declineCodeOf({ txnResponseCode: 'INSUFFICIENT_FUNDS' })).toBe('insufficient-funds')
    expect(declineCodeOf({ txnResponseCode: 'insufficient funds' })).toBe('insufficient-funds')
    // The card gateways' one-character codes: 4 expired, 5 insufficient funds, I/U security code.
    expect(declineCodeOf({ acquirerCode: '', txnResponseCode: '4' })).toBe('card-expired')
    expect(declineCodeOf({ txnResponseCode: '5' })).toBe('insufficient-funds')
    expect(declineCodeOf({ txnResponseCode: 'I' })).toBe('cvv-validation-error')
    expect(declineCodeOf({ txnResponseCode: 'U' })).toBe('cvv-validation-error')
  })

  it("maps the gateway's message last", () => {
    expect(declineCodeOf({ message: 'Card data is invalid (1)' })).toBe('card-data-invalid-1')
    expect(declineCodeOf({ message: 'Card data is invalid (2)' })).toBe('card-data-invalid-2')
    expect(declineCodeOf({ txnResponseCode: 'DECLINED', message: 'Do not honour' })).toBe(
      'do-not-honour',
    )
    expect(declineCodeOf({ message: 'Restricted Card' })).toBe('restricted-card')
    expect(declineCodeOf({ message: 'Exceeds withdrawal frequency limit' })).toBe(
      'exceeds-withdrawal',
    )
    expect(declineCodeOf({ message: 'CVV validation error' })).toBe('cvv-validation-error')
    expect(declineCodeOf({ message: 'Invalid card number' })).toBe('invalid-card-number')
    expect(declineCodeOf({ message: 'Expired card, pick up' })).toBe('expired-card-capture')
    expect(declineCodeOf({ message: 'Expired Card' })).toBe('card-expired')
  })

  it.each(WALLET_DECLINES)(
    'maps the wallet decline %s from its code %s or its text %s',
    (code, txnResponseCode, message) => {
      // A wallet answers through its operator: no acquirer code.
      expect(declineCodeOf({ acquirerCode: null, txnResponseCode, message })).toBe(code)
      expect(declineCodeOf({ txnResponseCode: 'DECLINED', message })).toBe(code)
    },
  )

  it("reads the wallets' other wordings, and a wallet's insufficient balance apart from a card's", () => {
    expect(declineCodeOf({ message: 'Wallet is not registered' })).toBe('wallet-not-registered')
    expect(declineCodeOf({ message: 'Wrong MPIN' })).toBe('wallet-wrong-pin')
    expect(declineCodeOf({ message: 'OTP is invalid' })).toBe('wallet-wrong-pin')
    expect(declineCodeOf({ message: 'OTP has expired' })).toBe('wallet-otp-expired')
    expect(declineCodeOf({ message: 'Daily transaction limit reached' })).toBe('wallet-daily-limit')
    expect(declineCodeOf({ txnResponseCode: 'INSUFFICIENT_FUNDS' })).toBe('insufficient-funds')
    expect(declineCodeOf({ txnResponseCode: 'INSUFFICIENT_BALANCE' })).toBe(
      'wallet-insufficient-balance',
    )
    // A wallet's decline we cannot name is the generic failure, as for cards.
    expect(declineCodeOf({ txnResponseCode: 'WALLET_ERROR', message: 'Failed' })).toBe(
      'payment-failed',
    )
  })

  it('maps any other decline to payment-failed', () => {
    expect(declineCodeOf({})).toBe('payment-failed')
    expect(declineCodeOf({ acquirerCode: '96', txnResponseCode: 'DECLINED' })).toBe(
      'payment-failed',
    )
    expect(declineCodeOf({ txnResponseCode: 'AUTHENTICATION_FAILED' })).toBe('payment-failed')
    expect(declineCodeOf({ message: 'Transaction has been declined' })).toBe('payment-failed')
  })

  it('gives each decline its message in both languages; others the generic one', () => {
    for (const decline of DECLINES) {
      expect(declineMessageKey(decline.code)).toBe(decline.messageKey)
      expect(translate('en', decline.messageKey)).not.toMatch(/^payment\./)
      expect(translate('ar', decline.messageKey)).toMatch(/[\u0600-\u06FF]/)
    }
    expect(new Set(DECLINES.map((decline) => decline.messageKey)).size).toBe(DECLINES.length)
    expect(declineMessageKey('payment-failed')).toBe('booking.errors.paymentFailed')
    expect(declineMessageKey('nonsense')).toBe('booking.errors.paymentFailed')
    expect(declineMessageKey(null)).toBe('booking.errors.paymentFailed')
    expect(translate('en', declineMessageKey('payment-failed'), { phone: '19000' })).toBe(
      "We couldn't process your payment, You can book though call center at 19000.",
    )
    expect(translate('en', declineMessageKey('card-data-invalid-1'))).toContain(
      'Card data is invalid (1)',
    )
    expect(translate('en', declineMessageKey('card-data-invalid-2'))).toContain(
      'Card data is invalid (2)',
    )
  })

  it('knows its codes', () => {
    expect(isDeclineCode('card-expired')).toBe(true)
    expect(isDeclineCode('wallet-otp-expired')).toBe(true)
    expect(isDeclineCode('payment-failed')).toBe(true)
    expect(isDeclineCode('expired')).toBe(false)
    expect(isDeclineCode(null)).toBe(false)
  })
})

describe('what a failed attempt was made with (the failure screen names only that)', () => {
  it('is what the gateway reported, whatever the code', () => {
    expect(attemptMethod('wallet', 'payment-failed')).toBe('wallet')
    expect(attemptMethod('card', null)).toBe('card')
  })

  it("else a catalogue decline's own kind: a wallet's or a card's", () => {
    for (const code of DECLINE_CODES) {
      expect(attemptMethod(null, code)).toBe(code.startsWith('wallet-') ? 'wallet' : 'card')
    }
  })

  it('else nobody knows: neither a card nor a wallet is named', () => {
    expect(attemptMethod(null, 'payment-failed')).toBeNull()
    expect(attemptMethod(undefined, 'payment-duplicate')).toBeNull()
    expect(attemptMethod(null, null)).toBeNull()
  })

  it('knows the refunded attempts apart from declines', () => {
    expect(isRefundedAttemptCode('payment-duplicate')).toBe(true)
    expect(isRefundedAttemptCode('payment-closed')).toBe(true)
    expect(isRefundedAttemptCode('insufficient-funds')).toBe(false)
    expect(isRefundedAttemptCode(null)).toBe(false)
  })
})
