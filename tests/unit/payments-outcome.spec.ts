import { describe, expect, it } from 'vitest'

import type { PaymentEvent } from '@/payments/gateway'
import { instrumentFingerprint } from '@/payments/instrument'
import { type ExpectedPayment, paymentOutcome } from '@/payments/outcome'
import { eventOfRedirect, eventOfTransaction } from '@/payments/transaction'

import declinedCallback from '../fixtures/paymob/callback-declined.json'
import paidCallback from '../fixtures/paymob/callback-paid.json'
import paidRedirect from '../fixtures/paymob/redirect-paid.json'
import refundAnswer from '../fixtures/paymob/refund.json'
import walletDeclinedCallback from '../fixtures/paymob/callback-wallet-declined.json'
import walletPaidCallback from '../fixtures/paymob/callback-wallet-paid.json'
import walletPendingCallback from '../fixtures/paymob/callback-wallet-pending.json'

const paid = paidCallback.body.obj as unknown as Record<string, unknown>
const declined = declinedCallback.body.obj as unknown as Record<string, unknown>
const walletPaid = walletPaidCallback.body.obj as unknown as Record<string, unknown>
const walletDeclined = walletDeclinedCallback.body.obj as unknown as Record<string, unknown>
const walletPending = walletPendingCallback.body.obj as unknown as Record<string, unknown>

/** Keys the instrument's fingerprint. */
const KEY = 'test-fingerprint-key-0123456789abcdef'

const ours: ExpectedPayment = {
  orderId: '217503754',
  amount: 100000,
  currency: 'EGP',
  reference: 'MS-7K3Q9D-P1',
}

function eventOf(transaction: Record<string, unknown>): PaymentEvent {
  const event = eventOfTransaction(transaction, KEY)
  if (!event.ok) throw new Error(event.code)
  return event.value
}

const outcomeOf = (changes: Record<string, unknown>, expected = ours) =>
  paymentOutcome(eventOf({ ...paid, ...changes }), expected)

describe('a Paymob transaction as a payment event', () => {
  it('reads the callback of a paid transaction', () => {
    expect(eventOf(paid)).toEqual({
      kind: 'paid',
      transactionId: '192036465',
      orderId: '217503754',
      reference: 'MS-7K3Q9D-P1',
      amount: 100000,
      currency: 'EGP',
      declineCode: null,
      createdAt: '2024-06-13T11:33:44.592345',
      instrument: {
        method: 'card',
        brand: 'MasterCard',
        masked: '2346',
        fingerprint: instrumentFingerprint('card|mastercard|2346', KEY),
      },
    })
  })

  it("reads a mobile wallet's payment, decline and pending confirmation", () => {
    expect(eventOf(walletPaid)).toEqual({
      kind: 'paid',
      transactionId: '192036470',
      orderId: '217503754',
      reference: 'MS-7K3Q9D-P1',
      amount: 100000,
      currency: 'EGP',
      declineCode: null,
      createdAt: '2024-06-13T11:33:44.592345',
      // Only the wallet number's first and last three digits are shown; its keyed fingerprint
      // tells it again (docs/decisions/0177).
      instrument: {
        method: 'wallet',
        brand: null,
        masked: '010•••••010',
        fingerprint: instrumentFingerprint('wallet|01010101010', KEY),
      },
    })
    expect(eventOf(walletDeclined)).toMatchObject({
      kind: 'declined',
      declineCode: 'wallet-insufficient-balance',
      instrument: { method: 'wallet' },
    })
    expect(eventOf(walletPending)).toMatchObject({ kind: 'pending', declineCode: null })
    expect(paymentOutcome(eventOf(walletPaid), ours)).toEqual({ kind: 'paid' })
    expect(paymentOutcome(eventOf(walletPending), ours)).toEqual({ kind: 'pending' })
  })

  it('reads a declined transaction with its decline code', () => {
    expect(eventOf(declined)).toMatchObject({
      kind: 'declined',
      transactionId: '192036466',
      declineCode: 'insufficient-funds',
    })
  })

  it('reads the browser redirect the same way as the callback', () => {
    const event = eventOfRedirect(new URLSearchParams(paidRedirect.query), KEY)
    expect(event).toEqual({ ok: true, value: eventOf(paid) })
  })

  it('reads a decline from the redirect (acquirer code, unsigned)', () => {
    const query = new URLSearchParams(paidRedirect.query)
    query.set('success', 'false')
    query.set('acq_response_code', '54')
    query.set('txn_response_code', 'DECLINED')
    query.set('data.message', 'Expired card')
    expect(eventOfRedirect(query, KEY)).toMatchObject({
      ok: true,
      value: { kind: 'declined', declineCode: 'card-expired' },
    })
  })

  it('reads a refund transaction as refunded (its own id and amount)', () => {
    expect(eventOf(refundAnswer.body as unknown as Record<string, unknown>)).toMatchObject({
      kind: 'refunded',
      transactionId: '192036999',
      orderId: '217503754',
      amount: 40000,
    })
  })

  it('reads a refund or void that did not go through as nothing done', () => {
    expect(eventOf({ ...paid, is_refund: true, success: false }).kind).toBe('pending')
    expect(eventOf({ ...paid, is_void: true, success: false }).kind).toBe('pending')
    expect(eventOf({ ...paid, is_void: true }).kind).toBe('voided')
  })

  it('reads quoted booleans as older answers send them', () => {
    expect(eventOf({ ...paid, success: 'true', pending: 'false' }).kind).toBe('paid')
    expect(eventOf({ ...paid, success: 'false' }).kind).toBe('declined')
  })

  it('takes an order given as its bare id', () => {
    expect(eventOf({ ...paid, order: 217503754 }).orderId).toBe('217503754')
  })

  it('refuses a transaction without its id, order, amount or currency', () => {
    for (const broken of [
      { id: undefined },
      { id: 'x y' },
      { order: null },
      { order: { merchant_order_id: 'MS-7K3Q9D-P1' } },
      { amount_cents: '12.5' },
      { amount_cents: -1 },
      { amount_cents: null },
      { currency: '' },
    ]) {
      expect(eventOfTransaction({ ...paid, ...broken }, KEY)).toMatchObject({
        ok: false,
        code: 'payment-callback-malformed',
      })
    }
    expect(eventOfRedirect(new URLSearchParams('hmac=00'), KEY)).toMatchObject({
      ok: false,
      code: 'payment-callback-malformed',
    })
  })
})

describe('when a payment counts (issue #11, item 4)', () => {
  it('counts a success that is not pending, voided, refunded or errored, for our order, amount and currency', () => {
    expect(outcomeOf({})).toEqual({ kind: 'paid' })
  })

  it('does not count a pending transaction', () => {
    expect(outcomeOf({ pending: true })).toEqual({ kind: 'pending' })
  })

  it('does not count a voided transaction', () => {
    expect(outcomeOf({ is_voided: true })).toEqual({ kind: 'voided' })
  })

  it('does not count a refunded transaction', () => {
    expect(outcomeOf({ is_refunded: true })).toEqual({ kind: 'refunded' })
    // A refund may be for part of the amount: still ours, still not a payment.
    expect(outcomeOf({ is_refunded: true, amount_cents: 5000 })).toEqual({ kind: 'refunded' })
  })

  it('does not count a success with error_occured', () => {
    expect(outcomeOf({ error_occured: true })).toEqual({
      kind: 'declined',
      declineCode: 'payment-failed',
    })
  })

  it('does not count an authorisation that has not been captured', () => {
    expect(outcomeOf({ is_auth: true })).toEqual({ kind: 'pending' })
  })

  it('declines with the decline code of the catalogue', () => {
    expect(paymentOutcome(eventOf(declined), ours)).toEqual({
      kind: 'declined',
      declineCode: 'insufficient-funds',
    })
  })

  it('refuses another order', () => {
    expect(outcomeOf({}, { ...ours, orderId: '217503755' })).toEqual({
      kind: 'refused',
      reason: 'wrong-order',
    })
    expect(outcomeOf({ is_refunded: true }, { ...ours, orderId: '1' })).toEqual({
      kind: 'refused',
      reason: 'wrong-order',
    })
  })

  it('refuses another reference when the gateway echoes one', () => {
    expect(outcomeOf({}, { ...ours, reference: 'MS-7K3Q9D-P2' })).toEqual({
      kind: 'refused',
      reason: 'wrong-reference',
    })
    expect(outcomeOf({}, { ...ours, reference: null })).toEqual({ kind: 'paid' })
  })

  it('refuses a wrong amount', () => {
    expect(outcomeOf({ amount_cents: 100 })).toEqual({ kind: 'refused', reason: 'wrong-amount' })
    expect(outcomeOf({ amount_cents: 100001 })).toEqual({
      kind: 'refused',
      reason: 'wrong-amount',
    })
    expect(paymentOutcome({ ...eventOf(declined), amount: 1 }, ours)).toEqual({
      kind: 'refused',
      reason: 'wrong-amount',
    })
  })

  it('refuses a wrong currency', () => {
    expect(outcomeOf({ currency: 'USD' })).toEqual({ kind: 'refused', reason: 'wrong-currency' })
    expect(outcomeOf({ currency: 'egp' })).toEqual({ kind: 'paid' })
  })

  it('reads an unknown decline code on an event as the generic failure', () => {
    expect(paymentOutcome({ ...eventOf(declined), declineCode: 'whatever' }, ours)).toEqual({
      kind: 'declined',
      declineCode: 'payment-failed',
    })
  })
})
