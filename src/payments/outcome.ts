import { type DeclineCode, isDeclineCode } from './declines'
import type { PaymentEvent } from './gateway'

/**
 * When a verified transaction counts (issue #11, item 4): only when the transaction says success and
 * not pending, voided, refunded or `error_occured` (`PaymentEvent.kind` is `paid` exactly then, see
 * `transaction.ts`), and its order, amount and currency are ours. A transaction that is not ours
 * (another order or reference; for a payment or a decline, another amount or currency) is refused:
 * the caller answers 4xx, logs it and changes nothing. A pending, voided or refunded one (a refund
 * may be partial) is ours but pays nothing.
 */

/** What we expect of a payment we opened: the gateway's order, the amount and the currency. */
export type ExpectedPayment = {
  orderId: string
  /** Piasters. */
  amount: number
  currency: string
  /** Our reference (`special_reference`); compared only when the gateway echoes one. */
  reference?: string | null
}

/** Why a verified transaction is not about the payment we expect. */
export type RefusalReason = 'wrong-order' | 'wrong-reference' | 'wrong-amount' | 'wrong-currency'

export type PaymentOutcome =
  /** It counts: the payment is paid. */
  | { kind: 'paid' }
  /** The card was declined (a code of the catalogue, or `payment-failed`). */
  | { kind: 'declined'; declineCode: DeclineCode }
  /** Ours, but it pays nothing (yet): nothing changes. */
  | { kind: 'pending' | 'voided' | 'refunded' }
  /** Not ours: refused, logged, nothing changes. */
  | { kind: 'refused'; reason: RefusalReason }

const declineCodeOrGeneric = (code: string | null): DeclineCode =>
  isDeclineCode(code) ? code : 'payment-failed'

/** Whether a verified event pays our payment, declines it, changes nothing, or is not ours. */
export function paymentOutcome(event: PaymentEvent, expected: ExpectedPayment): PaymentOutcome {
  if (event.orderId !== expected.orderId) return { kind: 'refused', reason: 'wrong-order' }
  if (event.reference && expected.reference && event.reference !== expected.reference) {
    return { kind: 'refused', reason: 'wrong-reference' }
  }
  if (event.kind !== 'paid' && event.kind !== 'declined') return { kind: event.kind }
  // A payment (or its decline) is for exactly our amount; a refund may be for part of it.
  if (event.amount !== expected.amount) return { kind: 'refused', reason: 'wrong-amount' }
  if (event.currency.toUpperCase() !== expected.currency.toUpperCase()) {
    return { kind: 'refused', reason: 'wrong-currency' }
  }
  if (event.kind === 'paid') return { kind: 'paid' }
  return { kind: 'declined', declineCode: declineCodeOrGeneric(event.declineCode) }
}
