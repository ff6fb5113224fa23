import type { Payload, Where } from 'payload'

import type { Payment } from '@/payload-types'
import { PROMO_USED_WITH_PAYMENT } from '@/payments/payment'

/**
 * The newest payment attempt of a reservation or a payment link (its gateway order), or null:
 * what the payment screens read to name how it was paid, and to see that a mobile wallet's
 * pending payment was declined after the customer came back.
 */
export async function latestPayment(
  payload: Payload,
  target: { reservation: number } | { paymentLink: number },
): Promise<Payment | null> {
  const where: Where =
    'reservation' in target
      ? { reservation: { equals: target.reservation } }
      : { paymentLink: { equals: target.paymentLink } }
  const { docs } = await payload.find({
    collection: 'payments',
    where,
    sort: '-createdAt',
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

/**
 * What the newest transaction of a payment did (`paid`, `declined`, `pending`, ...) and its
 * decline, or null before any: a mobile wallet's payment first seen pending, then settled, is one
 * row, updated.
 */
export async function latestTransaction(
  payload: Payload,
  paymentId: number,
): Promise<{ outcome: string | null; declineCode: string | null } | null> {
  const { docs } = await payload.find({
    collection: 'payment-transactions',
    where: { payment: { equals: paymentId } },
    sort: '-updatedAt',
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  const row = docs[0]
  return row ? { outcome: row.outcome ?? null, declineCode: row.declineCode ?? null } : null
}

/**
 * The decline that ended the newest attempt of a reservation or link, or null: the payment
 * screens send a customer still waiting on "confirming" to the failure screen once a pending
 * wallet payment is declined (only a callback says so: the customer is no longer at the gateway),
 * or refunded because its payer had used the booking's promo code up (docs/decisions/0177).
 */
export async function declinedAttempt(
  payload: Payload,
  target: { reservation: number } | { paymentLink: number },
): Promise<string | null> {
  const payment = await latestPayment(payload, target)
  if (!payment) return null
  // Its money was refunded (the refund's rows came after it): the order keeps why.
  if (payment.declineCode === PROMO_USED_WITH_PAYMENT) return PROMO_USED_WITH_PAYMENT
  const last = await latestTransaction(payload, payment.id)
  return last?.outcome === 'declined' ? (last.declineCode ?? 'payment-failed') : null
}
