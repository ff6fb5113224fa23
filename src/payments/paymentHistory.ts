import type { Piasters } from '@/booking/money'
import type { MessageKey } from '@/i18n/messageKeys'

import { declineMessageKey } from './declines'
import type { StoredInstrument } from './instrumentText'
import { PROMO_USED_WITH_PAYMENT } from './payment'

/**
 * What the customer sees of a reservation's card payments on its page and on the manage link
 * (issue 32 items 2 and 3): the attempts that did not pay, each with the reason in the customer's
 * words (the decline catalogue's own messages), and the payment that was captured with the same
 * facts as the receipt email (amount, when, the gateway's transaction and order numbers) and
 * what has been refunded of it. Pure: the operation (`operations/paymentHistory.ts`) reads the
 * rows of one reservation.
 */

/** A payment (one gateway order) as these shapes read it (Payload's `Payment` is one). */
export type StoredPayment = {
  id: number
  status: string
  amount: number
  orderId?: string | null
  transactionId?: string | null
  settledAt?: string | null
  /** The card or mobile wallet that paid, as the gateway reported it. */
  instrument?: StoredInstrument | null
  createdAt: string
}

/** A transaction of a payment as these shapes read it (Payload's `PaymentTransaction` is one). */
export type StoredPaymentTransaction = {
  payment?: number | { id: number } | null
  kind: string
  amount?: number | null
  declineCode?: string | null
  /** What it did (`paid`, `promo-repeat`, ...). */
  outcome?: string | null
  createdAt: string
}

/**
 * One attempt that did not pay: a card declined, a payment page left until it closed, or money
 * refunded because the card or wallet had already used the booking's promo code (`declined`, with
 * that code: docs/decisions/0177).
 */
export type FailedAttempt = {
  /** When it happened (ISO instant; shown in Cairo time). */
  at: string
  kind: 'declined' | 'expired'
  /** The catalogue's code of a decline (`payment-failed` for any other); null when expired. */
  declineCode: string | null
  /** The reason in the customer's words (`{phone}` is the hotline in the generic one). */
  messageKey: MessageKey
}

/** A refund given back of a captured payment. */
export type PaymentRefund = { amount: Piasters; at: string }

/** A captured card payment: the receipt's facts and its refunds, oldest first. */
export type CapturedPayment = {
  amount: Piasters
  paidAt: string
  transactionId: string
  orderId: string
  /** What paid it (a card's brand and last four, a masked wallet); null when not reported. */
  instrument: StoredInstrument | null
  refunds: PaymentRefund[]
}

export type PaymentHistory = {
  /** Oldest first; empty for a reservation whose every attempt paid (or that had none). */
  attempts: FailedAttempt[]
  /** The payments that were captured (normally one), oldest first. */
  captured: CapturedPayment[]
}

/** What an expired order without a card tried says. */
const EXPIRED_MESSAGE_KEY: MessageKey = 'payment.history.expired'
/** What a payment refunded because its payer had used the promo code up says. */
const PROMO_USED_MESSAGE_KEY: MessageKey = 'payment.history.promoUsed'

/** Payment states in which the money was taken (and perhaps given back since). */
const CAPTURED_STATES = new Set(['paid', 'refunded'])

const paymentIdOf = (transaction: StoredPaymentTransaction) =>
  typeof transaction.payment === 'object' ? (transaction.payment?.id ?? null) : transaction.payment

const byTime =
  <T>(at: (item: T) => string) =>
  (a: T, b: T) =>
    at(a).localeCompare(at(b))

/** A declined card transaction: the gateway told us the card did not pay. */
export const isDeclinedTransaction = (transaction: Pick<StoredPaymentTransaction, 'kind'>) =>
  transaction.kind === 'declined'

/**
 * The history of one reservation's payments. Every declined transaction is an attempt; an order
 * that expired with no card tried on it is one too (the page was left); the declined attempts of
 * an order that then expired are already listed. Refunds are the gateway's refund transactions
 * (`refunded`), not the rows that say one is due.
 */
export function paymentHistory(
  payments: readonly StoredPayment[],
  transactions: readonly StoredPaymentTransaction[],
): PaymentHistory {
  const ours = new Set(payments.map((payment) => payment.id))
  const transactionsOf = new Map<number, StoredPaymentTransaction[]>()
  for (const transaction of transactions) {
    const id = paymentIdOf(transaction)
    if (id === null || id === undefined || !ours.has(id)) continue
    transactionsOf.set(id, [...(transactionsOf.get(id) ?? []), transaction])
  }

  const attempts: FailedAttempt[] = []
  const captured: CapturedPayment[] = []
  for (const payment of payments) {
    const own = transactionsOf.get(payment.id) ?? []
    const declined = own.filter(isDeclinedTransaction)
    for (const transaction of declined) {
      attempts.push({
        at: transaction.createdAt,
        kind: 'declined',
        declineCode: transaction.declineCode || 'payment-failed',
        messageKey: declineMessageKey(transaction.declineCode),
      })
    }
    for (const transaction of own.filter((row) => row.outcome === 'promo-repeat')) {
      attempts.push({
        at: transaction.createdAt,
        kind: 'declined',
        declineCode: PROMO_USED_WITH_PAYMENT,
        messageKey: PROMO_USED_MESSAGE_KEY,
      })
    }
    if (payment.status === 'expired' && own.length === 0) {
      attempts.push({
        at: payment.createdAt,
        kind: 'expired',
        declineCode: null,
        messageKey: EXPIRED_MESSAGE_KEY,
      })
    }
    if (
      CAPTURED_STATES.has(payment.status) &&
      payment.transactionId &&
      payment.orderId &&
      payment.settledAt
    ) {
      captured.push({
        amount: payment.amount,
        paidAt: payment.settledAt,
        transactionId: payment.transactionId,
        orderId: payment.orderId,
        // What the customer may see of it: never the payer's keyed fingerprint (promo counting).
        instrument: payment.instrument?.method
          ? {
              method: payment.instrument.method,
              brand: payment.instrument.brand ?? null,
              masked: payment.instrument.masked ?? null,
            }
          : null,
        refunds: own
          .filter((transaction) => transaction.kind === 'refunded' && (transaction.amount ?? 0) > 0)
          .map((transaction) => ({ amount: transaction.amount!, at: transaction.createdAt }))
          .sort(byTime((refund) => refund.at)),
      })
    }
  }
  return {
    attempts: attempts.sort(byTime((attempt) => attempt.at)),
    captured: captured.sort(byTime((payment) => payment.paidAt)),
  }
}
