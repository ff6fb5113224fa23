import { describe, expect, it } from 'vitest'

import {
  paymentHistory,
  type StoredPayment,
  type StoredPaymentTransaction,
} from '@/payments/paymentHistory'

/**
 * What the customer sees of a reservation's card payments (issue 32 items 2 and 3): the attempts
 * that did not pay, with the catalogue's reason, and the captured payment with the receipt's facts
 * and its refunds.
 */
const order = (id: number, status: string, rest: Partial<StoredPayment> = {}): StoredPayment => ({
  id,
  status,
  amount: 50000,
  orderId: `ord-${id}`,
  transactionId: null,
  settledAt: null,
  createdAt: `2026-11-20T10:0${id}:00.000Z`,
  ...rest,
})

const transaction = (
  payment: number,
  kind: string,
  createdAt: string,
  rest: Partial<StoredPaymentTransaction> = {},
): StoredPaymentTransaction => ({ payment, kind, createdAt, amount: 50000, ...rest })

describe('a reservation’s payment history', () => {
  it('lists each declined card with its reason in the customer’s words, oldest first', () => {
    const history = paymentHistory(
      [
        order(1, 'expired'),
        order(2, 'paid', { transactionId: 'tx-9', settledAt: '2026-11-20T10:20:00.000Z' }),
      ],
      [
        transaction(2, 'paid', '2026-11-20T10:20:00.000Z'),
        transaction(1, 'declined', '2026-11-20T10:05:00.000Z', { declineCode: 'do-not-honour' }),
        transaction(1, 'declined', '2026-11-20T10:03:00.000Z', {
          declineCode: 'insufficient-funds',
        }),
        transaction(2, 'declined', '2026-11-20T10:15:00.000Z', { declineCode: 'weird-code' }),
      ],
    )
    expect(history.attempts).toEqual([
      {
        at: '2026-11-20T10:03:00.000Z',
        kind: 'declined',
        declineCode: 'insufficient-funds',
        messageKey: 'payment.declines.insufficientFunds',
      },
      {
        at: '2026-11-20T10:05:00.000Z',
        kind: 'declined',
        declineCode: 'do-not-honour',
        messageKey: 'payment.declines.doNotHonour',
      },
      // A decline the catalogue does not name reads the generic message (with the hotline).
      {
        at: '2026-11-20T10:15:00.000Z',
        kind: 'declined',
        declineCode: 'weird-code',
        messageKey: 'booking.errors.paymentFailed',
      },
    ])
    // The expired order had declines: it is not listed a second time.
    expect(history.attempts.filter((attempt) => attempt.kind === 'expired')).toEqual([])
  })

  it('lists money refunded because the card had used the promo code up, and not as a payment', () => {
    const history = paymentHistory(
      [order(1, 'refunded', { transactionId: 'tx-5' })],
      [
        transaction(1, 'paid', '2026-11-20T10:05:00.000Z', { outcome: 'promo-repeat' }),
        transaction(1, 'refund', '2026-11-20T10:05:01.000Z', { outcome: 'refund-done' }),
        transaction(1, 'refunded', '2026-11-20T10:05:02.000Z', { outcome: 'refunded' }),
      ],
    )
    expect(history.attempts).toEqual([
      {
        at: '2026-11-20T10:05:00.000Z',
        kind: 'declined',
        declineCode: 'promo-used-with-payment',
        messageKey: 'payment.history.promoUsed',
      },
    ])
    expect(history.captured).toEqual([])
  })

  it('lists an order that expired with no card tried, and nothing for an open one', () => {
    const history = paymentHistory([order(1, 'expired'), order(2, 'open')], [])
    expect(history.attempts).toEqual([
      {
        at: '2026-11-20T10:01:00.000Z',
        kind: 'expired',
        declineCode: null,
        messageKey: 'payment.history.expired',
      },
    ])
    expect(history.captured).toEqual([])
  })

  it('gives the captured payment the receipt’s facts and its refunds', () => {
    const history = paymentHistory(
      [
        order(3, 'refunded', {
          amount: 75000,
          transactionId: 'tx-31',
          orderId: 'ord-31',
          settledAt: '2026-11-21T08:00:00.000Z',
          instrument: { method: 'wallet', brand: null, masked: '010•••••010' },
        }),
      ],
      [
        transaction(3, 'paid', '2026-11-21T08:00:00.000Z'),
        // The row saying a refund is due is not a refund.
        transaction(3, 'refund', '2026-11-22T08:00:00.000Z', { amount: 75000 }),
        transaction(3, 'refunded', '2026-11-23T09:00:00.000Z', { amount: 25000 }),
        transaction(3, 'refunded', '2026-11-22T09:00:00.000Z', { amount: 48750 }),
      ],
    )
    expect(history.captured).toEqual([
      {
        amount: 75000,
        paidAt: '2026-11-21T08:00:00.000Z',
        transactionId: 'tx-31',
        orderId: 'ord-31',
        // What paid, as the receipt names it.
        instrument: { method: 'wallet', brand: null, masked: '010•••••010' },
        refunds: [
          { amount: 48750, at: '2026-11-22T09:00:00.000Z' },
          { amount: 25000, at: '2026-11-23T09:00:00.000Z' },
        ],
      },
    ])
    expect(history.attempts).toEqual([])
  })

  it('ignores transactions of another reservation’s payments and payments never captured', () => {
    const history = paymentHistory(
      [order(4, 'open'), order(5, 'paid', { transactionId: null, settledAt: null })],
      [
        transaction(99, 'declined', '2026-11-20T10:00:00.000Z', { declineCode: 'card-expired' }),
        { ...transaction(4, 'declined', '2026-11-20T10:00:00.000Z'), payment: { id: 4 } },
      ],
    )
    expect(history.attempts).toHaveLength(1)
    expect(history.attempts[0]).toMatchObject({ declineCode: 'payment-failed' })
    expect(history.captured).toEqual([])
  })

  it('is empty for a reservation without payments', () => {
    expect(paymentHistory([], [])).toEqual({ attempts: [], captured: [] })
  })
})
