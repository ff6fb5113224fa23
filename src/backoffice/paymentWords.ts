import type { MessageKey } from '@/i18n/messageKeys'
import { DECLINE_CODES } from '@/payments/declines'
import { PAYMENT_STATUSES, PROMO_USED_WITH_PAYMENT, REFUND_OUTCOMES } from '@/payments/payment'

/**
 * The desk's words for a payment's stored values: its state, each transaction's kind and outcome
 * (what it did: paid, declined, an automatic refund's state) and a decline's code. A value this
 * release does not know (written by a newer one) has no key: the desk shows it as stored.
 */

const TRANSACTION_WORDS = [
  'paid',
  'declined',
  'pending',
  'refunded',
  'voided',
  'refund',
  'duplicate',
  'closed',
  'promo-repeat',
  'ignored',
  ...Object.values(REFUND_OUTCOMES),
] as const

const known = <T extends string>(values: readonly T[], value: string | null | undefined) =>
  value !== null && value !== undefined && (values as readonly string[]).includes(value)
    ? (value as T)
    : null

export function paymentStateKey(status: string | null | undefined): MessageKey | null {
  const state = known(PAYMENT_STATUSES, status)
  return state ? `backoffice.detail.paymentStates.${state}` : null
}

/** A transaction's kind (`paid`, `refund`) or outcome (`refund-due`, `duplicate`). */
export function transactionWordKey(word: string | null | undefined): MessageKey | null {
  const known_ = known(TRANSACTION_WORDS, word)
  return known_ ? `backoffice.detail.transactionWords.${known_}` : null
}

export function declineLabelKey(code: string | null | undefined): MessageKey | null {
  const decline = known(
    [...DECLINE_CODES, 'payment-failed', PROMO_USED_WITH_PAYMENT] as const,
    code,
  )
  return decline ? `backoffice.detail.declines.${decline}` : null
}
